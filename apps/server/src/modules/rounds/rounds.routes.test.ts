/**
 * The delivery day (issue 42) through the real app: a bike slot's orders planned into rounds
 * within a bike's load, a stop moved by hand, the round given to a courier and started (its orders
 * « en livraison »), the courier's marks applied once whatever the phone resends, the customer's
 * window and the « courier near » push, the slot's report, the pickup code, and who may do what.
 */
import type {
  CartDocument,
  DeliveryRound,
  MissedDeliveries,
  RoundsReport,
  SlotRounds,
  StaffOrder,
  StaffRebookingSlots,
  StaffSlot,
} from '@sillon/contract';
import { BIKE_CAPACITY, parisDayOf } from '@sillon/domain';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, TestClock } from '../../testing/auth-test-app';
import {
  addCardPayment,
  buyerWithBasket,
  checkoutEmailOf,
  choosePickupPoint,
  chooseSlot,
  complete,
  giveAddress,
  PARIS_ADDRESS,
  type Buyer,
} from '../../testing/checkout-flow';
import { prepareOrder } from '../../testing/preparation';
import { auditEntriesOf } from '../../testing/staff-audit';
import { aDeliveryMorning } from '../../testing/shop-clock';
import { openShopApp, storefront, type ShopTestApp } from '../../testing/shop-test-app';
import { STAFF_TEST_PASSWORD, staffSession } from '../../testing/staff-session';

type Method = 'GET' | 'POST';

describe('the delivery rounds', () => {
  const clock = new TestClock(aDeliveryMorning());
  let shop: ShopTestApp;
  let admin: string;
  let preparer: string;
  let support: string;
  let courier: { cookie: string; memberId: string; email: string };
  let otherCourier: { cookie: string; memberId: string; email: string };
  let beef: string;
  let buyers: Buyer[];
  let slotId: string;
  let day: string;
  let slotStart: Date;

  const call = (cookie: string, method: Method, url: string, payload?: object) =>
    shop.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const slotRoundsOf = async (cookie = preparer) => {
    const answer = await call(cookie, 'GET', `/api/staff/rounds?day=${day}&slotId=${slotId}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as SlotRounds;
  };
  const staffOrder = async (number: string) =>
    (await call(admin, 'GET', `/api/staff/orders/${number}`)).json() as StaffOrder;
  /** The order's page as the customer reads it (by its order token: their session may have expired). */
  const customerOrder = async (buyer: Buyer) => {
    const answer = await storefront(shop.app, 'GET', `/order_status/${buyer.number}`, {
      orderToken: buyer.orderToken,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return (answer.json() as CartDocument).data.attributes;
  };
  const mark = (cookie: string, stopId: string, body: object) =>
    call(cookie, 'POST', `/api/staff/courier/stops/${stopId}`, { at: clock.now().toISOString(), ...body });

  /** A bike order to this street, in the slot of the first one (the first slot still open). */
  async function buyAt(address1: string, zipcode: string, quantity: number): Promise<Buyer> {
    const buyer = await buyerWithBasket(shop.app, [{ variantId: beef, quantity }]);
    await giveAddress(shop.app, buyer, { ...PARIS_ADDRESS, address1, zipcode });
    const chosen = await chooseSlot(shop.app, buyer, 'sillon-bag-delivery', slotId || undefined);
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect((await addCardPayment(shop.app, buyer, '4242424242424242')).statusCode).toBe(201);
    const placed = await complete(shop.app, buyer);
    expect(placed.statusCode, placed.body).toBe(200);
    if (!slotId) {
      const order = await staffOrder(buyer.number);
      slotId = order.slot!.id;
      day = order.deliveryDay!;
      slotStart = new Date(order.slot!.startsAt);
    }
    return buyer;
  }

  beforeAll(async () => {
    shop = await openShopApp({ clock });
    beef = (await shop.productIds(['boeuf-a-bourguignon']))['boeuf-a-bourguignon']!;
    admin = (await staffSession(shop, 'admin')).cookie;
    preparer = (await staffSession(shop, 'preparer')).cookie;
    support = (await staffSession(shop, 'support')).cookie;
    courier = await staffSession(shop, 'courier');
    otherCourier = await staffSession(shop, 'courier');
    slotId = '';
    buyers = [
      await buyAt('30 rue Oberkampf', '75011', 1),
      await buyAt('12 rue de Charonne', '75011', 2),
      // A street the offline geocoder does not know: its postal code's centre.
      await buyAt('5 villa Imaginaire', '75020', 1),
    ];
    // The first customer's phone hears of their courier.
    const optIn = await shop.app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers: bearer(buyers[0]!.token),
      payload: { notificationsOptIn: true },
    });
    expect(optIn.statusCode, optIn.body).toBe(200);
    const device = await shop.app.inject({
      method: 'PUT',
      url: '/api/notification',
      headers: bearer(buyers[0]!.token),
      payload: { pushTokenID: pushToken, platform: 'android', app: 'fr.sillon.shop' },
    });
    expect(device.statusCode, device.body).toBe(204);
  });
  afterAll(() => shop.close());
  const pushToken = `ExponentPushToken[rounds-${process.pid}]`;

  it('lets an admin add a courier to the team, who lands on their own rounds only', async () => {
    const created = await call(admin, 'POST', '/api/staff/members', {
      email: `livreur-${Date.now()}@sillon.test`,
      name: 'Livreur',
      role: 'courier',
      password: 'un mot de passe de livreur',
    });
    expect(created.statusCode, created.body).toBe(201);
    const session = await call(courier.cookie, 'GET', '/api/staff/session');
    expect((session.json() as { permissions: string[] }).permissions).toEqual(['rounds.ride']);
  });

  it('lets the office read and plan, a courier neither, and keeps the orders from a courier', async () => {
    expect((await call(support, 'GET', `/api/staff/rounds?day=${day}&slotId=${slotId}`)).statusCode).toBe(
      200,
    );
    const byCourier = await call(courier.cookie, 'GET', `/api/staff/rounds?day=${day}&slotId=${slotId}`);
    expect(byCourier.statusCode).toBe(403);
    expect((await call(courier.cookie, 'GET', '/api/staff/orders')).statusCode).toBe(403);
    const bySupport = await call(support, 'POST', '/api/staff/rounds/plan', { day, slotId });
    expect(bySupport.statusCode).toBe(403);
    expect((await slotRoundsOf()).unplanned.map((order) => order.orderNumber).sort()).toEqual(
      buyers.map((buyer) => buyer.number).sort(),
    );
  });

  it('plans every bike order of the slot once, within a bike’s load, in riding order', async () => {
    const answer = await call(preparer, 'POST', '/api/staff/rounds/plan', { day, slotId });
    expect(answer.statusCode, answer.body).toBe(200);
    const planned = answer.json() as SlotRounds;
    expect(planned.unplanned).toEqual([]);
    const stops = planned.rounds.flatMap((round) => round.stops);
    expect(stops.map((stop) => stop.orderNumber).sort()).toEqual(buyers.map((buyer) => buyer.number).sort());
    for (const round of planned.rounds) {
      expect(round.bags).toBeLessThanOrEqual(BIKE_CAPACITY.bags);
      expect(round.weightGrams).toBeLessThanOrEqual(BIKE_CAPACITY.weightGrams);
      expect(round.stops.map((stop) => stop.position)).toEqual(round.stops.map((_, index) => index + 1));
      expect(round.rideKm).toBeGreaterThan(0);
      const arrivals = round.stops.map((stop) => Date.parse(stop.plannedArrival));
      expect(arrivals).toEqual([...arrivals].sort((a, b) => a - b));
      expect(arrivals[0]).toBeGreaterThan(slotStart.getTime());
    }
    const precision = Object.fromEntries(stops.map((stop) => [stop.orderNumber, stop.pointPrecision]));
    expect(precision).toEqual({
      [buyers[0]!.number]: 'address',
      [buyers[1]!.number]: 'address',
      [buyers[2]!.number]: 'postal_code',
    });
    expect(stops.find((stop) => stop.orderNumber === buyers[1]!.number)).toMatchObject({
      customerName: 'Camille Martin',
      address1: '12 rue de Charonne',
      phone: expect.stringMatching(/^\+33|^0/) as unknown,
    });
    const [planEntry] = await auditEntriesOf(shop.app, admin, 'delivery_slot_rounds', `${day} ${slotId}`);
    expect(planEntry).toMatchObject({ action: 'rounds.plan', outcome: 'done' });
    // Planned again, the same orders, no stop twice.
    const again = (
      await call(preparer, 'POST', '/api/staff/rounds/plan', { day, slotId })
    ).json() as SlotRounds;
    expect(again.rounds.flatMap((round) => round.stops)).toHaveLength(3);
  });

  it('refuses a slot that is not a bike’s, and a day that is not the slot’s', async () => {
    const wrongDay = await call(preparer, 'POST', '/api/staff/rounds/plan', { day: '2020-01-01', slotId });
    expect(wrongDay.statusCode).toBe(404);
    expect(wrongDay.json()).toMatchObject({ error: { code: 'slot_not_found' } });
  });

  it('moves a stop by hand and plans the arrivals again', async () => {
    const [round] = (await slotRoundsOf()).rounds;
    const last = round!.stops.at(-1)!;
    const answer = await call(preparer, 'POST', `/api/staff/rounds/stops/${last.stopId}/move`, {
      roundId: round!.id,
      position: 1,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const moved = (answer.json() as SlotRounds).rounds.find((candidate) => candidate.id === round!.id)!;
    expect(moved.stops[0]!.stopId).toBe(last.stopId);
    expect(moved.stops.map((stop) => stop.position)).toEqual(moved.stops.map((_, index) => index + 1));
    expect(Date.parse(moved.stops[0]!.plannedArrival)).toBeLessThan(Date.parse(last.plannedArrival));
    // Audited in the change's transaction: the stop's place before and after.
    const [entry] = await auditEntriesOf(shop.app, admin, 'round_stop', last.stopId);
    expect(entry).toMatchObject({
      action: 'rounds.move_stop',
      outcome: 'done',
      before: { position: last.position, orderNumber: last.orderNumber },
      after: { position: 1, orderNumber: last.orderNumber },
    });
  });

  it('tells the customer a planned window before the round leaves', async () => {
    const [round] = (await slotRoundsOf()).rounds;
    const second = round!.stops[1]!;
    const buyer = buyers.find((candidate) => candidate.number === second.orderNumber)!;
    const { delivery_day: deliveryDay } = await customerOrder(buyer);
    expect(deliveryDay).toMatchObject({ stops_before: 1, outcome: null, pickup_code: null });
    expect(Date.parse(deliveryDay!.arrival_window!.from)).toBeLessThanOrEqual(
      Date.parse(second.plannedArrival),
    );
    expect(Date.parse(deliveryDay!.arrival_window!.to)).toBeGreaterThanOrEqual(
      Date.parse(second.plannedArrival),
    );
  });

  it('gives a round to a courier, not to a member who does not ride', async () => {
    const [round] = (await slotRoundsOf()).rounds;
    const supportMember = await staffSession(shop, 'support');
    const refused = await call(preparer, 'POST', `/api/staff/rounds/${round!.id}/courier`, {
      courierId: supportMember.memberId,
    });
    expect(refused.statusCode).toBe(400);
    const given = await call(preparer, 'POST', `/api/staff/rounds/${round!.id}/courier`, {
      courierId: courier.memberId,
    });
    expect(given.statusCode, given.body).toBe(200);
    const assigned = (given.json() as SlotRounds).rounds.find((candidate) => candidate.id === round!.id)!;
    expect(assigned.courier?.id).toBe(courier.memberId);
    expect((given.json() as SlotRounds).couriers.map((member) => member.id)).toContain(courier.memberId);
    // The journal's entry names the round by its number and day.
    const [entry] = await auditEntriesOf(shop.app, admin, 'delivery_round', round!.id);
    expect(entry).toMatchObject({
      action: 'rounds.courier',
      after: { day, number: round!.number, courierId: courier.memberId },
    });
  });

  it('starts a round only on the slot’s day, moving all its orders or none', async () => {
    const before = await slotRoundsOf();
    const [round] = before.rounds;
    // The screen says when it may leave: not yet.
    expect(before.departure.open).toBe(false);
    expect(Date.parse(before.departure.from)).toBeLessThanOrEqual(slotStart.getTime());
    expect(Date.parse(before.departure.from)).toBeGreaterThan(clock.now().getTime());
    const early = await call(courier.cookie, 'POST', `/api/staff/rounds/${round!.id}/start`);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ error: { code: 'order_departure_too_early' } });
    expect((await slotRoundsOf()).rounds[0]!.startedAt).toBeNull();
    expect((await staffOrder(buyers[0]!.number)).status).toBe('scheduled');

    // The slot's day, half an hour before it opens.
    clock.advanceSeconds((slotStart.getTime() - 30 * 60_000 - clock.now().getTime()) / 1000);
    admin = (await staffSession(shop, 'admin')).cookie;
    preparer = (await staffSession(shop, 'preparer')).cookie;
    support = (await staffSession(shop, 'support')).cookie;
    courier.cookie = await signInAgain(courier.email);
    otherCourier.cookie = await signInAgain(otherCourier.email);

    expect((await slotRoundsOf()).departure.open).toBe(true);
    const byOther = await call(otherCourier.cookie, 'POST', `/api/staff/rounds/${round!.id}/start`);
    expect(byOther.statusCode).toBe(403);
    expect(byOther.json()).toMatchObject({
      error: { code: 'round_not_yours', message: expect.stringContaining('autre livreur') },
    });
    const bySupport = await call(support, 'POST', `/api/staff/rounds/${round!.id}/start`);
    expect([bySupport.statusCode, bySupport.json().error.code]).toEqual([403, 'staff_forbidden']);
    // Its bags not packed yet: it does not leave, and says which order waits.
    const unpacked = await call(courier.cookie, 'POST', `/api/staff/rounds/${round!.id}/start`);
    expect(unpacked.statusCode).toBe(409);
    expect(unpacked.json()).toMatchObject({
      error: { code: 'order_not_prepared', details: { number: round!.stops[0]!.orderNumber } },
    });
    expect((await staffOrder(buyers[0]!.number)).status).toBe('scheduled');
    for (const buyer of buyers) expect((await prepareOrder(shop, buyer.number)).statusCode).toBe(200);
    const started = await call(courier.cookie, 'POST', `/api/staff/rounds/${round!.id}/start`);
    expect(started.statusCode, started.body).toBe(200);
    expect((started.json() as DeliveryRound).startedAt).not.toBeNull();
    for (const buyer of buyers) expect((await staffOrder(buyer.number)).status).toBe('delivery');
    // Pressed twice on the phone: nothing more.
    const again = await call(courier.cookie, 'POST', `/api/staff/rounds/${round!.id}/start`);
    expect(again.statusCode).toBe(200);
    expect((again.json() as DeliveryRound).startedAt).toBe((started.json() as DeliveryRound).startedAt);
    // A started round is not planned again.
    const replanned = await call(preparer, 'POST', '/api/staff/rounds/plan', { day, slotId });
    expect(replanned.statusCode).toBe(409);
    expect(replanned.json()).toMatchObject({ error: { code: 'rounds_already_started' } });
  });

  it('shows the courier their round of the day, and queues « votre livreur arrive »', async () => {
    const mine = await call(courier.cookie, 'GET', '/api/staff/courier/rounds');
    expect(mine.statusCode, mine.body).toBe(200);
    const { rounds } = mine.json() as { rounds: (DeliveryRound & { slot: { id: string } })[] };
    expect(rounds).toHaveLength(1);
    expect(rounds[0]!.slot.id).toBe(slotId);
    const others = (await call(otherCourier.cookie, 'GET', '/api/staff/courier/rounds')).json() as {
      rounds: unknown[];
    };
    expect(others.rounds).toEqual([]);
    // Three stops: each has at most two before it, so every customer is told as the round leaves.
    const near = await shop.app.jobs.list({ kind: 'courier_near_push' });
    expect(near.map((job) => job.dedupeKey).sort()).toEqual(
      rounds[0]!.stops.map((stop) => `courier_near_push:${stop.orderNumber}:${stop.stopId}`).sort(),
    );
    await shop.app.jobs.runDue();
    const outbox = await shop.app.inject({ url: `/api/dev/push?to=${encodeURIComponent(pushToken)}` });
    const messages = (
      outbox.json() as { messages: { title: string; body: string; data: Record<string, string> }[] }
    ).messages.filter((message) => message.title === 'Votre livreur arrive');
    expect(messages).toHaveLength(1);
    expect(messages[0]!.body).toMatch(/^Votre livreur arrive entre \d+\u00a0h(\u00a0\d\d)? et \d+\u00a0h/);
    expect(messages[0]!.data['path']).toBe(`/my-account/orders/${buyers[0]!.number}`);
  });

  it('applies a mark once whatever the phone sends again, and refuses another on a done stop', async () => {
    const [round] = (await slotRoundsOf()).rounds;
    const first = round!.stops[0]!;
    const key = randomUUID();
    const sent = await mark(courier.cookie, first.stopId, { key, outcome: 'delivered' });
    expect(sent.statusCode, sent.body).toBe(200);
    const resent = await mark(courier.cookie, first.stopId, { key, outcome: 'delivered' });
    expect(resent.statusCode).toBe(200);
    expect((resent.json() as DeliveryRound).stops[0]).toMatchObject({ outcome: 'delivered' });
    const order = await staffOrder(first.orderNumber);
    expect(order.status).toBe('delivered');
    expect(
      order.statusHistory.filter((change) => change.kind === 'status' && change.to === 'delivered'),
    ).toHaveLength(1);

    const other = await mark(courier.cookie, first.stopId, {
      key: randomUUID(),
      outcome: 'absent',
      absenceReason: 'absent',
    });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({
      error: { code: 'stop_already_done', details: { round: { id: round!.id } } },
    });
  });

  it('marks an absent customer with a reason, the order back to « en cours »', async () => {
    const [round] = (await slotRoundsOf()).rounds;
    const second = round!.stops[1]!;
    // The order's page says when the courier is expected as « Tournées » does, not the plan's time.
    const page = (await call(support, 'GET', `/api/staff/orders/${second.orderNumber}`)).json() as StaffOrder;
    expect(page.stop!.window).toEqual(second.window);
    const noReason = await mark(courier.cookie, second.stopId, { key: randomUUID(), outcome: 'absent' });
    expect(noReason.statusCode).toBe(400);
    // Half an hour before the slot, the customer need not be home yet: « Absent » waits for it
    // (« Livrée » did not: the first customer was home early).
    const early = await mark(courier.cookie, second.stopId, {
      key: randomUUID(),
      outcome: 'absent',
      absenceReason: 'unreachable',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      error: { code: 'stop_absent_before_slot', details: { notBefore: slotStart.toISOString() } },
    });
    expect((await staffOrder(second.orderNumber)).status).toBe('delivery');
    clock.advanceSeconds((slotStart.getTime() - clock.now().getTime()) / 1000 + 10 * 60);
    const absent = await mark(courier.cookie, second.stopId, {
      key: randomUUID(),
      outcome: 'absent',
      absenceReason: 'unreachable',
      absenceNote: 'Interphone en panne',
    });
    expect(absent.statusCode, absent.body).toBe(200);
    expect((absent.json() as DeliveryRound).stops[1]).toMatchObject({
      outcome: 'absent',
      absenceReason: 'unreachable',
      absenceNote: 'Interphone en panne',
    });
    expect((await staffOrder(second.orderNumber)).status).toBe('scheduled');
    // The order's page tells support who came, when, and what the courier wrote.
    const read = await call(support, 'GET', `/api/staff/orders/${second.orderNumber}`);
    expect((read.json() as StaffOrder).stop).toMatchObject({
      day,
      slotId,
      roundNumber: round!.number,
      courierName: round!.courier!.name,
      position: 2,
      outcome: 'absent',
      absenceReason: 'unreachable',
      absenceNote: 'Interphone en panne',
    });
    expect((read.json() as StaffOrder).stop!.outcomeAt).not.toBeNull();
    const buyer = buyers.find((candidate) => candidate.number === second.orderNumber)!;
    const deliveryDay = (await customerOrder(buyer)).delivery_day;
    expect(deliveryDay).toMatchObject({
      arrival_window: null,
      outcome: 'absent',
      absence_reason: 'unreachable',
    });
    // The courier's note is the shop's: the customer's page leaves it out.
    expect(JSON.stringify(deliveryDay)).not.toContain('Interphone');

    // One e-mail tells the customer, however often the phone sends the mark again.
    const mails = (await shop.app.jobs.list({ kind: 'order_mail' })).filter((job) =>
      job.dedupeKey?.endsWith(`:stop${second.stopId}`),
    );
    expect(mails).toHaveLength(1);
    await shop.app.jobs.runDue();
    const email = checkoutEmailOf(buyer);
    const mailbox = await shop.app.inject({ url: `/api/dev/mail?to=${encodeURIComponent(email)}` });
    const told = (mailbox.json() as { messages: { subject: string; text: string }[] }).messages.filter(
      (message) => message.subject === `Votre commande ${second.orderNumber} n’a pas pu être livrée`,
    );
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain('Votre livreur est passé sans pouvoir vous remettre votre commande');
    expect(told[0]!.text).not.toContain('Interphone');
  });

  it('lists the day’s missed deliveries for the office, with the courier’s note and the order now', async () => {
    const [round] = (await slotRoundsOf()).rounds;
    const second = round!.stops[1]!;
    const answer = await call(support, 'GET', `/api/staff/rounds/missed?day=${day}`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect((answer.json() as MissedDeliveries).items).toEqual([
      expect.objectContaining({
        orderNumber: second.orderNumber,
        customerName: second.customerName,
        status: 'scheduled',
        slot: expect.objectContaining({ id: slotId }) as unknown,
        roundNumber: round!.number,
        courierName: round!.courier!.name,
        absenceReason: 'unreachable',
        absenceNote: 'Interphone en panne',
        outcomeAt: second.outcomeAt,
      }),
    ]);
    const otherDay = await call(support, 'GET', '/api/staff/rounds/missed?day=2000-01-03');
    expect(otherDay.json()).toEqual({ day: '2000-01-03', items: [] });
    // A courier sees their own round only; a day that is not one is refused with its field.
    expect((await call(courier.cookie, 'GET', `/api/staff/rounds/missed?day=${day}`)).statusCode).toBe(403);
    const notADay = await call(support, 'GET', '/api/staff/rounds/missed?day=demain');
    expect(notADay.statusCode).toBe(400);
    expect(notADay.json()).toMatchObject({ error: { code: 'validation_failed' } });
  });

  it('refuses another courier’s stop, and tells the last customer nobody is before them', async () => {
    const [round] = (await slotRoundsOf()).rounds;
    const third = round!.stops[2]!;
    const refused = await mark(otherCourier.cookie, third.stopId, {
      key: randomUUID(),
      outcome: 'delivered',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: { code: 'stop_not_yours' } });
    const buyer = buyers.find((candidate) => candidate.number === third.orderNumber)!;
    const { delivery_day: deliveryDay } = await customerOrder(buyer);
    expect(deliveryDay).toMatchObject({ stops_before: 0, outcome: null });
    expect(deliveryDay!.arrival_window).not.toBeNull();
  });

  it('applies a mark sent twice at once only once', async () => {
    const [round] = (await slotRoundsOf()).rounds;
    const third = round!.stops[2]!;
    const key = randomUUID();
    const answers = await Promise.all([
      mark(courier.cookie, third.stopId, { key, outcome: 'delivered' }),
      mark(courier.cookie, third.stopId, { key, outcome: 'delivered' }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const order = await staffOrder(third.orderNumber);
    expect(
      order.statusHistory.filter((change) => change.kind === 'status' && change.to === 'delivered'),
    ).toHaveLength(1);
  });

  it('reports the slot: stops, delivered, absent', async () => {
    const answer = await call(support, 'GET', `/api/staff/rounds/report?from=${day}&to=${day}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const report = answer.json() as RoundsReport;
    expect(report.slots).toHaveLength(1);
    expect(report.slots[0]).toMatchObject({ day, rounds: 1, stops: 3, delivered: 2, absent: 1 });
    expect(report.slots[0]!.meanDelayMinutes).not.toBeNull();
  });

  it('sends a missed delivery on a later bike slot: places moved, customer told, its new round planned', async () => {
    const [round] = (await slotRoundsOf()).rounds;
    const missed = round!.stops[1]!;
    const delivered = round!.stops[2]!;
    const buyer = buyers.find((candidate) => candidate.number === missed.orderNumber)!;
    // The bike slots ahead it may move to: the next with room, past its customers' cut-off.
    const choicesOf = async (number: string) => {
      const answer = await call(preparer, 'GET', `/api/staff/orders/${number}/delivery-slots`);
      expect(answer.statusCode, answer.body).toBe(200);
      return (answer.json() as StaffRebookingSlots).items;
    };
    const choices = await choicesOf(missed.orderNumber);
    expect(
      choices.every((slot) => slot.mode === 'bag' && Date.parse(slot.startsAt) > clock.now().getTime()),
    ).toBe(true);
    const later = choices.find((slot) => slot.allowed)!;
    expect(Date.parse(later.bookableUntil)).toBeLessThan(clock.now().getTime());
    expect(choices.filter((slot) => !slot.allowed).every((slot) => slot.code !== null)).toBe(true);
    expect((await choicesOf(delivered.orderNumber)).map((slot) => slot.code)).toEqual(
      choices.map(() => 'order_not_rebookable'),
    );
    expect(
      (await call(support, 'GET', `/api/staff/orders/${missed.orderNumber}/delivery-slots`)).statusCode,
    ).toBe(403);
    expect(later).toBeDefined();
    const placesOf = async (id: string) =>
      (
        (await call(admin, 'GET', `/api/staff/slots?mode=bag&perPage=200`)).json() as { items: StaffSlot[] }
      ).items.find((slot) => slot.id === id)!.booked;
    const [bookedBefore, laterBookedBefore] = [await placesOf(slotId), await placesOf(later.id)];
    expect((await staffOrder(missed.orderNumber)).rebookable).toBe(true);
    const rebook = (cookie: string, number: string, id: string) =>
      call(cookie, 'POST', `/api/staff/orders/${number}/delivery-slot`, { slotId: id });

    expect((await rebook(support, missed.orderNumber, later.id)).statusCode).toBe(403);
    const same = await rebook(preparer, missed.orderNumber, slotId);
    expect([same.statusCode, same.json().error.code]).toEqual([422, 'order_slot_unchanged']);
    expect((await staffOrder(delivered.orderNumber)).rebookable).toBe(false);
    const done = await rebook(preparer, delivered.orderNumber, later.id);
    expect([done.statusCode, done.json().error.code]).toEqual([409, 'order_not_rebookable']);
    const unknown = await rebook(preparer, missed.orderNumber, randomUUID());
    expect([unknown.statusCode, unknown.json().error.code]).toEqual([404, 'slot_not_found']);
    expect(
      (
        await call(preparer, 'POST', `/api/staff/orders/${missed.orderNumber}/delivery-slot`, {
          slotId: 'demain',
        })
      ).statusCode,
    ).toBe(400);

    const moved = await rebook(preparer, missed.orderNumber, later.id);
    expect(moved.statusCode, moved.body).toBe(200);
    expect((moved.json() as StaffOrder).slot).toMatchObject({ id: later.id, startsAt: later.startsAt });
    expect([await placesOf(slotId), await placesOf(later.id)]).toEqual([
      bookedBefore - 1,
      laterBookedBefore + 1,
    ]);
    const entries = await auditEntriesOf(shop.app, admin, 'order', missed.orderNumber);
    // The journal names both slots: the one the order left and the one it took.
    expect(entries.find((entry) => entry.action === 'order.delivery_slot')).toMatchObject({
      before: { deliverySlot: { id: slotId } },
      after: { deliverySlot: { id: later.id, start: later.startsAt } },
    });

    // The customer's page says the new slot, and an e-mail once.
    const rebooked = await customerOrder(buyer);
    expect(rebooked.delivery_slot).toMatchObject({ id: later.id });
    // The courier's visit is the old slot's: nothing planned on the new one yet.
    expect(rebooked.delivery_day).toBeNull();
    await shop.app.jobs.runDue();
    const mailbox = await shop.app.inject({
      url: `/api/dev/mail?to=${encodeURIComponent(checkoutEmailOf(buyer))}`,
    });
    const told = (mailbox.json() as { messages: { subject: string; text: string }[] }).messages.filter(
      (message) => message.subject === `Votre commande ${missed.orderNumber} : nouveau créneau de livraison`,
    );
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain('nouveau créneau');

    // The round that left keeps its stop (the missed delivery's record); the new slot's round takes the order.
    expect((await slotRoundsOf()).rounds[0]!.stops.map((stop) => stop.orderNumber)).toContain(
      missed.orderNumber,
    );
    const laterDay = parisDayOf(new Date(later.startsAt));
    const planned = await call(preparer, 'POST', '/api/staff/rounds/plan', {
      day: laterDay,
      slotId: later.id,
    });
    expect(planned.statusCode, planned.body).toBe(200);
    const newStops = (planned.json() as SlotRounds).rounds.flatMap((planned) => planned.stops);
    expect(newStops.map((stop) => stop.orderNumber)).toContain(missed.orderNumber);
    expect((await customerOrder(buyer)).delivery_day).toMatchObject({ outcome: null });
    expect((await staffOrder(missed.orderNumber)).stop).toMatchObject({ slotId: later.id, outcome: null });
    // Its round still at the hub: the report of its day counts none of its stops yet.
    const report = await call(support, 'GET', `/api/staff/rounds/report?from=${laterDay}&to=${laterDay}`);
    expect((report.json() as RoundsReport).slots.filter((slot) => slot.slot.id === later.id)).toEqual([]);
  });

  /** Sessions last a working day: the members sign in again once the clock moved to the slot's day. */
  async function signInAgain(email: string): Promise<string> {
    const signedIn = await shop.app.inject({
      method: 'POST',
      url: '/api/staff/session',
      payload: { email, password: STAFF_TEST_PASSWORD },
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const cookie = [signedIn.headers['set-cookie']]
      .flat()
      .find((value) => value?.startsWith('sillon_staff='));
    return cookie!.split(';')[0]!;
  }
});

describe('the pickup code', () => {
  let shop: ShopTestApp;

  beforeAll(async () => {
    shop = await openShopApp({ clock: new TestClock(aDeliveryMorning()) });
  });
  afterAll(() => shop.close());

  it('is made when a pickup order is prepared, for the customer and the preparer', async () => {
    const ids = await shop.productIds(['boeuf-a-bourguignon', 'pain-de-campagne-au-levain']);
    const buyer = await buyerWithBasket(shop.app, [
      { variantId: ids['boeuf-a-bourguignon']!, quantity: 2 },
      { variantId: ids['pain-de-campagne-au-levain']!, quantity: 1 },
    ]);
    await giveAddress(shop.app, buyer);
    expect((await choosePickupPoint(shop.app, buyer)).statusCode).toBe(200);
    expect((await addCardPayment(shop.app, buyer, '4242424242424242')).statusCode).toBe(201);
    expect((await complete(shop.app, buyer)).statusCode).toBe(200);
    const before = await storefront(shop.app, 'GET', `/account/orders/${buyer.number}`, {
      token: buyer.token,
    });
    expect((before.json() as CartDocument).data.attributes.delivery_day).toBeNull();

    expect((await prepareOrder(shop, buyer.number)).statusCode).toBe(200);
    const { cookie } = await staffSession(shop, 'preparer');
    const staffView = (
      await shop.app.inject({ url: `/api/staff/orders/${buyer.number}`, headers: { cookie } })
    ).json() as StaffOrder;
    expect(staffView.pickupCode).toMatch(/^\d{6}$/);
    const after = await shop.app.inject({
      url: `/api/v2/storefront/account/orders/${buyer.number}`,
      headers: bearer(buyer.token),
    });
    expect((after.json() as CartDocument).data.attributes.delivery_day).toMatchObject({
      pickup_code: staffView.pickupCode,
      arrival_window: null,
    });
    // Prepared again (a count corrected), the code the customer was given stays.
    expect((await prepareOrder(shop, buyer.number)).statusCode).toBe(200);
    const again = (
      await shop.app.inject({ url: `/api/staff/orders/${buyer.number}`, headers: { cookie } })
    ).json() as StaffOrder;
    expect(again.pickupCode).toBe(staffView.pickupCode);
  });
});

describe('a slot heavier than one bike', () => {
  const clock = new TestClock(aDeliveryMorning());
  let shop: ShopTestApp;
  let preparer: string;
  let slot: { id: string; day: string };

  beforeAll(async () => {
    shop = await openShopApp({ clock });
    preparer = (await staffSession(shop, 'preparer')).cookie;
    const juice = (await shop.productIds(['jus-de-pomme-trouble']))['jus-de-pomme-trouble']!;
    // 15 litres each: 3 bags an order, 9 for the slot, one more than a bike carries.
    for (const address1 of ['30 rue Oberkampf', '12 rue de Charonne', '40 avenue Daumesnil']) {
      const buyer = await buyerWithBasket(shop.app, [{ variantId: juice, quantity: 15 }]);
      await giveAddress(shop.app, buyer, {
        ...PARIS_ADDRESS,
        address1,
        zipcode: address1.includes('Daumesnil') ? '75012' : '75011',
      });
      expect((await chooseSlot(shop.app, buyer, 'sillon-bag-delivery', slot?.id)).statusCode).toBe(200);
      expect((await addCardPayment(shop.app, buyer, '4242424242424242')).statusCode).toBe(201);
      expect((await complete(shop.app, buyer)).statusCode).toBe(200);
      if (!slot) {
        const order = (
          await shop.app.inject({ url: `/api/staff/orders/${buyer.number}`, headers: { cookie: preparer } })
        ).json() as StaffOrder;
        slot = { id: order.slot!.id, day: order.deliveryDay! };
      }
    }
  });
  afterAll(() => shop.close());

  it('splits it between bikes, each within its load, and moves a stop from one round to another', async () => {
    const planned = await shop.app.inject({
      method: 'POST',
      url: '/api/staff/rounds/plan',
      headers: { cookie: preparer },
      payload: { day: slot.day, slotId: slot.id },
    });
    expect(planned.statusCode, planned.body).toBe(200);
    const { rounds } = planned.json() as SlotRounds;
    expect(rounds).toHaveLength(2);
    for (const round of rounds) {
      expect(round.bags).toBeLessThanOrEqual(BIKE_CAPACITY.bags);
      // 15 litres, and the gift the basket unlocked.
      for (const stop of round.stops) {
        expect(stop.bags).toBe(3);
        expect(stop.weightGrams).toBeGreaterThanOrEqual(15_000);
      }
    }
    const [first, second] = rounds[0]!.stops.length > 1 ? [rounds[0]!, rounds[1]!] : [rounds[1]!, rounds[0]!];
    const moving = first.stops.at(-1)!;
    const moved = await shop.app.inject({
      method: 'POST',
      url: `/api/staff/rounds/stops/${moving.stopId}/move`,
      headers: { cookie: preparer },
      payload: { roundId: second.id, position: 1 },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = (moved.json() as SlotRounds).rounds;
    const from = after.find((round) => round.id === first.id)!;
    const to = after.find((round) => round.id === second.id)!;
    expect(from.stops.map((stop) => stop.position)).toEqual(from.stops.map((_, index) => index + 1));
    expect(to.stops.map((stop) => stop.stopId)).toEqual([
      moving.stopId,
      ...second.stops.map((stop) => stop.stopId),
    ]);
    expect(to.stops.map((stop) => stop.position)).toEqual([1, 2]);
    expect(to.bags).toBe(6);
  });

  it('takes a cancelled order off its round while the round is at the hub', async () => {
    const before = (
      await shop.app.inject({
        url: `/api/staff/rounds?day=${slot.day}&slotId=${slot.id}`,
        headers: { cookie: preparer },
      })
    ).json() as SlotRounds;
    const round = before.rounds.find((candidate) => candidate.stops.length > 1)!;
    const leaving = round.stops[0]!;
    const { cookie: support } = await staffSession(shop, 'support');
    const canceled = await shop.app.inject({
      method: 'POST',
      url: `/api/staff/orders/${leaving.orderNumber}/cancel`,
      headers: { cookie: support },
    });
    expect(canceled.statusCode, canceled.body).toBe(200);
    const after = (
      await shop.app.inject({
        url: `/api/staff/rounds?day=${slot.day}&slotId=${slot.id}`,
        headers: { cookie: preparer },
      })
    ).json() as SlotRounds;
    const kept = after.rounds.find((candidate) => candidate.id === round.id)!;
    expect(kept.stops.map((stop) => stop.stopId)).toEqual(round.stops.slice(1).map((stop) => stop.stopId));
    expect(kept.stops.map((stop) => stop.position)).toEqual(kept.stops.map((_, index) => index + 1));
    expect(after.unplanned).toEqual([]);
  });

  it('weighs a pack by its own quantity, not its product’s', async () => {
    const oat = (await shop.productIds(['lait-d-avoine-nature']))['lait-d-avoine-nature']!;
    const buyer = await buyerWithBasket(shop.app, [
      { variantId: await shop.retailVariantOf(oat), quantity: 2 },
    ]);
    await giveAddress(shop.app, buyer, { ...PARIS_ADDRESS, address1: '8 rue Keller' });
    expect((await chooseSlot(shop.app, buyer, 'sillon-bag-delivery', slot.id)).statusCode).toBe(200);
    expect((await addCardPayment(shop.app, buyer, '4242424242424242')).statusCode).toBe(201);
    expect((await complete(shop.app, buyer)).statusCode).toBe(200);
    const planned = await shop.app.inject({
      method: 'POST',
      url: '/api/staff/rounds/plan',
      headers: { cookie: preparer },
      payload: { day: slot.day, slotId: slot.id },
    });
    expect(planned.statusCode, planned.body).toBe(200);
    const stop = (planned.json() as SlotRounds).rounds
      .flatMap((round) => round.stops)
      .find((candidate) => candidate.orderNumber === buyer.number)!;
    // Two packs of six litres: 12 kg, two bags.
    expect(stop.bags).toBe(2);
    expect(stop.weightGrams).toBeGreaterThanOrEqual(12_000);
    expect(stop.weightGrams).toBeLessThan(13_000);
  });
});
