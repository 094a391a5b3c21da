/**
 * Every staff route, read from the server's own route list (so a new route is covered by itself):
 * 401 without a session or with a customer's token, 403 for each role that may not use it, and
 * neither for the roles that may.
 */
import { STAFF_ROLES, staffMay, type StaffPermission, type StaffRole } from '@sillon/domain';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../testing/auth-test-app';
import { newCustomer, openShopApp, type ShopTestApp } from '../../testing/shop-test-app';
import { staffSession } from '../../testing/staff-session';
import { registerStaffAccess } from './staff-access';
import type { StaffService } from './staff.service';

let shop: ShopTestApp;
const cookies = {} as Record<StaffRole, string>;
let customerToken: string;

beforeAll(async () => {
  shop = await openShopApp();
  for (const role of STAFF_ROLES) cookies[role] = (await staffSession(shop, role)).cookie;
  customerToken = (await newCustomer(shop.app)).token;
});
afterAll(() => shop.close());

/** A route's path with its parameters filled by values that name nothing. */
const concrete = (url: string) =>
  url
    .replace(':id', '00000000-0000-4000-8000-000000000000')
    .replace(':number', 'R000000000')
    .replace(':audience', 'leads')
    .replace(/:[a-zA-Z]+/g, '0');

describe('the staff routes', () => {
  it('are many, and the back office’s main ones are among them', () => {
    const urls = shop.app.staffRoutes.map((route) => `${route.method} ${route.url}`);
    expect(urls).toContain('POST /api/staff/members');
    expect(urls).toContain('GET /api/staff/audit');
    expect(urls.length).toBeGreaterThanOrEqual(8);
  });

  it('answer 401 without a session, and to a customer’s token', async () => {
    for (const route of shop.app.staffRoutes.filter((entry) => entry.permission !== 'public')) {
      const url = concrete(route.url);
      const method = route.method as 'GET';
      const anonymous = await shop.app.inject({ method, url, payload: method === 'GET' ? undefined : {} });
      expect(anonymous.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(anonymous.json().error.code).toBe('staff_session_required');
      const customer = await shop.app.inject({
        method,
        url,
        headers: bearer(customerToken),
        payload: method === 'GET' ? undefined : {},
      });
      expect(customer.statusCode, `${route.method} ${route.url} with a customer token`).toBe(401);
    }
  });

  it('answer 403 to each role that may not use them, and let the others through', async () => {
    const routes = shop.app.staffRoutes.filter(
      // Signing out would end the session the next routes use.
      (entry) =>
        entry.permission !== 'public' && !(entry.method === 'DELETE' && entry.url === '/api/staff/session'),
    );
    for (const route of routes) {
      for (const role of STAFF_ROLES) {
        const may = route.permission === 'signed-in' || staffMay(role, route.permission as StaffPermission);
        const method = route.method as 'GET';
        const answer = await shop.app.inject({
          method,
          url: concrete(route.url),
          headers: { cookie: cookies[role] },
          payload: method === 'GET' ? undefined : {},
        });
        const label = `${route.method} ${route.url} as ${role}`;
        if (may) expect([401, 403], label).not.toContain(answer.statusCode);
        else {
          expect(answer.statusCode, label).toBe(403);
          expect(answer.json().error.code).toBe('staff_forbidden');
        }
      }
    }
  });
});

describe('the gate', () => {
  const service = {} as StaffService;

  it('refuses to start with a staff route that declares no permission', () => {
    const app = Fastify();
    registerStaffAccess(app, service);
    expect(() => app.get('/api/staff/oops', async () => ({}))).toThrow(/declares its permission/);
  });

  it('refuses to start with a staff change that is not audited', () => {
    const app = Fastify();
    registerStaffAccess(app, service);
    expect(() =>
      app.post('/api/staff/oops', { config: { staff: { permission: 'catalog.write' } } }, async () => ({})),
    ).toThrow(/audit/);
  });
});
