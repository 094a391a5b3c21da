import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAuthApp, type AuthTestApp } from '../../testing/auth-test-app';
import { newCustomer } from '../../testing/shop-test-app';
import { createPaymentsModule } from './index';

const NUMBER = '4000002760003184';
const SPACED = '4000 0027 6000 3184';
const CVC = '7391';

type Rows = { rows: Record<string, unknown>[] };

describe('card data (number and CVC) after a whole payment', () => {
  let shop: AuthTestApp;

  beforeAll(async () => {
    // `trace` logs the most Fastify ever writes about a request.
    shop = await openAuthApp({ logLevel: 'trace' });
  });
  afterAll(() => shop.close());

  async function payAndSave(): Promise<void> {
    const card = {
      number: SPACED,
      exp_month: 3,
      exp_year: new Date().getFullYear() + 4,
      cvc: CVC,
      holder: 'Ana Silva',
    };
    const refused = await shop.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/payment_methods',
      payload: { type: 'card', card: { ...card, holder: '' } },
    });
    expect(refused.statusCode).toBe(400);
    const created = await shop.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/payment_methods',
      payload: { type: 'card', card },
    });
    expect(created.statusCode).toBe(201);
    const { provider, service } = createPaymentsModule({ db: shop.database.db, now: () => new Date() });
    const intent = await provider.authorize({
      idempotencyKey: 'R321-1',
      amountCents: 5000,
      paymentMethodId: created.json<{ id: string }>().id,
      reference: 'R321',
    });
    const challenge = `/api/payments/sandbox/challenges/${intent.nextAction!.clientSecret}`;
    await shop.app.inject({ url: challenge });
    await shop.app.inject({ method: 'POST', url: challenge, payload: { outcome: 'complete' } });
    await provider.capture(intent.id);
    const customer = await newCustomer(shop.app);
    await service.saveCard(customer.userId, intent.paymentMethod.id);
  }

  /** Every value of every table of the test's schema. */
  async function everyStoredValue(): Promise<unknown[]> {
    const { db } = shop.database;
    const tables = (await db.execute(
      sql`select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`,
    )) as unknown as Rows;
    const values: unknown[] = [];
    for (const { table_name: name } of tables.rows) {
      const rows = (await db.execute(sql`select * from ${sql.identifier(String(name))}`)) as unknown as Rows;
      for (const row of rows.rows) values.push(...Object.values(row));
    }
    return values;
  }

  it('are in no table and no log line', async () => {
    await payAndSave();
    const values = await everyStoredValue();
    expect(values.length).toBeGreaterThan(20);
    const texts = values.map((value) =>
      value instanceof Date ? value.toISOString() : JSON.stringify(value),
    );
    expect(texts.filter((text) => text.includes(NUMBER) || text.includes(SPACED))).toEqual([]);
    expect(values.filter((value) => String(value) === CVC)).toEqual([]);
    expect(texts.some((text) => text.includes('3184'))).toBe(true);

    const logs = shop.logs.join('\n');
    expect(shop.logs.length).toBeGreaterThan(10);
    expect(logs).toContain('/api/payments/sandbox/payment_methods');
    for (const secret of [NUMBER, SPACED, `"${CVC}"`, '"cvc"']) expect(logs).not.toContain(secret);
  });
});
