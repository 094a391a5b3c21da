/**
 * A copy stopped by its orchestrator (SIGTERM, issue 21) finishes the requests it is serving, then
 * exits 0: a deploy never cuts a customer's call in two.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { seedDemoShop } from '../seed/seed';
import {
  scratchDatabase,
  startServerProcess,
  type ScratchDatabase,
  type ServerProcess,
} from '../testing/server-process';

const IN_FLIGHT = 40;
const WORDS = ['pain', 'pomme', 'miel', 'chocolat', 'fromage', 'lentilles', 'carotte', 'savon'];

let database: ScratchDatabase;
let server: ServerProcess;

beforeAll(async () => {
  database = await scratchDatabase();
  const handle = await openDatabase({ kind: 'postgres', url: database.url });
  await handle.migrate();
  await seedDemoShop(handle.db, { withPictures: false });
  await handle.close();
  // Info logs say when each request arrived.
  server = await startServerProcess({
    DATABASE_URL: database.url,
    LOG_LEVEL: 'info',
    GENERATE_MISSING_SECRETS: 'true',
  });
}, 180_000);

afterAll(async () => {
  if (server.child.exitCode === null) server.child.kill('SIGKILL');
  await database?.drop();
});

const arrived = () => server.output.join('').split('incoming request').length - 1;

describe('SIGTERM', () => {
  it('lets in-flight requests finish, then exits 0', async () => {
    const before = arrived();
    const answers = Array.from({ length: IN_FLIGHT }, (_, index) =>
      fetch(`${server.url}/api/bff/search?q=${WORDS[index % WORDS.length]}${'e'.repeat(index % 5)}`).then(
        async (answer) => ({ status: answer.status, at: Date.now(), body: await answer.text() }),
        (failure: unknown) => ({ status: 0, at: Date.now(), body: String(failure) }),
      ),
    );
    while (arrived() - before < IN_FLIGHT) await new Promise((resolve) => setTimeout(resolve, 2));
    const stoppedAt = Date.now();
    server.child.kill('SIGTERM');
    const results = await Promise.all(answers);
    expect(results.filter((result) => result.status !== 200).map((result) => result.body)).toEqual([]);
    // Some were still being served when the signal came: they were finished, not cut.
    expect(results.some((result) => result.at > stoppedAt)).toBe(true);
    expect(await server.exited).toBe(0);
    expect(server.output.join('')).toContain('stopping: finishing in-flight requests');
  });
});
