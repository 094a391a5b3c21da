import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAuthApp, requestCode, type AuthTestApp } from '../../testing/auth-test-app';

type Received = { authorization: string | undefined; body: { to: string; text: string } };

describe('HTTP SMS gateway (SMS_PROVIDER=http), against a local fake gateway', () => {
  let gateway: Server;
  let shop: AuthTestApp;
  const received: Received[] = [];
  let nextStatus = 202;

  beforeAll(async () => {
    gateway = createServer((request, response) => {
      let raw = '';
      request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      request.on('end', () => {
        received.push({ authorization: request.headers.authorization, body: JSON.parse(raw) });
        response.writeHead(nextStatus, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const { port } = gateway.address() as AddressInfo;
    shop = await openAuthApp({
      settings: { sms: { kind: 'http', url: `http://127.0.0.1:${port}/send`, apiKey: 'gateway-key' } },
    });
  });
  afterAll(async () => {
    await shop.close();
    await new Promise((resolve) => gateway.close(resolve));
  });

  it('posts the number and the French text with the bearer key', async () => {
    expect((await requestCode(shop.app, '06 33 33 33 01')).statusCode).toBe(200);
    expect(received.at(-1)).toEqual({
      authorization: 'Bearer gateway-key',
      body: {
        to: '+33633333301',
        text: expect.stringMatching(/^Sillon : votre code de connexion est \d{6}\./),
      },
    });
  });

  it('answers 503 sms_not_sent when the gateway refuses', async () => {
    nextStatus = 500;
    const response = await requestCode(shop.app, '06 33 33 33 02');
    nextStatus = 202;
    expect(response.statusCode).toBe(503);
    expect(response.json().error).toMatchObject({ code: 'sms_not_sent', details: { gatewayStatus: 500 } });
  });

  it('does not list messages in the development outbox (nothing is kept)', async () => {
    expect((await shop.app.inject({ url: '/api/dev/sms' })).statusCode).toBe(404);
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
