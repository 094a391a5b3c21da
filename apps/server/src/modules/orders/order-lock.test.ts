/**
 * The order's lock, and the changes made in one statement while the order is as it was read.
 * A change that waited for another change of the same order reads what that
 * one committed, its lines and payments included. (A statement that waits for a row's lock reads
 * the locked row as committed, but the rest of what it reads as it was when it began: the lines
 * and payments read by the same statement were those of before the other change.)
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { openTestDatabase } from '../../testing/test-database';
import { afterWaitingFor } from '../../testing/held-transaction';
import { createOrdersRepository, orderQueriesIn, type OrdersRepository } from './orders.repository';

describe('lockOrder', () => {
  let database: DatabaseHandle;
  let repository: OrdersRepository;
  beforeAll(async () => {
    database = await openTestDatabase();
    repository = createOrdersRepository(database.db);
  });
  afterAll(() => database.close());

  async function newOrder() {
    const at = new Date();
    return repository.insertOrder({
      id: randomUUID(),
      number: `R${String(Date.now()).slice(-9)}`,
      token: randomBytes(16).toString('base64url'),
      userId: null,
      createdAt: at,
      updatedAt: at,
    });
  }

  it("reads the lines another change added while it waited, though that change left the order's row as it was", async () => {
    const order = await newOrder();
    const added = randomUUID();
    const locked = await afterWaitingFor(
      database.db,
      async (tx) => {
        const queries = orderQueriesIn(tx);
        await queries.lockOrder(order.id);
        await queries.addLine(order.id, added, 2);
      },
      () => repository.transaction((queries) => queries.lockOrder(order.id)),
    );
    expect(locked?.lines.map((line) => [line.variantId, line.quantity])).toEqual([[added, 2]]);
  });

  it('answers the order read before while its row is that version, and reads it again once a change saved it', async () => {
    const order = await newOrder();
    const read = (await repository.openOrderByToken(order.token, null))!;
    expect(read.version).toBeDefined();
    expect(await repository.transaction((queries) => queries.lockOrder(order.id, read))).toBe(read);

    await repository.addLine(order.id, randomUUID(), 1);
    await repository.saveOrder(order.id, {}, new Date());
    const again = await repository.transaction((queries) => queries.lockOrder(order.id, read));
    expect(again).not.toBe(read);
    expect(again?.lines).toHaveLength(1);
    expect(again?.version).not.toBe(read.version);
  });

  describe('changeBasketIfUnchanged', () => {
    const readAgain = async (token: string) => (await repository.openOrderByToken(token, null))!;

    it('adds, changes and removes lines of an order still as read, and answers them as written', async () => {
      const order = await newOrder();
      const [first, second] = [randomUUID(), randomUUID()];
      let read = await readAgain(order.token);
      const added = await repository.changeBasketIfUnchanged(
        read,
        { kind: 'add', variantId: first, quantity: 2 },
        { couponCode: 'PRINTEMPS' },
        new Date(),
      );
      expect(added?.couponCode).toBe('PRINTEMPS');
      expect(added?.version).not.toBe(read.version);
      expect(added).toEqual({ ...(await readAgain(order.token)), updatedAt: added?.updatedAt });

      read = await readAgain(order.token);
      await repository.changeBasketIfUnchanged(
        read,
        { kind: 'add', variantId: second, quantity: 1 },
        {},
        new Date(),
      );
      read = await readAgain(order.token);
      const more = await repository.changeBasketIfUnchanged(
        read,
        { kind: 'add', variantId: first, quantity: 3 },
        {},
        new Date(),
      );
      expect(more?.lines.map((line) => [line.variantId, line.quantity])).toEqual([
        [first, 5],
        [second, 1],
      ]);
      expect(more?.lines).toEqual((await readAgain(order.token)).lines);

      read = await readAgain(order.token);
      const firstLine = read.lines[0]!;
      const changed = await repository.changeBasketIfUnchanged(
        read,
        { kind: 'quantity', lineId: firstLine.id, quantity: 7 },
        {},
        new Date(),
      );
      expect(changed?.lines.map((line) => line.quantity)).toEqual([7, 1]);
      read = await readAgain(order.token);
      const removed = await repository.changeBasketIfUnchanged(
        read,
        { kind: 'remove', lineId: firstLine.id },
        {},
        new Date(),
      );
      expect(removed?.lines.map((line) => line.variantId)).toEqual([second]);
      expect((await readAgain(order.token)).lines).toEqual(removed?.lines);
    });

    it('changes nothing of an order another change saved since it was read', async () => {
      const order = await newOrder();
      const read = await readAgain(order.token);
      await repository.saveOrder(order.id, { email: 'camille@example.fr' }, new Date());
      const answer = await repository.changeBasketIfUnchanged(
        read,
        { kind: 'add', variantId: randomUUID(), quantity: 1 },
        { couponCode: 'ETE' },
        new Date(),
      );
      expect(answer).toBeUndefined();
      const now = await readAgain(order.token);
      expect(now.lines).toEqual([]);
      expect(now.couponCode).toBeNull();
    });

    it('waits for a change in progress, then changes nothing once that change saved the order', async () => {
      const order = await newOrder();
      const read = await readAgain(order.token);
      const theirs = randomUUID();
      const mine = await afterWaitingFor(
        database.db,
        async (tx) => {
          const queries = orderQueriesIn(tx);
          await queries.lockOrder(order.id);
          await queries.addLine(order.id, theirs, 1);
          await queries.saveOrder(order.id, {}, new Date());
        },
        () =>
          repository.changeBasketIfUnchanged(
            read,
            { kind: 'add', variantId: randomUUID(), quantity: 4 },
            {},
            new Date(),
          ),
      );
      expect(mine).toBeUndefined();
      expect((await readAgain(order.token)).lines.map((line) => line.variantId)).toEqual([theirs]);
    });

    it('changes an order whose change in progress was given up', async () => {
      const order = await newOrder();
      const read = await readAgain(order.token);
      const mine = randomUUID();
      const answer = await repository
        .transaction(async (queries) => {
          await queries.lockOrder(order.id);
          await queries.addLine(order.id, randomUUID(), 1);
          await queries.saveOrder(order.id, {}, new Date());
          throw new Error('given up');
        })
        .catch(() =>
          repository.changeBasketIfUnchanged(
            read,
            { kind: 'add', variantId: mine, quantity: 1 },
            {},
            new Date(),
          ),
        );
      expect(answer?.lines.map((line) => line.variantId)).toEqual([mine]);
    });

    it('leaves a placed order alone', async () => {
      const order = await newOrder();
      await repository.saveOrder(order.id, { state: 'complete' }, new Date());
      const read = { ...(await repository.transaction((queries) => queries.lockOrder(order.id)))! };
      const answer = await repository.changeBasketIfUnchanged(
        read,
        undefined,
        { couponCode: 'ETE' },
        new Date(),
      );
      expect(answer).toBeUndefined();
    });
  });

  describe('replacePaymentIfUnchanged', () => {
    const readAgain = async (token: string) => (await repository.openOrderByToken(token, null))!;
    const payment = (cartId: string, amountCents: number) => {
      const at = new Date();
      return {
        number: `P${randomBytes(6).toString('base64url').toUpperCase().slice(0, 8)}`,
        cartId,
        paymentMethodId: '1',
        amountCents,
        state: 'checkout',
        processorPaymentMethodId: `pm_${randomUUID()}`,
        brand: 'visa',
        lastDigits: '4242',
        expMonth: 12,
        expYear: 2030,
        wallet: null,
        saveCard: false,
        createdAt: at,
        updatedAt: at,
      };
    };

    it('voids the waiting payment and adds the new one, answering the payments as stored', async () => {
      const order = await newOrder();
      const first = await repository.replacePaymentIfUnchanged(
        await readAgain(order.token),
        payment(order.id, 1200),
        new Date(),
      );
      expect(first?.payments.map((row) => [row.amountCents, row.state])).toEqual([[1200, 'checkout']]);
      const second = await repository.replacePaymentIfUnchanged(
        await readAgain(order.token),
        payment(order.id, 1500),
        new Date(),
      );
      expect(second?.payments.map((row) => [row.amountCents, row.state])).toEqual([
        [1200, 'void'],
        [1500, 'checkout'],
      ]);
      const stored = await readAgain(order.token);
      expect(second?.payments).toEqual(stored.payments);
      expect(second?.version).toBe(stored.version);
    });

    it('adds nothing to an order changed since it was read', async () => {
      const order = await newOrder();
      const read = await readAgain(order.token);
      await repository.changeBasketIfUnchanged(
        read,
        { kind: 'add', variantId: randomUUID(), quantity: 1 },
        {},
        new Date(),
      );
      expect(
        await repository.replacePaymentIfUnchanged(read, payment(order.id, 900), new Date()),
      ).toBeUndefined();
      expect((await readAgain(order.token)).payments).toEqual([]);
    });
  });

  describe('giveShipmentNumberIfUnchanged', () => {
    it('numbers the order as read, and leaves one changed since alone', async () => {
      const order = await newOrder();
      const read = (await repository.openOrderByToken(order.token, null))!;
      const numbered = await repository.giveShipmentNumberIfUnchanged(read, 'H12345678901', new Date());
      const stored = (await repository.openOrderByToken(order.token, null))!;
      expect(stored.shipmentNumber).toBe('H12345678901');
      expect(numbered?.version).toBe(stored.version);
      expect(
        await repository.giveShipmentNumberIfUnchanged(read, 'H99999999999', new Date()),
      ).toBeUndefined();
      expect((await repository.openOrderByToken(order.token, null))?.shipmentNumber).toBe('H12345678901');
    });
  });
});
