/**
 * Proof-of-work captcha (altcha, protocol v1, no third party): the phone form fetches a signed
 * challenge, the device finds the number whose hash it is, and the server checks the solution.
 * A solved challenge is accepted once: it is remembered in the database until it expires, so
 * every server copy refuses a replay.
 */
import type { CaptchaChallengeResponse } from '@sillon/contract';
import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';

const CHALLENGE_VALIDITY_MS = 10 * 60 * 1000;

export type UsedCaptchaStore = {
  /** Remembers the challenge; answers false when it was already used. */
  markCaptchaUsed(challenge: string, expiresAt: Date): Promise<boolean>;
};

export function createCaptcha(deps: {
  hmacKey: string;
  maxNumber: number;
  now: () => Date;
  store: UsedCaptchaStore;
}) {
  return {
    async challenge(): Promise<CaptchaChallengeResponse> {
      const challenge = await createChallenge({
        hmacKey: deps.hmacKey,
        maxnumber: deps.maxNumber,
        expires: new Date(deps.now().getTime() + CHALLENGE_VALIDITY_MS),
      });
      return { ...challenge, maxnumber: deps.maxNumber };
    },

    /** Whether `payload` (base64 JSON from the solver) solves an unexpired, unused challenge of ours. */
    async verifyOnce(payload: string): Promise<boolean> {
      const solution = decode(payload);
      if (!solution) return false;
      // Expiry is checked against our clock below, so tests can move time.
      if (!(await verifySolution(solution, deps.hmacKey, false))) return false;
      const expiresAt = expiryOf(solution);
      if (!expiresAt || expiresAt <= deps.now()) return false;
      return deps.store.markCaptchaUsed(solution.challenge, expiresAt);
    },
  };
}

type Solution = {
  algorithm: 'SHA-1' | 'SHA-256' | 'SHA-512';
  challenge: string;
  number: number;
  salt: string;
  signature: string;
};

function decode(payload: string): Solution | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
    if (typeof value !== 'object' || value === null) return null;
    const { algorithm, challenge, number, salt, signature } = value as Record<string, unknown>;
    const isAlgorithm = algorithm === 'SHA-1' || algorithm === 'SHA-256' || algorithm === 'SHA-512';
    if (!isAlgorithm || typeof challenge !== 'string' || typeof salt !== 'string') return null;
    if (typeof signature !== 'string' || typeof number !== 'number') return null;
    return { algorithm, challenge, number, salt, signature };
  } catch {
    return null;
  }
}

/** Our challenges always carry `expires` (seconds) in their signed salt; one without is not ours. */
function expiryOf(solution: Solution): Date | null {
  const seconds = Number(extractParams(solution)['expires']);
  return Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000) : null;
}

export type Captcha = ReturnType<typeof createCaptcha>;
