/**
 * The real server as its own process, from its production build (`apps/server/dist`, made by
 * `npm run build:server`; the process tests' set-up makes it), run by `node` with no loader as an
 * operator runs it: for the tests that kill it, stop it or run several copies. Started on a free
 * port, read from its output, stopped with a signal.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { withDefaultUser } from '../db/client';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The production build the process tests run. */
export const serverBuild = path.join(serverRoot, 'dist');

export type ServerProcess = {
  url: string;
  child: ChildProcess;
  /** Every line the process wrote, standard output and error. */
  output: string[];
  /** The exit code (null after a signal) once the process ended. */
  exited: Promise<number | null>;
};

/**
 * `entry`: `cluster` runs several copies behind Node's balancer (SERVER_COPIES). `buildDir`: a
 * copy of the build elsewhere (with a `node_modules` of its own beside it).
 */
export async function startServerProcess(
  env: Record<string, string>,
  timeoutMs = 90_000,
  entry: 'main' | 'cluster' = 'main',
  buildDir = serverBuild,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, [path.join(buildDir, `${entry}.js`)], {
    cwd: buildDir,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', WEB_DIR: '/nonexistent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the server did not start:\n${output.join('')}`)),
      timeoutMs,
    );
    let isReady = false;
    const read = (chunk: Buffer) => {
      output.push(chunk.toString());
      // Only until ready: a copy logging every request must not be searched whole at each line.
      if (isReady) return;
      const ready = /ready on http:\/\/localhost:(\d+)/.exec(output.join(''));
      if (ready) {
        isReady = true;
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${ready[1]}`);
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the server stopped (${code}) before it was ready:\n${output.join('')}`));
    });
  });
  return { url, child, output, exited };
}

/** A database of its own on the PostgreSQL of TEST_DATABASE_URL, dropped by `drop`. */
export type ScratchDatabase = {
  url: string;
  /** One statement on its own connection (the tests look at what the server processes wrote). */
  query<T>(text: string, values?: unknown[]): Promise<T[]>;
  drop(): Promise<void>;
};

/** `base`: the server whose database to copy from (the tests' TEST_DATABASE_URL by default; the benches give theirs). */
export async function scratchDatabase(
  base = process.env['TEST_DATABASE_URL'],
  prefix = 'sillon',
): Promise<ScratchDatabase> {
  if (!base) throw new Error('TEST_DATABASE_URL is needed: these tests run on PostgreSQL');
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: withDefaultUser(base) });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async query<T>(text: string, values: unknown[] = []) {
      const client = new pg.Client({ connectionString: withDefaultUser(url.toString()) });
      await client.connect();
      try {
        return (await client.query(text, values)).rows as T[];
      } finally {
        await client.end();
      }
    },
    async drop() {
      const cleaner = new pg.Client({ connectionString: withDefaultUser(base) });
      await cleaner.connect();
      await cleaner.query(`drop database if exists ${name} with (force)`);
      await cleaner.end();
    },
  };
}
