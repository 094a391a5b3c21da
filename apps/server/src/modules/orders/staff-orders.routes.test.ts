import type { AccountPromotionsDocument, CartDocument, PickingList, StaffOrder } from '@sillon/contract';
import { errorText, parisDayOf, shiftDay } from '@sillon/domain';
import { weekdayOf } from '@sillon/domain/paris-time';
import { isWorkingDay } from '@sillon/domain/working-days';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../testing/auth-test-app';
import {
  addCardPayment,
  buyerWithBasket,
  buyWithBike,
  choosePickupPoint,
  chooseSlot,
  complete,
  giveAddress,
  rateOf,
  shippingRates,
  TEST_CARDS,
  type Buyer,
} from '../../testing/checkout-flow';
import { aDeliveryMorning } from '../../testing/shop-clock';
import { newCustomer, openShopApp, storefront, type ShopTestApp } from '../../testing/shop-test-app';
import { referrals } from '../promotions/promotions.tables';
import { STAFF_TEST_PASSWORD, staffSession } from '../../testing/staff-session';

const ADMIN_TOKEN = 'a-token-for-the-scripts-0123456789';

describe('the back office’s orders', () => {
  const clock = new TestClock(aDeliveryMorning());
  let shop: ShopTestApp;
  let admin: string;
  let preparer: string;
  let preparerEmail: string;
  let support: string;
  let beef: string;
  let bread: string;
  let first: Buyer;
  let second: Buyer;
  let slotId: string;

  const staffCall = (cookie: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    shop.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    shop = await openShopApp({ clock, adminToken: ADMIN_TOKEN });
    const ids = await shop.productIds(['boeuf-a-bourguignon', 'pain-de-campagne-au-levain']);
    beef = ids['boeuf-a-bourguignon']!;
    bread = ids['pain-de-campagne-au-levain']!;
    admin = (await staffSession(shop, 'admin')).cookie;
    ({ cookie: preparer, email: preparerEmail } = await staffSession(shop, 'preparer'));
    support = (await staffSession(shop, 'support')).cookie;
    first = await buyerWithBasket(shop.app, [
      { variantId: beef, quantity: 2 },
      { variantId: bread, quantity: 1 },
    ]);
    second = await buyerWithBasket(shop.app, [{ variantId: bread, quantity: 3 }]);
    for (const buyer of [first, second]) {
      const placed = await buyWithBike(shop.app, buyer);
      expect(placed.statusCode, placed.body).toBe(200);
    }
    const order = (await staffCall(admin, 'GET', `/api/staff/orders/${first.number}`)).json() as StaffOrder;
    slotId = order.slot!.id;
  });
  afterAll(() => shop.close());

  it('sums the picking list of a slot across its orders, by rack', async () => {
    const order = (
      await staffCall(preparer, 'GET', `/api/staff/orders/${second.number}`)
    ).json() as StaffOrder;
    expect(order.slot!.id).toBe(slotId);
    const answer = await staffCall(
      preparer,
      'GET',
      `/api/staff/picking-list?day=${order.deliveryDay}&slotId=${slotId}`,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const list = answer.json() as PickingList;
    expect(list.orders.map((entry) => entry.number).sort()).toEqual([first.number, second.number].sort());
    const lines = list.racks.flatMap((rack) =>
      rack.lines.map((line) => ({ ...line, rack: rack.rack.label })),
    );
    expect(lines.find((line) => line.productId === bread)).toMatchObject({
      quantity: 4,
      orders: 2,
      rack: 'Boulangerie',
    });
    expect(lines.find((line) => line.productId === beef)).toMatchObject({ quantity: 2, orders: 1 });
    expect(list.slot).toMatchObject({ id: slotId, booked: 2 });
  });

  it('finds orders by number, e-mail, phone or name, and by day', async () => {
    const order = (await staffCall(support, 'GET', `/api/staff/orders/${first.number}`)).json() as StaffOrder;
    const byNumber = (await staffCall(support, 'GET', `/api/staff/orders?q=${first.number}`)).json();
    expect(byNumber.items.map((row: { number: string }) => row.number)).toEqual([first.number]);
    const byEmail = (
      await staffCall(support, 'GET', `/api/staff/orders?q=${encodeURIComponent(order.customer.email!)}`)
    ).json();
    expect(byEmail.items.map((row: { number: string }) => row.number)).toEqual([first.number]);
    const byPhone = (
      await staffCall(support, 'GET', `/api/staff/orders?q=${encodeURIComponent(order.customer.phone!)}`)
    ).json();
    expect(byPhone.items.map((row: { number: string }) => row.number)).toEqual([first.number]);
    // The name the order goes to, whatever its case and accents.
    const lastName = order.customer.name.split(' ').at(-1)!;
    const plain = lastName
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toUpperCase();
    const byName = (
      await staffCall(support, 'GET', `/api/staff/orders?q=${encodeURIComponent(plain)}`)
    ).json();
    expect(byName.items.map((row: { number: string }) => row.number)).toContain(first.number);
    const byDay = (
      await staffCall(support, 'GET', `/api/staff/orders?day=${order.deliveryDay}&perPage=100`)
    ).json();
    expect(byDay.total).toBeGreaterThanOrEqual(2);
    const otherDay = (await staffCall(support, 'GET', '/api/staff/orders?day=2001-01-01')).json();
    expect(otherDay.total).toBe(0);
  });

  it('lists under « À préparer » the orders still to prepare, never a cancelled one; an order’s lines in the racks’ order', async () => {
    const buyer = await buyerWithBasket(shop.app, [
      { variantId: bread, quantity: 1 },
      { variantId: beef, quantity: 2 },
    ]);
    const placed = await buyWithBike(shop.app, buyer);
    expect(placed.statusCode, placed.body).toBe(200);
    // As the picking list walks the racks (the butcher's before the baker's), whatever the order of adding.
    const order = (
      await staffCall(preparer, 'GET', `/api/staff/orders/${buyer.number}`)
    ).json() as StaffOrder;
    const list = (
      await staffCall(
        preparer,
        'GET',
        `/api/staff/picking-list?day=${order.deliveryDay}&slotId=${order.slot!.id}`,
      )
    ).json() as PickingList;
    const rackOrder = list.racks.map((rack) => rack.rack.label);
    expect(rackOrder.indexOf('Boucherie')).toBeLessThan(rackOrder.indexOf('Boulangerie'));
    expect(order.lines.filter((line) => !line.gift).map((line) => line.productId)).toEqual([beef, bread]);
    const toPrepare = async () =>
      (await staffCall(support, 'GET', `/api/staff/orders?prepared=false&perPage=100`))
        .json()
        .items.map((row: { number: string }) => row.number);
    expect(await toPrepare()).toContain(buyer.number);
    const cancel = await staffCall(support, 'POST', `/api/staff/orders/${buyer.number}/cancel`, {});
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await toPrepare()).not.toContain(buyer.number);
    // Its confirmation (« confirmée, nous la préparons ») is no longer true: never sent again.
    const resent = await staffCall(support, 'POST', `/api/staff/orders/${buyer.number}/confirmation-mail`);
    expect(resent.statusCode).toBe(409);
    expect(resent.json().error).toMatchObject({
      code: 'order_confirmation_outdated',
      message: expect.stringContaining('partie, livrée ou annulée'),
    });
  });

  const referrerVouchers = async (token: string) =>
    (
      (await storefront(shop.app, 'GET', '/account/vouchers', { token })).json() as AccountPromotionsDocument
    ).data.attributes.promotions.map((voucher) => voucher.code);

  const mailSubjects = async (number: string, cookie = admin) => {
    await shop.app.jobs.runDue();
    const email = (await staffCall(cookie, 'GET', `/api/staff/orders/${number}`)).json().customer.email;
    const mails = (await shop.app.inject({ url: `/api/dev/mail?to=${encodeURIComponent(email)}` })).json()
      .messages as { subject: string }[];
    return mails.map((mail) => mail.subject);
  };

  it('refuses to send an order on its way before its slot’s day, in French, saying from when (issue 36)', async () => {
    const order = (
      await staffCall(preparer, 'GET', `/api/staff/orders/${first.number}`)
    ).json() as StaffOrder;
    expect(order.moves).toEqual([
      { to: 'delivery', allowed: false, code: 'order_departure_too_early', notBefore: expect.any(String) },
    ]);
    const notBefore = new Date(order.moves[0]!.notBefore!);
    expect(notBefore.getTime()).toBeGreaterThan(clock.now().getTime());
    // Not before the slot's Paris day, nor before its cut-off.
    expect(parisDayOf(notBefore)).toBe(order.deliveryDay);
    for (const status of ['delivery', 'delivered']) {
      const moved = await staffCall(preparer, 'POST', `/api/staff/orders/${first.number}/status`, { status });
      expect(moved.statusCode).toBe(409);
      expect(moved.json().error.code).toBe(
        status === 'delivery' ? 'order_departure_too_early' : 'order_status_change_refused',
      );
      expect(moved.json().error.message).toMatch(/créneau|statut/);
    }
    const early = await staffCall(preparer, 'POST', `/api/staff/orders/${first.number}/status`, {
      status: 'delivery',
    });
    expect(early.json().error.details).toMatchObject({ notBefore: order.moves[0]!.notBefore });
    expect((await mailSubjects(first.number)).join(' | ')).not.toMatch(/en route/);
  });

  it('lets a preparer send an order on its slot’s day, undo it, send it again, then deliver it: the customer sees « Livrée » and is told each time', async () => {
    const prepared = await staffCall(preparer, 'POST', `/api/staff/orders/${first.number}/prepared`, {
      prepared: true,
    });
    expect(prepared.json().preparedAt).not.toBeNull();
    const { notBefore } = (
      (await staffCall(preparer, 'GET', `/api/staff/orders/${first.number}`)).json() as StaffOrder
    ).moves[0]!;
    const wait = (Date.parse(notBefore!) - clock.now().getTime()) / 1000;
    clock.advanceSeconds(wait);
    try {
      // The next day: the preparer's session of yesterday may have ended (12 hours).
      const signedIn = await shop.app.inject({
        method: 'POST',
        url: '/api/staff/session',
        payload: { email: preparerEmail, password: STAFF_TEST_PASSWORD },
      });
      const cookie = [signedIn.headers['set-cookie']]
        .flat()
        .find((value) => value?.startsWith('sillon_staff='))!
        .split(';')[0]!;
      const move = (status: string) =>
        staffCall(cookie, 'POST', `/api/staff/orders/${first.number}/status`, { status });
      const told = async () =>
        (await mailSubjects(first.number, cookie)).filter((subject) => /en route/.test(subject));
      const left = await move('delivery');
      expect(left.statusCode, left.body).toBe(200);
      expect((left.json() as StaffOrder).moves.map(({ to, allowed }) => [to, allowed])).toEqual([
        ['delivered', true],
        ['scheduled', true],
      ]);
      expect(await told()).toHaveLength(1);

      const undone = await move('scheduled');
      expect(undone.statusCode, undone.body).toBe(200);
      expect(undone.json().status).toBe('scheduled');
      const again = await move('delivery');
      expect(again.statusCode, again.body).toBe(200);
      // The departure made again is announced again.
      expect(await told()).toHaveLength(2);

      // The customer was referred after this order (as a test's shortcut): its delivery rewards the referrer.
      const referrer = await newCustomer(shop.app, 'Marie');
      await shop.database.db
        .insert(referrals)
        .values({ refereeUserId: first.userId, referrerUserId: referrer.userId, createdAt: clock.now() });
      expect(await referrerVouchers(referrer.token)).toEqual([]);
      const delivered = await move('delivered');
      expect(delivered.statusCode, delivered.body).toBe(200);
      expect(await referrerVouchers(referrer.token)).toEqual([expect.stringMatching(/^MERCI-/)]);
      expect((delivered.json() as StaffOrder).moves).toEqual([]);
      // Sent on the shop's clock of the day (the job is due then).
      expect((await mailSubjects(first.number, cookie)).join(' | ')).toMatch(/livrée/i);
      expect((await move('scheduled')).json().error.code).toBe('order_status_change_refused');
    } finally {
      clock.advanceSeconds(-wait);
    }
    const seen = await storefront(shop.app, 'GET', `/account/orders/${first.number}`, { token: first.token });
    expect((seen.json() as CartDocument).data.attributes).toMatchObject({ status: 'delivered' });

    const log = (
      await staffCall(admin, 'GET', `/api/staff/audit?subjectType=order&subjectId=${first.number}`)
    ).json();
    type Entry = { action: string; outcome: string; errorCode: string | null };
    const done = (log.items as Entry[]).filter((entry) => entry.outcome === 'done');
    expect(done.map((entry) => entry.action)).toEqual([
      'order.status',
      'order.status',
      'order.status',
      'order.status',
      'order.prepared',
    ]);
    expect(done[0]).toMatchObject({ before: { status: 'delivery' }, after: { status: 'delivered' } });
    // The moves refused along the way are in the log too, with why (issue 39).
    const refused = (log.items as Entry[]).filter((entry) => entry.outcome === 'refused');
    expect(refused.map((entry) => entry.errorCode)).toContain('order_status_change_refused');
  });

  const memberName = async (cookie: string) =>
    ((await staffCall(cookie, 'GET', '/api/staff/session')).json() as { member: { name: string } }).member
      .name;
  const historyOf = (order: StaffOrder) =>
    order.statusHistory.map((change) => [
      change.kind === 'status' ? `${change.from} → ${change.to}` : `prepared: ${change.prepared}`,
      change.by,
      change.byName,
    ]);

  it('names the member who moved the order or prepared it in its history, in order (issue 36)', async () => {
    const name = await memberName(preparer);
    const order = (await staffCall(support, 'GET', `/api/staff/orders/${first.number}`)).json() as StaffOrder;
    expect(historyOf(order)).toEqual([
      ['null → scheduled', 'system', null],
      ['prepared: true', 'staff', name],
      ['scheduled → delivery', 'staff', name],
      ['delivery → scheduled', 'staff', name],
      ['scheduled → delivery', 'staff', name],
      ['delivery → delivered', 'staff', name],
    ]);
    const prepared = order.statusHistory[1]!;
    expect(Date.parse(prepared.at)).toBeLessThan(Date.parse(order.statusHistory[2]!.at));
  });

  it('keeps each preparation and each one taken back in the history, with its time and who did it', async () => {
    // At a pickup point: no place taken on the day's bike slot, which the next cases count.
    const buyer = await buyerWithBasket(shop.app, [{ variantId: beef, quantity: 2 }]);
    await giveAddress(shop.app, buyer);
    expect((await choosePickupPoint(shop.app, buyer)).statusCode).toBe(200);
    expect((await addCardPayment(shop.app, buyer, TEST_CARDS.success)).statusCode).toBe(201);
    expect((await complete(shop.app, buyer)).statusCode).toBe(200);
    const mark = (cookie: string, prepared: boolean) =>
      staffCall(cookie, 'POST', `/api/staff/orders/${buyer.number}/prepared`, { prepared });
    const marked = await mark(preparer, true);
    expect(marked.statusCode, marked.body).toBe(200);
    expect((await mark(admin, false)).statusCode).toBe(200);
    // Taken back again while not prepared: nothing happened, nothing to tell.
    expect((await mark(admin, false)).statusCode).toBe(200);
    const again = (await mark(preparer, true)).json() as StaffOrder;

    const [preparerName, adminName] = [await memberName(preparer), await memberName(admin)];
    expect(historyOf(again)).toEqual([
      ['null → scheduled', 'system', null],
      ['prepared: true', 'staff', preparerName],
      ['prepared: false', 'staff', adminName],
      ['prepared: true', 'staff', preparerName],
    ]);
    expect(again.statusHistory.at(-1)!.at).toBe(again.preparedAt);
    expect(again.statusHistory[1]!.at).toBe((marked.json() as StaffOrder).preparedAt);
  });

  it('shows a pickup order with its point and no day of its own, and sends it once prepared (issue 36)', async () => {
    const buyer = await buyerWithBasket(shop.app, [
      { variantId: beef, quantity: 2 },
      { variantId: bread, quantity: 1 },
    ]);
    await giveAddress(shop.app, buyer);
    expect((await choosePickupPoint(shop.app, buyer)).statusCode).toBe(200);
    expect((await addCardPayment(shop.app, buyer, TEST_CARDS.success)).statusCode).toBe(201);
    expect((await complete(shop.app, buyer)).statusCode).toBe(200);

    const order = (
      await staffCall(preparer, 'GET', `/api/staff/orders/${buyer.number}`)
    ).json() as StaffOrder;
    expect(order).toMatchObject({ shippingMode: 'pickup-point', deliveryDay: null, slot: null });
    expect(order.pickupPoint).toMatchObject({
      name: expect.any(String),
      address: expect.stringMatching(/\d{5}/),
    });
    expect(order.pickupPoint!.openingHours.length).toBeGreaterThan(0);
    const listed = (await staffCall(preparer, 'GET', `/api/staff/orders?q=${buyer.number}`)).json();
    expect(listed.items[0]).toMatchObject({ number: buyer.number, deliveryDay: null });

    const early = await staffCall(preparer, 'POST', `/api/staff/orders/${buyer.number}/status`, {
      status: 'delivery',
    });
    expect(early.json().error.code).toBe('order_pickup_not_prepared');
    await staffCall(preparer, 'POST', `/api/staff/orders/${buyer.number}/prepared`, { prepared: true });
    const left = await staffCall(preparer, 'POST', `/api/staff/orders/${buyer.number}/status`, {
      status: 'delivery',
    });
    expect(left.statusCode, left.body).toBe(200);
  });

  it('sends the confirmation again, once per request', async () => {
    const email = (await staffCall(admin, 'GET', `/api/staff/orders/${second.number}`)).json().customer.email;
    await shop.app.jobs.runDue();
    const before = (await shop.app.inject({ url: `/api/dev/mail?to=${encodeURIComponent(email)}` })).json()
      .messages.length;
    const resent = await staffCall(support, 'POST', `/api/staff/orders/${second.number}/confirmation-mail`);
    expect(resent.statusCode).toBe(202);
    await shop.app.jobs.runDue();
    const after = (await shop.app.inject({ url: `/api/dev/mail?to=${encodeURIComponent(email)}` })).json()
      .messages;
    expect(after).toHaveLength(before + 1);
  });

  it('shows a slot full to customers once its capacity is lowered to its bookings, and refuses lower', async () => {
    const below = await staffCall(admin, 'PATCH', `/api/staff/slots/${slotId}`, { capacity: 1 });
    expect(below.statusCode).toBe(409);
    expect(below.json().error.code).toBe('slot_capacity_below_booked');
    const lowered = await staffCall(admin, 'PATCH', `/api/staff/slots/${slotId}`, { capacity: 2 });
    expect(lowered.json()).toMatchObject({ capacity: 2, booked: 2 });
    const buyer = await buyerWithBasket(shop.app, [{ variantId: beef, quantity: 2 }]);
    await giveAddress(shop.app, buyer);
    const offered = rateOf(await shippingRates(shop.app, buyer), 'sillon-bag-delivery').attributes
      .delivery_slots;
    expect(offered.find((slot) => slot.id === slotId)?.is_full).toBe(true);
  });

  it('closes a slot to new orders: customers see it closed, not full, and cannot book it; its orders keep it', async () => {
    const closed = await staffCall(admin, 'PATCH', `/api/staff/slots/${slotId}`, {
      capacity: 8,
      closed: true,
    });
    expect(closed.json()).toMatchObject({ closed: true, booked: 2, capacity: 8 });
    const buyer = await buyerWithBasket(shop.app, [{ variantId: beef, quantity: 2 }]);
    await giveAddress(shop.app, buyer);
    const offered = rateOf(await shippingRates(shop.app, buyer), 'sillon-bag-delivery').attributes
      .delivery_slots;
    expect(offered.find((slot) => slot.id === slotId)).toMatchObject({ is_closed: true, is_full: false });
    const refused = await chooseSlot(shop.app, buyer, 'sillon-bag-delivery', slotId);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'slot_closed' });
    const bookings = (await staffCall(preparer, 'GET', `/api/staff/slots/${slotId}/bookings`)).json();
    expect(bookings.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ orderNumber: first.number }),
        expect.objectContaining({ orderNumber: second.number }),
      ]),
    );
    const reopened = await staffCall(admin, 'PATCH', `/api/staff/slots/${slotId}`, {
      capacity: 2,
      closed: false,
    });
    expect(reopened.json()).toMatchObject({ closed: false, booked: 2, capacity: 2 });
  });

  it('closes a whole day: its slots show closed', async () => {
    const slot = (await staffCall(admin, 'GET', `/api/staff/orders/${second.number}`)).json()
      .deliveryDay as string;
    const closed = await staffCall(admin, 'POST', '/api/staff/closed-days', { day: slot, closed: true });
    expect(closed.json().slots).toBeGreaterThan(0);
    const slots = (await staffCall(preparer, 'GET', `/api/staff/slots?from=${slot}&to=${slot}`)).json();
    expect(slots.items.every((entry: { closed: boolean }) => entry.closed)).toBe(true);
    await staffCall(admin, 'POST', '/api/staff/closed-days', { day: slot, closed: false });
  });

  it('refuses to close a day without slots, in French: a Sunday, or a day the calendar has not opened yet', async () => {
    const today = parisDayOf(clock.now());
    const firstAfter = (from: string, fits: (day: string) => boolean) => {
      let day = shiftDay(from, 1);
      while (!fits(day)) day = shiftDay(day, 1);
      return day;
    };
    const dateOf = (day: string) => {
      const [year, month, date] = day.split('-').map(Number) as [number, number, number];
      return { year, month, day: date };
    };
    const sunday = firstAfter(today, (day) => weekdayOf(dateOf(day)) === 0);
    const farWorkingDay = firstAfter(shiftDay(today, 30), (day) => isWorkingDay(dateOf(day)));
    const refusals = [];
    for (const day of [sunday, farWorkingDay]) {
      const answer = await staffCall(admin, 'POST', '/api/staff/closed-days', { day, closed: true });
      refusals.push([answer.statusCode, answer.json().error.code, answer.json().error.message]);
    }
    expect(refusals).toEqual([
      [422, 'delivery_day_without_rounds', errorText('delivery_day_without_rounds').content],
      [422, 'delivery_day_without_slots', errorText('delivery_day_without_slots').content],
    ]);
    expect(refusals[0]![2]).toMatch(/^Pas de livraison le dimanche/);
  });

  it('counts the day in the dashboard', async () => {
    const day = (await staffCall(admin, 'GET', `/api/staff/orders/${second.number}`)).json()
      .deliveryDay as string;
    const figures = (await staffCall(preparer, 'GET', `/api/staff/dashboard?day=${day}`)).json();
    expect(figures.orders).toBeGreaterThanOrEqual(2);
    expect(figures.revenueCents).toBeGreaterThan(0);
    // What the cards gave, order by order, less what went back: not what was ordered.
    const listed = (await staffCall(admin, 'GET', `/api/staff/orders?day=${day}&perPage=100`)).json();
    const rows = listed.items as { number: string; capturedCents: number; refundedCents: number }[];
    const charged = rows.reduce((sum, row) => sum + row.capturedCents - row.refundedCents, 0);
    // The list says what each order's detail says.
    for (const row of rows) {
      const shown = (await staffCall(admin, 'GET', `/api/staff/orders/${row.number}`)).json();
      expect([shown.capturedCents, shown.refundedCents]).toEqual([row.capturedCents, row.refundedCents]);
    }
    expect(charged).toBeGreaterThan(0);
    expect(charged).toBeLessThan(figures.revenueCents);
    expect(figures.chargedCents).toBe(charged);
    expect(figures.slots.find((slot: { id: string }) => slot.id === slotId)).toMatchObject({
      booked: 2,
      capacity: 2,
    });
  });

  it('writes a script’s change (ADMIN_TOKEN) in the audit log too', async () => {
    const moved = await shop.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${second.number}/status`,
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
      payload: { status: 'delivery' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const log = (
      await staffCall(admin, 'GET', `/api/staff/audit?subjectType=order&subjectId=${second.number}`)
    ).json();
    expect(log.items[0]).toMatchObject({
      action: 'order.status',
      staff: { email: 'ADMIN_TOKEN' },
      before: { status: 'scheduled' },
      after: { status: 'delivery' },
    });
  });

  it('answers an unknown order in French', async () => {
    const answer = await staffCall(support, 'GET', '/api/staff/orders/R999999999');
    expect(answer.statusCode).toBe(404);
    expect(answer.json().error.code).toBe('order_not_placed');
  });

  // Last: its order takes a place in the first orders' slot, which the tests above count.
  it('says until when the customer may still change an order, which preparing it ends', async () => {
    const buyer = await buyerWithBasket(shop.app, [{ variantId: beef, quantity: 2 }]);
    const placed = await buyWithBike(shop.app, buyer);
    expect(placed.statusCode, placed.body).toBe(200);
    const read = async () =>
      ((await staffCall(preparer, 'GET', `/api/staff/orders/${buyer.number}`)).json() as StaffOrder)
        .customerMayChangeUntil;
    const { changeable_until: cutOff } = (
      await storefront(shop.app, 'GET', `/account/orders/${buyer.number}`, { token: buyer.token })
    ).json().data.attributes;
    expect(cutOff).toEqual(expect.any(String));
    expect(await read()).toBe(cutOff);

    await staffCall(preparer, 'POST', `/api/staff/orders/${buyer.number}/prepared`, { prepared: true });
    expect(await read()).toBeNull();
    await staffCall(preparer, 'POST', `/api/staff/orders/${buyer.number}/prepared`, { prepared: false });
    expect(await read()).toBe(cutOff);
  });
});
