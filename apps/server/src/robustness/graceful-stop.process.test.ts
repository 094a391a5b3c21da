/**
 * A copy stopped by its orchestrator (SIGTERM, issue 21) finishes the requests it is serving, then
 * exits 0: a deploy never cuts a customer's call in two — not even one whose body is still on its
 * way when the signal comes.
 */
import { builtInErrorDsn } from '@sillon/domain';
import http from 'node:http';
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
    // One request is still sending its body when the signal comes: it must be answered anyway.
    // An error report from the app's SDK (a Sentry envelope through the shop's tunnel).
    const slow = slowRequest(
      `${server.url}/api/errors/envelope`,
      [
        JSON.stringify({ event_id: 'a'.repeat(32), dsn: builtInErrorDsn(server.url) }),
        JSON.stringify({ type: 'event' }),
        JSON.stringify({
          event_id: 'a'.repeat(32),
          message: 'a report sent slowly',
          tags: { kind: 'action' },
        }),
      ].join('\n'),
    );
    const answers = Array.from({ length: IN_FLIGHT }, (_, index) =>
      fetch(`${server.url}/api/bff/search?q=${WORDS[index % WORDS.length]}${'e'.repeat(index % 5)}`).then(
        async (answer) => ({ status: answer.status, body: await answer.text() }),
        (failure: unknown) => ({ status: 0, body: String(failure) }),
      ),
    );
    while (arrived() - before < IN_FLIGHT + 1) await new Promise((resolve) => setTimeout(resolve, 2));
    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    slow.finish();
    const results = await Promise.all(answers);
    expect(results.filter((result) => result.status !== 200).map((result) => result.body)).toEqual([]);
    expect(await slow.answer).toBe(200);
    expect(await server.exited).toBe(0);
    expect(server.output.join('')).toContain('stopping: finishing in-flight requests');
  });
});

/** A POST whose headers and first half leave now, and its second half on `finish()`. */
function slowRequest(url: string, text: string) {
  const half = Math.floor(text.length / 2);
  const request = http.request(url, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'content-length': Buffer.byteLength(text) },
  });
  const answer = new Promise<number>((resolve, reject) => {
    request.on('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', reject);
  });
  request.write(text.slice(0, half));
  return {
    answer,
    finish: () => request.end(text.slice(half)),
  };
}
