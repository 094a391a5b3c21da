/**
 * Error reports through Sentry's SDKs (issues 19 and 35, spec §8), on the real app: a real Sentry
 * client's envelope through the tunnel, a native crash at the built-in project's own address, the
 * server's own 5xx through its SDK, all seen by the staff; what the receiver refuses (another
 * project, what is no envelope, floods); and Sentry (a local stand-in speaking its envelope
 * protocol) receiving the envelopes when a DSN is configured.
 */
import { createEnvelope, serializeEnvelope, type Envelope, type Event } from '@sentry/core';
import * as Sentry from '@sentry/node';
import { builtInErrorDsn } from '@sillon/domain';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openAuthApp, signInAnonymously, type AuthTestApp } from '../../testing/auth-test-app';
import { staffSession } from '../../testing/staff-session';

type Report = {
  source: string;
  kind: string;
  action: string;
  userId: string | null;
  argument: unknown;
  error: string;
  platform: string | null;
  appVersion: string | null;
  requestId: string | null;
  details: {
    eventId: string | null;
    release: string | null;
    breadcrumbs: { category: string; message: string }[];
    frames: string[];
  } | null;
};

const BUILT_IN_DSN = builtInErrorDsn('http://localhost:3000');

async function reportsSeenByStaff(shop: AuthTestApp): Promise<Report[]> {
  const admin = await staffSession(shop, 'admin');
  const answer = await shop.app.inject({
    url: '/api/staff/error-reports',
    headers: { cookie: admin.cookie },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return (answer.json() as { reports: Report[] }).reports;
}

/** Waits until the staff see a report `matching` (the SDKs deliver in the background). */
async function reportSeen(shop: AuthTestApp, matching: (report: Report) => boolean): Promise<Report> {
  return vi.waitFor(
    async () => {
      const report = (await reportsSeenByStaff(shop)).find(matching);
      if (!report) throw new Error('no such report yet');
      return report;
    },
    { timeout: 10_000, interval: 100 },
  );
}

/** A Sentry client as the app has one, sending through the shop's tunnel at `address`. */
function appSentryClient(address: string, dsn = BUILT_IN_DSN, accessToken?: string) {
  const client = new Sentry.NodeClient({
    dsn,
    tunnel: `${address}/api/errors/envelope`,
    transport: Sentry.makeNodeTransport,
    transportOptions: accessToken ? { headers: { authorization: `Bearer ${accessToken}` } } : {},
    stackParser: Sentry.defaultStackParser,
    integrations: [],
    release: 'fr.sillon.shop@0.1.0+7',
    environment: 'test',
  });
  client.init();
  return client;
}

/** The scope the app's middleware fills for a rejected action. */
function actionScope(client: Sentry.NodeClient) {
  const scope = new Sentry.Scope();
  scope.setClient(client);
  scope.setUser({ id: 'user-1' });
  scope.setTags({ kind: 'action', action: 'checkout/cardSaved', platform: 'web', app_version: '0.1.0' });
  scope.setExtra('argument', { cvc: '123', productId: 'p-1' });
  scope.addBreadcrumb({
    category: 'navigation',
    data: { from: '/', to: '/panier' },
    timestamp: 1_700_000_000,
  });
  scope.addBreadcrumb({ category: 'redux.action', message: 'cart/itemAdded', timestamp: 1_700_000_001 });
  return scope;
}

const envelopeText = (header: object, ...items: [object, object][]) =>
  serializeEnvelope(createEnvelope(header as Envelope[0], items as never) as Envelope) as string;

describe('error reports kept for the staff', () => {
  let shop: AuthTestApp;
  let address: string;
  const stockCalls: IncomingHttpHeaders[] = [];
  const stock = createServer((request, response) => {
    stockCalls.push(request.headers);
    response.end('{}');
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => stock.listen(0, '127.0.0.1', resolve));
    const stockUrl = `http://127.0.0.1:${(stock.address() as AddressInfo).port}/stock`;
    shop = await openAuthApp({ platform: { errorReports: { limits: { perClientPerMinute: 3 } } } });
    shop.app.get('/api/test/failure', async () => {
      await (await fetch(stockUrl)).text();
      throw new Error('the database went away');
    });
    address = await shop.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await shop.close();
    await new Promise((resolve) => stock.close(resolve));
  });

  const post = (payload: string | Buffer, headers: Record<string, string> = {}, ip = '203.0.113.9') =>
    shop.app.inject({
      method: 'POST',
      url: '/api/errors/envelope',
      payload,
      headers: { 'content-type': 'text/plain;charset=UTF-8', ...headers },
      remoteAddress: ip,
    });

  it('keeps what a Sentry client sent through the tunnel, with its trail and without its secrets', async () => {
    const user = await signInAnonymously(shop.app);
    const client = appSentryClient(address, BUILT_IN_DSN, user.userToken);
    actionScope(client).captureException(new Error('the card processor did not answer'));
    await client.flush(5000);
    const report = await reportSeen(shop, (seen) => seen.action === 'checkout/cardSaved');
    expect(report).toMatchObject({
      source: 'app',
      kind: 'action',
      // The token's user, not the one the envelope names ('user-1').
      userId: user.userId,
      argument: { cvc: '[filtré]', productId: 'p-1' },
      error: 'Error: the card processor did not answer',
      platform: 'web',
      appVersion: '0.1.0',
      details: {
        release: 'fr.sillon.shop@0.1.0+7',
        breadcrumbs: [
          { category: 'navigation', message: '/ → /panier' },
          { category: 'redux.action', message: 'cart/itemAdded' },
        ],
      },
    });
    expect(report.details!.frames[0]).toMatch(/error-reports\.routes\.test\.ts:\d+/);
    expect(JSON.stringify(report)).not.toContain('"123"');
  });

  it('names no user when the envelope came without a token, whoever it says it is from', async () => {
    const client = appSentryClient(address);
    const scope = actionScope(client);
    scope.setTags({ action: 'account/claimedSomeoneElse' });
    scope.captureException(new Error('a report naming another user'));
    await client.flush(5000);
    const report = await reportSeen(shop, (seen) => seen.action === 'account/claimedSomeoneElse');
    expect(report.userId).toBeNull();
  });

  it('keeps a native crash sent to the built-in project’s own address, compressed', async () => {
    const crash = envelopeText({ event_id: 'c'.repeat(32) }, [
      { type: 'event' },
      {
        event_id: 'c'.repeat(32),
        platform: 'cocoa',
        release: 'fr.sillon.shop@0.1.0+7',
        contexts: { os: { name: 'iOS', version: '18.2' }, app: { app_version: '0.1.0' } },
        exception: {
          values: [{ type: 'EXC_BAD_ACCESS', value: 'KERN_INVALID_ADDRESS', mechanism: { handled: false } }],
        },
      },
    ]);
    const answer = await shop.app.inject({
      method: 'POST',
      url: '/api/1/envelope/',
      payload: gzipSync(crash),
      headers: {
        'content-type': 'application/x-sentry-envelope',
        'content-encoding': 'gzip',
        'x-sentry-auth': 'Sentry sentry_version=7, sentry_client=sentry.cocoa/8.0.0, sentry_key=sillon',
      },
      remoteAddress: '203.0.113.10',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ id: 'c'.repeat(32) });
    expect((await reportsSeenByStaff(shop)).find((report) => report.kind === 'crash')).toMatchObject({
      source: 'app',
      action: 'crash',
      error: 'EXC_BAD_ACCESS: KERN_INVALID_ADDRESS',
      platform: 'ios',
      appVersion: '0.1.0',
    });
  });

  it('keeps a page’s uncaught error with the page it happened on', async () => {
    const uncaught = envelopeText({ dsn: BUILT_IN_DSN }, [
      { type: 'event' },
      {
        request: { url: 'https://www.sillon.fr/p/fruits-et-legumes-1?utm_source=x' },
        contexts: { browser: { name: 'Chrome', version: '130' } },
        exception: {
          values: [
            { type: 'TypeError', value: 'x is undefined', mechanism: { type: 'onerror', handled: false } },
          ],
        },
      },
    ]);
    expect((await post(uncaught, {}, '203.0.113.12')).statusCode).toBe(200);
    expect(
      (await reportsSeenByStaff(shop)).find((report) => report.error.startsWith('TypeError')),
    ).toMatchObject({
      kind: 'crash',
      action: '/p/fruits-et-legumes-1',
      platform: 'web',
    });
  });

  it('refuses another project’s envelope, and what is no envelope, with a code', async () => {
    const event = [{ type: 'event' }, { message: 'x' }] as [object, object];
    const refusals = [
      await post(envelopeText({ dsn: 'https://other@o1.ingest.sentry.io/42' }, event)),
      await post(envelopeText({}, event)),
      await shop.app.inject({
        method: 'POST',
        url: '/api/7/envelope/?sentry_key=sillon',
        payload: envelopeText({}, event),
        remoteAddress: '203.0.113.11',
      }),
    ];
    expect(refusals.map((answer) => [answer.statusCode, answer.json().error.code])).toEqual([
      [400, 'error_report_foreign_project'],
      [400, 'error_report_foreign_project'],
      [400, 'error_report_foreign_project'],
    ]);
    const header = JSON.stringify({ dsn: BUILT_IN_DSN });
    const malformed = [
      '',
      'not json',
      `${header}\n42\n{}`,
      `${header}\n{"type":"event"}\n[1,2]`,
      `${header}\n{"type":"event"}\n{"message":`,
    ];
    for (const [index, payload] of malformed.entries()) {
      const answer = await post(payload, {}, `203.0.113.${20 + index}`);
      expect([answer.statusCode, answer.json().error.code], payload).toEqual([400, 'error_report_malformed']);
    }
    // What the server's compression plugin refuses before the route reads anything.
    const notGzip = await post(
      envelopeText({ dsn: BUILT_IN_DSN }, event),
      { 'content-encoding': 'gzip' },
      '203.0.113.30',
    );
    expect([notGzip.statusCode, notGzip.json().error.code]).toEqual([400, 'malformed_request']);
    const bomb = await post(
      gzipSync(Buffer.alloc(4 * 1024 * 1024, 32)),
      { 'content-encoding': 'gzip' },
      '203.0.113.31',
    );
    expect(bomb.statusCode).toBe(413);
    const huge = await post('x'.repeat(1024 * 1024 + 1), {}, '203.0.113.32');
    expect(huge.statusCode).toBe(413);
  });

  it('accepts an envelope without an error (a session) and keeps nothing of it', async () => {
    const before = (await reportsSeenByStaff(shop)).length;
    const answer = await post(
      envelopeText({ dsn: BUILT_IN_DSN }, [{ type: 'session' }, { sid: 's-1', status: 'ok' }]),
      {},
      '203.0.113.40',
    );
    expect([answer.statusCode, answer.json()]).toEqual([200, { id: null }]);
    expect(await reportsSeenByStaff(shop)).toHaveLength(before);
  });

  it('refuses a client past its reports per minute, with a wait', async () => {
    const envelope = envelopeText({ dsn: BUILT_IN_DSN }, [{ type: 'event' }, { message: 'again' }]);
    const answers = [];
    for (let n = 0; n < 4; n++) answers.push(await post(envelope, {}, '203.0.113.3'));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 429]);
    expect(answers[3]!.headers['retry-after']).toBe('60');
    expect((await post(envelope, {}, '203.0.113.4')).statusCode).toBe(200);
  });

  it('reports the server’s own 500 through its SDK, with its route, user, request id and trail', async () => {
    const user = await signInAnonymously(shop.app);
    const failed = await shop.app.inject({
      url: '/api/test/failure',
      headers: { authorization: `Bearer ${user.userToken}`, 'x-request-id': 'req-42' },
    });
    expect(failed.statusCode).toBe(500);
    const report = await reportSeen(shop, (seen) => seen.source === 'server');
    expect(report).toMatchObject({
      kind: 'request',
      action: 'GET /api/test/failure',
      userId: user.userId,
      error: 'Error: the database went away',
      requestId: 'req-42',
      platform: null,
      details: { release: 'sillon-server' },
    });
    expect(report.details!.frames[0]).toMatch(/error-reports\.routes\.test\.ts:\d+/);
    // The SDK's own breadcrumbs: the outgoing call made before the failure, which it left as it was.
    expect(stockCalls.at(-1)).not.toHaveProperty('sentry-trace');
    expect(stockCalls.at(-1)).not.toHaveProperty('baggage');
    expect(report.details!.breadcrumbs.map((crumb) => crumb.message)).toContainEqual(
      expect.stringMatching(/^GET http:\/\/127\.0\.0\.1:\d+\/stock 200$/),
    );
  });

  it('shows the reports to admins only', async () => {
    expect((await shop.app.inject({ url: '/api/staff/error-reports' })).statusCode).toBe(401);
    const preparer = await staffSession(shop, 'preparer');
    const refused = await shop.app.inject({
      url: '/api/staff/error-reports',
      headers: { cookie: preparer.cookie },
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('error reports sent on to Sentry', () => {
  let shop: AuthTestApp;
  let dsn: string;
  const received: { url: string; headers: IncomingHttpHeaders; body: string }[] = [];
  const sentry = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ url: request.url ?? '', headers: request.headers, body });
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"id":"ok"}');
    });
  });

  beforeAll(async () => {
    await new Promise<void>((resolve) => sentry.listen(0, '127.0.0.1', resolve));
    dsn = `http://publickey@127.0.0.1:${(sentry.address() as AddressInfo).port}/42`;
    shop = await openAuthApp({ platform: { errorReports: { sentryDsn: dsn } } });
    shop.app.get('/api/test/failure', async () => {
      throw new Error('the payment provider went away');
    });
  });
  afterAll(async () => {
    await shop.close();
    await new Promise((resolve) => sentry.close(resolve));
  });

  it('forwards the app’s envelope as it came to the project, and keeps it for the staff', async () => {
    const event: Event = {
      event_id: 'e'.repeat(32),
      tags: { kind: 'query', action: 'shopApi/contentPage', platform: 'android' },
      exception: { values: [{ type: 'QueryFailure', value: 'HTTP 503 unavailable' }] },
    };
    const envelope = envelopeText({ event_id: event.event_id, dsn }, [{ type: 'event' }, event]);
    const answer = await shop.app.inject({
      method: 'POST',
      url: '/api/errors/envelope',
      payload: envelope,
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    await vi.waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]!.url).toMatch(/^\/api\/42\/envelope\/\?sentry_version=7&sentry_key=publickey/);
    expect(received[0]!.body).toBe(envelope);
    expect(await reportSeen(shop, (report) => report.source === 'app')).toMatchObject({
      kind: 'query',
      error: 'QueryFailure: HTTP 503 unavailable',
      platform: 'android',
    });
  });

  it('refuses an envelope naming the built-in project once Sentry’s is configured', async () => {
    const answer = await shop.app.inject({
      method: 'POST',
      url: '/api/errors/envelope',
      payload: envelopeText({ dsn: BUILT_IN_DSN }, [{ type: 'event' }, { message: 'x' }]),
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    });
    expect([answer.statusCode, answer.json().error.code]).toEqual([400, 'error_report_foreign_project']);
  });

  it('sends the server’s own 500 to the project too', async () => {
    received.length = 0;
    expect((await shop.app.inject({ url: '/api/test/failure' })).statusCode).toBe(500);
    await shop.close(); // flushes the SDK and waits for the envelopes on their way
    expect(received).toHaveLength(1);
    expect(received[0]!.url).toMatch(/^\/api\/42\/envelope\/\?/);
    const [, item, event] = received[0]!.body
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(item).toMatchObject({ type: 'event' });
    expect(event).toMatchObject({
      transaction: 'GET /api/test/failure',
      tags: { kind: 'request' },
      exception: { values: [{ type: 'Error', value: 'the payment provider went away' }] },
    });
  });
});
