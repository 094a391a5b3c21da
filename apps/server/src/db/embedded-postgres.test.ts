/**
 * The embedded PostgreSQL (`embedded-postgres.ts`): made on first use, data kept from one start to
 * the next, joined by a second process of the shop, and stopped when the process that started it
 * dies without a word.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from './embedded-postgres';

const folders: string[] = [];
function newDataDir(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'sillon-embedded-'));
  folders.push(folder);
  return folder;
}
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

async function query(url: string, text: string): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  // The server may be stopping (what some tests check): its goodbye is not an error of the test's.
  client.on('error', () => undefined);
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

const answers = (url: string) =>
  query(url, 'select 1').then(
    () => true,
    () => false,
  );

describe('the embedded PostgreSQL', () => {
  it('is made on first start and keeps its data from one start to the next', async () => {
    const dataDir = newDataDir();
    const first = await startEmbeddedPostgres(dataDir);
    await query(first.url, "create table kept (label text); insert into kept values ('still here')");
    const [version] = await query(first.url, 'show server_version');
    expect(String(version?.['server_version'])).toMatch(/^1[7-9]\./);
    await first.stop();
    expect(await answers(first.url)).toBe(false);

    const second = await startEmbeddedPostgres(dataDir);
    expect(await query(second.url, 'select label from kept')).toEqual([{ label: 'still here' }]);
    await second.stop();
  });

  it("is joined by another of the shop's processes, which leaves it running when it stops", async () => {
    const dataDir = newDataDir();
    const owner = await startEmbeddedPostgres(dataDir);
    const guest = await startEmbeddedPostgres(dataDir);
    expect(guest.url).toBe(owner.url);
    await guest.stop();
    expect(await answers(owner.url)).toBe(true);
    await owner.stop();
    expect(await answers(owner.url)).toBe(false);
  });

  it('stops when the process that started it is killed', async () => {
    const dataDir = newDataDir();
    const starter = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `const { startEmbeddedPostgres } = await import(${JSON.stringify(
          fileURLToPath(new URL('./embedded-postgres.ts', import.meta.url)),
        )});
         const server = await startEmbeddedPostgres(${JSON.stringify(dataDir)});
         console.log(server.url);
         setInterval(() => {}, 1000);`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const url = await new Promise<string>((resolve, reject) => {
      starter.stdout!.on('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
      starter.once('exit', (code) => reject(new Error(`the starter exited (${code})`)));
    });
    expect(await answers(url)).toBe(true);
    starter.kill('SIGKILL');
    const deadline = Date.now() + 15_000;
    while ((await answers(url)) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await answers(url)).toBe(false);
  });
});
