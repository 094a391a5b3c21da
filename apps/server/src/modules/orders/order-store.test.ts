/**
 * The order store: a save is written over the version the order was read at, whole or not at all.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows, type DatabaseHandle } from '../../db/client';
import { afterWaitingFor } from '../../testing/held-transaction';
import { openTestDatabase } from '../../testing/test-database';
import { createOrderStore, OrderChanged, type OrderStore } from './order-store';
import type { LoadedOrder } from './order-types';

describe('the order store', () => {
  let database: DatabaseHandle;
  let store: OrderStore;
  beforeAll(async () => {
    database = await openTestDatabase();
    store = createOrderStore(database.db);
  });
  afterAll(() => database.close());

  let numbers = 0;
  function newOrder(): Promise<LoadedOrder> {
    const at = new Date();
    numbers += 1;
    return store.create({
      id: randomUUID(),
      number: `R${String(Date.now()).slice(-7)}${numbers}`,
      token: randomBytes(16).toString('base64url'),
      userId: null,
      createdAt: at,
      updatedAt: at,
    });
  }
  const linesOf = (order: LoadedOrder | undefined) =>
    order?.lines.map((line) => [line.variantId, line.quantity, line.position]);

  it('saves each kind of basket tap and answers the order exactly as it is then stored', async () => {
    const [first, second] = [randomUUID(), randomUUID()];
    let order = await newOrder();
    order = await store.save(order, { lines: { kind: 'add', variantId: first, quantity: 2 } }, new Date());
    expect(order).toEqual(await store.byId(order.id));
    order = await store.save(
      order,
      { lines: { kind: 'add', variantId: second, quantity: 1 }, order: { couponCode: 'PRINTEMPS' } },
      new Date(),
    );
    expect(order).toEqual(await store.byId(order.id));
    // Added again, the variant's line grows: a line per variant.
    order = await store.save(order, { lines: { kind: 'add', variantId: first, quantity: 3 } }, new Date());
    expect(linesOf(order)).toEqual([
      [first, 5, 0],
      [second, 1, 1],
    ]);
    const secondLine = order.lines[1]!.id;
    order = await store.save(
      order,
      { lines: { kind: 'quantity', lineId: secondLine, quantity: 4 } },
      new Date(),
    );
    order = await store.save(order, { lines: { kind: 'remove', lineId: order.lines[0]!.id } }, new Date());
    const stored = await store.byId(order.id);
    expect(order).toEqual(stored);
    expect(linesOf(stored)).toEqual([[second, 4, 1]]);
    expect(stored?.couponCode).toBe('PRINTEMPS');
    expect(stored?.version).toBe(5);
  });

  it('writes nothing over a version it was not read at, neither the row nor a line', async () => {
    const read = await newOrder();
    const saved = await store.save(read, { order: { email: 'camille@example.fr' } }, new Date());
    for (const write of [
      { order: { email: 'autre@example.fr' } },
      { lines: { kind: 'add', variantId: randomUUID(), quantity: 1 } },
      { lines: { kind: 'replace', lines: [{ variantId: randomUUID(), quantity: 1 }] } },
      { payments: [] as const, statusChange: undefined, order: { couponCode: 'X' } },
    ] as const) {
      await expect(store.save(read, write, new Date())).rejects.toBeInstanceOf(OrderChanged);
    }
    expect(await store.byId(read.id)).toEqual(saved);
  });

  it('lets one of two changes made at once from the same read be saved, and refuses the other', async () => {
    const read = await newOrder();
    const outcomes = await Promise.allSettled([
      store.save(read, { lines: { kind: 'add', variantId: randomUUID(), quantity: 1 } }, new Date()),
      store.save(read, { lines: { kind: 'add', variantId: randomUUID(), quantity: 2 } }, new Date()),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.find((outcome) => outcome.status === 'rejected');
    expect((refused as PromiseRejectedResult).reason).toBeInstanceOf(OrderChanged);
    expect((await store.byId(read.id))?.lines).toHaveLength(1);
  });

  it('waits for a change in progress, then refuses to write over what it saved', async () => {
    const read = await newOrder();
    const tap = await afterWaitingFor(
      database.db,
      async (tx) => {
        await store.within(tx).save(read, { order: { couponCode: 'ETE' } }, new Date());
      },
      () =>
        store
          .save(read, { lines: { kind: 'add', variantId: randomUUID(), quantity: 1 } }, new Date())
          .catch((failure: unknown) => failure),
    );
    expect(tap).toBeInstanceOf(OrderChanged);
    const stored = await store.byId(read.id);
    expect(stored?.couponCode).toBe('ETE');
    expect(stored?.lines).toEqual([]);
  });

  it('saves a change of several parts in one transaction: lines replaced, payments, a status', async () => {
    let order = await newOrder();
    order = await store.save(
      order,
      { lines: { kind: 'add', variantId: randomUUID(), quantity: 1 } },
      new Date(),
    );
    const at = new Date();
    const payment = (number: string) => ({
      number,
      paymentMethodId: '1',
      amountCents: 1234,
      state: 'checkout',
      processorPaymentMethodId: 'pm_test',
      createdAt: at,
      updatedAt: at,
    });
    order = await store.save(
      order,
      { payments: [{ kind: 'add', payment: payment('P1'), voidWaiting: true }] },
      at,
    );
    const kept = randomUUID();
    order = await store.save(
      order,
      {
        lines: { kind: 'replace', lines: [{ variantId: kept, quantity: 3 }] },
        payments: [{ kind: 'add', payment: payment('P2'), voidWaiting: true }],
        order: { state: 'complete', status: 'scheduled', completedAt: at },
        statusChange: {
          fromStatus: null,
          toStatus: 'scheduled',
          actorKind: 'system',
          actorId: null,
          changedAt: at,
        },
      },
      at,
    );
    expect(order).toEqual(await store.byId(order.id));
    expect(linesOf(order)).toEqual([[kept, 3, 0]]);
    expect(order.payments.map((row) => [row.number, row.state])).toEqual([
      ['P1', 'void'],
      ['P2', 'checkout'],
    ]);
    expect(await store.placedByNumber(order.number)).toEqual(order);
    expect(await store.openByToken(order.token, null)).toBeUndefined();
  });

  it('adds a payment (voiding the waiting ones) and moves one in one statement each, answered as stored', async () => {
    let order = await newOrder();
    const at = new Date();
    const payment = (number: string) => ({
      number,
      paymentMethodId: '1',
      amountCents: 990,
      state: 'checkout',
      processorPaymentMethodId: 'pm_test',
      createdAt: at,
      updatedAt: at,
    });
    order = await store.save(
      order,
      { payments: [{ kind: 'add', payment: payment('P10'), voidWaiting: true }] },
      at,
    );
    order = await store.save(
      order,
      { payments: [{ kind: 'add', payment: payment('P11'), voidWaiting: true }] },
      at,
    );
    expect(order).toEqual(await store.byId(order.id));
    expect(order.payments.map((row) => [row.number, row.state, row.saveCard])).toEqual([
      ['P10', 'void', false],
      ['P11', 'checkout', false],
    ]);
    const [, waiting] = order.payments;
    order = await store.save(
      order,
      { payments: [{ kind: 'change', id: waiting!.id, changes: { state: 'processing', intentId: 'pi_1' } }] },
      at,
    );
    expect(order).toEqual(await store.byId(order.id));
    expect(order.payments[1]).toMatchObject({ state: 'processing', intentId: 'pi_1', amountCents: 990 });
    await expect(
      store.save(
        { ...order, version: order.version - 1 },
        { payments: [{ kind: 'change', id: waiting!.id, changes: { state: 'void' } }] },
        at,
      ),
    ).rejects.toBeInstanceOf(OrderChanged);
    expect((await store.byId(order.id))?.payments[1]?.state).toBe('processing');
  });

  it('bumps the version of every order a bulk write changes, so a save read before is refused', async () => {
    const read = await newOrder();
    const userId = randomUUID();
    expect(await store.claimGuestCart(read.token, userId, new Date())).toBe(true);
    await expect(store.save(read, { order: { email: 'a@b.fr' } }, new Date())).rejects.toBeInstanceOf(
      OrderChanged,
    );
    const claimed = (await store.latestOpenOf(userId))!;
    await store.moveOpenOrders(userId, randomUUID(), new Date());
    await expect(store.save(claimed, {}, new Date())).rejects.toBeInstanceOf(OrderChanged);
  });
});

describe('the order store behind a pooler (DATABASE_PREPARED_STATEMENTS=false)', () => {
  const namedStatements = async (database: DatabaseHandle) => {
    const [row] = await executeRows<{ named: number }>(
      database.db,
      sql`select count(*)::integer as named from pg_prepared_statements where name like 'order%'`,
    );
    return row?.named ?? 0;
  };

  for (const preparedStatements of [true, false]) {
    it(`${preparedStatements ? 'keeps' : 'keeps no'} statement by name on its connection`, async () => {
      const database = await openTestDatabase({ poolSize: 1, preparedStatements });
      try {
        const store = createOrderStore(database.db);
        const at = new Date();
        const order = await store.create({
          id: randomUUID(),
          number: `R${randomBytes(4).toString('hex')}`,
          token: randomBytes(16).toString('base64url'),
          createdAt: at,
          updatedAt: at,
        });
        const saved = await store.save(
          (await store.byId(order.id))!,
          { lines: { kind: 'add', variantId: randomUUID(), quantity: 1 } },
          at,
        );
        expect(saved.lines).toHaveLength(1);
        expect(await namedStatements(database)).toBe(preparedStatements ? 2 : 0);
      } finally {
        await database.close();
      }
    });
  }
});
