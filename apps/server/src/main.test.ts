/** The real process, as `npm start` runs it: start-up checks and the clean stop on SIGTERM. */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const mainFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'main.ts');
const dataDirs: string[] = [];
afterEach(() => {
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function startServer(env: Record<string, string>): { child: ChildProcess; output: () => string } {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sillon-main-'));
  dataDirs.push(dataDir);
  const child = spawn(process.execPath, ['--import', 'tsx', mainFile], {
    env: {
      PATH: process.env['PATH'] ?? '',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIR: '/nonexistent',
      LOG_LEVEL: 'warn',
      SEED_DEMO_SHOP: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

async function waitFor(condition: () => boolean, timeoutMs: number): Promise<void> {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the server process', () => {
  it('refuses to start with a bad variable and names it', async () => {
    const { child, output } = startServer({ PORT: 'not-a-port' });
    expect(await exitOf(child)).toBe(1);
    expect(output()).toMatch(/PORT/);
  });

  it('refuses to start in production on the payment sandbox unless told it is meant', async () => {
    const { child, output } = startServer({ NODE_ENV: 'production' });
    expect(await exitOf(child)).toBe(1);
    expect(output()).toMatch(/PAYMENT_PROVIDER: the sandbox takes test cards and moves no money/);
    expect(output()).toMatch(/PAYMENT_SANDBOX_ALLOWED=true/);
  });

  it('finishes an in-flight request, then exits 0 within 5 s of SIGTERM', async () => {
    const { child, output } = startServer({});
    await waitFor(() => /ready on (http:\/\/\S+)/.test(output()), 30_000);
    const port = Number(/ready on http:\/\/[^:]+:(\d+)/.exec(output())?.[1]);

    // A request whose body is still arriving when the signal comes: it is in flight.
    const socket = connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.write(
      'POST /api/health HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{',
    );
    await new Promise((resolve) => setTimeout(resolve, 200));

    const exited = exitOf(child);
    const stoppedAt = Date.now();
    child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    socket.end('}');

    expect(await exited).toBe(0);
    expect(Date.now() - stoppedAt).toBeLessThan(5000);
    expect(answer).toMatch(/^HTTP\/1.1 404/);
  });
});
