/**
 * The order (spec §3 Order, §4, §7; Spree's order from its `cart` state to `complete`): one
 * aggregate, one service. Its use cases live in named parts over a shared core (`order-core.ts`:
 * finding the caller's order, pricing it, saving a change over the version it was read at,
 * answering it as a document):
 * - `basket.ts`: the cart calls (lines, coupon, guest carts);
 * - `checkout-steps.ts`: email, addresses, shipment, slot or pickup point, Spree's transitions;
 * - `order-completion.ts`: the payment, then the one transaction that places the order;
 * - `payment-settlement.ts`: an authorisation nothing uses voided;
 * - `order-preparation.ts`, `payment-capture.ts`: the order prepared, its money taken for what was
 *   delivered; `processor-events.ts`: what the card processor tells after the fact;
 * - the orders a customer placed, below.
 * The order's tables are read and written through the order store (`order-store.ts`) only; the
 * other modules take part through their services, listed in `OrdersDeps`.
 */
import {
  orderListDocument as orderListSchema,
  type CartDocument,
  type OrderListDocument,
} from '@sillon/contract';
import { checkConfirmationResend, orderChangeWindow } from '@sillon/domain';
import { z } from 'zod';
import type { Transaction } from '../../db/client';
import type { ChangeAudit } from '../../http/staff-routes';
import { AppError } from '../../http/app-error';
import type { CompressibleJson } from '../../http/cached-json';
import type { AuthenticatedUser } from '../auth';
import { createBasket } from './basket';
import { orderListDocument, paymentMethodsDocument } from './checkout.document';
import { createCheckoutSteps } from './checkout-steps';
import { createOrderAdditions } from './order-additions';
import { createOrderCancellation } from './order-cancellation';
import { createOrderCompletion } from './order-completion';
import { createOrderCore } from './order-core';
import { createOrderEvents } from './order-events';
import { createOrderStatuses } from './order-statuses';
import type { OrderRow } from './order-types';
import type { OrdersDeps } from './orders-deps';
import { parseInclude } from './orders.document';
import { createOrderPreparation } from './order-preparation';
import { createOrderRebooking } from './order-rebooking';
import { createPaymentCapture } from './payment-capture';
import { createPaymentSettlement } from './payment-settlement';
import { createProcessorEvents } from './processor-events';
import { createPlacedOrderPages, type PlacedOrderPage } from './placed-order-pages';
import { createReceipts } from './receipt';
import { createOrderSubstitutions } from './order-substitutions';
import { createOrderRounds, type OrderStops, type RoundStops } from './order-rounds';
import { createOrdersRepository } from './orders.repository';

/** Spree's paging of account orders: 25 by default, out-of-range sizes fall back to it. */
const DEFAULT_PER_PAGE = 25;
const MAX_PER_PAGE = 500;

export function createOrdersService(deps: OrdersDeps) {
  const events = createOrderEvents();
  const core = createOrderCore(deps);
  const basket = createBasket(core, deps);
  const steps = createCheckoutSteps(core, deps);
  const settlement = createPaymentSettlement(deps);
  const capture = createPaymentCapture(core, deps);
  const completion = createOrderCompletion(core, deps, steps, events, settlement, capture);
  const statuses = createOrderStatuses(core, deps, events, capture);
  const cancellation = createOrderCancellation(core, deps, events);
  let roundStops: RoundStops | undefined;
  const rebooking = createOrderRebooking(core, deps, events, {
    slotsWithRoundStarted: async (slotIds, tx) =>
      roundStops ? roundStops.slotsWithRoundStarted(slotIds, tx) : new Set<string>(),
  });
  const additions = createOrderAdditions(core, deps, events, settlement, capture);
  const preparation = createOrderPreparation(core, deps, capture, events);
  const processorEvents = createProcessorEvents(core, deps, settlement);
  const receipts = createReceipts(deps);
  const substitutions = createOrderSubstitutions(core, deps, capture);
  const placedOrderPages = createPlacedOrderPages(() => deps.now().getTime());
  const { store, repository } = deps;
  const rounds = createOrderRounds({ repository, stopOf: () => roundStops?.ofCustomer });

  return {
    /** Registers a listener of placed orders' events (run inside the changing transaction). */
    onEvent: events.on,
    changeStatus: statuses.changeStatus,
    moveByStaff: statuses.moveByStaff,
    /** Issue 42: orders moved with a round's own writes, in one transaction. */
    moveTogetherByStaff: statuses.moveTogetherByStaff,
    /** Issue 42: a slot's bike orders, and orders by id, as their rounds carry them. */
    bikeOrdersOfSlot: rounds.bikeOrdersOfSlot,
    roundOrders: rounds.roundOrders,
    /** Issue 42: where an order reads its stop on the delivery day (the rounds module). */
    useRoundStops(stops: RoundStops): void {
      roundStops = stops;
    },
    /** The order's stops as the staff read them (`OrderStops`); none without rounds. */
    async staffStopsOf(orderId: string, slotId: string | null): Promise<OrderStops> {
      return roundStops ? roundStops.ofStaff(orderId, slotId) : { stop: null, missedStop: null };
    },
    cancelPlacedOrder: cancellation.cancelPlacedOrder,
    /** The staff move a waiting bike order to another slot (a missed delivery sent again). */
    rebookSlot: rebooking.rebookSlot,
    rebookingSlots: rebooking.slotChoices,
    setPrepared: preparation.setPrepared,
    /** The processor's webhook: the customer's bank disputes the order's payment (issue 37). */
    recordDispute: processorEvents.recordDispute,
    /** The processor's webhook: a payment's intent moved; the order's payment settled from it. */
    reconcilePayment: processorEvents.reconcilePayment,

    /** The staff send a placed order's confirmation again (durably, once per request). */
    async resendConfirmation(
      number: string,
      actor: { kind: 'staff'; id: string },
      audit?: ChangeAudit,
    ): Promise<void> {
      const order = await store.placedByNumber(number);
      if (!order?.status) throw new AppError('not_found', 'order_not_placed');
      const resendable = checkConfirmationResend(order.status);
      if (!resendable.ok) throw new AppError('conflict', resendable.code, { status: order.status });
      const at = deps.now();
      await store.transaction(async (_store, tx) => {
        await events.emit(tx, {
          type: 'placed',
          orderId: order.id,
          number: order.number,
          userId: order.userId,
          status: order.status!,
          previousStatus: null,
          actor,
          at,
          copyKey: `${actor.id}-${at.getTime()}`,
        });
        await audit?.record(tx);
      });
    },

    /** The customer adds products to one of their orders before its cut-off (idempotent by key). */
    async addAccountOrderItems(
      user: AuthenticatedUser,
      number: string,
      input: { idempotencyKey: string; lines: readonly { variantId: string; quantity: number }[] },
      include: string | undefined,
    ) {
      parseInclude(include);
      return core.render(await additions.addItems(user.id, number, input), include, 'order');
    },

    /** The customer cancels one of their orders before its cut-off (idempotent). */
    async cancelAccountOrder(user: AuthenticatedUser, number: string, include: string | undefined) {
      parseInclude(include);
      const order = await cancellation.cancelPlacedOrder(number, { kind: 'customer', id: user.id });
      return core.render(order, include, 'order');
    },
    ...basket,
    /** Issue 41: a cart line's, a placed order's line's preference; the answer to a proposal. */
    setCartSubstitution: substitutions.setCartPreference,
    setOrderSubstitution: substitutions.setOrderPreference,
    answerSubstitution: substitutions.answer,
    update: steps.update,
    shippingRates: steps.shippingRates,
    selectShippingMethod: steps.selectShippingMethod,
    next: steps.next,
    advance: steps.advance,
    createPayment: completion.createPayment,
    complete: completion.complete,
    paymentMethods: () => paymentMethodsDocument(deps.payments.paymentMethods()),
    receipt: receipts.receipt,
    receiptLink: receipts.receiptLink,
    receiptPdf: receipts.receiptPdf,
    /** A placed order as its e-mails show it (its receipt included); undefined without an e-mail. */
    mailView: receipts.mailView,

    /** Spree's order_status: a completed order for whoever holds its token (the SDK's guests too). */
    async orderStatus(orderToken: string | null, number: string, include: string | undefined) {
      const order = await store.placedByNumber(number);
      if (!order || !orderToken || order.token !== orderToken)
        throw new AppError('not_found', 'order_not_found');
      return rounds.withDeliveryDay(await core.render(order, include), order);
    },

    async accountOrder(user: AuthenticatedUser, number: string, include: string | undefined) {
      const order = await store.placedByNumber(number);
      // Another customer's order is "not found", never "forbidden": its existence is not told.
      if (!order || order.userId !== user.id) throw new AppError('not_found', 'order_not_found');
      return rounds.withDeliveryDay(await core.render(order, include, 'order'), order);
    },

    /** The customer's latest placed order (spec §7 account info, limit 1), null for a lead. */
    async latestOrderOf(userId: string) {
      const { rows } = await repository.completedOrdersOf(userId, { offset: 0, limit: 1 });
      const [order] = rows;
      if (!order?.completedAt) return null;
      const { priced } = order.snapshot!;
      return {
        number: order.number,
        completedAt: order.completedAt,
        status: order.status,
        productIds: [...new Set(priced.lines.map((line) => line.variant.productId))],
      };
    },

    /** The products of the customer's kept orders, most ordered first (their favourites, issue 17). */
    mostOrderedProducts: (userId: string) => repository.mostOrderedProducts(userId),

    /** Whether the customer bought the product in an order they kept (« Achat vérifié », issue 17). */
    hasBought: (userId: string, productId: string) => repository.hasBought(userId, productId),

    /** The products of the customer's kept orders as `tx` sees them (an order it cancels is not kept). */
    async boughtProductIds(tx: Transaction, userId: string): Promise<string[]> {
      const rows = await createOrdersRepository(tx).mostOrderedProducts(userId);
      return rows.map((row) => row.productId);
    },

    /** Every order the customer placed, as their account shows them (the data export, issue 15). */
    async exportOrders(userId: string): Promise<CartDocument[]> {
      const orders = await repository.allPlacedOrdersOf(userId);
      const payments = await repository.paymentsOfOrders(orders.map((order) => order.id));
      return Promise.all(
        // With their promotions: the codes a customer used are theirs to find in the export.
        orders.map((order) => core.render(order, 'line_items,promotions', 'order', payments.get(order.id))),
      );
    },

    /**
     * A customer's placed orders for the staff (the back office's customer page), newest first:
     * the latest `limit` as short rows, and how many there are in all.
     */
    async placedOrdersOf(userId: string, limit: number) {
      const { rows, total } = await repository.completedOrdersOf(userId, { offset: 0, limit });
      return {
        total,
        rows: rows.map((order) => {
          const { priced } = order.snapshot!;
          return {
            number: order.number,
            status: order.status,
            completedAt: order.completedAt?.toISOString() ?? null,
            totalCents: priced.totals.totalCents,
            itemCount: priced.lines.reduce((sum, line) => sum + line.quantity, 0),
            shippingMode: order.shippingMode,
          };
        }),
      };
    },

    /** The account's erasure (issue 15), inside the erasing transaction. */
    forgetCustomer: (tx: Transaction, userId: string) => {
      placedOrderPages.forget(userId);
      return store.within(tx).forgetCustomer(userId, deps.now());
    },

    /**
     * Spree's account orders: a page of the customer's placed orders, newest first, as sent: kept
     * per customer and request, answered again while none of its orders changed
     * (`placed-order-pages.ts`).
     */
    async accountOrders(
      user: AuthenticatedUser,
      query: { page?: number | undefined; per_page?: number | undefined; include?: string | undefined },
      request: { key: string; url: (page: number) => string },
    ): Promise<CompressibleJson> {
      const perPage =
        query.per_page && query.per_page >= 1 && query.per_page <= MAX_PER_PAGE
          ? query.per_page
          : DEFAULT_PER_PAGE;
      const page = query.page ?? 1;
      const placed = await repository.placedOrderVersions(user.id, {
        offset: (page - 1) * perPage,
        limit: perPage,
      });
      const { ids, total } = placed;
      const versions = `${total} ${placed.versions}`;
      const key = `${user.id} ${request.key}`;
      const at = deps.now();
      const kept = placedOrderPages.find(key, versions);
      if (kept) return kept;
      const [rows, payments] = await Promise.all([
        repository.placedOrdersByIds(user.id, ids),
        repository.paymentsOfOrders(ids),
      ]);
      const documents: CartDocument[] = [];
      for (const row of rows) {
        documents.push(await core.render(row, query.include, 'order', payments.get(row.id)));
      }
      const document = orderListDocument({ documents, total, page, perPage, url: request.url });
      const built: PlacedOrderPage = {
        json: JSON.stringify(encodedOrderList(document)),
        versions,
        validUntil: Math.min(...rows.map((row) => windowClosesAt(row, at))),
      };
      placedOrderPages.keep(key, built);
      return built;
    },
  };
}

/**
 * The page as the route's schema encodes it (what Fastify's serializer did before the page was
 * kept). A page that does not match its schema is the server's fault: a 500, not the caller's 400.
 */
function encodedOrderList(document: OrderListDocument): unknown {
  const encoded = z.safeEncode(orderListSchema, document);
  if (!encoded.success) throw new Error(`order list off its schema: ${encoded.error.message}`);
  return encoded.data;
}

/**
 * When an order's page changes by the clock alone (Infinity: it never does): its change window
 * closes, or a proposed substitute's time to answer ends (issue 41: it follows its preference).
 */
function windowClosesAt(order: OrderRow, at: Date): number {
  const { isOpen, until } = orderChangeWindow(order, at);
  const answersEnd = Object.values(order.substitutions ?? {})
    .filter((proposal) => !proposal.answer && Date.parse(proposal.answerBy) > at.getTime())
    .map((proposal) => Date.parse(proposal.answerBy));
  return Math.min(isOpen && until ? Date.parse(until) : Infinity, ...answersEnd);
}

export type OrdersService = ReturnType<typeof createOrdersService>;
