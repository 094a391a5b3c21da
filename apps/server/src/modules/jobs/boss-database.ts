/**
 * How pg-boss reaches the shop's database: through the database handle's `executeSql` outside any
 * transaction (a pool on PostgreSQL, the thread on PGlite), and through a caller's Drizzle
 * transaction when a job is queued with the change it follows, so it commits or rolls back with it.
 */
import { sql, type SQLChunk } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { DatabaseHandle, Transaction } from '../../db/client';

export function handleDatabase(database: DatabaseHandle): PgBoss.Db {
  return { executeSql: (text, values) => database.executeSql(text, values) };
}

/** pg-boss's statements in the caller's transaction (`insert`'s; its parameters each appear once). */
export function transactionDatabase(tx: Transaction): PgBoss.Db {
  return {
    async executeSql(text, values = []) {
      const result = (await tx.execute(withParameters(text, values))) as { rows?: unknown[] };
      return { rows: result.rows ?? [] };
    },
  };
}

/**
 * `$1…$n` text and its values as one Drizzle statement. Drizzle numbers parameters in the order
 * they appear, so a text naming one twice would become two parameters, each typed by its own
 * place: such a text is refused rather than sent changed.
 */
export function withParameters(text: string, values: readonly unknown[]) {
  const chunks: SQLChunk[] = [];
  const used = new Set<number>();
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    const number = Number(match[1]);
    if (used.has(number) || number < 1 || number > values.length) {
      throw new Error(`pg-boss's statement names $${number} twice or beyond its values`);
    }
    used.add(number);
    chunks.push(sql.raw(text.slice(last, match.index)), sql.param(values[number - 1]));
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}
