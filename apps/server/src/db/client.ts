/**
 * The database connection, always through Drizzle and the same SQL: a pool on PostgreSQL (the one
 * of DATABASE_URL, or the embedded one the server starts in its data dir, `embedded-postgres.ts`),
 * or PGlite (PostgreSQL in WebAssembly, in a thread of its own) where that cannot run.
 */
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { startEmbeddedPostgres } from './embedded-postgres';
import { PgliteThread } from './pglite-thread';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/**
 * A transaction the order module opened to place an order: the other modules' steps that must
 * commit or fail with it (stock, slot, promotions) take it as a parameter and run their own
 * queries in it. PGlite has one connection, so nothing inside may use another.
 */
export type Transaction = Database;
export type DatabaseKind = 'pglite' | 'postgres';

export type DatabaseHandle = {
  db: Database;
  kind: DatabaseKind;
  /** What the server says it runs on: « PostgreSQL », « embedded PostgreSQL (…/postgres) »… */
  label: string;
  /** Answers when the database runs a trivial query within the timeout. */
  ping(timeoutMs?: number): Promise<boolean>;
  migrate(): Promise<void>;
  /** Whether the database holds every migration this code knows (a copy is ready only then). */
  hasEveryMigration(): Promise<boolean>;
  /** Runs `task` while holding a lock shared by every server copy on the same database. */
  runExclusive<T>(lockId: number, task: () => Promise<T>): Promise<T>;
  /**
   * A library's own SQL (pg-boss's): `$1…$n` text with its values, or without values a script of
   * several statements (its schema, its upkeep). Outside any of the shop's transactions.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  /** The schema pg-boss keeps the job queue in, beside the shop's tables (one per test database). */
  jobsSchema: string;
  /** The pool's connections now (the shop's metrics); PGlite has one connection and no pool. */
  connections?: () => { open: number; idle: number; waiting: number; max: number };
  close(): Promise<void>;
};

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
/** Any constant shared by every copy of the server: it serialises migrations across processes. */
const MIGRATION_LOCK_ID = 7_301_455;
/** Databases whose connections must not keep statements by name (a pooler shares them). */
const unnamedStatements = new WeakSet<object>();

/**
 * The name a statement prepared with Drizzle's `.prepare(name)` is given: its own, so that each
 * connection parses it once; or none (node-postgres then parses it each time) where connections are
 * shared between transactions by a pooler (`DATABASE_PREPARED_STATEMENTS=false`: PgBouncer's
 * transaction mode). Asked of the database itself, not of a transaction on it.
 */
export function statementName(db: Database, name: string): string {
  return unnamedStatements.has(db) ? '' : name;
}
/** pg-boss's own default, which operators know. */
const JOBS_SCHEMA = 'pgboss';

export type DatabaseOptions =
  | { kind: 'pglite'; dataDir?: string }
  | { kind: 'embedded-postgres'; dataDir: string; preparedStatements?: boolean }
  | {
      kind: 'postgres';
      url: string;
      poolSize?: number;
      migrationsSchema?: string;
      jobsSchema?: string;
      /** The shop's frequent statements prepared once per connection, by name (true unless said). */
      preparedStatements?: boolean;
    };

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  switch (options.kind) {
    case 'pglite':
      return openPglite(options.dataDir);
    case 'embedded-postgres':
      return openEmbeddedPostgres(options.dataDir, options.preparedStatements);
    case 'postgres':
      return openPostgres(options.url, {
        poolSize: options.poolSize,
        migrationsSchema: options.migrationsSchema,
        jobsSchema: options.jobsSchema,
        preparedStatements: options.preparedStatements,
      });
  }
}

/** PostgreSQL started (or joined) in the data dir; it stops when this handle closes, if it started it. */
async function openEmbeddedPostgres(dataDir: string, preparedStatements?: boolean): Promise<DatabaseHandle> {
  const server = await startEmbeddedPostgres(dataDir);
  try {
    const database = await openPostgres(server.url, { preparedStatements });
    return {
      ...database,
      label: `embedded PostgreSQL (${server.dataDir})`,
      close: async () => {
        await database.close();
        await server.stop();
      },
    };
  } catch (failure) {
    await server.stop();
    throw failure;
  }
}

/** `dataDir` undefined means in memory (tests). */
async function openPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
  let location: string | undefined;
  if (dataDir) {
    location = path.join(dataDir, 'pglite');
    mkdirSync(location, { recursive: true });
  }
  const client = await PgliteThread.start(location);
  // Drizzle's PGlite driver calls `query` and `transaction` only, which the thread answers.
  const db = drizzlePglite({ client: client as never, schema }) as unknown as Database;
  const turns = new Map<number, Promise<unknown>>();
  let closed = false;
  return {
    db,
    kind: 'pglite',
    label: location ? `PGlite (${location})` : 'PGlite (in memory)',
    ping: (timeoutMs) => ping(db, timeoutMs, () => closed),
    migrate: () => migratePglite(drizzlePglite({ client: client as never, schema }), { migrationsFolder }),
    hasEveryMigration: () =>
      hasEveryMigration(
        async (text) => (await client.query(text)).rows as Record<string, unknown>[],
        'drizzle',
      ),
    // One process owns an embedded database: its tasks take turns in it.
    runExclusive: (lockId, task) => {
      const turn = (turns.get(lockId) ?? Promise.resolve()).then(task, task);
      turns.set(
        lockId,
        turn.catch(() => undefined),
      );
      return turn;
    },
    executeSql: async (text, values) => {
      const result = await (values && values.length > 0 ? client.query(text, values) : client.script(text));
      return { rows: result.rows as Record<string, unknown>[] };
    },
    jobsSchema: JOBS_SCHEMA,
    close: async () => {
      if (closed) return;
      closed = true;
      await client.close();
    },
  };
}

async function openPostgres(
  url: string,
  options: {
    poolSize?: number | undefined;
    migrationsSchema?: string | undefined;
    jobsSchema?: string | undefined;
    preparedStatements?: boolean | undefined;
  } = {},
): Promise<DatabaseHandle> {
  const {
    poolSize = 10,
    migrationsSchema = 'drizzle',
    jobsSchema = JOBS_SCHEMA,
    preparedStatements = true,
  } = options;
  const pool = new pg.Pool({
    connectionString: withPlannerCosts(withDefaultUser(url)),
    max: poolSize,
    connectionTimeoutMillis: 5000,
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const db = drizzlePostgres({ client: pool, schema }) as unknown as Database;
  if (!preparedStatements) unnamedStatements.add(db);
  let closed = false;
  return {
    db,
    kind: 'postgres',
    label: 'PostgreSQL',
    ping: (timeoutMs) => ping(db, timeoutMs, () => closed),
    migrate: () =>
      withAdvisoryLock(pool, MIGRATION_LOCK_ID, (client) =>
        migratePostgres(drizzlePostgres({ client, schema }), { migrationsFolder, migrationsSchema }),
      ),
    hasEveryMigration: () =>
      hasEveryMigration(
        async (text) => (await pool.query(text)).rows as Record<string, unknown>[],
        migrationsSchema,
      ),
    runExclusive: (lockId, task) => withAdvisoryLock(pool, lockId, () => task()),
    executeSql: (text, values) =>
      values && values.length > 0
        ? pool.query({ text, values, name: preparedStatements ? bossStatementName(text) : undefined })
        : runScript(pool, text),
    jobsSchema,
    connections: () => ({
      open: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: poolSize,
    }),
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/**
 * Drizzle applies the migrations newer than the newest it recorded: the database is up to date when
 * that one is this code's newest. No record table yet is a database never migrated.
 */
async function hasEveryMigration(
  query: (text: string) => Promise<Record<string, unknown>[]>,
  migrationsSchema: string,
): Promise<boolean> {
  const newest = readMigrationFiles({ migrationsFolder }).at(-1)?.folderMillis ?? 0;
  try {
    const [row] = await query(
      `select max(created_at)::text as applied from "${migrationsSchema}".__drizzle_migrations`,
    );
    return Number(row?.['applied'] ?? 0) >= newest;
  } catch {
    return false;
  }
}

async function withAdvisoryLock<T>(
  pool: pg.Pool,
  lockId: number,
  task: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [lockId]);
    return await task(client);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [lockId]).catch(() => undefined);
    client.release();
  }
}

/**
 * A script runs on one connection in the simple protocol; one that fails inside its own BEGIN
 * leaves that connection's transaction aborted: it is rolled back before the connection is reused.
 */
/** pg-boss's statements are a few dozen fixed texts: each is prepared by name, beyond these none. */
const MAX_BOSS_STATEMENTS = 200;
const bossStatementNames = new Map<string, string>();

/**
 * The name pg-boss's statement is prepared under on each connection (node-postgres's `name`): its
 * planning is most of what queueing a job costs PostgreSQL, and the texts never change.
 */
function bossStatementName(text: string): string | undefined {
  let name = bossStatementNames.get(text);
  if (name === undefined && bossStatementNames.size < MAX_BOSS_STATEMENTS) {
    name = `boss_${createHash('sha1').update(text).digest('base64url')}`;
    bossStatementNames.set(text, name);
  }
  return name;
}

async function runScript(pool: pg.Pool, text: string): Promise<{ rows: Record<string, unknown>[] }> {
  const client = await pool.connect();
  try {
    const results = (await client.query(text)) as pg.QueryResult | pg.QueryResult[];
    return { rows: (Array.isArray(results) ? results.at(-1)?.rows : results.rows) ?? [] };
  } catch (failure) {
    await client.query('rollback').catch(() => undefined);
    throw failure;
  } finally {
    client.release();
  }
}

async function ping(db: Database, timeoutMs = 2000, isClosed: () => boolean): Promise<boolean> {
  if (isClosed()) return false;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([db.execute(sql`select 1`).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The shop's tables are read from memory or SSD, not spinning disks: with PostgreSQL's default
 * random page cost (4) the planner scanned every product for a search word rather than use its
 * index (38 ms against 12 at 25 000 products). Said for the shop's own sessions (the connection's
 * `options`), whatever the server's default.
 */
function withPlannerCosts(url: string): string {
  const parsed = new URL(url);
  const options = parsed.searchParams.get('options') ?? '';
  parsed.searchParams.set('options', `${options} -c random_page_cost=1.1`.trim());
  return parsed.toString();
}

/** Like psql: a URL without a user name connects as PGUSER, else as the operating-system user. */
export function withDefaultUser(url: string): string {
  const parsed = new URL(url);
  if (!parsed.username) parsed.username = process.env['PGUSER'] || userInfo().username;
  return parsed.toString();
}

/** The rows a `sql` statement answered, on any of the shop's databases (each answers `{ rows }`). */
export async function executeRows<T extends Record<string, unknown>>(
  db: Database,
  statement: SQL,
): Promise<T[]> {
  const result = (await db.execute(statement)) as unknown as { rows: T[] };
  return result.rows;
}
