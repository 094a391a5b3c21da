/**
 * Makes the database refuse one kind of statement on a table while `work` runs, as a server that
 * loses its database (or a processor that stops answering) would: a trigger raising an error.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

export async function whileFailing(
  db: Database,
  table: string,
  when: `before ${'insert' | 'delete' | `update of ${string}`}`,
  work: () => Promise<void>,
  /** Only the rows this SQL condition holds for (`new.kind = 'x'`); every row by default. */
  condition?: string,
): Promise<void> {
  const name = `fail_${table}_${when.replace(/\W+/g, '_')}`;
  await db.execute(
    sql.raw(`create or replace function ${name}() returns trigger language plpgsql as $$
      begin raise exception 'the database refuses this statement (test)'; end $$`),
  );
  await db.execute(
    sql.raw(
      `create trigger ${name} ${when} on ${table} for each row ${condition ? `when (${condition}) ` : ''}execute function ${name}()`,
    ),
  );
  try {
    await work();
  } finally {
    await db.execute(sql.raw(`drop trigger ${name} on ${table}`));
    await db.execute(sql.raw(`drop function ${name}()`));
  }
}
