/**
 * What every part of the order shares: the caller's current order (loaded with its lines and
 * payments), its prices now, a change saved over the version it was read at (worked out again
 * when another change saved the order first), and the order as Spree's document.
 */
import type { CartDocument } from '@sillon/contract';
import { orderChangeWindow } from '@sillon/domain';
import type { Transaction } from '../../db/client';
import { AppError } from '../../http/app-error';
import { itemTotalOf, priceCart, pricedLines, type PricedCart } from './order-pricing';
import { OrderChanged, type OrderWrites } from './order-store';
import type { LoadedOrder, OrderCaller, OrderLineRow, OrderRow, OrderWrite, PaymentRow } from './order-types';
import type { OrdersDeps } from './orders-deps';
import { cartDocument, parseInclude, type SubstitutionsView } from './orders.document';
import { answersOf, chargeOfOrder, preferencesOf } from './payment-record';
import { isPreparationShown } from './preparation-shown';

/**
 * How many times a change is worked out again because another change of the same order was saved
 * first (taps in a row, two devices, the shop and the customer) before the caller is asked to retry.
 */
const MAX_ATTEMPTS = 10;

/**
 * A short random wait before working a change out again: changes that met each other then come
 * back one after the other instead of meeting again.
 */
const pauseBeforeAttempt = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * 2 * attempt));

export function createOrderCore(
  deps: Pick<OrdersDeps, 'store' | 'catalog' | 'promotions' | 'now'> & {
    account?: Pick<OrdersDeps['account'], 'substitutionDefaultOf'>;
  },
) {
  const { store, now } = deps;
  /**
   * Prices already worked out, by the lines they were worked out on: lines are read afresh by each
   * request, so a request that checks an order and then answers it prices it once.
   */
  const pricings = new WeakMap<readonly OrderLineRow[], Map<string, Promise<PricedCart>>>();

  /** Spree's current order: this token's cart for this user (or guest), else the user's latest. */
  async function currentOrder(caller: OrderCaller): Promise<LoadedOrder | undefined> {
    const userId = caller.user?.id ?? null;
    if (caller.orderToken) {
      const byToken = await store.openByToken(caller.orderToken, userId);
      if (byToken) return byToken;
    }
    return userId ? store.latestOpenOf(userId) : undefined;
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
    order: OrderRow & { lines?: OrderLineRow[]; payments?: PaymentRow[] },
    include: string | undefined,
    type: 'cart' | 'order' = 'cart',
    /** The order's payments when the caller read them already (a page of orders at once). */
    payments?: PaymentRow[],
    /** The order's prices when the caller worked them out already (a payment's, at this instant's prices). */
    known?: PricedCart,
  ): Promise<CartDocument> {
    const names = parseInclude(include);
    let priced = order.snapshot?.priced ?? known;
    let shown = payments ?? order.payments;
    let lines = order.lines;
    // Issue 41: the lines' preferences, and what a prepared order's proposals came to (the lines'
    // own preferences matter to an order without proposals only when its lines are shown).
    const showsSubstitutions = names.has('line_items') || order.preparedAt !== null;
    const needsLines = names.has('line_items') || Object.keys(order.substitutions ?? {}).length > 0;
    if (!priced || !shown || (needsLines && !lines)) {
      const loaded =
        order.lines && order.payments
          ? { ...order, lines: order.lines, payments: order.payments }
          : await load(order.id);
      priced ??= await priceOrder(loaded);
      shown ??= loaded.payments;
      lines ??= loaded.lines;
    }
    return cartDocument(order, priced, names, {
      payments: shown,
      type,
      changeWindow: orderChangeWindow(order, now()),
      ...(showsSubstitutions && {
        substitutions: await substitutionsView(order, lines ?? [], shown),
      }),
    });
  }

  /**
   * A placed order's lines follow the default frozen at placement; a cart's, the account's
   * default as it is now.
   */
  async function substitutionsView(
    order: OrderRow,
    lines: readonly OrderLineRow[],
    payments: readonly PaymentRow[],
  ): Promise<SubstitutionsView> {
    const defaultKind =
      order.state === 'complete'
        ? (order.substitutionDefault ?? 'similar')
        : order.userId && deps.account
          ? await deps.account.substitutionDefaultOf(order.userId)
          : 'similar';
    const preferenceOf = preferencesOf({ substitutionDefault: defaultKind }, lines);
    if (!isPreparationShown(order) || !order.snapshot) return { preferenceOf, defaultKind };
    const at = now();
    return {
      preferenceOf,
      defaultKind,
      prepared: { answers: answersOf(order, lines, at), charge: chargeOfOrder(order, lines, payments, at) },
    };
  }

  async function load(id: string): Promise<LoadedOrder> {
    const order = await store.byId(id);
    if (!order) throw new AppError('not_found', 'cart_not_found');
    return order;
  }

  /**
   * Saves the change `plan` works out from the open order `read`; when another change saved the
   * order first, reads it again and works the change out again. A placed order is not found.
   */
  function change(
    read: LoadedOrder,
    plan: (order: LoadedOrder) => OrderWrite | Promise<OrderWrite>,
  ): Promise<LoadedOrder> {
    return changeAny(read, (order) => {
      if (order.state === 'complete') throw new AppError('not_found', 'cart_not_found');
      return plan(order);
    });
  }

  /** `change` for any order, placed ones included (a payment's capture recorded). */
  async function changeAny(
    read: LoadedOrder,
    plan: (order: LoadedOrder) => OrderWrite | Promise<OrderWrite>,
  ): Promise<LoadedOrder> {
    let order = read;
    for (let attempt = 1; ; attempt++) {
      const write = await plan(order);
      try {
        return await store.save(order, write, now());
      } catch (failure) {
        if (!(failure instanceof OrderChanged)) throw failure;
        if (attempt === MAX_ATTEMPTS) throw new AppError('conflict', 'order_changed');
        await pauseBeforeAttempt(attempt);
        order = await load(order.id);
      }
    }
  }

  /**
   * Runs `work` in one transaction on the order as it is now; `work` saves it with the writes it
   * is given (the other modules' steps take `tx`). When another change saved the order first,
   * everything is undone and `work` runs again on the order read again.
   */
  async function changeInTransaction<T>(
    orderId: string,
    work: (order: LoadedOrder, writes: OrderWrites, tx: Transaction) => Promise<T>,
  ): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      const order = await store.byId(orderId);
      if (!order) throw new AppError('not_found', 'order_not_found');
      try {
        return await store.transaction((writes, tx) => work(order, writes, tx));
      } catch (failure) {
        if (!(failure instanceof OrderChanged)) throw failure;
        if (attempt === MAX_ATTEMPTS) throw new AppError('conflict', 'order_changed');
        await pauseBeforeAttempt(attempt);
      }
    }
  }

  return { currentOrder, requireOrder, priceOrder, render, load, change, changeAny, changeInTransaction };
}

export type OrderCore = ReturnType<typeof createOrderCore>;
