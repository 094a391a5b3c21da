/**
 * Limits around one-time SMS codes (spec §8 "too many OTP requests (banned 1 hour)", "Trop de
 * tentatives"; §9 "resend wait a templated seconds timeout"). The server applies them to what its
 * database remembers; the code screen uses the same numbers for its countdown.
 */
import { ok, violation, type Result } from './result';

/** How long a code sent by SMS can be confirmed. */
export const OTP_VALIDITY_MINUTES = 10;
/** Confirmations allowed per code; the next one is refused even with the right code. */
export const OTP_MAX_ATTEMPTS = 5;
/** Codes one number may ask for within an hour; the next request bans the number. */
export const OTP_REQUESTS_PER_HOUR = 5;
/** Spec §8: a number that asked too often is "banned 1 hour". */
export const OTP_BAN_MINUTES = 60;
/** Seconds before a new code may be asked for the same number, unless configured otherwise. */
export const DEFAULT_OTP_RESEND_WAIT_SECONDS = 30;

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
export const OTP_REQUEST_WINDOW_MS = 60 * MINUTE_MS;

/** Whole seconds from `now` until `until`, rounded up so a countdown never shows 0 too early. */
export function secondsUntil(until: Date, now: Date): number {
  return Math.max(0, Math.ceil((until.getTime() - now.getTime()) / SECOND_MS));
}

/** Seconds left before the number may ask for another code (0: it may). */
export function resendWaitSecondsLeft(lastSentAt: Date | null, now: Date, waitSeconds: number): number {
  if (lastSentAt === null) return 0;
  return secondsUntil(new Date(lastSentAt.getTime() + waitSeconds * SECOND_MS), now);
}

/** What the server remembers about one phone number's code requests. */
export type OtpRequestHistory = {
  /** Codes sent to this number within the last hour. */
  requestsInLastHour: number;
  lastSentAt: Date | null;
  bannedUntil: Date | null;
};

export type OtpRequestDecision =
  | { kind: 'send' }
  /** This request is one too many: refuse it and ban the number until `until`. */
  | { kind: 'ban'; until: Date }
  | { kind: 'banned'; secondsLeft: number }
  | { kind: 'wait'; secondsLeft: number };

/**
 * Whether a code may be sent to a number now (spec §8, §9): a banned number waits for the end of
 * its ban; a resend before the wait is refused with the seconds left; the request after
 * `requestsPerHour` codes within an hour bans the number for `OTP_BAN_MINUTES`.
 */
export function decideOtpRequest(
  history: OtpRequestHistory,
  now: Date,
  limits: { resendWaitSeconds: number; requestsPerHour?: number },
): OtpRequestDecision {
  if (history.bannedUntil !== null && history.bannedUntil > now) {
    return { kind: 'banned', secondsLeft: secondsUntil(history.bannedUntil, now) };
  }
  const waitLeft = resendWaitSecondsLeft(history.lastSentAt, now, limits.resendWaitSeconds);
  if (waitLeft > 0) return { kind: 'wait', secondsLeft: waitLeft };
  if (history.requestsInLastHour >= (limits.requestsPerHour ?? OTP_REQUESTS_PER_HOUR)) {
    return { kind: 'ban', until: new Date(now.getTime() + OTP_BAN_MINUTES * MINUTE_MS) };
  }
  return { kind: 'send' };
}

/** When a code sent at `sentAt` stops being accepted. */
export function otpExpiresAt(sentAt: Date): Date {
  return new Date(sentAt.getTime() + OTP_VALIDITY_MINUTES * MINUTE_MS);
}

export type OtpAttemptViolation = 'code_expired' | 'too_many_attempts';

/**
 * Whether a confirmation may compare its code (spec §5, §8): not after the code expired, and not
 * beyond `OTP_MAX_ATTEMPTS` tries. `attempt` counts this try (the first is 1).
 */
export function checkOtpAttempt(
  verification: { expiresAt: Date; attempt: number },
  now: Date,
): Result<{ attemptsLeft: number }, OtpAttemptViolation> {
  if (verification.expiresAt <= now) return violation('code_expired');
  if (verification.attempt > OTP_MAX_ATTEMPTS) return violation('too_many_attempts');
  return ok({ attemptsLeft: OTP_MAX_ATTEMPTS - verification.attempt });
}
