/**
 * Watches which transaction writes what while a test's work runs (triggers logging each write's
 * transaction), for the tests proving a change and its audit entry commit together.
 */
import { sql } from 'drizzle-orm';
import { executeRows, type Database } from '../db/client';

/**
 * Whether `work`'s done audit entry and a row of `table` were written by one transaction (issue
 * 39): a trigger logs the top-level transaction of each write, so a savepoint inside counts as it.
 */
export async function inOneTransaction(
  db: Database,
  table: string,
  work: () => Promise<void>,
): Promise<boolean> {
  await db.execute(sql.raw(`create table if not exists test_written_by (table_name text, txid bigint)`));
  await db.execute(
    sql.raw(`create or replace function test_log_writer() returns trigger language plpgsql as $$
      begin insert into test_written_by values (tg_table_name, txid_current()); return null; end $$`),
  );
  const triggers = [
    `create trigger test_log_writer after insert or update on ${table} for each row execute function test_log_writer()`,
    `create trigger test_log_writer after insert or update on audit_entries for each row
      when (new.outcome = 'done') execute function test_log_writer()`,
  ];
  for (const trigger of triggers) await db.execute(sql.raw(trigger));
  try {
    await work();
    const [row] = await executeRows<{ same: boolean }>(
      db,
      sql.raw(`select exists (select 1 from test_written_by entry join test_written_by subject
        on entry.txid = subject.txid where entry.table_name = 'audit_entries'
        and subject.table_name = '${table}') as same`),
    );
    return row!.same;
  } finally {
    await db.execute(sql.raw(`drop trigger test_log_writer on ${table}`));
    await db.execute(sql.raw(`drop trigger test_log_writer on audit_entries`));
    await db.execute(sql.raw(`delete from test_written_by`));
  }
}
