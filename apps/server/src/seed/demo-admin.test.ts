import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAuthApp, type AuthTestApp } from '../testing/auth-test-app';
import { openTestDatabase } from '../testing/test-database';
import { DEMO_ADMIN_EMAIL, DEMO_COURIER_EMAIL } from './demo-admin';
import { seedIfEmpty } from './seed';

describe('a new demo shop', () => {
  let shop: AuthTestApp;
  const said: string[] = [];

  beforeAll(async () => {
    const database = await openTestDatabase();
    await seedIfEmpty(database.db, {
      withPictures: false,
      demoAdmin: true,
      log: { info: (line) => said.push(line) },
    });
    // A second start seeds nothing and makes no second admin.
    await seedIfEmpty(database.db, {
      withPictures: false,
      demoAdmin: true,
      log: { info: (line) => said.push(line) },
    });
    shop = await openAuthApp({ database });
  }, 120_000);
  afterAll(async () => {
    await shop.close();
    await shop.database.close();
  });

  it('opens the back office with the admin whose password it said once', async () => {
    const shown = said.filter((line) => line.includes(DEMO_ADMIN_EMAIL));
    expect(shown).toHaveLength(1);
    const password = / \/ (\S+) /.exec(shown[0]!)?.[1];
    const signedIn = await shop.app.inject({
      method: 'POST',
      url: '/api/staff/session',
      payload: { email: DEMO_ADMIN_EMAIL, password },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().member.role).toBe('admin');
  });

  it('has a courier, « Livreur », who rides the rounds', async () => {
    const shown = said.filter((line) => line.includes(DEMO_COURIER_EMAIL));
    expect(shown).toHaveLength(1);
    const password = / \/ (\S+) /.exec(shown[0]!)?.[1];
    const signedIn = await shop.app.inject({
      method: 'POST',
      url: '/api/staff/session',
      payload: { email: DEMO_COURIER_EMAIL, password },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().member).toMatchObject({ role: 'courier', name: 'Livreur' });
  });
});
