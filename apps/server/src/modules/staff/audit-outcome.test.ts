/**
 * Issue 39: a staff change's audit entry is opened before the change runs and closed with its
 * answer, so no change goes without a trace; refused changes are audited under their author.
 */
import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error';
import { registerErrorHandler } from '../../http/error-handler';
import { openShopApp, type ShopTestApp } from '../../testing/shop-test-app';
import { staffSession } from '../../testing/staff-session';
import { registerStaffAccess } from './staff-access';
import type { AuditClosing, StaffService } from './staff.service';

describe('a change’s audit entry', () => {
  const member = { id: 'm-1', email: 'ines@sillon.test', name: 'Inès', role: 'admin' as const, sessionId: 1 };
  const steps: string[] = [];
  const closings: AuditClosing[] = [];
  const service = {
    sessionMember: async () => member,
    openChange: async () => {
      steps.push('opened');
      return 7;
    },
    closeChange: async (id: number, closing: AuditClosing) => {
      steps.push(`closed ${id}`);
      closings.push(closing);
    },
    recordRefusal: async () => steps.push('refusal'),
    record: async () => steps.push('record'),
  } as unknown as StaffService;
  const app = Fastify();
  void app.register(fastifyCookie);
  registerErrorHandler(app);
  registerStaffAccess(app, service);
  const audit = { action: 'slot.update', subjectType: 'slot', subjectId: () => '12' };
  app.patch(
    '/api/staff/slots/ok',
    { config: { staff: { permission: 'delivery.write', audit } } },
    async () => {
      steps.push('changed');
      return { id: 12 };
    },
  );
  app.patch(
    '/api/staff/slots/taken',
    { config: { staff: { permission: 'delivery.write', audit } } },
    async () => {
      steps.push('refused');
      throw new AppError('conflict', 'slot_capacity_below_booked');
    },
  );
  const change = (url: string) =>
    app.inject({ method: 'PATCH', url, headers: { cookie: 'sillon_staff=t' }, payload: {} });

  it('is open (pending) before the change runs, and closed as done with the subject after it', async () => {
    steps.length = 0;
    const answer = await change('/api/staff/slots/ok');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(steps).toEqual(['opened', 'changed', 'closed 7']);
    expect(closings.at(-1)).toEqual({ outcome: 'done', subjectId: '12', after: {} });
  });

  it('is closed as refused, with the error’s code, when the change fails', async () => {
    steps.length = 0;
    expect((await change('/api/staff/slots/taken')).statusCode).toBe(409);
    expect(steps).toEqual(['opened', 'refused', 'closed 7']);
    expect(closings.at(-1)).toEqual({ outcome: 'refused', errorCode: 'slot_capacity_below_booked' });
  });
});

describe('the audit log, through the staff API', () => {
  let shop: ShopTestApp;
  let admin: string;
  beforeAll(async () => {
    shop = await openShopApp();
    admin = (await staffSession(shop, 'admin')).cookie;
  });
  afterAll(() => shop.close());

  const entries = async () =>
    (
      await shop.app.inject({
        url: '/api/staff/audit?subjectType=staff_member&perPage=50',
        headers: { cookie: admin },
      })
    ).json().items as {
      action: string;
      outcome: string;
      errorCode: string | null;
      staff: { email: string };
    }[];

  it('names the member whose role may not make a change, refused', async () => {
    const preparer = await staffSession(shop, 'preparer');
    const refused = await shop.app.inject({
      method: 'POST',
      url: '/api/staff/members',
      headers: { cookie: preparer.cookie },
      payload: {
        email: 'nouveau@sillon.test',
        name: 'Nouveau',
        role: 'admin',
        password: 'un long mot de passe',
      },
    });
    expect(refused.statusCode).toBe(403);
    expect(await entries()).toContainEqual(
      expect.objectContaining({
        action: 'staff_member.create',
        outcome: 'refused',
        errorCode: 'staff_forbidden',
        staff: expect.objectContaining({ email: preparer.email }),
      }),
    );
  });

  it('keeps a malformed change refused, and a change made done', async () => {
    const malformed = await shop.app.inject({
      method: 'POST',
      url: '/api/staff/members',
      headers: { cookie: admin },
      payload: { email: 'pas-un-email', name: '', role: 'chef' },
    });
    expect(malformed.statusCode).toBe(400);
    const made = await shop.app.inject({
      method: 'POST',
      url: '/api/staff/members',
      headers: { cookie: admin },
      payload: {
        email: 'camille@sillon.test',
        name: 'Camille',
        role: 'support',
        password: 'un long mot de passe',
      },
    });
    expect(made.statusCode).toBe(201);
    const log = await entries();
    expect(log).toContainEqual(
      expect.objectContaining({
        action: 'staff_member.create',
        outcome: 'refused',
        errorCode: 'validation_failed',
      }),
    );
    expect(log).toContainEqual(expect.objectContaining({ action: 'staff_member.create', outcome: 'done' }));
    expect(log.filter((entry) => entry.outcome === 'pending')).toEqual([]);
  });
});
