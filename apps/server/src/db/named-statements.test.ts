/**
 * Statements prepared by name (issue 20): a connection parses a parameterised statement once and
 * runs it again by its name; queries without parameters and texts beyond the bound stay unnamed.
 */
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { withDefaultUser } from './client';
import { nameStatements } from './named-statements';

/** One connection, so that what it prepared can be read back from it. */
function poolOf(maxNames: number | undefined): pg.Pool {
  const pool = new pg.Pool({ connectionString: withDefaultUser(inject('testDatabaseUrl')), max: 1 });
  if (maxNames !== undefined) nameStatements(pool, maxNames);
  return pool;
}

async function preparedOn(pool: pg.Pool): Promise<string[]> {
  const { rows } = await pool.query<{ statement: string }>(
    'select statement from pg_prepared_statements order by statement',
  );
  return rows.map((row) => row.statement);
}

describe('nameStatements', () => {
  let pool: pg.Pool | undefined;
  afterEach(async () => {
    await pool?.end();
    pool = undefined;
  });

  it('prepares a parameterised statement once on a connection, and answers it each time', async () => {
    pool = poolOf(10);
    const text = 'select $1::integer + 1 as next';
    const answers = [];
    for (const value of [1, 2, 3]) answers.push((await pool.query(text, [value])).rows[0]);
    expect(answers).toEqual([{ next: 2 }, { next: 3 }, { next: 4 }]);
    expect(await preparedOn(pool)).toEqual([text]);
  });

  it('names the statements of a query config too (what Drizzle sends), and leaves plain ones alone', async () => {
    pool = poolOf(10);
    const text = 'select $1::text as word';
    const answer = await pool.query({ text, values: ['pain'], rowMode: 'array' });
    expect(answer.rows).toEqual([['pain']]);
    await pool.query('select 1');
    expect(await preparedOn(pool)).toEqual([text]);
  });

  it('stops naming new texts beyond its bound, which still run', async () => {
    pool = poolOf(1);
    const first = 'select $1::integer as a';
    const second = 'select $1::integer as b';
    expect((await pool.query(first, [1])).rows).toEqual([{ a: 1 }]);
    expect((await pool.query(second, [2])).rows).toEqual([{ b: 2 }]);
    expect(await preparedOn(pool)).toEqual([first]);
  });

  it('leaves a statement of many parameters (a list of ids) unnamed', async () => {
    pool = poolOf(10);
    const values = Array.from({ length: 21 }, (_, index) => index);
    const text = `select ${values.map((_, index) => `$${index + 1}::integer`).join(' + ')} as total`;
    expect((await pool.query(text, values)).rows).toEqual([{ total: 210 }]);
    expect(await preparedOn(pool)).toEqual([]);
  });

  it('runs a statement again after a value it could not encode failed it', async () => {
    pool = poolOf(10);
    const text = 'select $1::jsonb as value';
    await expect(pool.query(text, [{ count: 1n }])).rejects.toThrow(/BigInt/);
    expect((await pool.query(text, [{ count: 1 }])).rows).toEqual([{ value: { count: 1 } }]);
  });

  it('prepares nothing on a pool left as it was (DATABASE_PREPARED_STATEMENTS=false)', async () => {
    pool = poolOf(undefined);
    await pool.query('select $1::integer as a', [1]);
    expect(await preparedOn(pool)).toEqual([]);
  });
});
