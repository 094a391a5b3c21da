/**
 * Backing up and restoring the shop's database, whichever it runs on (`docs/operations.md`):
 * a served PostgreSQL with its own `pg_dump` / `pg_restore` (custom format); the embedded
 * PostgreSQL as a copy of its folder, taken while it is stopped (the npm binaries ship no
 * `pg_dump`, and a system's older one refuses a newer server); PGlite with its own dump of its
 * folder. Each refuses, saying why, rather than write over a database or copy a running one.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  openSync,
  readSync,
  closeSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { withDefaultUser } from './client';
import { runningPostmaster } from './embedded-postgres';

export type BackupTarget =
  | { kind: 'postgres'; url: string }
  | { kind: 'embedded-postgres'; dataDir: string }
  | { kind: 'pglite'; dataDir: string };

/** An operator's mistake or a state that makes the backup unsafe: said as is, exit code 2. */
export class BackupRefused extends Error {}

/** What a backup file of each kind starts with (pg_dump's custom format; gzip). */
const PG_DUMP_MAGIC = 'PGDMP';
const GZIP_MAGIC = '\u001f\u008b';

export const backupExtension: Record<BackupTarget['kind'], string> = {
  postgres: 'dump',
  'embedded-postgres': 'postgres.tar.gz',
  pglite: 'pglite.tar.gz',
};

export async function backupDatabase(target: BackupTarget, file: string): Promise<void> {
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  if (existsSync(file)) throw new BackupRefused(`${file} already exists: choose another file name`);
  // Written beside, then renamed: a failed backup never leaves a file that looks whole.
  const partial = `${file}.partial`;
  rmSync(partial, { force: true });
  try {
    if (target.kind === 'postgres') dumpServedPostgres(target.url, partial);
    else if (target.kind === 'embedded-postgres') copyEmbeddedPostgres(target.dataDir, partial);
    else await dumpPglite(target.dataDir, partial);
    renameSync(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
}

export async function restoreDatabase(
  target: BackupTarget,
  file: string,
  options: { force: boolean },
): Promise<void> {
  if (!existsSync(file)) throw new BackupRefused(`${file} does not exist`);
  const expected = target.kind === 'postgres' ? PG_DUMP_MAGIC : GZIP_MAGIC;
  if (startOf(file, expected.length) !== expected) {
    throw new BackupRefused(
      `${file} is not a backup of ${nameOf(target)} (expected a .${backupExtension[target.kind]} file made by npm run db:backup)`,
    );
  }
  if (target.kind === 'postgres') await restoreServedPostgres(target.url, file, options.force);
  else if (target.kind === 'embedded-postgres') restoreEmbeddedPostgres(target.dataDir, file, options.force);
  else await restorePglite(target.dataDir, file, options.force);
}

export function nameOf(target: BackupTarget): string {
  if (target.kind === 'postgres') return 'the PostgreSQL of DATABASE_URL';
  if (target.kind === 'embedded-postgres') return `the embedded PostgreSQL (${clusterOf(target.dataDir)})`;
  return `the PGlite database (${pgliteFolderOf(target.dataDir)})`;
}

function startOf(file: string, length: number): string {
  const descriptor = openSync(file, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const read = readSync(descriptor, buffer, 0, length, 0);
    return buffer.subarray(0, read).toString('latin1');
  } finally {
    closeSync(descriptor);
  }
}

/** Runs a PostgreSQL or system tool; its own message says what went wrong. */
function run(tool: string, args: string[], hint: string): void {
  const result = spawnSync(tool, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  if (result.error && (result.error as NodeJS.ErrnoException).code === 'ENOENT') {
    throw new BackupRefused(`${tool} is not installed: ${hint}`);
  }
  if (result.status !== 0) {
    throw new BackupRefused(`${tool} failed: ${(result.stderr || result.stdout || '').trim()}`);
  }
}

const CLIENT_HINT =
  'install the PostgreSQL client tools (Debian: apt-get install postgresql-client), of the server’s major version or newer';

// ---- A served PostgreSQL: pg_dump / pg_restore ------------------------------------------------

/** The URL the tools understand (libpq's): the shop's default user filled in as the pool does. */
const toolUrl = (url: string) => withDefaultUser(url);

function dumpServedPostgres(url: string, file: string): void {
  // --no-owner: a restore by another role (a new managed database's) still recreates everything.
  run(
    'pg_dump',
    ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, toolUrl(url)],
    CLIENT_HINT,
  );
}

async function restoreServedPostgres(url: string, file: string, force: boolean): Promise<void> {
  const tables = await tablesIn(url);
  if (tables > 0 && !force) {
    throw new BackupRefused(
      `the database of DATABASE_URL is not empty (${tables} tables): restore into an empty database, or add --force to replace what it holds`,
    );
  }
  // pg_restore's script is run by psql in one transaction, after the emptying (pg_restore's own
  // --clean cannot drop pg-boss's partitioned tables): a restore that fails leaves all as it was.
  await pipeTools(
    ['pg_restore', ['--no-owner', '--no-privileges', '--file=-', file]],
    [
      'psql',
      ['--no-psqlrc', '--quiet', '--single-transaction', '--set=ON_ERROR_STOP=1', `--dbname=${toolUrl(url)}`],
    ],
    tables > 0 ? EMPTY_DATABASE : '',
  );
}

/**
 * Drops every schema of the shop's (its tables, pg-boss's, the migrations' journal, the search
 * extensions) and gives back an empty `public`, which pg_dump's script expects to find.
 */
const EMPTY_DATABASE = `
do $$
declare found text;
begin
  for found in select nspname from pg_namespace
    where nspname not in ('pg_catalog', 'information_schema') and nspname not like 'pg\\_%'
  loop
    execute format('drop schema %I cascade', found);
  end loop;
end $$;
create schema public;
`;

/** `producer | consumer`, the consumer reading `preamble` first; either's failure is said. */
async function pipeTools(
  producer: [string, string[]],
  consumer: [string, string[]],
  preamble: string,
): Promise<void> {
  const from = spawn(producer[0], producer[1], { stdio: ['ignore', 'pipe', 'pipe'] });
  const to = spawn(consumer[0], consumer[1], { stdio: ['pipe', 'ignore', 'pipe'] });
  const ended = (child: ChildProcess, tool: string) =>
    new Promise<string | null>((resolve) => {
      let errors = '';
      child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
      child.once('error', (failure: NodeJS.ErrnoException) =>
        resolve(failure.code === 'ENOENT' ? `${tool} is not installed: ${CLIENT_HINT}` : String(failure)),
      );
      child.once('close', (code) => resolve(code === 0 ? null : `${tool} failed: ${errors.trim()}`));
    });
  const results = Promise.all([ended(from, producer[0]), ended(to, consumer[0])]);
  // The consumer stopping early (an error) closes the pipe: the producer's EPIPE is not the story.
  to.stdin!.on('error', () => undefined);
  to.stdin!.write(preamble);
  from.stdout!.pipe(to.stdin!);
  const [produced, consumed] = await results;
  const failure = consumed ?? produced;
  if (failure) throw new BackupRefused(failure);
}

async function tablesIn(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: toolUrl(url) });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>(
      "select count(*) from pg_tables where schemaname not in ('pg_catalog', 'information_schema')",
    );
    return Number(rows[0]!.count);
  } finally {
    await client.end();
  }
}

// ---- The embedded PostgreSQL: its folder, copied while it is stopped -------------------------

const TAR_HINT = 'install tar and gzip (Debian: apt-get install tar gzip)';

const clusterOf = (dataDir: string) => path.join(path.resolve(dataDir), 'postgres');

function refuseWhileRunning(cluster: string): void {
  const pid = runningPostmaster(cluster);
  if (pid !== undefined) {
    throw new BackupRefused(
      `the embedded PostgreSQL in ${cluster} is running (process ${pid}): stop the shop first (its files change while it runs, a copy would not be consistent)`,
    );
  }
}

function copyEmbeddedPostgres(dataDir: string, file: string): void {
  const cluster = clusterOf(dataDir);
  if (!existsSync(path.join(cluster, 'PG_VERSION'))) {
    throw new BackupRefused(`there is no embedded PostgreSQL in ${cluster}`);
  }
  refuseWhileRunning(cluster);
  // The lock of a server that died is left out: the restored copy starts as after a crash.
  run(
    'tar',
    ['-czf', file, '--exclude=postgres/postmaster.pid', '-C', path.dirname(cluster), 'postgres'],
    TAR_HINT,
  );
  // Started during the copy: the copy may hold files from before and after, so it is not kept.
  refuseWhileRunning(cluster);
}

function restoreEmbeddedPostgres(dataDir: string, file: string, force: boolean): void {
  const cluster = clusterOf(dataDir);
  refuseWhileRunning(cluster);
  refuseIfPresent(cluster, force);
  const incoming = `${cluster}.restoring`;
  rmSync(incoming, { recursive: true, force: true });
  mkdirSync(incoming, { recursive: true, mode: 0o700 });
  try {
    run('tar', ['-xzf', file, '-C', incoming], TAR_HINT);
    if (!existsSync(path.join(incoming, 'postgres', 'PG_VERSION'))) {
      throw new BackupRefused(`${file} holds no embedded PostgreSQL (no postgres/PG_VERSION)`);
    }
    setAside(cluster);
    renameSync(path.join(incoming, 'postgres'), cluster);
  } finally {
    rmSync(incoming, { recursive: true, force: true });
  }
}

function refuseIfPresent(folder: string, force: boolean): void {
  if (existsSync(folder) && !force) {
    throw new BackupRefused(
      `${folder} already holds a database: move it away, or add --force to keep it aside and restore`,
    );
  }
}

/**
 * A database already in the way is kept beside, renamed (--force): a restore never deletes what
 * it replaces; the operator removes it once the restored shop is checked.
 */
function setAside(folder: string): void {
  if (!existsSync(folder)) return;
  const aside = `${folder}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  renameSync(folder, aside);
  console.log(`The database that was there is kept in ${aside}.`);
}

// ---- PGlite: its own dump of its folder -----------------------------------------------------

const pgliteFolderOf = (dataDir: string) => path.join(path.resolve(dataDir), 'pglite');

async function openPgliteAt(folder: string, loadDataDir?: Blob) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  return PGlite.create(folder, {
    extensions: { pg_trgm, unaccent },
    ...(loadDataDir ? { loadDataDir } : {}),
  });
}

/** PGlite writes `postmaster.pid` while a process holds its folder open, and removes it on close. */
function refuseWhilePgliteOpen(folder: string): void {
  if (existsSync(path.join(folder, 'postmaster.pid'))) {
    throw new BackupRefused(
      `the PGlite database in ${folder} is open: stop the shop first (if nothing runs, it was not closed: start and stop the shop once, or remove ${path.join(folder, 'postmaster.pid')})`,
    );
  }
}

async function dumpPglite(dataDir: string, file: string): Promise<void> {
  const folder = pgliteFolderOf(dataDir);
  refuseWhilePgliteOpen(folder);
  if (!existsSync(path.join(folder, 'PG_VERSION')))
    throw new BackupRefused(`there is no PGlite database in ${folder}`);
  const database = await openPgliteAt(folder);
  try {
    const dump = await database.dumpDataDir('gzip');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
}

async function restorePglite(dataDir: string, file: string, force: boolean): Promise<void> {
  const folder = pgliteFolderOf(dataDir);
  refuseWhilePgliteOpen(folder);
  refuseIfPresent(folder, force);
  setAside(folder);
  mkdirSync(folder, { recursive: true });
  const database = await openPgliteAt(folder, new Blob([readFileSync(file)]));
  await database.close();
}
