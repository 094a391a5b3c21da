/**
 * Issue 39: an erased account leaves no personal data anywhere. A customer with orders, a staff
 * change, mails to two addresses, finished jobs and sandbox payments closes their account; once
 * it is erased, every text and json column of every table (the job queue's included) is searched
 * for their phone number, e-mail addresses and names.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signInByPhone, TestClock } from '../../testing/auth-test-app';
import {
  authOf,
  buyerWithBasket,
  cardAtProcessor,
  chooseSlot,
  complete,
  updateCheckout,
  PARIS_ADDRESS,
  TEST_CARDS,
  termsAccepted,
} from '../../testing/checkout-flow';
import { aDeliveryMorning } from '../../testing/shop-clock';
import { openShopApp, storefront, type ShopTestApp } from '../../testing/shop-test-app';
import { staffSession } from '../../testing/staff-session';

const ADMIN_TOKEN = 'staff-token-for-the-erasure-scan-01';
const PHONE = '06 81 82 83 84';
const PROFILE_EMAIL = 'ombeline.profil@exemple.fr';
const CHECKOUT_EMAIL = 'ombeline.commande@exemple.fr';
/**
 * What must be found nowhere once the account is erased: the number as stored (+33…), the
 * checkout's e-mail (which became the account's, spec §5), her first and last names.
 */
const PERSONAL = ['681828384', CHECKOUT_EMAIL, 'Ombeline', 'Vasseur'];

describe('an erased account', () => {
  const clock = new TestClock(aDeliveryMorning());
  let shop: ShopTestApp;
  beforeAll(async () => {
    shop = await openShopApp({ clock, adminToken: ADMIN_TOKEN });
  });
  afterAll(() => shop.close());

  it('leaves its phone number, e-mail addresses and names in no column of any table', async () => {
    const beef = (await shop.productIds(['boeuf-a-bourguignon']))['boeuf-a-bourguignon']!;
    const session = await signInByPhone(shop.app, PHONE);
    const signUp = await shop.app.inject({
      method: 'POST',
      url: '/api/users/sign-up',
      headers: bearer(session.userToken),
      payload: {
        firstName: 'Ombeline',
        email: PROFILE_EMAIL,
        deliveryAddress: {
          fullname: 'Ombeline Vasseur',
          address1: '3 rue Oberkampf',
          city: 'Paris',
          zipcode: '75011',
        },
      },
    });
    expect(signUp.statusCode, signUp.body).toBe(201);
    const customer = { userId: session.userId, token: session.userToken };

    // An order whose checkout gave another e-mail, paid by card with her name on it.
    const buyer = await buyerWithBasket(shop.app, [{ variantId: beef, quantity: 1 }], customer);
    const address = { ...PARIS_ADDRESS, firstname: 'Ombeline', lastname: 'Vasseur' };
    const addressed = await updateCheckout(shop.app, buyer, {
      email: CHECKOUT_EMAIL,
      bill_address_attributes: address,
      ship_address_attributes: address,
      ...(await termsAccepted(shop.app)),
    });
    expect(addressed.statusCode, addressed.body).toBe(200);
    expect((await chooseSlot(shop.app, buyer)).statusCode).toBe(200);
    const card = await cardAtProcessor(shop.app, TEST_CARDS.success);
    const paid = await storefront(shop.app, 'POST', '/checkout/create_payment', authOf(buyer), {
      payment_method_id: '1',
      source_attributes: { gateway_payment_profile_id: card, name: 'Ombeline Vasseur' },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect((await complete(shop.app, buyer)).statusCode).toBe(200);

    // A staff change to her account, audited with her record before and after.
    const admin = await staffSession(shop, 'admin');
    const changed = await shop.app.inject({
      method: 'PATCH',
      url: `/api/staff/customers/${customer.userId}`,
      headers: { cookie: admin.cookie },
      payload: { minimumOrderCents: 2000 },
    });
    expect(changed.statusCode, changed.body).toBe(200);

    await shop.app.jobs.runDue();
    // The scan finds what is there: before the erasure, each of them somewhere.
    const before = await whereFound(shop, PERSONAL);
    for (const needle of PERSONAL) expect(before.join('\n'), needle).toContain(`"${needle}"`);
    const closed = await shop.app.inject({
      method: 'POST',
      url: '/api/users/me/deletion',
      headers: bearer(customer.token),
    });
    expect(closed.statusCode, closed.body).toBe(200);
    await shop.app.jobs.runDue();
    clock.advanceSeconds(31 * 24 * 3600);
    await shop.app.jobs.runDue();
    await shop.app.jobs.runDue();

    expect(await whereFound(shop, PERSONAL)).toEqual([]);
  });
});

/**
 * Every text, varchar, json and jsonb column of the shop's and the job queue's tables holding one of
 * `needles` (a test's tables are in a schema of its own, its jobs beside it in `<schema>_jobs`).
 */
async function whereFound(shop: ShopTestApp, needles: readonly string[]): Promise<string[]> {
  const db = shop.database.db;
  const columns = (await db.execute(sql`
    select c.table_schema as schema, c.table_name as "table", c.column_name as "column"
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema in (current_schema(), current_schema() || '_jobs', 'pgboss')
      and t.table_type = 'BASE TABLE'
      and c.data_type in ('text', 'character varying', 'json', 'jsonb', 'ARRAY')
  `)) as unknown as { rows: { schema: string; table: string; column: string }[] };
  const rows = columns.rows;
  const found: string[] = [];
  for (const { schema, table, column } of rows) {
    for (const needle of needles) {
      const hits = (await db.execute(
        sql`select count(*)::int as n from ${sql.identifier(schema)}.${sql.identifier(table)} where ${sql.identifier(column)}::text ilike ${`%${needle}%`}`,
      )) as unknown as { rows: { n: number }[] };
      const n = hits.rows[0]?.n ?? 0;
      if (n > 0) found.push(`${schema}.${table}.${column} holds "${needle}" (${n})`);
    }
  }
  return found;
}
