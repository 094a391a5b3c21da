/**
 * HAProxy (Debian's `haproxy`) running the repository's own `deploy/haproxy.cfg` in front of
 * server copies, on a free port, with its admin socket in a temporary folder: the balancer of
 * the multi-copy process test and of the rolling deploy test. Without `haproxy` they are skipped
 * with its reason, except under `CI=true`, where that fails the run.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const configFile = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../deploy/haproxy.cfg',
);

export type Balancer = {
  url: string;
  /** Each copy's state as HAProxy sees it (`UP`, `DOWN`…), by its `server` name (`copy1`…). */
  copyStates(): Promise<Record<string, string>>;
  stop(): Promise<void>;
};

/** Why the balancer cannot run here, or nothing; under CI=true a missing one throws. */
export function haproxyMissing(): string | undefined {
  if (spawnSync('haproxy', ['-v']).status === 0) return undefined;
  if (process.env['CI'] === 'true')
    throw new Error('haproxy is missing: CI runs the multi-copy test behind it');
  const reason = 'haproxy is not installed (apt-get install haproxy): skipped here, required in CI';
  console.warn(`Copies behind HAProxy skipped: ${reason}`);
  return reason;
}

/** Starts HAProxy in front of `copies` (base URLs, in `copy1`, `copy2` order) once it sees them all up. */
export async function startBalancer(copies: string[]): Promise<Balancer> {
  const port = await freePort();
  const folder = mkdtempSync(path.join(tmpdir(), 'sillon-haproxy-'));
  const socket = path.join(folder, 'admin.sock');
  const child: ChildProcess = spawn('haproxy', ['-f', configFile, '-db'], {
    env: {
      ...process.env,
      SILLON_BIND: `127.0.0.1:${port}`,
      HAPROXY_ADMIN_SOCKET: socket,
      ...Object.fromEntries(copies.map((copy, index) => [`SILLON_COPY_${index + 1}`, new URL(copy).host])),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const errors: string[] = [];
  child.stderr!.on('data', (chunk: Buffer) => errors.push(chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  /** Each copy's rows of `show stat` (one per backend): its state and its last health check's outcome. */
  const copyRows = async () => {
    const [header, ...rows] = (await adminCommand(socket, 'show stat')).trim().split('\n');
    const columns = header!.replace(/^# /, '').split(',');
    const at = (column: string) => columns.indexOf(column);
    return rows
      .map((row) => row.split(','))
      .filter((cells) => !['FRONTEND', 'BACKEND'].includes(cells[at('svname')]!))
      .map((cells) => ({
        backend: cells[at('pxname')]!,
        name: cells[at('svname')]!,
        state: cells[at('status')]!,
        check: cells[at('check_status')]!,
      }));
  };
  const copyStates = async () =>
    Object.fromEntries(
      (await copyRows()).filter((row) => row.backend === 'copies').map((row) => [row.name, row.state]),
    );
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(folder, { recursive: true, force: true });
  };

  for (let waited = 0; ; waited += 1) {
    if (child.exitCode !== null) throw new Error(`haproxy stopped:\n${errors.join('')}`);
    const states = await copyRows().catch(() => []);
    // Up in every backend, and by a passed check of `/api/health/ready`, not only by HAProxy's
    // first assumption.
    const backends = new Set(states.map((row) => row.backend)).size;
    const isUp = (row: (typeof states)[number]) => row.state === 'UP' && row.check === 'L7OK';
    if (backends > 0 && states.length === copies.length * backends && states.every(isUp)) break;
    if (waited > 100) {
      await stop();
      throw new Error(
        `the copies never came up behind haproxy: ${JSON.stringify(states)}\n${errors.join('')}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url: `http://127.0.0.1:${port}`, copyStates, stop };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** One command on HAProxy's admin socket; its whole answer. */
function adminCommand(socket: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let answer = '';
    const connection = net.createConnection(socket, () => connection.end(`${command}\n`));
    connection.setEncoding('utf8');
    connection.on('data', (chunk: string) => (answer += chunk));
    connection.on('end', () => resolve(answer));
    connection.on('error', reject);
  });
}
