import { describe, expect, it } from 'vitest';
import {
  checkOtpAttempt,
  decideOtpRequest,
  OTP_BAN_MINUTES,
  OTP_MAX_ATTEMPTS,
  otpExpiresAt,
  resendWaitSecondsLeft,
  secondsUntil,
} from './otp-limits';

const now = new Date('2025-03-01T10:00:00Z');
const secondsAgo = (seconds: number) => new Date(now.getTime() - seconds * 1000);
const secondsLater = (seconds: number) => new Date(now.getTime() + seconds * 1000);
const quiet = { requestsInLastHour: 0, lastSentAt: null, bannedUntil: null };

describe('secondsUntil and resendWaitSecondsLeft', () => {
  it('rounds up, so a countdown never reaches 0 before the wait is over', () => {
    expect(secondsUntil(new Date(now.getTime() + 1500), now)).toBe(2);
    expect(secondsUntil(secondsAgo(5), now)).toBe(0);
  });

  it.each([
    ['no code sent yet', null, 0],
    ['a code sent 10 s ago', secondsAgo(10), 20],
    ['a code sent exactly 30 s ago', secondsAgo(30), 0],
    ['a code sent a minute ago', secondsAgo(60), 0],
  ])('%s with a 30 s wait leaves %#', (_case, lastSentAt, expected) => {
    expect(resendWaitSecondsLeft(lastSentAt, now, 30)).toBe(expected);
  });
});

describe('decideOtpRequest (spec §8: too many requests ban the number for 1 hour)', () => {
  const limits = { resendWaitSeconds: 30 };

  it('sends the first code', () => {
    expect(decideOtpRequest(quiet, now, limits)).toEqual({ kind: 'send' });
  });

  it('sends the fifth code within an hour', () => {
    expect(
      decideOtpRequest({ ...quiet, requestsInLastHour: 4, lastSentAt: secondsAgo(60) }, now, limits),
    ).toEqual({
      kind: 'send',
    });
  });

  it('refuses a sixth code request within an hour and bans the number for an hour', () => {
    expect(
      decideOtpRequest({ ...quiet, requestsInLastHour: 5, lastSentAt: secondsAgo(60) }, now, limits),
    ).toEqual({
      kind: 'ban',
      until: new Date(now.getTime() + OTP_BAN_MINUTES * 60_000),
    });
  });

  it('keeps refusing a banned number until its ban ends, with the seconds left', () => {
    expect(decideOtpRequest({ ...quiet, bannedUntil: secondsLater(90) }, now, limits)).toEqual({
      kind: 'banned',
      secondsLeft: 90,
    });
    expect(decideOtpRequest({ ...quiet, bannedUntil: secondsAgo(1) }, now, limits)).toEqual({ kind: 'send' });
  });

  it('refuses a resend before the wait with the seconds left', () => {
    expect(
      decideOtpRequest({ ...quiet, requestsInLastHour: 1, lastSentAt: secondsAgo(12) }, now, limits),
    ).toEqual({
      kind: 'wait',
      secondsLeft: 18,
    });
  });

  it('follows a configured number of requests per hour', () => {
    const history = { ...quiet, requestsInLastHour: 2, lastSentAt: secondsAgo(60) };
    expect(decideOtpRequest(history, now, { resendWaitSeconds: 0, requestsPerHour: 2 }).kind).toBe('ban');
  });
});

describe('checkOtpAttempt (spec §5, §8: expired codes and too many attempts)', () => {
  const fresh = otpExpiresAt(now);

  it('lets a code be confirmed for 10 minutes', () => {
    expect(fresh.getTime() - now.getTime()).toBe(10 * 60_000);
    expect(checkOtpAttempt({ expiresAt: fresh, attempt: 1 }, now)).toEqual({
      ok: true,
      value: { attemptsLeft: OTP_MAX_ATTEMPTS - 1 },
    });
  });

  it('refuses an expired code', () => {
    expect(checkOtpAttempt({ expiresAt: fresh, attempt: 1 }, fresh)).toEqual({
      ok: false,
      code: 'code_expired',
    });
  });

  it('allows a fifth attempt and refuses a sixth', () => {
    expect(checkOtpAttempt({ expiresAt: fresh, attempt: 5 }, now)).toEqual({
      ok: true,
      value: { attemptsLeft: 0 },
    });
    expect(checkOtpAttempt({ expiresAt: fresh, attempt: 6 }, now)).toEqual({
      ok: false,
      code: 'too_many_attempts',
    });
  });
});
