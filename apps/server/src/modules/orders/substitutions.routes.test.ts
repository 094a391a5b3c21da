/**
 * Substitutions, the customer's side (issue 41): each line's preference set in the cart and in a
 * placed order until its cut-off, the account's default frozen at placement, and the customer's
 * answer to a substitute the preparers proposed (the money taken once nothing waits any more).
 */
import type { CartDocument, LineItemResource } from '@sillon/contract';
import { deliveredCharge, type SubstitutionProposal } from '@sillon/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../testing/auth-test-app';
import { authOf, buyerWithBasket, buyWithBike, type Buyer } from '../../testing/checkout-flow';
import { prepareOrder } from '../../testing/preparation';
import { aDeliveryMorning } from '../../testing/shop-clock';
import {
  newAnonymous,
  newCustomer,
  openShopApp,
  storefront,
  type ShopTestApp,
} from '../../testing/shop-test-app';
import { sandboxPaymentIntents } from '../payments/sandbox/sandbox.tables';
import type { OrderSnapshot } from './order-snapshot';
import { carts } from './orders.tables';

/** The paid lines (the shop's gifts have no preference). */
const lineItems = (document: CartDocument) =>
  (document.included ?? []).filter(
    (item): item is LineItemResource => item.type === 'line_item' && !item.attributes.public_metadata.gift,
  );

describe('substitutions, the customer’s side', () => {
  const clock = new TestClock(aDeliveryMorning());
  let shop: ShopTestApp;
  let detergent: string;
  let juice: string;
  let tea: string;

  beforeAll(async () => {
    shop = await openShopApp({ clock });
    const ids = await shop.productIds([
      'lessive-liquide-au-savon-vegetal',
      'jus-de-pomme-trouble',
      'infusion-du-soir',
    ]);
    detergent = ids['lessive-liquide-au-savon-vegetal']!;
    juice = ids['jus-de-pomme-trouble']!;
    tea = ids['infusion-du-soir']!;
  });
  afterAll(() => shop.close());

  const db = () => shop.database.db;
  const orderRow = async (number: string) =>
    (await db().select().from(carts).where(eq(carts.number, number)))[0]!;
  const lineIdOf = (document: CartDocument, variantId: string) =>
    lineItems(document).find((item) => item.relationships.variant.data?.id === variantId)!.id;
  const showCart = async (buyer: Buyer) =>
    (await storefront(shop.app, 'GET', '/cart?include=line_items', authOf(buyer))).json() as CartDocument;
  const setCartSubstitution = (buyer: Buyer, lineId: string, substitution: object) =>
    storefront(shop.app, 'PATCH', '/cart/set_substitution', authOf(buyer), {
      line_item_id: lineId,
      substitution,
      include: 'line_items',
    });
  const accountOrder = async (buyer: Pick<Buyer, 'token' | 'number'>) =>
    (
      await storefront(shop.app, 'GET', `/account/orders/${buyer.number}?include=line_items`, buyer)
    ).json() as CartDocument;

  const setOrderSubstitution = (
    buyer: Pick<Buyer, 'token' | 'number'>,
    lineId: string,
    substitution: object,
  ) =>
    storefront(shop.app, 'PATCH', `/account/orders/${buyer.number}/set_substitution`, buyer, {
      line_item_id: lineId,
      substitution,
      include: 'line_items',
    });

  describe('in the cart', () => {
    it('shows each line with the account’s default until the customer sets its own', async () => {
      const buyer = await buyerWithBasket(shop.app, [
        { variantId: detergent, quantity: 1 },
        { variantId: juice, quantity: 2 },
      ]);
      const cart = await showCart(buyer);
      expect(lineItems(cart).map((line) => line.attributes.public_metadata.substitution)).toEqual([
        { kind: 'similar' },
        { kind: 'similar' },
      ]);

      const set = await setCartSubstitution(buyer, lineIdOf(cart, juice), { kind: 'none' });
      expect(set.statusCode, set.body).toBe(200);
      const after = set.json() as CartDocument;
      const byVariant = (document: CartDocument, variantId: string) =>
        lineItems(document).find((line) => line.relationships.variant.data?.id === variantId)!.attributes
          .public_metadata.substitution;
      expect(byVariant(after, juice)).toEqual({ kind: 'none' });
      expect(byVariant(after, detergent)).toEqual({ kind: 'similar' });

      // The app sends the whole basket on each change: the product still in it keeps its choice.
      const replaced = await storefront(shop.app, 'PATCH', '/cart/set_items', authOf(buyer), {
        line_items_attributes: [
          { variant_id: juice, quantity: 3 },
          { variant_id: detergent, quantity: 1 },
        ],
        include: 'line_items',
      });
      expect(replaced.statusCode, replaced.body).toBe(200);
      expect(byVariant(replaced.json() as CartDocument, juice)).toEqual({ kind: 'none' });
    });

    it('takes a chosen product the shop lists, other than the line’s own', async () => {
      const buyer = await buyerWithBasket(shop.app, [{ variantId: juice, quantity: 2 }]);
      const lineId = lineIdOf(await showCart(buyer), juice);

      const chosen = await setCartSubstitution(buyer, lineId, { kind: 'chosen', product_id: tea });
      expect(chosen.statusCode, chosen.body).toBe(200);
      expect(lineItems(chosen.json() as CartDocument)[0]!.attributes.public_metadata.substitution).toEqual({
        kind: 'chosen',
        product_id: tea,
      });

      const itself = await setCartSubstitution(buyer, lineId, { kind: 'chosen', product_id: juice });
      expect(itself.statusCode).toBe(422);
      expect(itself.json()).toMatchObject({ code: 'substitution_product_invalid' });
      const unknown = await setCartSubstitution(buyer, lineId, {
        kind: 'chosen',
        product_id: '00000000-0000-4000-8000-000000000000',
      });
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json()).toMatchObject({
        code: 'substitution_product_invalid',
        error: expect.any(String),
      });
    });

    it('refuses an unknown line, an unknown kind, and another customer’s cart', async () => {
      const buyer = await buyerWithBasket(shop.app, [{ variantId: juice, quantity: 1 }]);
      const lineId = lineIdOf(await showCart(buyer), juice);

      const unknownLine = await setCartSubstitution(buyer, '999999999', { kind: 'none' });
      expect(unknownLine.statusCode).toBe(404);
      expect(unknownLine.json()).toMatchObject({ code: 'substitution_line_not_found' });
      const badKind = await setCartSubstitution(buyer, lineId, { kind: 'whatever' });
      expect(badKind.statusCode).toBe(400);
      const noProduct = await setCartSubstitution(buyer, lineId, { kind: 'chosen' });
      expect(noProduct.statusCode).toBe(400);

      // Someone else with the line's id but not the cart's token reaches their own cart only.
      const stranger = await newAnonymous(shop.app);
      const other = await storefront(shop.app, 'PATCH', '/cart/set_substitution', stranger, {
        line_item_id: lineId,
        substitution: { kind: 'none' },
      });
      expect(other.statusCode).toBe(404);
      expect(lineItems(await showCart(buyer))[0]!.attributes.public_metadata.substitution).toEqual({
        kind: 'similar',
      });
    });
  });

  describe('the account’s default', () => {
    it('is « Produit similaire » until changed, shows in the cart, and is kept by the order at placement', async () => {
      const customer = await newCustomer(shop.app);
      const me = () =>
        shop.app.inject({
          method: 'GET',
          url: '/api/users/me',
          headers: { authorization: `Bearer ${customer.token}` },
        });
      expect((await me()).json()).toMatchObject({ substitutionDefault: 'similar' });
      const changed = await shop.app.inject({
        method: 'PATCH',
        url: '/api/users/me',
        headers: { authorization: `Bearer ${customer.token}` },
        payload: { substitutionDefault: 'none' },
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json()).toMatchObject({ substitutionDefault: 'none' });
      const refused = await shop.app.inject({
        method: 'PATCH',
        url: '/api/users/me',
        headers: { authorization: `Bearer ${customer.token}` },
        payload: { substitutionDefault: 'chosen' },
      });
      expect(refused.statusCode).toBe(400);

      const buyer = await buyerWithBasket(
        shop.app,
        [
          { variantId: detergent, quantity: 2 },
          { variantId: juice, quantity: 1 },
        ],
        customer,
      );
      const cart = await showCart(buyer);
      expect(lineItems(cart)[0]!.attributes.public_metadata.substitution).toEqual({ kind: 'none' });
      await setCartSubstitution(buyer, lineIdOf(cart, juice), { kind: 'similar' });
      const placed = await buyWithBike(shop.app, buyer);
      expect(placed.statusCode, placed.body).toBe(200);
      expect((await orderRow(buyer.number)).substitutionDefault).toBe('none');

      // Changing the account's default later does not change the placed order's lines.
      await shop.app.inject({
        method: 'PATCH',
        url: '/api/users/me',
        headers: { authorization: `Bearer ${customer.token}` },
        payload: { substitutionDefault: 'similar' },
      });
      const order = await accountOrder(buyer);
      expect(order.data.attributes.substitution_default).toBe('none');
      expect(lineItems(order).map((line) => line.attributes.public_metadata.substitution)).toEqual([
        { kind: 'none' },
        { kind: 'similar' },
      ]);
    });
  });

  describe('in a placed order', () => {
    it('changes until the order is prepared, then refuses with substitution_not_changeable', async () => {
      const buyer = await buyerWithBasket(shop.app, [
        { variantId: detergent, quantity: 2 },
        { variantId: juice, quantity: 2 },
      ]);
      const placed = await buyWithBike(shop.app, buyer);
      expect(placed.statusCode, placed.body).toBe(200);
      const lineId = lineIdOf(await accountOrder(buyer), juice);

      const set = await setOrderSubstitution(buyer, lineId, { kind: 'chosen', product_id: tea });
      expect(set.statusCode, set.body).toBe(200);
      const changed = lineItems(set.json() as CartDocument).find((line) => line.id === lineId)!;
      expect(changed.attributes.public_metadata.substitution).toEqual({ kind: 'chosen', product_id: tea });

      const stranger = await newCustomer(shop.app);
      const other = await setOrderSubstitution({ token: stranger.token, number: buyer.number }, lineId, {
        kind: 'none',
      });
      expect(other.statusCode).toBe(404);
      expect(other.json()).toMatchObject({ code: 'order_not_found' });

      expect((await prepareOrder(shop, buyer.number)).statusCode).toBe(200);
      const late = await setOrderSubstitution(buyer, lineId, { kind: 'none' });
      expect(late.statusCode).toBe(422);
      expect(late.json()).toMatchObject({ code: 'substitution_not_changeable', error: expect.any(String) });
    });
  });

  describe('answering a proposal', () => {
    const answer = (buyer: Pick<Buyer, 'token' | 'number'>, lineId: string, body: object) =>
      storefront(shop.app, 'POST', `/account/orders/${buyer.number}/substitutions/${lineId}`, buyer, {
        include: 'line_items',
        ...body,
      });
    const intentsOf = (number: string) =>
      db().select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.reference, number));

    /**
     * A placed order whose juice line (3 ordered) the preparers found 1 of, and for one of the two missing put
     * in the bag the tea the customer chose instead, through the back office's route; its time to
     * answer then moved to `answerBy` (the shop's clock does not move in these tests).
     */
    async function orderWithProposal(answerBy: Date) {
      const buyer = await buyerWithBasket(shop.app, [
        { variantId: detergent, quantity: 1 },
        { variantId: juice, quantity: 3 },
      ]);
      expect((await buyWithBike(shop.app, buyer)).statusCode).toBe(200);
      const lineId = lineIdOf(await accountOrder(buyer), juice);
      const chosen = await setOrderSubstitution(buyer, lineId, { kind: 'chosen', product_id: tea });
      expect(chosen.statusCode, chosen.body).toBe(200);
      const prepared = await prepareOrder(shop, buyer.number, [
        { lineId, preparedQuantity: 1, substitute: { productId: tea, quantity: 1 } },
      ]);
      expect(prepared.statusCode, prepared.body).toBe(200);
      const row = await orderRow(buyer.number);
      const proposal: SubstitutionProposal = {
        ...row.substitutions![lineId]!,
        answerBy: answerBy.toISOString(),
      };
      await db()
        .update(carts)
        .set({ substitutions: { [lineId]: proposal } })
        .where(eq(carts.id, row.id));
      return { buyer, lineId, proposal };
    }

    it('shows the proposal until answered, takes nothing meanwhile, then takes what was delivered', async () => {
      const { buyer, lineId, proposal } = await orderWithProposal(new Date(clock.now().getTime() + 3600_000));
      expect((await intentsOf(buyer.number)).map((intent) => intent.status)).toEqual(['requires_capture']);
      const shown = await accountOrder(buyer);
      const line = lineItems(shown).find((item) => item.id === lineId)!;
      expect(line.attributes.public_metadata.substitution_proposal).toMatchObject({
        product_id: tea,
        name: 'Infusion du soir',
        quantity: 1,
        state: 'pending',
        answer_by: proposal.answerBy,
      });
      expect(shown.data.attributes.delivered_totals).toMatchObject({ awaiting_answers: true });

      const accepted = await answer(buyer, lineId, { answer: 'accepted' });
      expect(accepted.statusCode, accepted.body).toBe(200);
      const after = accepted.json() as CartDocument;
      const answered = lineItems(after).find((item) => item.id === lineId)!.attributes.public_metadata;
      expect(answered.substitution_proposal).toMatchObject({ state: 'accepted' });
      expect(after.data.attributes.delivered_totals).toMatchObject({ awaiting_answers: false });

      // What the domain's rule says, and what the card was charged.
      const priced = ((await orderRow(buyer.number)).snapshot as OrderSnapshot).priced;
      const expected = deliveredCharge({
        lines: priced.lines.map((ordered) => ({
          id: ordered.id,
          quantity: ordered.quantity,
          priceCents: ordered.priceCents,
          discountCents: ordered.discountCents,
          vatRateBp: ordered.variant.vatRateBp,
          preparedQuantity: ordered.id === lineId ? 1 : ordered.quantity,
          substitute: ordered.id === lineId ? proposal : undefined,
        })),
        shippingCents: priced.totals.shipTotalCents,
        storeCreditCents: priced.totals.totalAppliedStoreCreditCents,
        orderedTotalCents: priced.totals.totalAfterStoreCreditCents,
        authorisedCents: priced.totals.totalAfterStoreCreditCents,
      });
      expect(expected.amountCents).toBeLessThan(priced.totals.totalAfterStoreCreditCents);
      expect(after.data.attributes.delivered_totals?.total).toBe((expected.amountCents / 100).toFixed(2));
      // Its VAT is the delivered charge's, not the ordered total's.
      const vatOf = (lines: readonly { code: string; amount: string }[]) =>
        lines.filter((line) => line.code.startsWith('vat_')).map((line) => [line.code, line.amount]);
      const deliveredVat = vatOf(after.data.attributes.delivered_totals?.vat ?? []);
      expect(deliveredVat).toEqual(
        expected.vatByRate.map((share) => [`vat_${share.vatRateBp}`, (share.vatCents / 100).toFixed(2)]),
      );
      expect(deliveredVat).not.toEqual(vatOf(after.data.attributes.subtotals));
      const [intent] = await intentsOf(buyer.number);
      expect(intent).toMatchObject({ status: 'succeeded', amountReceivedCents: expected.amountCents });

      // The same answer again changes nothing; another one is refused.
      const version = (await orderRow(buyer.number)).version;
      const again = await answer(buyer, lineId, { answer: 'accepted' });
      expect(again.statusCode).toBe(200);
      expect((await orderRow(buyer.number)).version).toBe(version);
      const other = await answer(buyer, lineId, { answer: 'refused' });
      expect(other.statusCode).toBe(409);
      expect(other.json()).toMatchObject({
        code: 'substitution_already_answered',
        error: expect.any(String),
      });
      expect((await orderRow(buyer.number)).substitutions?.[lineId]?.answer).toBe('accepted');
    });

    it('charges nothing for a refused substitute', async () => {
      const { buyer, lineId } = await orderWithProposal(new Date(clock.now().getTime() + 3600_000));
      const refused = await answer(buyer, lineId, { answer: 'refused' });
      expect(refused.statusCode, refused.body).toBe(200);
      const line = lineItems(refused.json() as CartDocument).find((item) => item.id === lineId)!;
      expect(line.attributes.public_metadata.substitution_proposal).toMatchObject({
        state: 'refused',
        amount: '0.00',
      });
      const priced = ((await orderRow(buyer.number)).snapshot as OrderSnapshot).priced;
      const juiceLine = priced.lines.find((ordered) => ordered.id === lineId)!;
      // Two of the three juices missing, and the tea refused: two units not charged.
      const missingCents = Math.round(((juiceLine.totalCents - juiceLine.discountCents) * 2) / 3);
      const [intent] = await intentsOf(buyer.number);
      expect(intent).toMatchObject({
        status: 'succeeded',
        amountReceivedCents: priced.totals.totalAfterStoreCreditCents - missingCents,
      });
    });

    it('refuses an answer once the time is up, on a line without a proposal, from someone else, or malformed', async () => {
      const { buyer, lineId } = await orderWithProposal(new Date(clock.now().getTime() - 60_000));
      const late = await answer(buyer, lineId, { answer: 'refused' });
      expect(late.statusCode).toBe(409);
      expect(late.json()).toMatchObject({ code: 'substitution_answer_too_late' });
      // Past its time the proposal followed the line's preference (« Produit similaire »: kept).
      const shown = await accountOrder(buyer);
      expect(
        lineItems(shown).find((item) => item.id === lineId)!.attributes.public_metadata.substitution_proposal,
      ).toMatchObject({ state: 'accepted' });

      const noProposal = await answer(buyer, '999999999', { answer: 'accepted' });
      expect(noProposal.statusCode).toBe(404);
      expect(noProposal.json()).toMatchObject({ code: 'substitution_proposal_not_found' });

      const stranger = await newCustomer(shop.app);
      const other = await answer({ token: stranger.token, number: buyer.number }, lineId, {
        answer: 'accepted',
      });
      expect(other.statusCode).toBe(404);
      expect(other.json()).toMatchObject({ code: 'order_not_found' });

      const malformed = await answer(buyer, lineId, { answer: 'maybe' });
      expect(malformed.statusCode).toBe(400);
      const anonymous = await storefront(
        shop.app,
        'POST',
        `/account/orders/${buyer.number}/substitutions/${lineId}`,
        {},
        { answer: 'accepted' },
      );
      expect(anonymous.statusCode).toBe(401);
    });
  });
});
