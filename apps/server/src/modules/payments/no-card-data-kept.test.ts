import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAuthApp, type AuthTestApp } from '../../testing/auth-test-app';
import { newCustomer } from '../../testing/shop-test-app';
import { cardFields, postPaymentMethod, sandboxProvider } from '../../testing/stripe-sandbox';
import { createPaymentsRepository } from './payments.repository';
import { createPaymentsService } from './payments.service';

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
    const card = cardFields(SPACED, {
      'card[exp_month]': 3,
      'card[exp_year]': new Date().getFullYear() + 4,
      'card[cvc]': CVC,
      'billing_details[name]': 'Ana Silva',
    });
    const refused = await postPaymentMethod(shop.app, { ...card, 'billing_details[name]': '' });
    expect(refused.statusCode).toBe(402);
    const created = await postPaymentMethod(shop.app, card);
    expect(created.statusCode).toBe(200);
    const provider = sandboxProvider(shop.app);
    const repository = createPaymentsRepository(shop.database.db);
    const service = createPaymentsService({ repository, provider, now: () => new Date() });
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
    expect(logs).toContain('/v1/payment_methods');
    for (const secret of [NUMBER, SPACED, `"${CVC}"`, '"cvc"']) expect(logs).not.toContain(secret);
  });
});
