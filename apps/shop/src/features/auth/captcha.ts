/**
 * The proof-of-work captcha of the phone form (altcha, protocol v1): find the number whose
 * SHA-256 with the salt gives the challenge, then send it back with the server's signature.
 * Pure JavaScript (no Web Crypto on native), in slices so the screen stays responsive; it runs
 * while the customer types the number.
 */
import type { CaptchaChallengeResponse } from '@sillon/contract';
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils';

const NUMBERS_PER_SLICE = 2000;

/** The base64 solution the phone start call takes, or undefined when no number matches. */
export async function solveCaptcha(challenge: CaptchaChallengeResponse): Promise<string | undefined> {
  for (let number = 0; number <= challenge.maxnumber; number += 1) {
    if (bytesToHex(sha256(utf8ToBytes(`${challenge.salt}${number}`))) === challenge.challenge) {
      const { algorithm, salt, signature } = challenge;
      return btoa(JSON.stringify({ algorithm, challenge: challenge.challenge, number, salt, signature }));
    }
    if (number % NUMBERS_PER_SLICE === NUMBERS_PER_SLICE - 1)
      await new Promise((done) => setTimeout(done, 0));
  }
  return undefined;
}
