/**
 * The order's lock: a change that waited for another change of the same order reads what that
 * one committed, its lines and payments included. (A statement that waits for a row's lock reads
 * the locked row as committed, but the rest of what it reads as it was when it began: the lines
 * and payments read by the same statement were those of before the other change.)
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { queryRows } from '../../db/statements';
import { openTestDatabase } from '../../testing/test-database';
import { createOrdersRepository, type OrdersRepository } from './orders.repository';
import { sql } from 'drizzle-orm';

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

  /** Answers once another connection waits for a lock the connection `pid` holds. */
  async function someoneWaitsFor(pid: number): Promise<void> {
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const rows = await queryRows(
        database.db,
        sql`select count(*)::integer as waiting from pg_stat_activity where ${pid} = any(pg_blocking_pids(pid))`,
      );
      if (Number(rows[0]?.['waiting']) > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error('nobody waited for the lock');
  }

  it("reads the lines another change added while it waited, though that change left the order's row as it was", async () => {
    const order = await newOrder();
    const added = randomUUID();
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => {
      finish = resolve;
    });
    let holding!: (pid: number) => void;
    const held = new Promise<number>((resolve) => {
      holding = resolve;
    });
    const first = repository.transaction(async (queries, tx) => {
      await queries.lockOrder(order.id);
      await queries.addLine(order.id, added, 2);
      const [row] = await queryRows(tx, sql`select pg_backend_pid() as pid`);
      holding(Number(row?.['pid']));
      await finished;
    });
    const holder = await held;
    const second = repository.transaction((queries) => queries.lockOrder(order.id));
    await someoneWaitsFor(holder);
    finish();
    await first;
    const locked = await second;
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
});
