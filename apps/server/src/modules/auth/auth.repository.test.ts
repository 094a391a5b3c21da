import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { openTestDatabase } from '../../testing/test-database';
import { createAuthRepository, type AuthRepository } from './auth.repository';

describe('auth repository housekeeping', () => {
  let database: DatabaseHandle;
  let repository: AuthRepository;
  const now = new Date('2030-05-01T12:00:00Z');
  const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

  beforeAll(async () => {
    database = await openTestDatabase();
    repository = createAuthRepository(database.db);
  });
  afterAll(() => database.close());

  const sendCode = (phone: string, at: Date) =>
    repository.withPhoneLock(phone, (locked) =>
      locked.recordCodeSent({
        id: crypto.randomUUID(),
        phone,
        codeHash: 'hash',
        createdAt: at,
        expiresAt: new Date(at.getTime() + 600_000),
      }),
    );

  it('forgets quiet numbers and expired captchas, keeps recent requests and running bans', async () => {
    await sendCode('+33600000001', minutesAgo(90));
    await sendCode('+33600000002', minutesAgo(10));
    await sendCode('+33600000003', minutesAgo(90));
    await repository.withPhoneLock('+33600000003', (locked) => locked.ban(new Date(now.getTime() + 600_000)));
    expect(await repository.markCaptchaUsed('old', minutesAgo(1))).toBe(true);
    expect(await repository.markCaptchaUsed('fresh', new Date(now.getTime() + 60_000))).toBe(true);

    await repository.pruneExpired(now);

    const limits = await database.db.query.otpPhoneLimits.findMany();
    expect(limits.map((row) => row.phone).sort()).toEqual(['+33600000002', '+33600000003']);
    const requests = await database.db.query.otpRequests.findMany();
    expect(requests.map((row) => row.phone)).toEqual(['+33600000002']);
    // A used captcha that expired may be forgotten; a live one is still refused a second time.
    expect(await repository.markCaptchaUsed('fresh', new Date(now.getTime() + 60_000))).toBe(false);
    expect(await repository.markCaptchaUsed('old', new Date(now.getTime() + 60_000))).toBe(true);
  });
});
