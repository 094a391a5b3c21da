/**
 * Issue 39: a staff change's audit entry is written inside the change's own transaction, so the
 * change and its entry commit together or not at all; a refused change gets a `refused` entry with
 * its error's code, under its author.
 */
import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Transaction } from '../../db/client';
import { AppError } from '../../http/app-error';
import { registerErrorHandler } from '../../http/error-handler';
import { changeAuditOf } from '../../http/staff-routes';
import { TestClock } from '../../testing/auth-test-app';
import { buyerWithBasket, buyWithBike } from '../../testing/checkout-flow';
import { whileFailing } from '../../testing/failing-statements';
import { inOneTransaction } from '../../testing/transaction-log';
import { aDeliveryMorning } from '../../testing/shop-clock';
import { openShopApp, type ShopTestApp } from '../../testing/shop-test-app';
import { auditEntriesOf } from '../../testing/staff-audit';
import { staffSession } from '../../testing/staff-session';
import { registerStaffAccess } from './staff-access';
import type { AuditRecord, StaffService } from './staff.service';

describe('the gate of an audited change', () => {
  const member = { id: 'm-1', email: 'ines@sillon.test', name: 'Inès', role: 'admin' as const, sessionId: 1 };
  const tx = { name: 'the change’s transaction' } as unknown as Transaction;
  const steps: string[] = [];
  const written: { tx?: Transaction; entry: AuditRecord | Omit<AuditRecord, 'after'>; code?: string }[] = [];
  const errors: string[] = [];
  const service = {
    sessionMember: async () => member,
    recordChange: async (on: Transaction, entry: AuditRecord) => {
      steps.push('entry in the transaction');
      written.push({ tx: on, entry });
    },
    recordRefusal: async (entry: Omit<AuditRecord, 'after'>, code: string) => {
      steps.push('refusal');
      written.push({ entry, code });
    },
    record: async (entry: AuditRecord) => {
      steps.push('entry after the answer');
      written.push({ entry });
    },
  } as unknown as StaffService;
  const logs = new Writable({
    write(chunk: Buffer, _encoding, done) {
      errors.push(String((JSON.parse(chunk.toString()) as { msg: string }).msg));
      done();
    },
  });
  const app = Fastify({ logger: { level: 'error', stream: logs } });
  void app.register(fastifyCookie);
  registerErrorHandler(app);
  registerStaffAccess(app, service);
  const audit = {
    action: 'slot.update',
    subjectType: 'slot',
    subjectId: () => '12',
    read: async (_id: string, on?: Transaction) => ({ capacity: on ? 9 : 8 }),
  };
  const config = { staff: { permission: 'delivery.write' as const, audit } };
  app.patch('/api/staff/slots/ok', { config }, async (request) => {
    steps.push('changed');
    await changeAuditOf(request).record(tx);
    return { id: 12 };
  });
  app.patch('/api/staff/slots/unrecorded', { config }, async () => {
    steps.push('changed');
    return { id: 12 };
  });
  app.patch('/api/staff/slots/taken', { config }, async () => {
    steps.push('refused');
    throw new AppError('conflict', 'slot_capacity_below_booked');
  });
  // Another change committed while this one waited for the slot's lock: it found capacity 10.
  app.patch('/api/staff/slots/taken-under-lock', { config }, async (request) => {
    changeAuditOf(request).replacing({ capacity: 10 });
    steps.push('refused');
    throw new AppError('conflict', 'slot_capacity_below_booked');
  });
  app.patch('/api/staff/slots/ok-under-lock', { config }, async (request) => {
    changeAuditOf(request).replacing({ capacity: 10 });
    steps.push('changed');
    await changeAuditOf(request).record(tx);
    return { id: 12 };
  });
  const change = (url: string) =>
    app.inject({ method: 'PATCH', url, headers: { cookie: 'sillon_staff=t' }, payload: {} });
  const reset = () => {
    steps.length = 0;
    written.length = 0;
    errors.length = 0;
  };

  it('writes nothing before the change, and the entry with the change, on its transaction', async () => {
    reset();
    const answer = await change('/api/staff/slots/ok');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(steps).toEqual(['changed', 'entry in the transaction']);
    expect(written[0]!.tx).toBe(tx);
    // Before: as it was; after: read on the change's transaction.
    expect(written[0]!.entry).toMatchObject({
      author: { id: 'm-1', email: 'ines@sillon.test' },
      subjectId: '12',
      before: { capacity: 8 },
      after: { capacity: 9 },
    });
    expect(errors).toEqual([]);
  });

  it('writes the entry of a change answered without it, and reports the mistake', async () => {
    reset();
    expect((await change('/api/staff/slots/unrecorded')).statusCode).toBe(200);
    expect(steps).toEqual(['changed', 'entry after the answer']);
    expect(errors).toEqual(['staff change answered without its audit entry']);
  });

  it('writes a refused entry with the error’s code when the change is refused', async () => {
    reset();
    expect((await change('/api/staff/slots/taken')).statusCode).toBe(409);
    expect(steps).toEqual(['refused', 'refusal']);
    expect(written[0]).toMatchObject({
      entry: { action: 'slot.update', subjectId: '12', before: { capacity: 8 } },
      code: 'slot_capacity_below_booked',
    });
  });

  it('keeps as « before » the subject as the change found it under its lock, done or refused', async () => {
    reset();
    expect((await change('/api/staff/slots/ok-under-lock')).statusCode).toBe(200);
    expect(written[0]!.entry).toMatchObject({ before: { capacity: 10 }, after: { capacity: 9 } });
    reset();
    expect((await change('/api/staff/slots/taken-under-lock')).statusCode).toBe(409);
    expect(written[0]).toMatchObject({
      entry: { subjectId: '12', before: { capacity: 10 } },
      code: 'slot_capacity_below_booked',
    });
  });
});

describe('a staff change and its audit entry, on the database', () => {
  const ADMIN_TOKEN = 'jeton-des-scripts-de-test';
  let shop: ShopTestApp;
  let admin: { cookie: string; memberId: string };
  beforeAll(async () => {
    shop = await openShopApp({ adminToken: ADMIN_TOKEN });
    admin = await staffSession(shop, 'admin');
  });
  afterAll(() => shop.close());

  const staff = (method: 'GET' | 'PATCH' | 'POST' | 'PUT', url: string, payload?: object) =>
    shop.app.inject({ method, url, headers: { cookie: admin.cookie }, ...(payload ? { payload } : {}) });
  const firstRack = async () =>
    (await staff('GET', '/api/staff/racks')).json().items[0] as {
      id: number;
      label: string;
      shelves: { id: number }[];
    };
  const rackLabel = async (id: number) =>
    ((await staff('GET', '/api/staff/racks')).json().items as { id: number; label: string }[]).find(
      (rack) => rack.id === id,
    )!.label;
  it('leaves neither the change nor its entry when the transaction fails after the change', async () => {
    const rack = await firstRack();
    const failing = (when: 'before insert' | 'before update of outcome', work: () => Promise<void>) =>
      whileFailing(shop.database.db, 'audit_entries', when, work, `new.outcome = 'done'`);
    await failing('before insert', () =>
      failing('before update of outcome', async () => {
        const answer = await staff('PATCH', `/api/staff/racks/${rack.id}`, { label: 'Jamais écrit' });
        expect(answer.statusCode).toBe(500);
      }),
    );
    expect(await rackLabel(rack.id)).toBe(rack.label);
    const entries = await auditEntriesOf(shop.app, admin.cookie, 'rack', String(rack.id));
    expect(entries.filter((entry) => entry.outcome !== 'refused')).toEqual([]);
    expect(entries[0]).toMatchObject({ action: 'rack.update', outcome: 'refused' });
  });

  it('writes one done entry with the subject before and after, in the change’s transaction', async () => {
    const rack = await firstRack();
    const together = await inOneTransaction(shop.database.db, 'racks', async () => {
      const answer = await staff('PATCH', `/api/staff/racks/${rack.id}`, { label: 'Épicerie du test' });
      expect(answer.statusCode, answer.body).toBe(200);
    });
    expect(together).toBe(true);
    const done = (await auditEntriesOf(shop.app, admin.cookie, 'rack', String(rack.id))).filter(
      (entry) => entry.outcome === 'done',
    );
    expect(done).toHaveLength(1);
    expect(done[0]).toMatchObject({
      action: 'rack.update',
      staff: { id: admin.memberId },
      before: { label: rack.label },
      after: { label: 'Épicerie du test' },
    });
  });

  it('writes a refused entry, and changes nothing, when a rule refuses the change', async () => {
    const created = await staff('POST', '/api/staff/vouchers', {
      code: 'FENETRE39',
      name: 'Fenêtre',
      kind: 'fixed_amount',
      amountCents: 300,
      startsAt: '2030-12-01T00:00:00.000Z',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    const refused = await staff('PATCH', `/api/staff/vouchers/${id}`, {
      name: 'Jamais',
      expiresAt: '2030-11-01T00:00:00.000Z',
    });
    expect([refused.statusCode, refused.json().error.code]).toEqual([400, 'voucher_window_invalid']);
    const listed = (await staff('GET', '/api/staff/vouchers?q=FENETRE39')).json().items as { name: string }[];
    expect(listed.map((voucher) => voucher.name)).toEqual(['Fenêtre']);
    const [entry, creation] = await auditEntriesOf(shop.app, admin.cookie, 'voucher', id);
    expect(entry).toMatchObject({ outcome: 'refused', errorCode: 'voucher_window_invalid', after: null });
    expect(creation).toMatchObject({ action: 'voucher.create', outcome: 'done', after: { name: 'Fenêtre' } });
  });

  /**
   * Each audited change writes its entry in its own transaction: the entry's `xmin` (the
   * transaction that wrote it) wrote the subject's row too.
   */
  it.each([
    {
      action: 'rack.update',
      table: 'racks',
      change: async () => ['PATCH', `/api/staff/racks/${(await firstRack()).id}`, { position: 3 }] as const,
    },
    {
      action: 'shelf.update',
      table: 'shelves',
      change: async () =>
        [
          'PATCH',
          `/api/staff/shelves/${(await firstRack()).shelves[0]!.id}`,
          { label: 'Rayon testé' },
        ] as const,
    },
    {
      action: 'product.update',
      table: 'products',
      change: async () => {
        const id = (await shop.productIds(['miel-de-tilleul']))['miel-de-tilleul']!;
        return ['PATCH', `/api/staff/products/${id}`, { stock: 11 }] as const;
      },
    },
    {
      action: 'voucher.create',
      table: 'vouchers',
      change: async () =>
        [
          'POST',
          '/api/staff/vouchers',
          { code: 'TX39', name: 'Tx', kind: 'fixed_amount', amountCents: 100 },
        ] as const,
    },
    {
      action: 'slot.update',
      table: 'delivery_slots',
      change: async () => {
        const slot = (await staff('GET', '/api/staff/slots')).json().items[0] as {
          id: string;
          capacity: number;
        };
        return ['PATCH', `/api/staff/slots/${slot.id}`, { capacity: slot.capacity + 1 }] as const;
      },
    },
    {
      action: 'banner.update',
      table: 'account_banners',
      change: async () =>
        [
          'PUT',
          '/api/staff/banners/lead',
          { title: 'Bienvenue', subtitle: 'Au Sillon', deeplink: '/' },
        ] as const,
    },
    {
      action: 'content.save_draft',
      table: 'content_documents',
      change: async () => {
        const url = '/api/staff/documents/editorialPage.magazine.les-sols-vivants';
        const { published } = (await staff('GET', url)).json() as { published: object };
        return ['PUT', `${url}/draft`, { body: { ...published, title: 'Un brouillon' } }] as const;
      },
    },
    {
      action: 'staff_member.create',
      table: 'staff_members',
      change: async () =>
        [
          'POST',
          '/api/staff/members',
          {
            email: `tx39-${Date.now()}@sillon.test`,
            name: 'Léa',
            role: 'support',
            password: 'un long mot de passe',
          },
        ] as const,
    },
  ])('$action writes its entry in the change’s transaction', async ({ action, table, change }) => {
    const [method, url, payload] = await change();
    const together = await inOneTransaction(shop.database.db, table, async () => {
      const answer = await staff(method, url, payload);
      expect(answer.statusCode, answer.body).toBeLessThan(300);
    });
    const log = (await staff('GET', `/api/staff/audit?staffId=${admin.memberId}&perPage=1`)).json().items as {
      id: number;
      action: string;
      outcome: string;
    }[];
    expect(log[0]).toMatchObject({ action, outcome: 'done' });
    expect(together).toBe(true);
  });

  it('writes the scripts’ change (ADMIN_TOKEN) in its transaction too', async () => {
    const id = (await shop.productIds(['miel-de-tilleul']))['miel-de-tilleul']!;
    const together = await inOneTransaction(shop.database.db, 'products', async () => {
      const answer = await shop.app.inject({
        method: 'PATCH',
        url: `/api/admin/products/${id}`,
        headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
        payload: { stock: 12 },
      });
      expect(answer.statusCode, answer.body).toBe(200);
    });
    expect(together).toBe(true);
    const [entry] = await auditEntriesOf(shop.app, admin.cookie, 'product', id);
    expect(entry).toMatchObject({ action: 'product.update', outcome: 'done', after: { stock: 12 } });
    expect(entry!.staff).toMatchObject({ email: 'ADMIN_TOKEN' });
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

  it('keeps a malformed change refused, and a change made done, and no entry pending', async () => {
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

describe('an order’s staff changes and their audit entries', () => {
  const ADMIN_TOKEN = 'jeton-des-scripts-de-test';
  let shop: ShopTestApp;
  let admin: string;
  let orders: string[];
  beforeAll(async () => {
    shop = await openShopApp({ clock: new TestClock(aDeliveryMorning()), adminToken: ADMIN_TOKEN });
    admin = (await staffSession(shop, 'admin')).cookie;
    const beef = (await shop.productIds(['boeuf-a-bourguignon']))['boeuf-a-bourguignon']!;
    orders = [];
    for (const quantity of [1, 2]) {
      const buyer = await buyerWithBasket(shop.app, [{ variantId: beef, quantity }]);
      const placed = await buyWithBike(shop.app, buyer);
      expect(placed.statusCode, placed.body).toBe(200);
      orders.push(buyer.number);
    }
  });
  afterAll(() => shop.close());

  it.each([
    {
      action: 'order.prepared',
      change: (number: string) => ({
        method: 'POST' as const,
        url: `/api/staff/orders/${number}/prepared`,
        headers: { cookie: admin },
        payload: { prepared: true },
      }),
    },
    {
      action: 'order.status',
      change: (number: string) => ({
        method: 'PATCH' as const,
        url: `/api/admin/orders/${number}/status`,
        headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
        payload: { status: 'delivery' },
      }),
    },
    {
      action: 'order.cancel',
      change: () => ({
        method: 'POST' as const,
        url: `/api/staff/orders/${orders[1]}/cancel`,
        headers: { cookie: admin },
      }),
    },
  ])('$action writes its entry in the order’s transaction', async ({ action, change }) => {
    const together = await inOneTransaction(shop.database.db, 'carts', async () => {
      const answer = await shop.app.inject(change(orders[0]!));
      expect(answer.statusCode, answer.body).toBeLessThan(300);
    });
    const log = (
      await shop.app.inject({
        url: '/api/staff/audit?subjectType=order&perPage=1',
        headers: { cookie: admin },
      })
    ).json().items as { action: string; outcome: string }[];
    expect(log[0]).toMatchObject({ action, outcome: 'done' });
    expect(together).toBe(true);
  });
});
