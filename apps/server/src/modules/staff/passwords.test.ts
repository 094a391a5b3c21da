/**
 * Issue 39: every password check is an argon2id hash on the threads the whole shop shares; a
 * flood of sign-ins runs two at a time, a few wait, and the rest are refused at once.
 */
import { describe, expect, it } from 'vitest';
import { hashesInFlight, hashPassword, passwordMatches } from './passwords';

describe('staff password checks', () => {
  it('matches the right password only', async () => {
    const stored = await hashPassword('les carottes sont cuites');
    expect(await passwordMatches(stored, 'les carottes sont cuites')).toBe(true);
    expect(await passwordMatches(stored, 'les navets sont cuits')).toBe(false);
    expect(await passwordMatches(undefined, 'les carottes sont cuites')).toBe(false);
  });

  it('runs at most two hashes at once, lets sixteen wait, and refuses the rest with 429', async () => {
    const stored = await hashPassword('les carottes sont cuites');
    let mostRunning = 0;
    const watch = setInterval(() => {
      mostRunning = Math.max(mostRunning, hashesInFlight().running);
    }, 1);
    const checks = await Promise.allSettled(
      Array.from({ length: 30 }, () => passwordMatches(stored, 'un essai parmi d’autres')),
    );
    clearInterval(watch);
    const refused = checks.filter((check) => check.status === 'rejected');
    expect(refused).toHaveLength(30 - 2 - 16);
    for (const check of refused) {
      expect((check as PromiseRejectedResult).reason).toMatchObject({ code: 'too_many_requests' });
    }
    expect(checks.filter((check) => check.status === 'fulfilled')).toHaveLength(18);
    expect(mostRunning).toBeGreaterThan(0);
    expect(mostRunning).toBeLessThanOrEqual(2);
    expect(hashesInFlight()).toEqual({ running: 0, waiting: 0 });
  });
});
