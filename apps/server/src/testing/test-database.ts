/**
 * A fresh, migrated database for one test file: a private schema on the tests' PostgreSQL (the
 * embedded one the shop runs on by default, or TEST_DATABASE_URL's: CI runs the suite on both;
 * `embedded-test-database.ts`), and one beside it for pg-boss's job queue, both dropped at the end.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, withDefaultUser, type DatabaseHandle } from '../db/client';

/**
 * `DATABASE_PREPARED_STATEMENTS=false` runs the suite as the shop runs behind a pooler that shares
 * connections between transactions: no statement kept by name (`npm test` runs it so on PostgreSQL).
 */
export async function openTestDatabase(
  options: { poolSize?: number; preparedStatements?: boolean } = {},
): Promise<DatabaseHandle> {
  const url = inject('testDatabaseUrl');
  const schemaName = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: withDefaultUser(url) });
  await admin.connect();
  await admin.query(`create schema ${schemaName}`);
  await admin.end();
  const scopedUrl = withSearchPath(url, schemaName);
  const jobsSchema = `${schemaName}_jobs`;
  const database = await openDatabase({
    kind: 'postgres',
    url: scopedUrl,
    poolSize: options.poolSize ?? 4,
    migrationsSchema: schemaName,
    jobsSchema,
    preparedStatements: options.preparedStatements ?? process.env['DATABASE_PREPARED_STATEMENTS'] !== 'false',
  });
  await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      const cleaner = new pg.Client({ connectionString: withDefaultUser(url) });
      await cleaner.connect();
      await cleaner.query(`drop schema if exists ${jobsSchema} cascade`);
      await cleaner.query(`drop schema ${schemaName} cascade`);
      await cleaner.end();
    },
  };
}

/** Every connection of the pool works inside the test's own schema (extensions stay in public). */
function withSearchPath(url: string, schemaName: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('options', `-c search_path=${schemaName},public`);
  return parsed.toString();
}
