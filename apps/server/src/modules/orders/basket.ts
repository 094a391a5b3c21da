/**
 * The storefront cart (spec §4 order initialisation, §7 set_items and apply coupon; Spree's stock
 * cart calls). A cart belongs to a user (bearer) or, for a guest, to its order token; it is found
 * like Spree finds the current order. Stock is checked on every change, not taken. Each change is
 * one transaction holding the cart's row.
 */
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { CartDocument } from '@sillon/contract';
import { normalizeVoucherCode, validateQuantity } from '@sillon/domain';
import { AppError } from '../../http/app-error';
import type { AuthenticatedUser, MergeStep } from '../auth';
import type { CartVariant } from '../catalog/catalog.service';
import type { PromotionsService } from '../promotions';
import { cartDocument, parseInclude } from './cart.document';
import {
  cartQueriesIn,
  type CartChanges,
  type CartQueries,
  type PaymentChanges,
  type CartRepository,
  type CartRow,
} from './cart.repository';
import { itemTotalOf, priceCart, pricedLines, type PricedCart } from './cart-pricing';
import type { Database } from '../../db/client';

/** Who asks: the bearer's user and the order token, either or both (Spree accepts both). */
export type CartCaller = { user: AuthenticatedUser | null; orderToken: string | null };
export type WantedLine = { variantId: string; quantity: number };

export function createCartService(deps: {
  repository: CartRepository;
  cartVariants: (ids: readonly string[]) => Promise<Map<string, CartVariant>>;
  promotions: Pick<PromotionsService, 'cartOffers' | 'checkCoupon'>;
  now: () => Date;
}) {
  const { repository, now } = deps;

  /** Spree's current order: this token's cart for this user (or guest), else the user's latest. */
  async function currentCart(caller: CartCaller): Promise<CartRow | undefined> {
    const userId = caller.user?.id ?? null;
    if (caller.orderToken) {
      const byToken = await repository.cartByToken(caller.orderToken, userId);
      if (byToken) return byToken;
    }
    return userId ? repository.latestCartOf(userId) : undefined;
  }

  async function requireCart(caller: CartCaller): Promise<CartRow> {
    const cart = await currentCart(caller);
    if (!cart) throw new AppError('not_found', 'cart_not_found');
    return cart;
  }

  /** The order priced as it is now: current prices, offers and the chosen delivery's price. */
  async function priceOrder(cart: CartRow): Promise<PricedCart> {
    const rows = await repository.lines(cart.id);
    const lines = pricedLines(rows, await deps.cartVariants(rows.map((row) => row.variantId)));
    const offers = await deps.promotions.cartOffers({
      userId: cart.userId,
      itemTotalCents: itemTotalOf(lines),
      couponCode: cart.couponCode,
      preloaded: cart.preloaded,
    });
    const giftVariants = await deps.cartVariants(offers.gifts.map((gift) => gift.variantId));
    return priceCart({ lines, offers, giftVariants, shippingMode: cart.shippingMode });
  }

  /** A completed order answers its frozen prices; an open one is priced now. */
  async function render(
    cart: CartRow,
    include: string | undefined,
    type: 'cart' | 'order' = 'cart',
  ): Promise<CartDocument> {
    const names = parseInclude(include);
    const snapshot = cart.snapshot as OrderSnapshot | null;
    const priced = snapshot?.priced ?? (await priceOrder(cart));
    return cartDocument(cart, priced, names, { payments: await repository.payments(cart.id), type });
  }

  /**
   * Runs a change on the locked cart, then answers the cart as it now is. `prepare` reads what the
   * change needs (catalogue, promotions) before the transaction: the transaction holds only writes
   * and the cart's own rows (PGlite has one connection, and a short transaction holds the lock less).
   */
  async function change<P>(
    caller: CartCaller,
    include: string | undefined,
    prepare: (cart: CartRow) => Promise<P>,
    work: (cart: CartRow, tx: CartQueries, prepared: P) => Promise<void>,
  ): Promise<CartDocument> {
    parseInclude(include);
    const found = await requireCart(caller);
    const prepared = await prepare(found);
    const updated = await repository.transaction(async (tx) => {
      const cart = await tx.lockCart(found.id);
      if (!cart || cart.state === 'complete') throw new AppError('not_found', 'cart_not_found');
      await work(cart, tx, prepared);
      await tx.updateCart(cart.id, {}, now());
      return (await tx.lockCart(cart.id))!;
    });
    return render(updated, include);
  }

  /** The variants of the cart's lines and of `extra` ids, as the catalogue has them now. */
  async function variantsFor(cart: CartRow, extra: readonly string[] = []) {
    const lines = await repository.lines(cart.id);
    return deps.cartVariants([...lines.map((line) => line.variantId), ...extra]);
  }

  const nothing = async () => undefined;

  /**
   * Spree rebuilds shipments when the basket changes during checkout: the order goes back to its
   * address step and the delivery must be chosen again (its price and slots may differ).
   */
  async function resetDelivery(cart: CartRow, tx: CartQueries): Promise<void> {
    if (cart.state === 'cart') return;
    await tx.updateCart(
      cart.id,
      {
        state: cart.shipAddress ? 'address' : 'cart',
        shipmentNumber: null,
        shippingMode: null,
        deliverySlot: null,
        pickupPoint: null,
      },
      now(),
    );
  }

  return {
    /** Spree's create: a user's open cart is answered again (still 201), a guest gets a new one. */
    async create(caller: CartCaller, include: string | undefined): Promise<CartDocument> {
      parseInclude(include);
      const existing = caller.user ? await repository.latestCartOf(caller.user.id) : undefined;
      const at = now();
      const cart =
        existing ??
        (await repository.insertCart({
          id: randomUUID(),
          number: `R${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`,
          token: randomBytes(16).toString('base64url'),
          userId: caller.user?.id ?? null,
          createdAt: at,
          updatedAt: at,
        }));
      return render(cart, include);
    },

    async show(caller: CartCaller, include: string | undefined): Promise<CartDocument> {
      return render(await requireCart(caller), include);
    },

    /** Spec §7 set_items: the whole basket at once; `preloaded` names the gift promotions shown. */
    setItems(
      caller: CartCaller,
      input: { lines: readonly WantedLine[]; preloaded?: Record<string, string> | undefined },
      include: string | undefined,
    ) {
      const lines = mergeLines(input.lines);
      const prepare = async () =>
        checkStock(lines, await deps.cartVariants(lines.map((line) => line.variantId)));
      return change(caller, include, prepare, async (cart, tx) => {
        await tx.replaceLines(cart.id, lines);
        if (input.preloaded) await tx.updateCart(cart.id, { preloaded: input.preloaded }, now());
        await resetDelivery(cart, tx);
      });
    },

    /** Spree's add_item: the quantity is added to the variant's line. */
    addItem(caller: CartCaller, line: WantedLine, include: string | undefined) {
      const prepare = async () => {
        const variants = await deps.cartVariants([line.variantId]);
        if (!variants.has(line.variantId)) throw new AppError('not_found', 'product_not_found');
        return variants;
      };
      return change(caller, include, prepare, async (cart, tx, variants) => {
        const existing = (await tx.lines(cart.id)).find((row) => row.variantId === line.variantId);
        checkStock(
          [{ variantId: line.variantId, quantity: (existing?.quantity ?? 0) + line.quantity }],
          variants,
        );
        await tx.addLine(cart.id, line.variantId, line.quantity);
        await resetDelivery(cart, tx);
      });
    },

    /** Spree's set_quantity: quantity must be above 0 (Spree's own 422). */
    setQuantity(
      caller: CartCaller,
      input: { lineItemId: string; quantity: number },
      include: string | undefined,
    ) {
      return change(
        caller,
        include,
        (cart) => variantsFor(cart),
        async (cart, tx, variants) => {
          if (input.quantity <= 0) throw new AppError('unprocessable', 'invalid_quantity');
          const line = (await tx.lines(cart.id)).find((row) => String(row.id) === input.lineItemId);
          if (!line) throw new AppError('not_found', 'line_item_not_found');
          checkStock([{ variantId: line.variantId, quantity: input.quantity }], variants);
          await tx.setLineQuantity(cart.id, line.id, input.quantity);
          await resetDelivery(cart, tx);
        },
      );
    },

    removeLineItem(caller: CartCaller, lineItemId: string, include: string | undefined) {
      return change(caller, include, nothing, async (cart, tx) => {
        const id = Number(lineItemId);
        if (!Number.isSafeInteger(id) || !(await tx.removeLine(cart.id, id))) {
          throw new AppError('not_found', 'line_item_not_found');
        }
        await resetDelivery(cart, tx);
      });
    },

    /** Spree's empty: lines and coupon go; the cart and its token stay. */
    empty(caller: CartCaller, include: string | undefined) {
      return change(caller, include, nothing, async (cart, tx) => {
        await tx.replaceLines(cart.id, []);
        await tx.updateCart(cart.id, { couponCode: null }, now());
        await resetDelivery(cart, tx);
      });
    },

    /** Spree's associate: the signed-in user takes the guest cart of this token, which becomes current. */
    async associate(user: AuthenticatedUser, guestOrderToken: string, include: string | undefined) {
      parseInclude(include);
      if (!(await repository.claimGuestCart(guestOrderToken, user.id, now()))) {
        throw new AppError('not_found', 'cart_not_found');
      }
      return render((await repository.latestCartOf(user.id))!, include);
    },

    async destroy(caller: CartCaller): Promise<void> {
      const cart = await requireCart(caller);
      await repository.deleteCart(cart.id);
    },

    /** Spec §7 apply coupon: the reason of a refusal is the 422's `error` (Spree's shape). */
    applyCoupon(caller: CartCaller, code: string | undefined, include: string | undefined) {
      const prepare = async (cart: CartRow) => {
        const lines = await repository.lines(cart.id);
        const itemTotal = itemTotalOf(
          pricedLines(lines, await deps.cartVariants(lines.map((line) => line.variantId))),
        );
        return deps.promotions.checkCoupon(code ?? '', cart.userId, itemTotal);
      };
      return change(caller, include, prepare, async (cart, tx, accepted) => {
        await tx.updateCart(cart.id, { couponCode: accepted }, now());
      });
    },

    /** Spree's remove_coupon_code, with or without the code. */
    removeCoupon(caller: CartCaller, code: string | undefined, include: string | undefined) {
      return change(caller, include, nothing, async (cart, tx) => {
        const wanted = code === undefined ? '' : normalizeVoucherCode(code);
        if (!cart.couponCode || (wanted && wanted !== cart.couponCode)) {
          throw new AppError('unprocessable', 'coupon_code_not_in_cart');
        }
        await tx.updateCart(cart.id, { couponCode: null }, now());
      });
    },

    // What the checkout uses: the current order, its prices, locked changes and its completion.
    requireOrder: requireCart,
    priceOrder,
    render,
    payments: (cartId: string) => repository.payments(cartId),
    /** A payment's state after its order was placed (the capture), outside the order's lock. */
    updatePayment: (paymentId: number, changes: PaymentChanges) =>
      repository.updatePayment(paymentId, changes),
    completedOrder: (number: string) => repository.completedOrder(number),
    completedOrdersOf: (userId: string, page: { offset: number; limit: number }) =>
      repository.completedOrdersOf(userId, page),

    /** Runs a checkout change on the locked, still open order; answers the order as it now is. */
    async updateOrder(
      cartId: string,
      work: (cart: CartRow, tx: CartQueries) => Promise<CartChanges | void>,
    ): Promise<CartRow> {
      return repository.transaction(async (tx) => {
        const cart = await tx.lockCart(cartId);
        if (!cart || cart.state === 'complete') throw new AppError('not_found', 'cart_not_found');
        const changes = await work(cart, tx);
        await tx.updateCart(cart.id, changes ?? {}, now());
        return (await tx.lockCart(cart.id))!;
      });
    },

    /** The order's queries inside a transaction the checkout opened (the completion). */
    queriesIn: (tx: Database) => cartQueriesIn(tx),

    /** Merge step (spec §3 "User merge"): the anonymous shopper's cart becomes the customer's. */
    takeOverAnonymousCart: (async ({ fromUserId, toUserId }) => {
      await repository.moveCarts(fromUserId, toUserId, now());
    }) satisfies MergeStep,
  };
}

/**
 * Spec §8: a 422 lists the variants that cannot be had in the asked quantity (unknown, not
 * available, or short of stock); above a product's cap is `quantity_above_limit`.
 */
function checkStock(lines: readonly WantedLine[], variants: ReadonlyMap<string, CartVariant>): void {
  const unavailable = lines
    .filter((line) => {
      const variant = variants.get(line.variantId);
      return !variant || !variant.available || variant.stock < line.quantity;
    })
    .map((line) => line.variantId);
  if (unavailable.length > 0) {
    throw new AppError('unprocessable', 'unavailable_products', { errors: { variant_ids: unavailable } });
  }
  for (const line of lines) {
    const checked = validateQuantity(line.quantity, variants.get(line.variantId)?.maxOrderable ?? null);
    if (!checked.ok) {
      throw new AppError('unprocessable', checked.code, {
        errors: { [line.variantId]: [checked.params?.['max_quantity'] ?? line.quantity] },
      });
    }
  }
}

/** The same variant twice in one basket is one line; quantity 0 means "not in the basket". */
function mergeLines(lines: readonly WantedLine[]): WantedLine[] {
  const merged = new Map<string, number>();
  for (const line of lines) merged.set(line.variantId, (merged.get(line.variantId) ?? 0) + line.quantity);
  return [...merged]
    .filter(([, quantity]) => quantity > 0)
    .map(([variantId, quantity]) => ({ variantId, quantity }));
}

/** What a completed order keeps: its prices as they were when it was paid. */
export type OrderSnapshot = { priced: PricedCart };

export type CartService = ReturnType<typeof createCartService>;
