/**
 * Substitutions from the shop's side (issue 41), through the real app: the candidates for a short
 * line, the preparation with substitutes (and its refusals), the proposal told by e-mail and push,
 * the money taken once the customer answered, their time ran out or the order left (each money
 * rule: dearer, cheaper, refused, missing, voucher, gift, VAT per rate), the receipt, « Ruptures ».
 */
import type {
  PickingList,
  ReceiptDocument,
  StaffOrder,
  StaffSubstituteCandidates,
  SubstitutionReport,
} from '@sillon/contract';
import { parisDayOf, type SubstitutionPreference, type SubstitutionProposal } from '@sillon/domain';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, TestClock } from '../../testing/auth-test-app';
import { authOf, buyerWithBasket, buyWithBike, type Buyer } from '../../testing/checkout-flow';
import { aDeliveryMorning } from '../../testing/shop-clock';
import { openShopApp, storefront, type ShopTestApp } from '../../testing/shop-test-app';
import { staffSession } from '../../testing/staff-session';
import { vouchers } from '../promotions/promotions.tables';
import type { OrderSnapshot } from './order-snapshot';
import { cartLines, carts, orderPayments } from './orders.tables';

const ADMIN_TOKEN = 'a-token-for-the-scripts-0123456789';

type Count = {
  lineId: string;
  preparedQuantity: number;
  substitute?: { productId: string; quantity: number };
};

describe('substitutions, from the shop’s side', () => {
  const firstDay = aDeliveryMorning();
  const clock = new TestClock(firstDay);
  let shop: ShopTestApp;
  /** Jus de pomme trouble, 1 L, 3,90 € (5,5 %). */
  let cloudy: string;
  /** Jus de pomme et poire, 1 L, 4,20 €: similar to the cloudy one, a little dearer. */
  let pear: string;
  /** Jus de pomme pétillant, 75 cl, 4,50 €: too dear per litre to be similar. */
  let sparkling: string;
  /** Lessive liquide, 12,90 € (20 %). */
  let detergent: string;

  beforeAll(async () => {
    shop = await openShopApp({ clock, adminToken: ADMIN_TOKEN });
    const ids = await shop.productIds([
      'jus-de-pomme-trouble',
      'jus-de-pomme-poire',
      'jus-de-pomme-petillant',
      'lessive-liquide-au-savon-vegetal',
    ]);
    cloudy = ids['jus-de-pomme-trouble']!;
    pear = ids['jus-de-pomme-poire']!;
    sparkling = ids['jus-de-pomme-petillant']!;
    detergent = ids['lessive-liquide-au-savon-vegetal']!;
    await shop.database.db.insert(vouchers).values({
      id: randomUUID(),
      code: 'SUBST10',
      name: 'Dix pour cent',
      description: '10 % sur les produits',
      kind: 'percentage',
      percentBp: 1000,
    });
    await shop.database.db.insert(vouchers).values({
      id: randomUUID(),
      code: 'PORTOFFERT',
      name: 'Port offert',
      description: 'La livraison offerte',
      kind: 'free_delivery',
    });
  });
  afterAll(() => shop.close());

  const db = () => shop.database.db;

  async function placedOrder(lines: { variantId: string; quantity: number }[], coupon?: string) {
    const buyer = await buyerWithBasket(shop.app, lines);
    if (coupon) {
      const applied = await storefront(shop.app, 'PATCH', '/cart/apply_coupon_code', authOf(buyer), {
        coupon_code: coupon,
      });
      expect(applied.statusCode, applied.body).toBe(200);
    }
    const placed = await buyWithBike(shop.app, buyer);
    expect(placed.statusCode, placed.body).toBe(200);
    return buyer;
  }

  const orderRow = async (number: string) =>
    (await db().select().from(carts).where(eq(carts.number, number)))[0]!;
  const pricedOf = async (number: string) => ((await orderRow(number)).snapshot as OrderSnapshot).priced;
  const lineOf = async (number: string, productId: string) =>
    (await pricedOf(number)).lines.find((line) => line.variant.productId === productId)!;
  const orderedTotal = async (number: string) => (await pricedOf(number)).totals.totalAfterStoreCreditCents;
  const captured = async (number: string) =>
    (
      await db()
        .select()
        .from(orderPayments)
        .where(eq(orderPayments.cartId, (await orderRow(number)).id))
    )
      .map((payment) => (payment.capturedCents ?? 0) - (payment.refundedCents ?? 0))
      .reduce((sum, cents) => sum + cents, 0);

  /** The customer's preference for a line, as the cart's routes save it (issue 41, the shop's side). */
  async function prefer(lineId: string, preference: SubstitutionPreference | null) {
    await db()
      .update(cartLines)
      .set({ substitution: preference })
      .where(eq(cartLines.id, Number(lineId)));
  }

  /** The customer's answer, as the order page's route saves it (the shop's side). */
  async function answer(number: string, lineId: string, given: 'accepted' | 'refused') {
    const row = await orderRow(number);
    const proposal = row.substitutions![lineId]!;
    const substitutions: Record<string, SubstitutionProposal> = {
      ...row.substitutions,
      [lineId]: { ...proposal, answer: given, answeredAt: clock.now().toISOString() },
    };
    await db().update(carts).set({ substitutions }).where(eq(carts.id, row.id));
  }

  async function staffCall(
    role: 'preparer' | 'support',
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
  ) {
    const { cookie } = await staffSession(shop, role);
    return shop.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  }

  const prepare = (number: string, lines: Count[], prepared = true) =>
    staffCall('preparer', 'POST', `/api/staff/orders/${number}/prepared`, { prepared, lines });

  async function staffOrder(number: string): Promise<StaffOrder> {
    const read = await staffCall('support', 'GET', `/api/staff/orders/${number}`);
    expect(read.statusCode, read.body).toBe(200);
    return read.json() as StaffOrder;
  }

  async function candidates(number: string, lineId: string) {
    return staffCall('preparer', 'GET', `/api/staff/orders/${number}/lines/${lineId}/substitutes`);
  }

  /** The order leaves (the scripts' route: no day checked). */
  async function leave(number: string) {
    const moved = await shop.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${number}/status`,
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
      payload: { status: 'delivery' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
  }

  async function mailsTo(number: string) {
    await shop.app.jobs.runDue();
    const { email } = await orderRow(number);
    const answer = await shop.app.inject({ url: `/api/dev/mail?to=${encodeURIComponent(email!)}` });
    return answer.json().messages as { subject: string; text: string }[];
  }

  describe('the candidates for a short line', () => {
    let buyer: Buyer;
    let lineId: string;
    beforeAll(async () => {
      buyer = await placedOrder([
        { variantId: cloudy, quantity: 2 },
        { variantId: detergent, quantity: 1 },
      ]);
      lineId = (await lineOf(buyer.number, cloudy)).id;
    });

    it('offers the similar products, best first, never the product itself nor one too dear', async () => {
      const found = await candidates(buyer.number, lineId);
      expect(found.statusCode, found.body).toBe(200);
      const { items } = found.json() as StaffSubstituteCandidates;
      expect(items[0]).toMatchObject({
        productId: pear,
        name: 'Jus de pomme et poire',
        unitLabel: '1 L',
        priceCents: 420,
        unitPrice: { cents: 420, per: 'L' },
        chosen: false,
      });
      expect(items.map((item) => item.productId)).not.toContain(cloudy);
      expect(items.map((item) => item.productId)).not.toContain(sparkling);
    });

    it('puts the customer’s own pick first, and offers nothing against « Ne pas remplacer »', async () => {
      await prefer(lineId, { kind: 'chosen', productId: sparkling });
      const chosen = (await candidates(buyer.number, lineId)).json() as StaffSubstituteCandidates;
      expect(chosen.items.slice(0, 2).map((item) => [item.productId, item.chosen])).toEqual([
        [sparkling, true],
        [pear, false],
      ]);
      const order = await staffOrder(buyer.number);
      expect(order.lines.find((line) => line.lineId === lineId)!.preference).toEqual({
        kind: 'chosen',
        productId: sparkling,
        productName: 'Jus de pomme pétillant',
      });

      await prefer(lineId, { kind: 'none' });
      expect(((await candidates(buyer.number, lineId)).json() as StaffSubstituteCandidates).items).toEqual(
        [],
      );
      await prefer(lineId, null);
    });

    it('never offers a product of another rack met on a selection’s shelf (bread is no tomato)', async () => {
      const ids = await shop.productIds(['pain-de-campagne-au-levain', 'tomates-anciennes']);
      const bread = ids['pain-de-campagne-au-levain']!;
      // Both on « Coups de cœur », both organic and regenerative, sold by weight at a close price.
      const tomatoes = ids['tomates-anciennes']!;
      const order = await placedOrder([
        { variantId: bread, quantity: 2 },
        { variantId: detergent, quantity: 1 },
      ]);
      const breadLine = (await lineOf(order.number, bread)).id;
      const found = (await candidates(order.number, breadLine)).json() as StaffSubstituteCandidates;
      expect(found.items.map((item) => item.productId)).not.toContain(tomatoes);
      const refused = await prepare(order.number, [
        { lineId: breadLine, preparedQuantity: 0, substitute: { productId: tomatoes, quantity: 2 } },
      ]);
      expect(refused.json().error.code).toBe('substitute_not_similar');
    });

    it('answers 404 in French for a line of no such order, and 401 without a session', async () => {
      const unknown = await candidates(buyer.number, '999999');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error).toMatchObject({
        code: 'substitute_unknown_line',
        message: expect.any(String),
      });
      const anonymous = await shop.app.inject({
        url: `/api/staff/orders/${buyer.number}/lines/${lineId}/substitutes`,
      });
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe('the picking list', () => {
    it('says what each order wants if a product runs short, the orders alike together', async () => {
      // The lessive brings each order to the shop's minimum.
      const withJuice = (quantity: number) =>
        placedOrder([
          { variantId: cloudy, quantity },
          { variantId: detergent, quantity: 1 },
        ]);
      const [pick, again, none] = [await withJuice(1), await withJuice(2), await withJuice(1)];
      for (const buyer of [pick, again])
        await prefer((await lineOf(buyer.number, cloudy)).id, { kind: 'chosen', productId: pear });
      await prefer((await lineOf(none.number, cloudy)).id, { kind: 'none' });
      const { deliveryDay } = await staffOrder(pick.number);
      const list = await staffCall('preparer', 'GET', `/api/staff/picking-list?day=${deliveryDay}`);
      expect(list.statusCode, list.body).toBe(200);
      const line = (list.json() as PickingList).racks
        .flatMap((rack) => rack.lines)
        .find((candidate) => candidate.productId === cloudy)!;
      const groupOf = (number: string) => line.preferences.find((group) => group.orders.includes(number));
      expect(groupOf(pick.number)).toEqual({
        kind: 'chosen',
        productId: pear,
        productName: 'Jus de pomme et poire',
        orders: expect.arrayContaining([pick.number, again.number]),
      });
      expect(groupOf(none.number)).toEqual({
        kind: 'none',
        productId: null,
        productName: null,
        orders: [none.number],
      });
    });
  });

  describe('a preparation with substitutes', () => {
    let buyer: Buyer;
    let lineId: string;
    beforeAll(async () => {
      buyer = await placedOrder([
        { variantId: cloudy, quantity: 2 },
        { variantId: detergent, quantity: 1 },
      ]);
      lineId = (await lineOf(buyer.number, cloudy)).id;
    });

    it.each([
      [
        'a product that is not similar',
        () => ({ productId: sparkling, quantity: 2 }),
        0,
        'substitute_not_similar',
      ],
      [
        'more units than are missing',
        () => ({ productId: pear, quantity: 2 }),
        1,
        'substitute_quantity_invalid',
      ],
      [
        'a product the catalogue does not know',
        () => ({ productId: randomUUID(), quantity: 1 }),
        0,
        'substitute_product_unknown',
      ],
    ])('refuses %s, in French, and saves nothing', async (_name, substitute, preparedQuantity, code) => {
      const refused = await prepare(buyer.number, [{ lineId, preparedQuantity, substitute: substitute() }]);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().error.code).toBe(code);
      expect(refused.json().error.message).toMatch(/[a-zé]/);
      expect((await staffOrder(buyer.number)).preparedAt).toBeNull();
    });

    it('refuses the second of two screens that read the order before the first one’s save', async () => {
      const order = await placedOrder([
        { variantId: cloudy, quantity: 2 },
        { variantId: detergent, quantity: 1 },
      ]);
      const line = (await lineOf(order.number, cloudy)).id;
      const prepareAsRead = (lines: Count[], preparedAtRead: string | null, prepared = true) =>
        staffCall('preparer', 'POST', `/api/staff/orders/${order.number}/prepared`, {
          prepared,
          lines,
          preparedAtRead,
        });
      // Both screens opened the order unprepared; the first proposes a substitute.
      const first = await prepareAsRead(
        [{ lineId: line, preparedQuantity: 0, substitute: { productId: pear, quantity: 2 } }],
        null,
      );
      expect(first.statusCode, first.body).toBe(200);
      const preparedAt = (first.json() as StaffOrder).preparedAt!;
      // The second, still showing the order unprepared, would drop that substitute: refused.
      const second = await prepareAsRead([], null);
      expect([second.statusCode, second.json().error.code]).toEqual([409, 'order_prepared_meanwhile']);
      expect(second.json().error.message).toMatch(/autre écran/);
      const kept = await staffOrder(order.number);
      expect(kept.preparedAt).toBe(preparedAt);
      expect(kept.lines.find((candidate) => candidate.lineId === line)?.substitution?.productId).toBe(pear);
      // Read again, the order may be put back to prepare.
      expect((await prepareAsRead([], preparedAt, false)).statusCode).toBe(200);
      expect((await staffOrder(order.number)).preparedAt).toBeNull();
    });

    it('refuses a substitute against « Ne pas remplacer », and one for a line of no such order', async () => {
      await prefer(lineId, { kind: 'none' });
      const unwanted = await prepare(buyer.number, [
        { lineId, preparedQuantity: 0, substitute: { productId: pear, quantity: 2 } },
      ]);
      expect(unwanted.json().error.code).toBe('substitute_not_wanted');
      await prefer(lineId, null);
      const stray = await prepare(buyer.number, [
        { lineId: '999999', preparedQuantity: 0, substitute: { productId: pear, quantity: 1 } },
      ]);
      expect(stray.statusCode).toBe(400);
      expect(stray.json().error.code).toBe('substitute_unknown_line');
    });

    it('accepts the customer’s own pick even when it is not similar', async () => {
      await prefer(lineId, { kind: 'chosen', productId: sparkling });
      const prepared = await prepare(buyer.number, [
        { lineId, preparedQuantity: 0, substitute: { productId: sparkling, quantity: 2 } },
      ]);
      expect(prepared.statusCode, prepared.body).toBe(200);
      await prepare(buyer.number, [], false);
      await prefer(lineId, null);
    });

    it('proposes a similar product, keeps the money until the customer answers, and forgets it when undone', async () => {
      const prepared = await prepare(buyer.number, [
        { lineId, preparedQuantity: 0, substitute: { productId: pear, quantity: 2 } },
      ]);
      expect(prepared.statusCode, prepared.body).toBe(200);
      const order = prepared.json() as StaffOrder;
      const slotStart = Date.parse(order.slot!.startsAt);
      expect(order.lines.find((line) => line.lineId === lineId)).toMatchObject({
        preparedQuantity: 0,
        preference: { kind: 'similar', productId: null, productName: null },
        substitution: {
          productId: pear,
          name: 'Jus de pomme et poire',
          quantity: 2,
          priceCents: 420,
          answer: null,
          settled: 'pending',
          // A bike round: the customer answers before the bags are loaded.
          answerBy: new Date(slotStart - 30 * 60_000).toISOString(),
        },
      });
      expect(order.charge).toMatchObject({ isAwaitingAnswers: true });
      expect(order.capturedCents).toBe(0);
      await shop.app.jobs.runDue();
      expect(await captured(buyer.number)).toBe(0);

      const undone = await prepare(buyer.number, [], false);
      const after = undone.json() as StaffOrder;
      expect(after.lines.find((line) => line.lineId === lineId)!.substitution).toBeNull();
      expect(after.charge.isAwaitingAnswers).toBe(false);
      expect((await orderRow(buyer.number)).substitutions).toBeNull();
    });

    it('takes the substitute from stock, and gives it back once refused, undone or cancelled', async () => {
      const stockOf = (productId: string) => shop.stockOf(productId);
      const withSubstitute = async () => {
        const order = await placedOrder([
          { variantId: cloudy, quantity: 2 },
          { variantId: detergent, quantity: 1 },
        ]);
        const line = (await lineOf(order.number, cloudy)).id;
        const counts = [{ lineId: line, preparedQuantity: 0, substitute: { productId: pear, quantity: 2 } }];
        const prepared = await prepare(order.number, counts);
        expect(prepared.statusCode, prepared.body).toBe(200);
        return { order, line, counts };
      };
      const stock = await stockOf(pear);

      // Refused by the customer: the preparers take it out of the bag.
      const refused = await withSubstitute();
      expect(await stockOf(pear)).toBe(stock - 2);
      expect((await prepare(refused.order.number, refused.counts)).statusCode).toBe(200);
      expect(await stockOf(pear)).toBe(stock - 2);
      const path = `/account/orders/${refused.order.number}/substitutions/${refused.line}`;
      const answered = await storefront(shop.app, 'POST', path, refused.order, { answer: 'refused' });
      expect(answered.statusCode, answered.body).toBe(200);
      expect(await stockOf(pear)).toBe(stock);
      // Undone after the refusal: nothing more moves (and « Ruptures » below does not count it).
      expect((await prepare(refused.order.number, [], false)).statusCode).toBe(200);
      expect(await stockOf(pear)).toBe(stock);

      // The preparation undone.
      const undone = await withSubstitute();
      expect(await stockOf(pear)).toBe(stock - 2);
      expect((await prepare(undone.order.number, [], false)).statusCode).toBe(200);
      expect(await stockOf(pear)).toBe(stock);

      // The order cancelled.
      const cancelled = await withSubstitute();
      expect(await stockOf(pear)).toBe(stock - 2);
      const cancel = await staffCall(
        'support',
        'POST',
        `/api/staff/orders/${cancelled.order.number}/cancel`,
        {},
      );
      expect(cancel.statusCode, cancel.body).toBe(200);
      expect(await stockOf(pear)).toBe(stock);
    });
  });

  describe('asking the customer', () => {
    it('e-mails the proposal with its price and deadline, and pushes it to their phone with its line', async () => {
      const buyer = await placedOrder([
        { variantId: cloudy, quantity: 2 },
        { variantId: detergent, quantity: 1 },
      ]);
      const lineId = (await lineOf(buyer.number, cloudy)).id;
      const accepted = await shop.app.inject({
        method: 'PATCH',
        url: '/api/users/me',
        headers: bearer(buyer.token),
        payload: { notificationsOptIn: true },
      });
      expect(accepted.statusCode, accepted.body).toBe(200);
      const device = `ExponentPushToken[subst-${buyer.number}]`;
      const registered = await shop.app.inject({
        method: 'PUT',
        url: '/api/notification',
        headers: bearer(buyer.token),
        payload: { pushTokenID: device, platform: 'ios', app: 'fr.sillon.shop' },
      });
      expect(registered.statusCode, registered.body).toBe(204);

      const prepared = await prepare(buyer.number, [
        { lineId, preparedQuantity: 0, substitute: { productId: pear, quantity: 2 } },
      ]);
      expect(prepared.statusCode, prepared.body).toBe(200);
      const mails = await mailsTo(buyer.number);
      const proposal = mails.find((mail) => /un produit manque/.test(mail.subject));
      expect(proposal, mails.map((mail) => mail.subject).join(' | ')).toBeDefined();
      // Dearer than what was ordered: charged at the original's price.
      expect(proposal!.text).toMatch(
        /plus de jus de pomme trouble.*Jus de pomme et poire × 2\s+pour 7,80\s€\s+en tout/s,
      );
      expect(proposal!.text).toMatch(/avant le/);
      expect(proposal!.text).toContain(`/my-account/orders/${buyer.number}`);

      const pushes = (await shop.app.inject({ url: `/api/dev/push?to=${encodeURIComponent(device)}` })).json()
        .messages as { title: string; body: string; data: Record<string, string> }[];
      expect(pushes).toHaveLength(1);
      expect(pushes[0]).toMatchObject({
        title: 'Un produit manque à votre commande',
        data: { orderNumber: buyer.number, lineId, path: `/my-account/orders/${buyer.number}` },
        // With « Accepter » and « Refuser » on the phone, in their own Android channel.
        channelId: 'substitutions',
        categoryId: 'substitution',
      });
      // The amount is the two units' together, as the e-mail and the order's page say it.
      expect(pushes[0]!.body).toMatch(
        /^Nous n’avions plus .+ : nous vous proposons Jus de pomme et poire × 2 pour 7,80\s€ en tout\. Répondez avant /,
      );

      // The audit log keeps which substitute went in the bag for which line.
      const { cookie: adminCookie } = await staffSession(shop, 'admin');
      const log = (
        await shop.app.inject({
          url: `/api/staff/audit?subjectType=order&subjectId=${buyer.number}`,
          headers: { cookie: adminCookie },
        })
      ).json() as { items: { action: string; outcome: string; after: unknown }[] };
      expect(
        log.items.find((entry) => entry.action === 'order.prepared' && entry.outcome === 'done'),
      ).toMatchObject({
        after: {
          substitutes: {
            [lineId]: {
              productId: pear,
              name: 'Jus de pomme et poire',
              quantity: 2,
              replaces: expect.any(String),
            },
          },
          // And which line was short, by the product's name, for the journal.
          shortLines: [
            { name: expect.any(String), prepared: 0, ordered: 2, substitute: 'Jus de pomme et poire' },
          ],
        },
      });

      // The picking list shows the proposal and that the customer has not answered yet.
      const order = prepared.json() as StaffOrder;
      const list = await staffCall(
        'preparer',
        'GET',
        `/api/staff/picking-list?day=${order.deliveryDay}&slotId=${order.slot!.id}`,
      );
      expect(list.statusCode, list.body).toBe(200);
      const picked = (list.json() as PickingList).orders.find((entry) => entry.number === buyer.number)!;
      expect(picked.substitutions).toEqual([
        {
          lineId,
          originalName: 'Jus de pomme trouble',
          name: 'Jus de pomme et poire',
          quantity: 2,
          answerBy: expect.any(String),
          answer: null,
          settled: 'pending',
        },
      ]);

      // Marked prepared again with the same substitute: nothing asked twice.
      await prepare(buyer.number, [
        { lineId, preparedQuantity: 0, substitute: { productId: pear, quantity: 2 } },
      ]);
      await shop.app.jobs.runDue();
      const again = (await shop.app.inject({ url: `/api/dev/push?to=${encodeURIComponent(device)}` })).json()
        .messages as unknown[];
      expect(again).toHaveLength(1);
    });
  });

  describe('the money, once the proposals are settled', () => {
    it('charges a dearer substitute at the original’s price once the order leaves unanswered', async () => {
      const buyer = await placedOrder([
        { variantId: cloudy, quantity: 2 },
        { variantId: detergent, quantity: 1 },
      ]);
      const lineId = (await lineOf(buyer.number, cloudy)).id;
      await prepare(buyer.number, [
        { lineId, preparedQuantity: 0, substitute: { productId: pear, quantity: 2 } },
      ]);
      expect(await captured(buyer.number)).toBe(0);
      await leave(buyer.number);
      expect(await captured(buyer.number)).toBe(await orderedTotal(buyer.number));
      const order = await staffOrder(buyer.number);
      expect(order.lines.find((line) => line.lineId === lineId)!.substitution!.settled).toBe('accepted');
      expect(order.charge).toMatchObject({ isAwaitingAnswers: false });
    });

    it('charges a cheaper substitute the customer accepted at its own price', async () => {
      const buyer = await placedOrder([
        { variantId: pear, quantity: 2 },
        { variantId: detergent, quantity: 1 },
      ]);
      const lineId = (await lineOf(buyer.number, pear)).id;
      await prepare(buyer.number, [
        { lineId, preparedQuantity: 0, substitute: { productId: cloudy, quantity: 2 } },
      ]);
      await answer(buyer.number, lineId, 'accepted');
      await leave(buyer.number);
      // Two bottles at 3,90 € instead of 4,20 €.
      expect(await captured(buyer.number)).toBe((await orderedTotal(buyer.number)) - 2 * 30);
    });

    it('does not charge a substitute the customer refused, nor the missing units', async () => {
      const buyer = await placedOrder([
        { variantId: cloudy, quantity: 3 },
        { variantId: detergent, quantity: 1 },
      ]);
      const lineId = (await lineOf(buyer.number, cloudy)).id;
      await prepare(buyer.number, [
        { lineId, preparedQuantity: 1, substitute: { productId: pear, quantity: 2 } },
      ]);
      await answer(buyer.number, lineId, 'refused');
      await leave(buyer.number);
      expect(await captured(buyer.number)).toBe((await orderedTotal(buyer.number)) - 2 * 390);
    });

    it("names a free-delivery voucher by its own name, not as the first order's free delivery", async () => {
      const buyer = await placedOrder(
        [
          { variantId: pear, quantity: 2 },
          { variantId: detergent, quantity: 2 },
        ],
        'PORTOFFERT',
      );
      const { promotions } = await staffOrder(buyer.number);
      expect(promotions).toContainEqual({
        kind: 'free_delivery',
        name: 'Port offert',
        code: 'PORTOFFERT',
        amountCents: 0,
      });
    });

    it('keeps a voucher met at ordering: the missing units and the substitute at their discounted price', async () => {
      const buyer = await placedOrder(
        [
          { variantId: pear, quantity: 2 },
          { variantId: detergent, quantity: 2 },
        ],
        'SUBST10',
      );
      const line = await lineOf(buyer.number, pear);
      expect(line.discountCents).toBe(84);
      // The staff's order page names the code, as the customer's does.
      const { promotions, totals } = await staffOrder(buyer.number);
      expect(promotions).toEqual([
        { kind: 'coupon', name: 'Dix pour cent', code: 'SUBST10', amountCents: -totals.discountCents },
        {
          kind: 'free_delivery',
          name: 'Livraison offerte : première commande du client',
          code: null,
          amountCents: 0,
        },
      ]);
      expect(totals.discountCents).toBeGreaterThan(0);
      await prepare(buyer.number, [
        { lineId: line.id, preparedQuantity: 0, substitute: { productId: cloudy, quantity: 2 } },
      ]);
      await leave(buyer.number);
      // The pears paid 8,40 € − 10 %: 7,56 €; the cloudy juice 7,80 € − 10 %: 7,02 €.
      expect(await captured(buyer.number)).toBe((await orderedTotal(buyer.number)) - 756 + 702);
    });

    it('keeps the gift and the delivery when the delivered goods fall below the gift’s threshold', async () => {
      const buyer = await placedOrder([{ variantId: pear, quantity: 10 }]);
      const before = await staffOrder(buyer.number);
      expect(before.lines.filter((line) => line.gift).length).toBeGreaterThan(0);
      const priced = await pricedOf(buyer.number);
      const line = await lineOf(buyer.number, pear);
      // 7 bottles of 10: 29,40 € of goods, below the 40 € the first gift asks.
      const prepared = await prepare(buyer.number, [{ lineId: line.id, preparedQuantity: 7 }]);
      expect(prepared.statusCode, prepared.body).toBe(200);
      expect(await captured(buyer.number)).toBe(priced.totals.totalAfterStoreCreditCents - 3 * 420);
      const after = prepared.json() as StaffOrder;
      const gifts = (order: StaffOrder) =>
        order.lines
          .filter((entry) => entry.gift)
          .map(({ preparedQuantity: _counted, billedCents: _billed, ...gift }) => gift);
      expect(gifts(after)).toEqual(gifts(before));
      // Given, never billed.
      const billed = after.lines.filter((entry) => entry.gift).map((gift) => gift.billedCents);
      expect(new Set(billed)).toEqual(new Set([0]));
      expect(after.totals.deliveryCents).toBe(before.totals.deliveryCents);
    });

    it('shows each change with its amount on the receipt, the delivered total and its VAT per rate', async () => {
      const buyer = await placedOrder([
        { variantId: cloudy, quantity: 2 },
        { variantId: detergent, quantity: 1 },
      ]);
      const cloudyLine = await lineOf(buyer.number, cloudy);
      const detergentLine = await lineOf(buyer.number, detergent);
      await prepare(buyer.number, [
        { lineId: detergentLine.id, preparedQuantity: 0 },
        { lineId: cloudyLine.id, preparedQuantity: 1, substitute: { productId: pear, quantity: 1 } },
      ]);
      await answer(buyer.number, cloudyLine.id, 'accepted');
      await leave(buyer.number);
      const shipping = (await pricedOf(buyer.number)).totals.shipTotalCents;
      const delivered = 2 * 390 + shipping;
      expect(await captured(buyer.number)).toBe(delivered);

      const receipt = (
        await storefront(shop.app, 'GET', `/account/orders/${buyer.number}/receipt`, buyer)
      ).json() as ReceiptDocument;
      const preparation = receipt.data.attributes.preparation!;
      expect(preparation.changes).toEqual([
        expect.objectContaining({
          kind: 'missing',
          name: 'Jus de pomme trouble',
          quantity: 1,
          amount: '-3.90',
        }),
        expect.objectContaining({
          kind: 'substitute',
          name: 'Jus de pomme et poire',
          replaces: 'Jus de pomme trouble',
          quantity: 1,
          amount: '3.90',
          answer: 'accepted',
        }),
        expect.objectContaining({
          kind: 'missing',
          name: 'Lessive liquide au savon végétal',
          amount: '-12.90',
        }),
      ]);
      expect(preparation.delivered_total).toBe((delivered / 100).toFixed(2));
      // Nothing at 20 % was delivered: the VAT is the food rate's (and the delivery's) only.
      expect(preparation.vat_lines.map((line) => line.vat_rate)).not.toContain('20.00');
      const vatTotal = preparation.vat_lines.reduce(
        (sum, line) => sum + Math.round(Number(line.amount) * 100),
        0,
      );
      expect(vatTotal).toBe(delivered);

      const mails = await mailsTo(buyer.number);
      const onItsWay = mails.find((mail) => /en route/.test(mail.subject));
      expect(onItsWay!.text).toMatch(/Manquant : Lessive liquide au savon végétal/);
      expect(onItsWay!.text).toMatch(/Remplacé par Jus de pomme et poire/);
      expect(onItsWay!.text).toContain(
        `débité pour ce qui est livré : ${(delivered / 100).toFixed(2).replace('.', ',')}`,
      );
    });

    it('takes the money for an unanswered proposal once the customer’s time is up', async () => {
      const buyer = await placedOrder([
        { variantId: cloudy, quantity: 2 },
        { variantId: detergent, quantity: 1 },
      ]);
      const lineId = (await lineOf(buyer.number, cloudy)).id;
      const prepared = await prepare(buyer.number, [
        { lineId, preparedQuantity: 1, substitute: { productId: pear, quantity: 1 } },
      ]);
      const answerBy = Date.parse(
        (prepared.json() as StaffOrder).lines.find((line) => line.lineId === lineId)!.substitution!.answerBy,
      );
      clock.advanceSeconds((answerBy - clock.now().getTime()) / 1000 - 60);
      await shop.app.jobs.runDue();
      expect(await captured(buyer.number)).toBe(0);
      clock.advanceSeconds(4 * 60);
      await shop.app.jobs.runDue();
      expect(await captured(buyer.number)).toBe(await orderedTotal(buyer.number));
    });
  });

  describe('« Ruptures »', () => {
    it('counts, per day of preparation and product, the lines short, the units short and the lines substituted', async () => {
      // Every order above was prepared on the first day; an undone preparation counts for nothing.
      const day = parisDayOf(firstDay);
      const report = await staffCall('preparer', 'GET', `/api/staff/shortages?from=${day}&to=${day}`);
      expect(report.statusCode, report.body).toBe(200);
      const { rows } = report.json() as SubstitutionReport;
      expect(rows.map(({ productId: _id, ...row }) => row)).toEqual([
        { day, name: 'Jus de pomme trouble', linesShort: 5, unitsShort: 8, linesSubstituted: 5 },
        { day, name: 'Jus de pomme et poire', linesShort: 3, unitsShort: 7, linesSubstituted: 2 },
        { day, name: 'Lessive liquide au savon végétal', linesShort: 1, unitsShort: 1, linesSubstituted: 0 },
      ]);
      const nextDay = parisDayOf(clock.now());
      const later = await staffCall('preparer', 'GET', `/api/staff/shortages?from=${nextDay}&to=${nextDay}`);
      expect((later.json() as SubstitutionReport).rows).toEqual([]);
    });

    it('refuses a range that ends before it starts, or longer than a quarter, in French', async () => {
      for (const [from, to] of [
        ['2026-03-02', '2026-03-01'],
        ['2026-01-01', '2026-12-31'],
      ]) {
        const refused = await staffCall('preparer', 'GET', `/api/staff/shortages?from=${from}&to=${to}`);
        expect(refused.statusCode).toBe(400);
        expect(refused.json().error).toMatchObject({
          code: 'substitution_report_range_invalid',
          message: expect.stringMatching(/période/i),
        });
      }
      const malformed = await staffCall('preparer', 'GET', '/api/staff/shortages?from=hier&to=2026-01-01');
      expect(malformed.statusCode).toBe(400);
    });
  });
});
