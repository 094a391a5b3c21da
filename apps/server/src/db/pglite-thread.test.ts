/**
 * PGlite in its thread (`pglite-thread.ts`), the embedded database where PostgreSQL cannot run (or
 * a data dir made before it was embedded): the whole shop on it, and the connection's rules.
 */
import type { CartDocument } from '@sillon/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../testing/auth-test-app';
import { buyerWithBasket, buyWithBike } from '../testing/checkout-flow';
import { aDeliveryMorning } from '../testing/shop-clock';
import { openShopApp, type ShopTestApp } from '../testing/shop-test-app';
import { openDatabase, type DatabaseHandle } from './client';

describe('PGlite in its own thread', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite' });
    await database.migrate();
    await database.db.execute(sql`create table thread_checks (id integer primary key, label text)`);
  });
  afterAll(() => database.close());

  const labels = async () =>
    (
      (await database.db.execute(sql`select label from thread_checks order by id`)) as unknown as {
        rows: { label: string }[];
      }
    ).rows.map((row) => row.label);

  it("keeps a PostgreSQL error's code and constraint across the thread", async () => {
    await database.db.execute(sql`insert into thread_checks values (1, 'first')`);
    const failure = await database.db
      .execute(sql`insert into thread_checks values (1, 'again')`)
      .catch((error: unknown) => error as { code?: string; constraint?: string; cause?: { code?: string } });
    const error = (failure as { cause?: { code?: string; constraint?: string } }).cause ?? failure;
    expect(error).toMatchObject({ code: '23505', constraint: 'thread_checks_pkey' });
  });

  it('gives a transaction the connection to itself: a statement from outside waits for its end', async () => {
    await database.db.execute(sql`delete from thread_checks`);
    let inside!: () => void;
    const held = new Promise<void>((resolve) => (inside = resolve));
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_checks values (10, 'in the transaction')`);
      inside();
      await new Promise((resolve) => setTimeout(resolve, 100));
      await tx.execute(sql`insert into thread_checks values (11, 'still in it')`);
    });
    await held;
    // Sent while the transaction is open: it sees the transaction's rows only once it committed.
    const seen = await labels();
    await transaction;
    expect(seen).toEqual(['in the transaction', 'still in it']);
  });

  it('rolls a failed transaction back and serves the next statements', async () => {
    await database.db.execute(sql`delete from thread_checks`);
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into thread_checks values (20, 'rolled back')`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await labels()).toEqual([]);
  });
});

describe('the shop on PGlite in its thread', () => {
  let shop: ShopTestApp;
  beforeAll(async () => {
    const database = await openDatabase({ kind: 'pglite' });
    await database.migrate();
    shop = await openShopApp({ database, clock: new TestClock(aDeliveryMorning()) });
  });
  afterAll(() => shop.close());

  it('places a whole order: basket, address, bike slot, card, completion', async () => {
    const ids = await shop.productIds(['lessive-liquide-au-savon-vegetal']);
    const buyer = await buyerWithBasket(shop.app, [
      { variantId: ids['lessive-liquide-au-savon-vegetal']!, quantity: 2 },
    ]);
    const placed = await buyWithBike(shop.app, buyer);
    expect(placed.statusCode).toBe(200);
    expect((placed.json() as CartDocument).data.attributes).toMatchObject({
      state: 'complete',
      payment_state: 'paid',
    });

    // Its confirmation, queued in the checkout's transaction, is sent by pg-boss on PGlite.
    expect(await shop.app.jobs.runDue()).toMatchObject({ retried: 0, dead: 0 });
    const number = (placed.json() as CartDocument).data.attributes.number;
    const mailbox = await shop.app.inject({ url: '/api/dev/mail?limit=10' });
    const subjects = (mailbox.json() as { messages: { subject: string }[] }).messages.map(
      (mail) => mail.subject,
    );
    expect(subjects).toContain(`Votre commande ${number} est confirmée`);
  });
});
