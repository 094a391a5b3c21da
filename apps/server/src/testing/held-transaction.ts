/**
 * Transactions meeting on a lock, in order: the first takes its locks and stays open until the
 * others wait for one of them (or behind each other), then commits. Tests of what a statement
 * reads or writes after waiting for a lock use it, and tests of a race played in a set order.
 */
import { sql } from 'drizzle-orm';
import { executeRows, type Database, type Transaction } from '../db/client';

/**
 * Runs `work` in a transaction of `db` and holds it open; starts `waiter`, commits once `waiter`
 * waits for a lock the transaction holds, and answers what `waiter` answered.
 */
export async function afterWaitingFor<T>(
  db: Database,
  work: (tx: Transaction) => Promise<void>,
  waiter: () => Promise<T>,
): Promise<T> {
  const held = await heldTransaction(db, work);
  const waiting = waiter();
  await untilWaitingOn(db, held.pid, 1);
  await held.commit();
  return waiting;
}

/**
 * A transaction of `db` that ran `work` and stays open, its locks held, until `commit`; `pid` is
 * its connection's.
 */
export async function heldTransaction(
  db: Database,
  work: (tx: Transaction) => Promise<void>,
): Promise<{ pid: number; commit: () => Promise<void> }> {
  let finish!: () => void;
  const finished = new Promise<void>((resolve) => {
    finish = resolve;
  });
  let holding!: (pid: number) => void;
  const held = new Promise<number>((resolve) => {
    holding = resolve;
  });
  const transaction = db.transaction(async (transaction) => {
    const tx = transaction as unknown as Transaction;
    await work(tx);
    const [row] = await executeRows<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`);
    holding(Number(row?.pid));
    await finished;
  });
  const pid = await Promise.race([held, transaction.then(() => Promise.reject(new Error('nothing held')))]);
  return {
    pid,
    commit: async () => {
      finish();
      await transaction;
    },
  };
}

/**
 * Answers once `count` connections wait, directly or behind another waiter, for a lock the
 * connection `pid` holds (other test files share the server: only these are counted).
 */
export async function untilWaitingOn(db: Database, pid: number, count: number): Promise<void> {
  for (let attempt = 0; attempt < 500; attempt += 1) {
    const rows = await executeRows<{ waiting: number }>(
      db,
      sql`with recursive behind(pid) as (
            select pid from pg_stat_activity where ${pid} = any(pg_blocking_pids(pid))
            union
            select waiter.pid from pg_stat_activity waiter
              join behind on behind.pid = any(pg_blocking_pids(waiter.pid))
          )
          select count(*)::integer as waiting from behind`,
    );
    if (Number(rows[0]?.waiting) >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`never ${count} waiting behind ${pid}`);
}
