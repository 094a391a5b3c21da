/**
 * A rolling deploy behind `deploy/haproxy.cfg`: for a while one copy runs the new version and the
 * other the old one, each with its own web build. A page from either version asks for its built
 * files (named by their content) through the balancer, which may send the request to the copy
 * that lacks them: the balancer asks the other copy, and every file arrives. A page's or the
 * API's 404 is an answer and is not asked twice. The copies are stand-ins that serve their build's
 * files and count what they are asked.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { haproxyMissing, startBalancer, type Balancer } from '../testing/haproxy';

const missingBalancer = haproxyMissing();

type Copy = { url: string; asked: string[]; close(): Promise<void> };

/** A copy serving its build's files (and ready), 404 as JSON for anything else. */
async function startCopy(builtFiles: string[]): Promise<Copy> {
  const asked: string[] = [];
  const server = http.createServer((request, response) => {
    const url = request.url ?? '/';
    if (url === '/api/health/ready') return void response.end('{"ready":true}');
    asked.push(url);
    if (builtFiles.includes(url)) {
      response.setHeader('content-type', 'text/javascript');
      return void response.end(`/* ${url} */`);
    }
    response.statusCode = 404;
    response.setHeader('content-type', 'application/json');
    response.end('{"error":{"code":"not_found"}}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    asked,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const OLD_CHUNK = '/_expo/static/js/web/cart-0a1b2c.js';
const NEW_CHUNK = '/_expo/static/js/web/cart-9f8e7d.js';
const NEW_PICTURE = '/assets/src/ui/assets/logo.5d41402a.png';

let oldCopy: Copy;
let newCopy: Copy;
let balancer: Balancer;

/** A request on a connection of its own, so that round robin sends them to both copies. */
async function get(path: string) {
  const response = await fetch(`${balancer.url}${path}`, { headers: { connection: 'close' } });
  return { status: response.status, body: await response.text() };
}

describe.skipIf(missingBalancer)('a rolling deploy behind HAProxy', () => {
  beforeAll(async () => {
    oldCopy = await startCopy([OLD_CHUNK]);
    newCopy = await startCopy([NEW_CHUNK, NEW_PICTURE]);
    balancer = await startBalancer([oldCopy.url, newCopy.url]);
  }, 60_000);

  afterAll(async () => {
    await balancer?.stop();
    await Promise.all([oldCopy?.close(), newCopy?.close()]);
  });

  it("serves each version's built files whichever copy the balancer asks first", async () => {
    for (const path of [OLD_CHUNK, NEW_CHUNK, NEW_PICTURE]) {
      for (let time = 0; time < 4; time += 1) {
        expect(await get(path)).toEqual({ status: 200, body: `/* ${path} */` });
      }
    }
    // Round robin asked each copy for files it lacks: that copy was passed.
    expect(oldCopy.asked).toContain(NEW_CHUNK);
    expect(newCopy.asked).toContain(OLD_CHUNK);
  });

  it("answers a file neither version has with a 404, and a page's or the API's 404 once", async () => {
    expect((await get('/_expo/static/js/web/gone-000000.js')).status).toBe(404);
    const before = oldCopy.asked.length + newCopy.asked.length;
    for (const path of ['/api/orders/R000000', '/une-page-inconnue']) {
      expect(await get(path)).toEqual({ status: 404, body: '{"error":{"code":"not_found"}}' });
    }
    expect(oldCopy.asked.length + newCopy.asked.length - before).toBe(2);
  });
});
