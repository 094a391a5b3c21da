import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  confirmCode,
  lastCodeSentTo,
  openAuthApp,
  requestCode,
  solvedCaptcha,
  type AuthTestApp,
} from '../../testing/auth-test-app';

describe('code request limits (spec §8, §9), kept in the database', () => {
  let shop: AuthTestApp;
  let phoneCounter = 10;
  const newPhone = () => `07 00 00 00 ${String(phoneCounter++).padStart(2, '0')}`;

  beforeAll(async () => {
    shop = await openAuthApp({ settings: { otpResendWaitSeconds: 30 } });
  });
  afterAll(() => shop.close());

  const errorOf = async (phone: string, ip?: string) => {
    const response = await requestCode(shop.app, phone, { ip });
    return { status: response.statusCode, ...(response.json().error ?? {}) };
  };

  it('refuses a resend before the wait, with the seconds left', async () => {
    const phone = newPhone();
    expect((await requestCode(shop.app, phone)).statusCode).toBe(200);
    shop.clock.advanceSeconds(12);
    expect(await errorOf(phone)).toMatchObject({
      status: 429,
      code: 'otp_resend_too_soon',
      details: { seconds: 18 },
    });
    expect((await requestCode(shop.app, phone)).headers['retry-after']).toBe('18');
    shop.clock.advanceSeconds(18);
    expect((await requestCode(shop.app, phone)).statusCode).toBe(200);
  });

  it('refuses a sixth code request within an hour and bans the number for an hour', async () => {
    const phone = newPhone();
    for (let request = 1; request <= 5; request++) {
      expect((await requestCode(shop.app, phone)).statusCode).toBe(200);
      shop.clock.advanceSeconds(60);
    }
    expect(await errorOf(phone)).toMatchObject({
      status: 429,
      code: 'too_many_otp_requests',
      details: { seconds: 3600 },
      message: expect.stringContaining('1 heure'),
    });
    // The first requests leave the hour, but the ban counts from the sixth.
    shop.clock.advanceSeconds(30 * 60);
    expect(await errorOf(phone)).toMatchObject({ code: 'too_many_otp_requests', details: { seconds: 1800 } });
    shop.clock.advanceSeconds(30 * 60);
    expect((await requestCode(shop.app, phone)).statusCode).toBe(200);
  });

  it('does not let a banned number affect another one', async () => {
    const phone = newPhone();
    for (let request = 1; request <= 6; request++) {
      await requestCode(shop.app, phone);
      shop.clock.advanceSeconds(31);
    }
    expect((await requestCode(shop.app, newPhone())).statusCode).toBe(200);
  });

  it('keeps a sent code valid while the number is banned afterwards', async () => {
    const phone = newPhone();
    const started = (await requestCode(shop.app, phone)).json();
    const code = await lastCodeSentTo(shop.app, phone);
    expect((await confirmCode(shop.app, { verificationId: started.verificationId, code })).statusCode).toBe(
      200,
    );
  });
});

describe('SMS quota per minute (spec §8 "quota exceeded")', () => {
  it('refuses SMS beyond the global quota, whatever the address', async () => {
    const shop = await openAuthApp({ settings: { smsQuotaPerMinute: 2 } });
    try {
      expect((await requestCode(shop.app, '06 00 00 02 01', { ip: '198.51.100.1' })).statusCode).toBe(200);
      expect((await requestCode(shop.app, '06 00 00 02 02', { ip: '198.51.100.2' })).statusCode).toBe(200);
      const third = await requestCode(shop.app, '06 00 00 02 03', { ip: '198.51.100.3' });
      expect(third.statusCode).toBe(429);
      expect(third.json().error).toMatchObject({
        code: 'quota_exceeded',
        message: expect.stringContaining('2 à 3 minutes'),
      });
      // A refused request does not use up the number's own allowance.
      shop.clock.advanceSeconds(60);
      expect((await requestCode(shop.app, '06 00 00 02 03', { ip: '198.51.100.3' })).statusCode).toBe(200);
    } finally {
      await shop.close();
    }
  });

  it('counts only SMS sent: requests refused before sending leave the quota to others', async () => {
    const shop = await openAuthApp({ settings: { smsQuotaPerMinute: 1 } });
    try {
      for (let index = 0; index < 5; index++) {
        const refused = await shop.app.inject({
          method: 'POST',
          url: '/api/auth/phone/start',
          payload: { phone: '06 00 00 03 01', captcha: 'not-solved' },
          remoteAddress: '198.51.100.9',
        });
        expect(refused.json().error.code).toBe('captcha_failed');
      }
      expect((await requestCode(shop.app, '06 00 00 03 02', { ip: '198.51.100.10' })).statusCode).toBe(200);
    } finally {
      await shop.close();
    }
  });
});

describe('two server copies on one database', () => {
  let first: AuthTestApp;
  let second: AuthTestApp;

  beforeAll(async () => {
    first = await openAuthApp();
    second = await openAuthApp({ database: first.database, clock: first.clock });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('share the resend wait and the hourly ban of a number', async () => {
    const phone = '06 99 00 00 01';
    expect((await requestCode(first.app, phone)).statusCode).toBe(200);
    expect((await requestCode(second.app, phone)).json().error.code).toBe('otp_resend_too_soon');
    for (let request = 2; request <= 5; request++) {
      first.clock.advanceSeconds(31);
      const app = request % 2 === 0 ? second.app : first.app;
      expect((await requestCode(app, phone, { ip: `192.0.2.${request}` })).statusCode).toBe(200);
    }
    first.clock.advanceSeconds(31);
    expect((await requestCode(second.app, phone)).json().error.code).toBe('too_many_otp_requests');
    first.clock.advanceSeconds(31);
    expect((await requestCode(first.app, phone)).json().error.code).toBe('too_many_otp_requests');
  });

  it('send one code when both copies receive requests for a number at the same moment', async () => {
    const phone = '06 99 00 00 41';
    const captchas = await Promise.all([0, 1, 2, 3, 4, 5].map(() => solvedCaptcha(first.app)));
    const responses = await Promise.all(
      captchas.map((captcha, index) =>
        (index % 2 === 0 ? first : second).app.inject({
          method: 'POST',
          url: '/api/auth/phone/start',
          payload: { phone, captcha },
          remoteAddress: `192.0.2.${100 + index}`,
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 429, 429, 429, 429, 429]);
    const refused = responses.filter((response) => response.statusCode === 429);
    expect(refused.every((response) => response.json().error.code === 'otp_resend_too_soon')).toBe(true);
  });

  it('confirm on one copy a code sent by the other, and count attempts together', async () => {
    const phone = '06 99 00 00 21';
    const { verificationId } = (await requestCode(first.app, phone)).json();
    const code = await lastCodeSentTo(first.app, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 3; attempt++)
      await confirmCode(first.app, { verificationId, code: wrong });
    for (let attempt = 4; attempt <= 5; attempt++)
      await confirmCode(second.app, { verificationId, code: wrong });
    expect((await confirmCode(second.app, { verificationId, code })).json().error.code).toBe(
      'too_many_attempts',
    );
  });

  it('refuse on one copy a captcha already used on the other', async () => {
    const captcha = await solvedCaptcha(first.app);
    const start = (app: AuthTestApp, phone: string) =>
      app.app.inject({ method: 'POST', url: '/api/auth/phone/start', payload: { phone, captcha } });
    expect((await start(first, '06 99 00 00 31')).statusCode).toBe(200);
    expect((await start(second, '06 99 00 00 32')).json().error.code).toBe('captcha_failed');
  });
});
