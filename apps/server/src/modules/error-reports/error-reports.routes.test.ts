/**
 * Error reports (issue 19, spec §8) through the real app: the app's reports validated, scrubbed,
 * bounded and limited; the server's own 5xx; the staff reading them; Sentry (a local stand-in
 * speaking its envelope protocol) receiving them when a DSN is configured.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAuthApp, signInAnonymously, type AuthTestApp } from '../../testing/auth-test-app';
import { staffSession } from '../../testing/staff-session';

type Report = {
  source: string;
  kind: string;
  action: string;
  userId: string | null;
  argument: unknown;
  error: string;
};

const appReport = (overrides: object = {}) => ({
  kind: 'action',
  action: 'auth/phoneCodeConfirmed',
  userId: 'user-1',
  argument: { verificationId: 'v-1', code: '123456', productId: 'p-1' },
  error: 'invalid_code',
  platform: 'ios',
  appVersion: '0.1.0',
  ...overrides,
});

async function reportsSeenByStaff(shop: AuthTestApp): Promise<Report[]> {
  const admin = await staffSession(shop, 'admin');
  const answer = await shop.app.inject({
    url: '/api/staff/error-reports',
    headers: { cookie: admin.cookie },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return (answer.json() as { reports: Report[] }).reports;
}

describe('error reports kept for the staff', () => {
  let shop: AuthTestApp;
  beforeAll(async () => {
    shop = await openAuthApp({ platform: { errorReports: { limits: { perClientPerMinute: 3 } } } });
    shop.app.get('/api/test/failure', async () => {
      throw new Error('the database went away');
    });
  });
  afterAll(() => shop.close());

  const send = (payload: unknown, ip = '203.0.113.1') =>
    shop.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      payload: payload as object,
      remoteAddress: ip,
    });

  it('keeps an app report with its action and user, without its codes', async () => {
    expect((await send(appReport())).statusCode).toBe(202);
    const [report] = await reportsSeenByStaff(shop);
    expect(report).toMatchObject({
      source: 'app',
      kind: 'action',
      action: 'auth/phoneCodeConfirmed',
      userId: 'user-1',
      argument: { verificationId: '[filtré]', code: '[filtré]', productId: 'p-1' },
      error: 'invalid_code',
    });
    expect(JSON.stringify(report)).not.toContain('123456');
  });

  it('refuses a malformed report, and a report too big to be one', async () => {
    expect((await send({ action: 'x' }, '203.0.113.2')).statusCode).toBe(400);
    const huge = await send(appReport({ argument: { text: 'x'.repeat(20_000) } }), '203.0.113.2');
    expect(huge.statusCode).toBe(413);
  });

  it('refuses a client past its reports per minute, with a wait', async () => {
    const answers = [];
    for (let n = 0; n < 4; n++) answers.push((await send(appReport(), '203.0.113.3')).statusCode);
    expect(answers).toEqual([202, 202, 202, 429]);
    expect((await send(appReport(), '203.0.113.4')).statusCode).toBe(202);
  });

  it('reports the server’s own 500 with its route, its user and its request id', async () => {
    const user = await signInAnonymously(shop.app);
    const failed = await shop.app.inject({
      url: '/api/test/failure',
      headers: { authorization: `Bearer ${user.userToken}`, 'x-request-id': 'req-42' },
    });
    expect(failed.statusCode).toBe(500);
    const reports = await reportsSeenByStaff(shop);
    expect(reports.find((report) => report.source === 'server')).toMatchObject({
      kind: 'request',
      action: 'GET /api/test/failure',
      userId: user.userId,
      error: 'Error: the database went away',
      requestId: 'req-42',
    });
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

describe('error reports sent to Sentry', () => {
  let shop: AuthTestApp;
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
    const { port } = sentry.address() as AddressInfo;
    shop = await openAuthApp({
      platform: { errorReports: { sentryDsn: `http://publickey@127.0.0.1:${port}/42` } },
    });
  });
  afterAll(async () => {
    await shop.close();
    await new Promise((resolve) => sentry.close(resolve));
  });

  it('posts each report as an envelope to the project, with the DSN’s key and no secret', async () => {
    const answer = await shop.app.inject({ method: 'POST', url: '/api/client-errors', payload: appReport() });
    expect(answer.statusCode).toBe(202);
    await shop.close(); // waits for the reports on their way
    expect(received).toHaveLength(1);
    const [envelope] = received;
    expect(envelope!.url).toBe('/api/42/envelope/');
    expect(envelope!.headers['x-sentry-auth']).toMatch(/sentry_key=publickey/);
    const [, item, event] = envelope!.body
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(item).toEqual({ type: 'event' });
    expect(event).toMatchObject({
      transaction: 'auth/phoneCodeConfirmed',
      user: { id: 'user-1' },
      tags: { source: 'app', kind: 'action', platform: 'ios' },
      extra: { argument: { code: '[filtré]', productId: 'p-1' } },
    });
    expect(envelope!.body).not.toContain('123456');
  });
});
