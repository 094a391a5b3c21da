/**
 * The order (spec §3 Order, §4, §7; Spree's order from its `cart` state to `complete`): one
 * aggregate, one service. Its use cases live in named parts over a shared core (finding the
 * caller's order, pricing it, changing it under its row's lock, answering it as a document):
 * - `basket.ts`: the cart calls (lines, coupon, guest carts);
 * - `checkout-steps.ts`: email, addresses, shipment, slot or pickup point, Spree's transitions;
 * - `order-completion.ts`: the payment, then the one transaction that places the order;
 * - `payment-settlement.ts`: an authorisation captured or voided as the database decided;
 * - the orders a customer placed, below.
 * The order module is the only writer of its tables; the other modules take part through their
 * services, listed in `OrdersDeps`.
 */
import {
  orderListDocument as orderListSchema,
  type CartDocument,
  type OrderListDocument,
} from '@sillon/contract';
import { orderChangeWindow } from '@sillon/domain';
import { z } from 'zod';
import type { Transaction } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { CompressibleJson } from '../../http/cached-json';
import type { AccountService } from '../account';
import type { AuthenticatedUser } from '../auth';
import type { CatalogService } from '../catalog';
import type { DeliveryService } from '../delivery';
import type { JobQueue } from '../jobs';
import type { PaymentsService } from '../payments';
import type { PromotionsService } from '../promotions';
import { createBasket } from './basket';
import { orderListDocument, paymentMethodsDocument } from './checkout.document';
import { createCheckoutSteps } from './checkout-steps';
import { createOrderAdditions } from './order-additions';
import { createOrderCancellation } from './order-cancellation';
import { createOrderCompletion } from './order-completion';
import { createOrderEvents } from './order-events';
import { createOrderStatuses } from './order-statuses';
import { createPaymentSettlement } from './payment-settlement';
import { itemTotalOf, priceCart, pricedLines, type PricedCart } from './order-pricing';
import { cartDocument, parseInclude } from './orders.document';
import { createPlacedOrderPages, type PlacedOrderPage } from './placed-order-pages';
import { createReceipts } from './receipt';
import {
  orderQueriesIn,
  type LoadedOrder,
  type OrderChanges,
  type OrderLineRow,
  type OrderParts,
  type OrderQueries,
  type OrderRow,
  type OrdersRepository,
  type PaymentRow,
} from './orders.repository';

/** What the order needs of the other modules: exactly these, so they can change the rest freely. */
export type OrdersDeps = {
  repository: OrdersRepository;
  catalog: Pick<
    CatalogService,
    'cartVariants' | 'currentCartVariants' | 'takeStock' | 'returnStock' | 'stockChanged'
  >;
  promotions: Pick<PromotionsService, 'cartOffers' | 'checkCoupon' | 'consumeForOrder' | 'releaseForOrder'>;
  delivery: Pick<
    DeliveryService,
    | 'isBikeDistrict'
    | 'checkLocality'
    | 'offeredSlotsOf'
    | 'ensureChoosable'
    | 'bookSlot'
    | 'releaseSlot'
    | 'pickupPoint'
  >;
  payments: Pick<
    PaymentsService,
    | 'authorize'
    | 'capture'
    | 'cancel'
    | 'refund'
    | 'paymentMethod'
    | 'paymentMethods'
    | 'savedCardPaymentMethod'
    | 'saveCard'
    | 'claimPaymentMethod'
  >;
  account: Pick<AccountService, 'minimumOrderCents' | 'saveCheckoutEmail' | 'firstNameOf'>;
  /** Work that must happen once the order changed, even if a call fails now (refunds). */
  jobs: Pick<JobQueue, 'enqueue' | 'register'>;
  now: () => Date;
  log: { error(details: object, message: string): void };
};

/** Who asks: the bearer's user and the order token, either or both (Spree accepts both). */
export type OrderCaller = { user: AuthenticatedUser | null; orderToken: string | null };

/** What a completed order keeps: its prices as they were when it was paid. */
export type OrderSnapshot = { priced: PricedCart };

/** Spree's paging of account orders: 25 by default, out-of-range sizes fall back to it. */
const DEFAULT_PER_PAGE = 25;
const MAX_PER_PAGE = 500;

export function createOrdersService(deps: OrdersDeps) {
  const events = createOrderEvents();
  const core = createOrderCore(deps);
  const basket = createBasket(core, deps);
  const steps = createCheckoutSteps(core, deps);
  const settlement = createPaymentSettlement(deps);
  const completion = createOrderCompletion(core, deps, steps, events, settlement);
  const statuses = createOrderStatuses(deps, events);
  const cancellation = createOrderCancellation(deps, events);
  const additions = createOrderAdditions(deps, events, settlement);
  const receipts = createReceipts(deps);
  const placedOrderPages = createPlacedOrderPages(() => deps.now().getTime());
  const { repository } = deps;

  return {
    /** Registers a listener of placed orders' events (run inside the changing transaction). */
    onEvent: events.on,
    changeStatus: statuses.changeStatus,
    cancelPlacedOrder: cancellation.cancelPlacedOrder,

    /** The staff send a placed order's confirmation again (durably, once per request). */
    async resendConfirmation(number: string, actor: { kind: 'staff'; id: string }): Promise<void> {
      const order = await repository.completedOrder(number);
      if (!order?.status) throw new AppError('not_found', 'order_not_placed');
      const at = deps.now();
      await repository.transaction((_queries, tx) =>
        events.emit(tx, {
          type: 'placed',
          orderId: order.id,
          number: order.number,
          userId: order.userId,
          status: order.status!,
          previousStatus: null,
          actor,
          at,
          copyKey: `${actor.id}-${at.getTime()}`,
        }),
      );
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
      const order = await repository.completedOrderWithPayments(number);
      if (!order || !orderToken || order.token !== orderToken)
        throw new AppError('not_found', 'order_not_found');
      return core.render(order, include);
    },

    async accountOrder(user: AuthenticatedUser, number: string, include: string | undefined) {
      const order = await repository.completedOrderWithPayments(number);
      // Another customer's order is "not found", never "forbidden": its existence is not told.
      if (!order || order.userId !== user.id) throw new AppError('not_found', 'order_not_found');
      return core.render(order, include, 'order');
    },

    /** The customer's latest placed order (spec §7 account info, limit 1), null for a lead. */
    async latestOrderOf(userId: string) {
      const { rows } = await repository.completedOrdersOf(userId, { offset: 0, limit: 1 });
      const [order] = rows;
      if (!order?.completedAt) return null;
      const { priced } = order.snapshot as OrderSnapshot;
      return {
        number: order.number,
        completedAt: order.completedAt,
        status: order.status,
        productIds: [...new Set(priced.lines.map((line) => line.variant.productId))],
      };
    },

    /** The products of the customer's kept orders, most ordered first (their favourites, issue 17). */
    async mostOrderedProducts(userId: string): Promise<{ productId: string; times: number }[]> {
      const times = new Map<string, number>();
      for (let page = 0; ; page += 1) {
        const { rows } = await repository.completedOrdersOf(userId, {
          offset: page * MAX_PER_PAGE,
          limit: MAX_PER_PAGE,
        });
        for (const order of rows.filter((row) => row.status !== 'canceled')) {
          const products = new Set(
            (order.snapshot as OrderSnapshot).priced.lines.map((line) => line.variant.productId),
          );
          for (const productId of products) times.set(productId, (times.get(productId) ?? 0) + 1);
        }
        if (rows.length < MAX_PER_PAGE) break;
      }
      // Map keeps first appearance: orders come newest first, so a tie goes to the latest bought.
      return [...times]
        .map(([productId, count]) => ({ productId, times: count }))
        .sort((a, b) => b.times - a.times);
    },

    /** Whether the customer bought the product in an order they kept (« Achat vérifié », issue 17). */
    async hasBought(userId: string, productId: string): Promise<boolean> {
      for (let page = 0; ; page += 1) {
        const { rows } = await repository.completedOrdersOf(userId, {
          offset: page * MAX_PER_PAGE,
          limit: MAX_PER_PAGE,
        });
        const bought = rows.some(
          (order) =>
            order.status !== 'canceled' &&
            (order.snapshot as OrderSnapshot).priced.lines.some(
              (line) => line.variant.productId === productId,
            ),
        );
        if (bought) return true;
        if (rows.length < MAX_PER_PAGE) return false;
      }
    },

    /** Every order the customer placed, as their account shows them (the data export, issue 15). */
    async exportOrders(userId: string): Promise<CartDocument[]> {
      const documents: CartDocument[] = [];
      for (let page = 0; ; page += 1) {
        const { rows } = await repository.completedOrdersOf(userId, {
          offset: page * MAX_PER_PAGE,
          limit: MAX_PER_PAGE,
        });
        for (const row of rows) documents.push(await core.render(row, 'line_items', 'order'));
        if (rows.length < MAX_PER_PAGE) return documents;
      }
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
          const { priced } = order.snapshot as OrderSnapshot;
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
      return orderQueriesIn(tx).forgetCustomer(userId);
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

/** When an order's change window closes by the clock alone (Infinity: it never does). */
function windowClosesAt(order: OrderRow, at: Date): number {
  const { isOpen, until } = orderChangeWindow(order, at);
  return isOpen && until ? Date.parse(until) : Infinity;
}

/**
 * What every part of the order shares: the caller's current order (read with its lines and
 * payments), its prices now, a change made under the order's lock, and the order as Spree's document.
 */
function createOrderCore(deps: OrdersDeps) {
  const { repository, now } = deps;
  /**
   * Prices already worked out, by the lines they were worked out on: lines are read afresh by each
   * request, so a request that checks an order and then answers it prices it once.
   */
  const pricings = new WeakMap<readonly OrderLineRow[], Map<string, Promise<PricedCart>>>();

  /** Spree's current order: this token's cart for this user (or guest), else the user's latest. */
  async function currentOrder(caller: OrderCaller): Promise<LoadedOrder | undefined> {
    const userId = caller.user?.id ?? null;
    if (caller.orderToken) {
      const byToken = await repository.openOrderByToken(caller.orderToken, userId);
      if (byToken) return byToken;
    }
    return userId ? repository.latestOpenOrderOf(userId) : undefined;
  }

  async function requireOrder(caller: OrderCaller): Promise<LoadedOrder> {
    const order = await currentOrder(caller);
    if (!order) throw new AppError('not_found', 'cart_not_found');
    return order;
  }

  /**
   * The order priced as it is now: its lines at the catalogue's prices, its offers and the chosen
   * delivery's price. `current`: prices and stock as the database has them this instant (what an
   * order is paid at), rather than the catalogue's snapshot (what a cart shows).
   */
  function priceOrder(order: LoadedOrder, options: { current?: boolean } = {}): Promise<PricedCart> {
    const current = options.current ?? false;
    const key = JSON.stringify([
      current,
      order.userId,
      order.couponCode,
      order.preloaded,
      order.shippingMode,
      order.declinedGifts,
    ]);
    let byKey = pricings.get(order.lines);
    if (!byKey) {
      byKey = new Map();
      pricings.set(order.lines, byKey);
    }
    const known = byKey.get(key);
    if (known) return known;
    const priced = computePrice(order, current);
    byKey.set(key, priced);
    priced.catch(() => byKey.delete(key));
    return priced;
  }

  async function computePrice(order: LoadedOrder, current: boolean): Promise<PricedCart> {
    const variantsOf = current ? deps.catalog.currentCartVariants : deps.catalog.cartVariants;
    const lines = pricedLines(order.lines, await variantsOf(order.lines.map((row) => row.variantId)));
    const offers = await deps.promotions.cartOffers({
      userId: order.userId,
      itemTotalCents: itemTotalOf(lines),
      couponCode: order.couponCode,
      preloaded: order.preloaded,
    });
    // Gifts cost the customer nothing: the snapshot's word on them is enough, and the order's
    // completion takes their stock like any line's (refusing it if it ran out meanwhile).
    const giftVariants = await deps.catalog.cartVariants(offers.gifts.map((gift) => gift.variantId));
    return priceCart({
      lines,
      offers,
      giftVariants,
      shippingMode: order.shippingMode,
      declinedGifts: order.declinedGifts,
    });
  }

  /** A completed order answers its frozen prices; an open one is priced now. */
  async function render(
    order: OrderRow & Partial<OrderParts>,
    include: string | undefined,
    type: 'cart' | 'order' = 'cart',
    /** The order's payments when the caller read them already (a page of orders at once). */
    payments?: PaymentRow[],
    /** The order's prices when the caller worked them out already (a payment's, at this instant's prices). */
    known?: PricedCart,
  ): Promise<CartDocument> {
    const names = parseInclude(include);
    const snapshot = order.snapshot as OrderSnapshot | null;
    let priced = snapshot?.priced ?? known;
    let shownPayments = payments ?? order.payments;
    if (!priced) {
      const full =
        order.lines && order.payments
          ? { ...order, lines: order.lines, payments: order.payments }
          : { ...order, ...(await repository.partsOf(order.id)) };
      priced = await priceOrder(full);
      shownPayments ??= full.payments;
    }
    return cartDocument(order, priced, names, {
      payments: shownPayments ?? (await repository.payments(order.id)),
      type,
      changeWindow: orderChangeWindow(order, now()),
    });
  }

  /**
   * Runs `work` on the locked, still open order (read with its parts), saves the changes it
   * answers, and answers the order as it now is. Two changes of one order queue up on its row's lock.
   */
  async function changeLocked(
    orderId: string,
    work: (order: LoadedOrder, queries: OrderQueries) => Promise<OrderChanges | void>,
    /** The order as read just before, for a change that reads its lines but not its payments. */
    known?: LoadedOrder,
  ): Promise<LoadedOrder> {
    return repository.transaction(async (queries) => {
      const order = await queries.lockOrder(orderId, known);
      if (!order || order.state === 'complete') throw new AppError('not_found', 'cart_not_found');
      const changes = await work(order, queries);
      return (await queries.saveOrder(order.id, changes ?? {}, now()))!;
    });
  }

  /**
   * Saves changes worked out from the order as it was read (an address, a delivery, a step): one
   * statement, which holds the row while it writes; refused if the order was placed meanwhile.
   */
  async function save(orderId: string, changes: OrderChanges): Promise<LoadedOrder> {
    const saved = await repository.saveOpenOrder(orderId, changes, now());
    if (!saved) throw new AppError('not_found', 'cart_not_found');
    return saved;
  }

  return { currentOrder, requireOrder, priceOrder, render, changeLocked, save };
}

export type OrderCore = ReturnType<typeof createOrderCore>;
export type OrdersService = ReturnType<typeof createOrdersService>;
