import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  confirmCode,
  lastCodeSentTo,
  native,
  openAuthApp,
  requestCode,
  signInByPhone,
  solvedCaptcha,
  type AuthTestApp,
} from '../../testing/auth-test-app';
import { users } from './auth.tables';

describe('phone sign-in (spec §4, §5, §8)', () => {
  let shop: AuthTestApp;
  let phoneCounter = 10;
  /** A fresh number per test, so limits of one test do not touch another. */
  const newPhone = () => `06 12 34 56 ${String(phoneCounter++).padStart(2, '0')}`;

  beforeAll(async () => {
    shop = await openAuthApp();
  });
  afterAll(() => shop.close());

  const start = async (phone: string) => {
    const response = await requestCode(shop.app, phone);
    expect(response.statusCode).toBe(200);
    return response.json() as { verificationId: string; resendWaitSeconds: number; expiresInSeconds: number };
  };

  it('sends a 6-digit code to the normalised number and answers the verification id and the wait', async () => {
    const phone = newPhone();
    const started = await start(phone);
    expect(started).toEqual({
      verificationId: expect.any(String),
      resendWaitSeconds: 30,
      expiresInSeconds: 600,
    });
    const { messages } = (await shop.app.inject({ url: '/api/dev/sms' })).json();
    expect(messages[0]).toMatchObject({
      phone: `+33${phone.replace(/\s/g, '').slice(1)}`,
      sentAt: expect.any(String),
    });
    expect(messages[0].text).toMatch(
      /^Sillon : votre code de connexion est \d{6}\. Il expire dans 10 minutes\.$/,
    );
  });

  it('signs a new number in as a new customer without an account, then as a returning one', async () => {
    const phone = newPhone();
    const first = await signInByPhone(shop.app, phone);
    expect(first).toMatchObject({
      status: 'authenticated',
      isNew: true,
      accountExists: false,
      expiresInSeconds: 900,
    });
    expect(first.refreshToken).toEqual(expect.any(String));
    shop.clock.advanceSeconds(60);
    const second = await signInByPhone(shop.app, phone);
    expect(second).toMatchObject({ userId: first.userId, isNew: false, accountExists: false });
  });

  it.each([
    ['letters', 'abc'],
    ['a short number', '06 12 34'],
    ['a foreign number', '+44 20 7946 0958'],
  ])('refuses %s with invalid_phone', async (_case, phone) => {
    const response = await requestCode(shop.app, phone);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('invalid_phone');
  });

  it('refuses a landline with phone_not_mobile: its SMS could never arrive', async () => {
    const response = await requestCode(shop.app, '01 23 45 67 89');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'phone_not_mobile',
      message: expect.stringContaining('06 ou 07'),
    });
  });

  describe('captcha', () => {
    const startWith = (captcha: string) =>
      shop.app.inject({
        method: 'POST',
        url: '/api/auth/phone/start',
        payload: { phone: newPhone(), captcha },
      });

    it('refuses a missing, malformed or unsolved captcha with captcha_failed', async () => {
      const challenge = (await shop.app.inject({ url: '/api/auth/captcha' })).json();
      const wrongNumber = Buffer.from(JSON.stringify({ ...challenge, number: -1 })).toString('base64');
      for (const captcha of ['', 'not base64 json', wrongNumber]) {
        const response = await startWith(captcha);
        expect(response.statusCode).toBe(400);
        expect(response.json().error.code).toBe('captcha_failed');
      }
    });

    it('accepts a solved challenge once only', async () => {
      const captcha = await solvedCaptcha(shop.app);
      expect((await startWith(captcha)).statusCode).toBe(200);
      const replay = await startWith(captcha);
      expect(replay.statusCode).toBe(400);
      expect(replay.json().error.code).toBe('captcha_failed');
    });

    it('refuses a challenge solved after it expired', async () => {
      const captcha = await solvedCaptcha(shop.app);
      shop.clock.advanceSeconds(11 * 60);
      expect((await startWith(captcha)).json().error.code).toBe('captcha_failed');
    });

    it('refuses a challenge signed with another key', async () => {
      const other = await openAuthApp({
        settings: { captchaHmacKey: 'another-key-of-at-least-thirty-two-chars' },
      });
      try {
        const foreign = await solvedCaptcha(other.app);
        expect((await startWith(foreign)).json().error.code).toBe('captcha_failed');
      } finally {
        await other.close();
      }
    });
  });

  describe('confirming the code', () => {
    it('tells a missing code from a missing verification id', async () => {
      const noCode = await confirmCode(shop.app, { verificationId: '00000000-0000-4000-8000-000000000000' });
      expect(noCode.statusCode).toBe(400);
      expect(noCode.json().error.code).toBe('missing_code');
      const noId = await confirmCode(shop.app, { code: '123456' });
      expect(noId.statusCode).toBe(400);
      expect(noId.json().error.code).toBe('missing_verification_id');
    });

    it('answers 404 missing_verification_id for an unknown verification', async () => {
      for (const verificationId of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
        const response = await confirmCode(shop.app, { verificationId, code: '123456' });
        expect(response.statusCode).toBe(404);
        expect(response.json().error.code).toBe('missing_verification_id');
      }
    });

    it('refuses a wrong code with "Le code n\'est pas bon" and the attempts left', async () => {
      const phone = newPhone();
      const { verificationId } = await start(phone);
      const right = await lastCodeSentTo(shop.app, phone);
      const wrong = right === '000000' ? '111111' : '000000';
      const response = await confirmCode(shop.app, { verificationId, code: wrong });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'invalid_code', details: { attemptsLeft: 4 } });
    });

    it('allows 5 attempts, then answers too_many_attempts even with the right code', async () => {
      const phone = newPhone();
      const { verificationId } = await start(phone);
      const right = await lastCodeSentTo(shop.app, phone);
      const wrong = right === '000000' ? '111111' : '000000';
      for (let attempt = 1; attempt <= 5; attempt++) {
        expect((await confirmCode(shop.app, { verificationId, code: wrong })).json().error.code).toBe(
          'invalid_code',
        );
      }
      const sixth = await confirmCode(shop.app, { verificationId, code: right });
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json().error).toMatchObject({
        code: 'too_many_attempts',
        message: expect.stringContaining('tentatives'),
      });
    });

    it('accepts the right code on the fifth attempt', async () => {
      const phone = newPhone();
      const { verificationId } = await start(phone);
      const right = await lastCodeSentTo(shop.app, phone);
      const wrong = right === '000000' ? '111111' : '000000';
      for (let attempt = 1; attempt <= 4; attempt++)
        await confirmCode(shop.app, { verificationId, code: wrong });
      expect((await confirmCode(shop.app, { verificationId, code: right })).statusCode).toBe(200);
    });

    it('refuses the code after 10 minutes with code_expired', async () => {
      const phone = newPhone();
      const { verificationId } = await start(phone);
      const code = await lastCodeSentTo(shop.app, phone);
      shop.clock.advanceSeconds(9 * 60 + 59);
      shop.clock.advanceSeconds(1);
      const response = await confirmCode(shop.app, { verificationId, code });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('code_expired');
    });

    it('uses a code once', async () => {
      const phone = newPhone();
      const { verificationId } = await start(phone);
      const code = await lastCodeSentTo(shop.app, phone);
      expect((await confirmCode(shop.app, { verificationId, code }, native)).statusCode).toBe(200);
      const again = await confirmCode(shop.app, { verificationId, code }, native);
      expect(again.statusCode).toBe(404);
      expect(again.json().error.code).toBe('missing_verification_id');
    });

    it('refuses a disabled customer with user_disabled', async () => {
      const phone = newPhone();
      const { userId } = await signInByPhone(shop.app, phone);
      await shop.database.db.update(users).set({ disabled: true }).where(eq(users.id, userId));
      shop.clock.advanceSeconds(60);
      const { verificationId } = await start(phone);
      const code = await lastCodeSentTo(shop.app, phone);
      const response = await confirmCode(shop.app, { verificationId, code });
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('user_disabled');
    });
  });

  it('stores codes hashed, never as sent', async () => {
    const phone = newPhone();
    await start(phone);
    const code = await lastCodeSentTo(shop.app, phone);
    const rows = await shop.database.db.query.otpVerifications.findMany();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.codeHash).not.toContain(code);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.codeHash))).toBe(true);
  });
});
