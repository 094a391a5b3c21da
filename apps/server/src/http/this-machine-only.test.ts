/**
 * Issue 39: the dev outboxes hand out sign-in codes and receipts; they answer only requests made
 * on the server's machine, never another address nor anything that came through a proxy.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSeededApp, type TestApp } from '../testing/test-app';

const DEV_TOOLS = ['/api/dev/sms', '/api/dev/mail', '/api/dev/push'];

describe('the development tools answer this machine only', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await openSeededApp();
  });
  afterAll(() => shop.close());

  it.each(DEV_TOOLS)('%s answers a request from the loopback', async (url) => {
    for (const remoteAddress of ['127.0.0.1', '::1']) {
      expect((await shop.app.inject({ url, remoteAddress })).statusCode).toBe(200);
    }
  });

  it.each(DEV_TOOLS)(
    '%s refuses another address, and a proxied request, with its French text',
    async (url) => {
      const answers = [
        await shop.app.inject({ url, remoteAddress: '203.0.113.9' }),
        await shop.app.inject({ url, remoteAddress: '192.168.1.20' }),
        await shop.app.inject({ url, headers: { 'x-forwarded-for': '203.0.113.9' } }),
        await shop.app.inject({ url, headers: { forwarded: 'for=203.0.113.9' } }),
        // A proxy that names the client otherwise, or only says it is one.
        await shop.app.inject({ url, headers: { 'x-real-ip': '203.0.113.9' } }),
        await shop.app.inject({ url, headers: { 'x-forwarded-host': 'sillon.example' } }),
        await shop.app.inject({ url, headers: { via: '1.1 nginx' } }),
      ];
      for (const answer of answers) {
        expect(answer.statusCode).toBe(403);
        expect(answer.json().error).toMatchObject({
          code: 'dev_tool_this_machine_only',
          message: expect.stringContaining('machine du serveur'),
        });
      }
    },
  );
});
