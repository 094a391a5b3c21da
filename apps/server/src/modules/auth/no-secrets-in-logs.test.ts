import { REFRESH_COOKIE } from '@sillon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  lastCodeSentTo,
  openAuthApp,
  requestCode,
  type AuthTestApp,
} from '../../testing/auth-test-app';

describe('logs of a whole sign-in', () => {
  let shop: AuthTestApp;

  beforeAll(async () => {
    // `trace` logs the most Fastify ever writes about a request.
    shop = await openAuthApp({ logLevel: 'trace' });
  });
  afterAll(() => shop.close());

  it('hold no phone number, code or token', async () => {
    const typed = '06 44 44 44 01';
    const started = await requestCode(shop.app, typed);
    const { verificationId } = started.json();
    const code = await lastCodeSentTo(shop.app, typed);
    const wrong = await shop.app.inject({
      method: 'POST',
      url: '/api/auth/phone/confirm',
      payload: { verificationId, code: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    const web = await shop.app.inject({
      method: 'POST',
      url: '/api/auth/phone/confirm',
      payload: { verificationId, code },
    });
    expect(web.statusCode).toBe(200);
    const refreshCookie = web.cookies.find((cookie) => cookie.name === REFRESH_COOKIE)!.value;
    const refreshed = await shop.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { [REFRESH_COOKIE]: refreshCookie },
    });
    const { userToken } = refreshed.json();
    await shop.app.inject({ url: '/api/users/me', headers: bearer(userToken) });
    await shop.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      cookies: { [REFRESH_COOKIE]: refreshCookie },
    });

    const logs = shop.logs.join('\n');
    expect(shop.logs.length).toBeGreaterThan(10);
    expect(logs).toContain('/api/auth/phone/confirm');
    const secrets = [
      typed,
      '+33644444401',
      '644444401',
      code,
      refreshCookie,
      web.json().userToken,
      userToken,
    ];
    for (const secret of secrets) expect(logs).not.toContain(secret);
  });

  it('hold no token nor searched phone or e-mail carried in an address', async () => {
    const before = shop.logs.length;
    const orderToken = 'Xk9p2jeton-de-commande-0001';
    const searched = ['0612345678', 'camille@exemple.fr'];
    await shop.app.inject({ url: `/api/v2/storefront/account/orders/R123456789?order_token=${orderToken}` });
    for (const text of searched)
      await shop.app.inject({ url: `/api/staff/customers?q=${encodeURIComponent(text)}` });
    const logs = shop.logs.slice(before).join('\n');
    expect(logs).toContain('/api/staff/customers?q=…');
    for (const secret of [orderToken, ...searched, encodeURIComponent(searched[1]!)])
      expect(logs).not.toContain(secret);
  });
});
