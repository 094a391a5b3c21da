/**
 * Schema-driven fuzzing (issue 21): every operation of the server's own OpenAPI document (so a new
 * route is covered by itself) gets malformed requests built from its schemas by fast-check —
 * hostile text, numbers beyond any column, wrong types, deep or broken JSON — with no token, a
 * garbage token, an anonymous user's, a customer's, and a staff member's session. No answer may
 * be a 5xx. Seeded and bounded: the same requests every run, a couple of thousand in all.
 */
import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signInAnonymously } from '../testing/auth-test-app';
import { newCustomer, openShopApp, type ShopTestApp } from '../testing/shop-test-app';
import { staffSession } from '../testing/staff-session';
import { fuzzedRequests, operationsOf, type Operation } from './openapi-requests';

/** Requests per operation and way of asking. */
const RUNS = 6;
const ADMIN_TOKEN = 'fuzz-admin-token-0123456789abcdef';

type Caller = { name: string; headers: Record<string, string> };

let shop: ShopTestApp;
let callers: Caller[];
let operations: Operation[];

beforeAll(async () => {
  shop = await openShopApp({ adminToken: ADMIN_TOKEN });
  await shop.app.ready();
  // Warm as a serving copy is: its readiness probe answers 200, any 5xx left is a fault.
  await shop.app.readiness.warm();
  const anonymous = await signInAnonymously(shop.app);
  const customer = await newCustomer(shop.app);
  const staff = await staffSession(shop, 'admin');
  callers = [
    { name: 'nobody', headers: {} },
    { name: 'garbage token', headers: { authorization: 'Bearer not.a.token' } },
    { name: 'anonymous', headers: bearer(anonymous.userToken) },
    { name: 'customer', headers: bearer(customer.token) },
    { name: 'staff', headers: { cookie: staff.cookie, authorization: `Bearer ${ADMIN_TOKEN}` } },
  ];
  operations = operationsOf(swaggerOf(shop.app));
}, 120_000);
afterAll(() => shop.close());

function swaggerOf(app: FastifyInstance): unknown {
  return (app as FastifyInstance & { swagger(): unknown }).swagger();
}

/** The same requests on every run: each operation's seed comes from its name. */
const seedOf = (text: string) => createHash('sha256').update(text).digest().readInt32LE(0);

describe('every operation of the OpenAPI document, fuzzed', () => {
  it('has the operations of every API', () => {
    const paths = new Set(operations.map((operation) => operation.path));
    for (const expected of [
      '/api/v2/storefront/cart',
      '/api/catalog/products',
      '/api/users/merge',
      '/api/staff/orders',
    ]) {
      expect(
        [...paths].some((path) => path.startsWith(expected)),
        expected,
      ).toBe(true);
    }
  });

  it('never answers a malformed request with a 5xx', { timeout: 600_000 }, async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const operation of operations) {
      for (const caller of callers) {
        const requests = fuzzedRequests(operation, {
          seed: seedOf(`${operation.method} ${operation.path} ${caller.name}`),
          runs: RUNS,
        });
        for (const request of requests) {
          const answer = await shop.app.inject({
            method: operation.method,
            url: request.url,
            headers: { ...caller.headers, ...request.headers },
            ...(request.payload === undefined ? {} : { payload: request.payload }),
          });
          sent += 1;
          if (answer.statusCode >= 500) {
            failures.push(
              `${answer.statusCode} ${operation.method} ${request.url} as ${caller.name}: ${String(request.payload).slice(0, 200)} → ${answer.body.slice(0, 200)}`,
            );
          }
        }
      }
    }
    console.log(`fuzz: ${operations.length} operations, ${sent} requests, ${failures.length} answered 5xx`);
    expect(sent).toBeGreaterThan(operations.length * callers.length * RUNS - 1);
    expect(failures).toEqual([]);
  });
});
