/**
 * The staff's failed jobs: a checkout's e-mail that failed all its tries while the mail server was
 * down is listed for admins with its last error, and « Relancer » sends it once the server is back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../testing/auth-test-app';
import { eq } from 'drizzle-orm';
import { buyerWithBasket, buyWithBike, checkoutEmailOf } from '../../testing/checkout-flow';
import { aDeliveryMorning } from '../../testing/shop-clock';
import { openShopApp, type ShopTestApp } from '../../testing/shop-test-app';
import { closedPort, startSmtpTestServer, type SmtpTestServer } from '../../testing/smtp-test-server';
import { auditEntriesOf } from '../../testing/staff-audit';
import { staffSession } from '../../testing/staff-session';
import { customerProfiles } from '../account/account.tables';
import { defaultMailSettings } from '../mail';

const clock = new TestClock(aDeliveryMorning());
let shop: ShopTestApp;
let smtp: SmtpTestServer | undefined;
let port: number;
let admin: { cookie: string };

beforeAll(async () => {
  port = await closedPort();
  shop = await openShopApp({
    clock,
    mail: defaultMailSettings({
      transport: { kind: 'smtp', url: `smtp://127.0.0.1:${port}` },
      from: 'Sillon <commandes@sillon.test>',
    }),
    jobs: { settings: { maxAttempts: 2, firstRetryDelaySeconds: 1 } },
  });
  admin = await staffSession(shop, 'admin');
});
afterAll(async () => {
  await shop.close();
  await smtp?.close();
});

const staff = (method: 'GET' | 'POST', url: string, cookie?: string) =>
  shop.app.inject({ method, url, ...(cookie ? { headers: { cookie } } : {}) });

describe('failed jobs', () => {
  it('lists a job dead after its tries for admins only, and tries it again once', async () => {
    const beef = (await shop.productIds(['boeuf-a-bourguignon']))['boeuf-a-bourguignon']!;
    const buyer = await buyerWithBasket(shop.app, [{ variantId: beef, quantity: 1 }]);
    // The account has the e-mail the checkout gives already: the order's e-mail is the one job.
    await shop.database.db
      .update(customerProfiles)
      .set({ email: checkoutEmailOf(buyer) })
      .where(eq(customerProfiles.userId, buyer.userId));
    expect((await buyWithBike(shop.app, buyer)).statusCode).toBe(200);
    expect(await shop.app.jobs.runDue()).toMatchObject({ retried: 1 });
    expect((await staff('GET', '/api/staff/failed-jobs', admin.cookie)).json()).toEqual({
      items: [],
      total: 0,
    });
    clock.advanceSeconds(5);
    expect(await shop.app.jobs.runDue()).toMatchObject({ dead: 1 });

    const listed = await staff('GET', '/api/staff/failed-jobs', admin.cookie);
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['cache-control']).toBe('no-store');
    const { items, total } = listed.json() as { items: Record<string, unknown>[]; total: number };
    expect(total).toBe(1);
    const [failed] = items;
    expect(failed).toMatchObject({ kind: 'order_mail', attempts: 2, state: 'failed' });
    expect(failed!['lastError']).toMatch(/ECONNREFUSED/);
    expect(failed!['payloadSummary']).toContain(buyer.number);
    expect(new Date(String(failed!['failedAt'])).getTime()).not.toBeNaN();

    for (const role of ['support', 'preparer'] as const) {
      const member = await staffSession(shop, role);
      expect((await staff('GET', '/api/staff/failed-jobs', member.cookie)).statusCode).toBe(403);
      expect(
        (await staff('POST', `/api/staff/failed-jobs/${String(failed!['id'])}/retry`, member.cookie))
          .statusCode,
      ).toBe(403);
    }
    expect((await staff('GET', '/api/staff/failed-jobs')).statusCode).toBe(401);
    const unknown = await staff(
      'POST',
      '/api/staff/failed-jobs/00000000-0000-4000-8000-000000000000/retry',
      admin.cookie,
    );
    expect([unknown.statusCode, unknown.json().error.code]).toEqual([404, 'job_not_found']);

    smtp = await startSmtpTestServer(port);
    const retried = await staff(
      'POST',
      `/api/staff/failed-jobs/${String(failed!['id'])}/retry`,
      admin.cookie,
    );
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toMatchObject({ id: failed!['id'], state: 'retry' });
    const again = await staff('POST', `/api/staff/failed-jobs/${String(failed!['id'])}/retry`, admin.cookie);
    expect([again.statusCode, again.json().error.code]).toEqual([409, 'job_not_failed']);
    expect(again.json().error.message).toMatch(/échec/);

    expect(await shop.app.jobs.runDue()).toMatchObject({ done: 1 });
    expect(smtp.received.map((mail) => mail.subject)).toEqual([
      `Votre commande ${buyer.number} est confirmée`,
    ]);
    expect((await staff('GET', '/api/staff/failed-jobs', admin.cookie)).json()).toEqual({
      items: [],
      total: 0,
    });
    const [refused, done] = await auditEntriesOf(shop.app, admin.cookie, 'job', String(failed!['id']));
    expect(done).toMatchObject({
      action: 'job.retry',
      outcome: 'done',
      before: { state: 'failed' },
      after: { state: 'retry' },
    });
    // The second try was refused, and the log says so (issue 39).
    expect(refused).toMatchObject({ action: 'job.retry', outcome: 'refused', errorCode: 'job_not_failed' });
  });
});
