/**
 * Issue 39: the staff session is a cookie a browser sends whichever site asks. A change must come
 * from the back office's own page, never in a body a form of another site can post; staff answers
 * are never cached; over https the cookie is `Secure` in every environment.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAuthApp, type AuthTestApp } from '../../testing/auth-test-app';
import { newStaffMember, STAFF_TEST_PASSWORD, staffSession } from '../../testing/staff-session';

describe('staff changes from another site', () => {
  let shop: AuthTestApp;
  let cookie: string;
  beforeAll(async () => {
    shop = await openAuthApp();
    ({ cookie } = await staffSession(shop, 'admin'));
  });
  afterAll(() => shop.close());

  /** An admin's change (a new member), with the headers a browser or a script would add. */
  const addMember = (headers: Record<string, string>, payload?: string) =>
    shop.app.inject({
      method: 'POST',
      url: '/api/staff/members',
      headers: { cookie, host: 'boutique.sillon.test', ...headers },
      payload:
        payload ??
        JSON.stringify({
          email: `membre-${Math.random().toString(36).slice(2)}@sillon.test`,
          name: 'Camille',
          role: 'support',
          password: 'un long mot de passe',
        }),
    });
  const json = { 'content-type': 'application/json' };

  it.each([
    ['a page of another site', { 'sec-fetch-site': 'cross-site' }],
    ['a sister site', { 'sec-fetch-site': 'same-site' }],
    ['an older browser on another origin', { origin: 'https://ailleurs.example' }],
    ['an unreadable origin', { origin: 'null' }],
  ])('refuses a change sent from %s', async (_from, headers) => {
    const answer = await addMember({ ...json, ...headers });
    expect(answer.statusCode).toBe(403);
    expect(answer.json().error).toMatchObject({
      code: 'staff_cross_site_refused',
      message: expect.stringContaining('ne vient pas'),
    });
  });

  it.each([
    ['the back office itself', { 'sec-fetch-site': 'same-origin', origin: 'https://boutique.sillon.test' }],
    ['an older browser on the same origin', { origin: 'https://boutique.sillon.test' }],
    ['a script', {}],
  ])('accepts a change sent from %s', async (_from, headers) => {
    const answer = await addMember({ ...json, ...headers });
    expect(answer.statusCode, answer.body).toBe(201);
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])(
    'refuses a change in %s, a body any site can post',
    async (type) => {
      const answer = await addMember({ 'content-type': type }, 'email=a@b.c');
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error.code).toBe('staff_json_only');
      const signOut = await shop.app.inject({
        method: 'DELETE',
        url: '/api/staff/session',
        headers: { cookie, 'content-type': type },
        payload: 'x',
      });
      expect(signOut.statusCode).toBe(400);
    },
  );

  it('answers staff reads as never to be cached', async () => {
    for (const url of ['/api/staff/session', '/api/staff/slots', '/api/staff/members']) {
      const answer = await shop.app.inject({ url, headers: { cookie } });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['cache-control'], url).toBe('no-store');
    }
  });
});

describe('the staff cookie over https', () => {
  it('is Secure whenever the public address is https, whatever the environment', async () => {
    const shop = await openAuthApp({ platform: { publicUrl: 'https://boutique.sillon.test' } });
    try {
      const member = await newStaffMember(shop.database, 'support');
      const signedIn = await shop.app.inject({
        method: 'POST',
        url: '/api/staff/session',
        payload: { email: member.email, password: STAFF_TEST_PASSWORD },
      });
      expect(String(signedIn.headers['set-cookie'])).toMatch(/; Secure/);
    } finally {
      await shop.close();
    }
  });
});
