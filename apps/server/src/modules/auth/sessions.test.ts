import { REFRESH_COOKIE } from '@sillon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  native,
  openAuthApp,
  signInAnonymously,
  signInByPhone,
  type AuthTestApp,
} from '../../testing/auth-test-app';
import { ROTATION_GRACE_MS } from './sessions';

describe('sessions: access tokens, rotating refresh tokens, sign-out', () => {
  let shop: AuthTestApp;

  beforeAll(async () => {
    shop = await openAuthApp();
  });
  afterAll(() => shop.close());

  const refreshNative = (refreshToken: string) =>
    shop.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: native, payload: { refreshToken } });
  const merge = (token: string) =>
    shop.app.inject({
      method: 'PUT',
      url: '/api/notification',
      headers: bearer(token),
      payload: { pushTokenID: 'device-token', platform: 'ios', app: 'sillon' },
    });

  it('signs a visitor in anonymously: a new anonymous user with a working token', async () => {
    const session = await signInAnonymously(shop.app);
    expect(session).toMatchObject({ status: 'anonymous', isNew: true, expiresInSeconds: 900 });
    expect(session.refreshToken).toEqual(expect.any(String));
    expect((await merge(session.userToken)).statusCode).toBe(204);
  });

  it('gives browsers the refresh token as an httpOnly, Secure, SameSite cookie on /api/auth only', async () => {
    const response = await shop.app.inject({ method: 'POST', url: '/api/auth/anonymous' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).not.toHaveProperty('refreshToken');
    expect(response.headers['cache-control']).toBe('no-store');
    const cookie = response.cookies.find((candidate) => candidate.name === REFRESH_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/api/auth' });
    expect(cookie.maxAge).toBe(60 * 24 * 3600);

    const refreshed = await shop.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { [REFRESH_COOKIE]: cookie.value },
    });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json()).toMatchObject({
      userId: response.json().userId,
      status: 'anonymous',
      isNew: false,
    });
    const rotated = refreshed.cookies.find((candidate) => candidate.name === REFRESH_COOKIE)!;
    expect(rotated.value).not.toBe(cookie.value);
  });

  it('rotates a native refresh token on every use', async () => {
    const session = await signInByPhone(shop.app, '06 11 11 11 01');
    const first = await refreshNative(session.refreshToken!);
    expect(first.statusCode).toBe(200);
    const renewed = first.json();
    expect(renewed).toMatchObject({ userId: session.userId, status: 'authenticated', isNew: false });
    expect(renewed.refreshToken).not.toBe(session.refreshToken);
    expect((await refreshNative(renewed.refreshToken)).statusCode).toBe(200);
  });

  it('revokes the whole family when a rotated refresh token comes back after the grace window', async () => {
    const session = await signInByPhone(shop.app, '06 11 11 11 02');
    const thief = session.refreshToken!;
    const legit = (await refreshNative(thief)).json().refreshToken as string;
    shop.clock.advanceSeconds(ROTATION_GRACE_MS / 1000);
    const replay = await refreshNative(thief);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.code).toBe('session_expired');
    // The rightful owner's newer token dies with the family.
    expect((await refreshNative(legit)).json().error.code).toBe('session_expired');
  });

  it('lets two tabs refresh with the same token at once: both get a session, the family lives', async () => {
    const session = await signInByPhone(shop.app, '06 11 11 11 04');
    const [first, second] = await Promise.all([
      refreshNative(session.refreshToken!),
      refreshNative(session.refreshToken!),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    shop.clock.advanceSeconds(5);
    const late = await refreshNative(session.refreshToken!);
    expect(late.statusCode).toBe(200);
    for (const answer of [first, second, late]) {
      expect((await refreshNative(answer.json().refreshToken)).statusCode).toBe(200);
    }
  });

  it('keeps other sign-ins of the same customer when one family is revoked', async () => {
    const phone = '06 11 11 11 03';
    const phoneSession = await signInByPhone(shop.app, phone);
    shop.clock.advanceSeconds(31);
    const otherDevice = await signInByPhone(shop.app, phone);
    await refreshNative(phoneSession.refreshToken!);
    shop.clock.advanceSeconds(ROTATION_GRACE_MS / 1000);
    await refreshNative(phoneSession.refreshToken!);
    expect((await refreshNative(otherDevice.refreshToken!)).statusCode).toBe(200);
  });

  it('refuses a missing, unknown or expired refresh token', async () => {
    const none = await shop.app.inject({ method: 'POST', url: '/api/auth/refresh' });
    expect(none.statusCode).toBe(401);
    expect(none.json().error.code).toBe('session_expired');
    expect((await refreshNative('made-up-token')).statusCode).toBe(401);
    const session = await signInAnonymously(shop.app);
    shop.clock.advanceSeconds(61 * 24 * 3600);
    expect((await refreshNative(session.refreshToken!)).json().error.code).toBe('session_expired');
  });

  it('signs out: the family is revoked and the cookie cleared', async () => {
    const signIn = await shop.app.inject({ method: 'POST', url: '/api/auth/anonymous' });
    const cookie = signIn.cookies.find((candidate) => candidate.name === REFRESH_COOKIE)!;
    const out = await shop.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      cookies: { [REFRESH_COOKIE]: cookie.value },
    });
    expect(out.statusCode).toBe(204);
    const cleared = out.cookies.find((candidate) => candidate.name === REFRESH_COOKIE)!;
    expect(cleared.value).toBe('');
    expect(cleared.path).toBe('/api/auth');
    const after = await shop.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { [REFRESH_COOKIE]: cookie.value },
    });
    expect(after.json().error.code).toBe('session_expired');
  });

  it('signs a native app out with the token in the body', async () => {
    const session = await signInAnonymously(shop.app);
    const out = await shop.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: native,
      payload: { refreshToken: session.refreshToken },
    });
    expect(out.statusCode).toBe(204);
    expect((await refreshNative(session.refreshToken!)).statusCode).toBe(401);
  });

  describe('bearer tokens on protected routes', () => {
    it('answers 401 unauthenticated without a token or with a malformed header', async () => {
      for (const headers of [{}, { authorization: 'Basic abc' }]) {
        const response = await shop.app.inject({ url: '/api/users/me', headers });
        expect(response.statusCode).toBe(401);
        expect(response.json().error.code).toBe('unauthenticated');
      }
    });

    it('answers 401 session_expired for a forged or expired token', async () => {
      const session = await signInByPhone(shop.app, '06 11 11 11 04');
      const [head, payload] = session.userToken.split('.');
      const forged = `${head}.${payload}.${'A'.repeat(86)}`;
      expect(
        (await shop.app.inject({ url: '/api/users/me', headers: bearer(forged) })).json().error.code,
      ).toBe('session_expired');
      shop.clock.advanceSeconds(15 * 60 + 1);
      const expired = await shop.app.inject({ url: '/api/users/me', headers: bearer(session.userToken) });
      expect(expired.statusCode).toBe(401);
      expect(expired.json().error.code).toBe('session_expired');
    });

    it('refuses a token signed by another server key', async () => {
      const { generateSigningKeyPem } = await import('./auth-secrets');
      const other = await openAuthApp({ settings: { jwtPrivateKeyPem: generateSigningKeyPem() } });
      try {
        const foreign = await signInAnonymously(other.app);
        const response = await shop.app.inject({ url: '/api/users/me', headers: bearer(foreign.userToken) });
        expect(response.json().error.code).toBe('session_expired');
      } finally {
        await other.close();
      }
    });

    it('keeps account routes for phone-verified customers (403 customer_required)', async () => {
      const anonymous = await signInAnonymously(shop.app);
      const response = await shop.app.inject({ url: '/api/users/me', headers: bearer(anonymous.userToken) });
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('customer_required');
    });
  });
});
