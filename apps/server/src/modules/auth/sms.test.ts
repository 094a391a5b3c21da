import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openAuthApp, requestCode, type AuthTestApp } from '../../testing/auth-test-app';
import { brevoSms } from './brevo-sms';

type Received = { path: string | undefined; apiKey: string | undefined; body: Record<string, unknown> };
type Answer = { status: number; body: object };

/** Brevo's transactional SMS API as far as the shop uses it: answers are queued by the test. */
async function openFakeBrevo() {
  const received: Received[] = [];
  const answers: Answer[] = [];
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      received.push({
        path: request.url,
        apiKey: request.headers['api-key'] as string | undefined,
        body: JSON.parse(raw) as Record<string, unknown>,
      });
      const answer = answers.shift() ?? { status: 201, body: { reference: 'ab1', messageId: 1 } };
      response
        .writeHead(answer.status, { 'content-type': 'application/json' })
        .end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiUrl: `http://127.0.0.1:${port}/v3`,
    received,
    answers,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

const INVALID_NUMBER = {
  status: 400,
  body: { code: 'invalid_parameter', message: 'Invalid phone number 33633333302' },
};

describe("Brevo's transactional SMS (SMS_PROVIDER=brevo), against a local fake of its API", () => {
  let brevo: Awaited<ReturnType<typeof openFakeBrevo>>;
  let shop: AuthTestApp;

  beforeAll(async () => {
    brevo = await openFakeBrevo();
    shop = await openAuthApp({
      settings: { sms: { kind: 'brevo', apiKey: 'xkeysib-test', sender: 'Sillon', apiUrl: brevo.apiUrl } },
      // `trace`: the most the shop ever logs about a request, none of which may hold the number.
      logLevel: 'trace',
    });
  });
  afterAll(async () => {
    await shop.close();
    await brevo.close();
  });
  beforeEach(() => {
    brevo.answers.length = 0;
  });

  it('sends the French text to the number with the account key, as a transactional SMS', async () => {
    expect((await requestCode(shop.app, '06 33 33 33 01')).statusCode).toBe(200);
    expect(brevo.received.at(-1)).toEqual({
      path: '/v3/transactionalSMS/send',
      apiKey: 'xkeysib-test',
      body: {
        type: 'transactional',
        sender: 'Sillon',
        recipient: '33633333301',
        content: expect.stringMatching(/^Sillon : votre code de connexion est \d{6}\./),
      },
    });
  });

  it('answers invalid_phone when Brevo refuses the number, and logs the failure without it', async () => {
    brevo.answers.push(INVALID_NUMBER);
    const response = await requestCode(shop.app, '06 33 33 33 02');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('invalid_phone');
    const failure = shop.logs.map((line) => JSON.parse(line)).find((entry) => entry.event === 'sms_failed');
    expect(failure).toMatchObject({
      provider: 'brevo',
      reason: 'invalid_number',
      brevoCode: 'invalid_parameter',
    });
    const logs = shop.logs.join('\n');
    for (const secret of ['33633333302', '633333302']) expect(logs).not.toContain(secret);
  });

  it('asks again once when Brevo is briefly unavailable, and the code is sent', async () => {
    brevo.answers.push({ status: 503, body: {} });
    const before = brevo.received.length;
    expect((await requestCode(shop.app, '06 33 33 33 03')).statusCode).toBe(200);
    expect(brevo.received.length - before).toBe(2);
  });

  it('answers 503 sms_not_sent when Brevo fails twice', async () => {
    brevo.answers.push({ status: 502, body: {} }, { status: 502, body: {} });
    const response = await requestCode(shop.app, '06 33 33 33 04');
    expect(response.statusCode).toBe(503);
    expect(response.json().error).toMatchObject({ code: 'sms_not_sent', details: { gatewayStatus: 502 } });
  });

  it('does not list messages in the development outbox (nothing is kept)', async () => {
    expect((await shop.app.inject({ url: '/api/dev/sms' })).statusCode).toBe(404);
  });
});

describe("Brevo's SMS sender, counted", () => {
  let brevo: Awaited<ReturnType<typeof openFakeBrevo>>;
  const logged: { level: string; details: object }[] = [];
  const log = {
    warn: (details: object) => void logged.push({ level: 'warn', details }),
    error: (details: object) => void logged.push({ level: 'error', details }),
  };

  beforeAll(async () => {
    brevo = await openFakeBrevo();
  });
  afterAll(() => brevo.close());

  it('counts each failure by reason and logs a refused account as an error', async () => {
    const sender = brevoSms({ kind: 'brevo', apiKey: 'wrong', sender: 'Sillon', apiUrl: brevo.apiUrl }, log);
    brevo.answers.push(
      { status: 401, body: { code: 'unauthorized', message: 'Key not found' } },
      INVALID_NUMBER,
      { status: 500, body: {} },
    );
    const message = { phone: '+33633333305', text: 'Sillon : votre code de connexion est 123456.' };
    await expect(sender.send(message)).rejects.toMatchObject({ code: 'sms_not_sent' });
    await expect(sender.send(message)).rejects.toMatchObject({ code: 'invalid_phone' });
    await expect(sender.send(message)).rejects.toMatchObject({ code: 'sms_not_sent' });
    await sender.send(message);
    expect(sender.failures()).toEqual({ invalid_number: 1, refused: 1, unavailable: 1, timeout: 0 });
    expect(logged.map((entry) => entry.level)).toEqual(['error', 'warn', 'warn']);
    expect(logged[0]!.details).toEqual({
      event: 'sms_failed',
      provider: 'brevo',
      reason: 'refused',
      status: 401,
      brevoCode: 'unauthorized',
    });
  });

  it('counts a Brevo that cannot be reached as unavailable', async () => {
    const closed = await openFakeBrevo();
    await closed.close();
    const sender = brevoSms({ kind: 'brevo', apiKey: 'key', sender: 'Sillon', apiUrl: closed.apiUrl }, log);
    await expect(sender.send({ phone: '+33633333306', text: 'code' })).rejects.toMatchObject({
      code: 'sms_not_sent',
    });
    expect(sender.failures().unavailable).toBe(1);
  });
});

describe('the development outbox', () => {
  it('is not served when turned off (production)', async () => {
    const shop = await openAuthApp({ settings: { showDevOutbox: false } });
    try {
      expect((await shop.app.inject({ url: '/api/dev/sms' })).statusCode).toBe(404);
    } finally {
      await shop.close();
    }
  });
});
