/**
 * Two transactions meeting on a lock, in order: the first takes its locks and stays open until
 * the second waits for one of them, then commits. Tests of what a statement reads or writes after
 * waiting for a lock use it.
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
  let finish!: () => void;
  const finished = new Promise<void>((resolve) => {
    finish = resolve;
  });
  let holding!: (pid: number) => void;
  const held = new Promise<number>((resolve) => {
    holding = resolve;
  });
  const first = db.transaction(async (transaction) => {
    const tx = transaction as unknown as Transaction;
    await work(tx);
    const [row] = await executeRows<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`);
    holding(Number(row?.pid));
    await finished;
  });
  const holder = await Promise.race([held, first.then(() => Promise.reject(new Error('nothing held')))]);
  const waiting = waiter();
  await someoneWaitsFor(db, holder);
  finish();
  await first;
  return waiting;
}

/** Answers once another connection waits for a lock the connection `pid` holds. */
async function someoneWaitsFor(db: Database, pid: number): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const rows = await executeRows<{ waiting: number }>(
      db,
      sql`select count(*)::integer as waiting from pg_stat_activity where ${pid} = any(pg_blocking_pids(pid))`,
    );
    if (Number(rows[0]?.waiting) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('nobody waited for the lock');
}
