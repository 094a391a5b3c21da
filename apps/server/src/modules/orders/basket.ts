/**
 * The order's basket, through Spree's cart calls (spec §4 order initialisation, §7 set_items and
 * apply coupon). A cart belongs to a user (bearer) or, for a guest, to its order token; it is found
 * like Spree finds the current order. Stock is checked on every change, not taken. Each change is
 * saved over the version of the order it was worked out from (`order-core.ts`).
 */
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { CartDocument } from '@sillon/contract';
import { normalizeVoucherCode, stockShortOf, validateQuantity } from '@sillon/domain';
import { AppError } from '../../http/app-error';
import type { AuthenticatedUser, MergeStep } from '../auth';
import type { CartVariant } from '../catalog';
import { itemTotalOf, pricedLines } from './order-pricing';
import { parseInclude } from './orders.document';
import type { OrderCore } from './order-core';
import type { LineChange, LoadedOrder, OrderCaller, OrderChanges } from './order-types';
import { isSameLines, mergeLines, type WantedLine } from './wanted-lines';
import type { OrdersDeps } from './orders-deps';

/** A basket change: what it does to the lines, and to the order's row. */
type BasketChange = { lines?: LineChange; order?: OrderChanges };

export function createBasket(
  core: OrderCore,
  deps: Pick<OrdersDeps, 'store' | 'catalog' | 'promotions' | 'now'>,
) {
  const { store, now } = deps;
  const cartVariants = (ids: readonly string[]) => deps.catalog.cartVariants(ids);

  /**
   * Makes a basket change and answers the cart as it now is. `prepare` reads what the change
   * needs (catalogue, promotions); `plan` says the change, from the order as it is. Both run again
   * on the order read again when another change saved it first.
   */
  async function change<P>(
    caller: OrderCaller,
    include: string | undefined,
    prepare: (cart: LoadedOrder) => Promise<P>,
    plan: (cart: LoadedOrder, prepared: P) => BasketChange,
  ): Promise<CartDocument> {
    parseInclude(include);
    const found = await core.requireOrder(caller);
    const updated = await core.change(found, async (cart) => {
      const { lines, order } = plan(cart, await prepare(cart));
      return { lines, order };
    });
    return core.render(updated, include);
  }

  const nothing = async () => undefined;

  /**
   * The stock check of a basket change (spec §8), against the catalogue's snapshot; when that
   * refuses, against the database as it is now: a snapshot a few seconds old must not refuse a
   * product another server copy just restocked. Stock is only taken at the order's completion.
   */
  async function ensureOrderable(lines: readonly WantedLine[]): Promise<ReadonlyMap<string, CartVariant>> {
    const ids = lines.map((line) => line.variantId);
    const variants = await cartVariants(ids);
    if (isOrderable(lines, variants)) return variants;
    const current = await deps.catalog.currentCartVariants(ids);
    checkStock(lines, current);
    return current;
  }

  /**
   * Spree rebuilds shipments when the basket changes during checkout: the order goes back to its
   * address step and the delivery must be chosen again (its price and slots may differ).
   */
  function resetDelivery(cart: LoadedOrder): OrderChanges {
    if (cart.state === 'cart') return {};
    return {
      state: cart.shipAddress ? 'address' : 'cart',
      shipmentNumber: null,
      shippingMode: null,
      deliverySlot: null,
      pickupPoint: null,
    };
  }

  return {
    /** Spree's create: a user's open cart is answered again (still 201), a guest gets a new one. */
    async create(caller: OrderCaller, include: string | undefined): Promise<CartDocument> {
      parseInclude(include);
      const existing = caller.user ? await store.latestOpenOf(caller.user.id) : undefined;
      const at = now();
      const cart =
        existing ??
        (await store.create({
          id: randomUUID(),
          number: `R${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`,
          token: randomBytes(16).toString('base64url'),
          userId: caller.user?.id ?? null,
          createdAt: at,
          updatedAt: at,
        }));
      return core.render(cart, include);
    },

    async show(caller: OrderCaller, include: string | undefined): Promise<CartDocument> {
      return core.render(await core.requireOrder(caller), include);
    },

    /** Spec §7 set_items: the whole basket at once; `preloaded` names the gift promotions shown. */
    setItems(
      caller: OrderCaller,
      input: {
        lines: readonly WantedLine[];
        preloaded?: Record<string, string> | undefined;
        declinedGifts?: readonly string[] | undefined;
      },
      include: string | undefined,
    ) {
      const lines = mergeLines(input.lines);
      const prepare = () => ensureOrderable(lines);
      return change(caller, include, prepare, (cart) => {
        // The same basket sent again (another device, a reload) changes nothing: a checkout under
        // way keeps its delivery, and the lines their ids.
        const unchanged = isSameLines(cart.lines, lines);
        return {
          ...(unchanged ? {} : { lines: { kind: 'replace', lines } }),
          order: {
            ...(input.preloaded ? { preloaded: input.preloaded } : {}),
            ...(input.declinedGifts ? { declinedGifts: [...new Set(input.declinedGifts)] } : {}),
            ...(unchanged ? {} : resetDelivery(cart)),
          },
        };
      });
    },

    /** Spree's add_item: the quantity is added to the variant's line. */
    addItem(caller: OrderCaller, line: WantedLine, include: string | undefined) {
      const prepare = async (cart: LoadedOrder) => {
        const known =
          (await cartVariants([line.variantId])).has(line.variantId) ||
          (await deps.catalog.currentCartVariants([line.variantId])).has(line.variantId);
        if (!known) throw new AppError('not_found', 'product_not_found');
        const existing = cart.lines.find((row) => row.variantId === line.variantId);
        await ensureOrderable([
          { variantId: line.variantId, quantity: (existing?.quantity ?? 0) + line.quantity },
        ]);
      };
      return change(caller, include, prepare, (cart) => ({
        lines: { kind: 'add', ...line },
        order: resetDelivery(cart),
      }));
    },

    /** Spree's set_quantity: quantity must be above 0 (Spree's own 422). */
    setQuantity(
      caller: OrderCaller,
      input: { lineItemId: string; quantity: number },
      include: string | undefined,
    ) {
      const lineOf = (cart: LoadedOrder) => {
        if (input.quantity <= 0) throw new AppError('unprocessable', 'invalid_quantity');
        const line = cart.lines.find((row) => String(row.id) === input.lineItemId);
        if (!line) throw new AppError('not_found', 'line_item_not_found');
        return line;
      };
      const prepare = async (cart: LoadedOrder) => {
        await ensureOrderable([{ variantId: lineOf(cart).variantId, quantity: input.quantity }]);
      };
      return change(caller, include, prepare, (cart) => ({
        lines: { kind: 'quantity', lineId: lineOf(cart).id, quantity: input.quantity },
        order: resetDelivery(cart),
      }));
    },

    removeLineItem(caller: OrderCaller, lineItemId: string, include: string | undefined) {
      return change(caller, include, nothing, (cart) => {
        const id = Number(lineItemId);
        if (!cart.lines.some((line) => line.id === id))
          throw new AppError('not_found', 'line_item_not_found');
        return { lines: { kind: 'remove', lineId: id }, order: resetDelivery(cart) };
      });
    },

    /** Spree's empty: lines and coupon go; the cart and its token stay. */
    empty(caller: OrderCaller, include: string | undefined) {
      return change(caller, include, nothing, (cart) => ({
        lines: { kind: 'replace', lines: [] },
        order: { couponCode: null, ...resetDelivery(cart) },
      }));
    },

    /** Spree's associate: the signed-in user takes the guest cart of this token, which becomes current. */
    async associate(user: AuthenticatedUser, guestOrderToken: string, include: string | undefined) {
      parseInclude(include);
      if (!(await store.claimGuestCart(guestOrderToken, user.id, now()))) {
        throw new AppError('not_found', 'cart_not_found');
      }
      return core.render((await store.latestOpenOf(user.id))!, include);
    },

    async destroy(caller: OrderCaller): Promise<void> {
      const cart = await core.requireOrder(caller);
      await store.remove(cart.id);
    },

    /** Spec §7 apply coupon: the reason of a refusal is the 422's `error` (Spree's shape). */
    applyCoupon(caller: OrderCaller, code: string | undefined, include: string | undefined) {
      const prepare = async (cart: LoadedOrder) => {
        const itemTotal = itemTotalOf(
          pricedLines(cart.lines, await cartVariants(cart.lines.map((line) => line.variantId))),
        );
        return deps.promotions.checkCoupon(code ?? '', cart.userId, itemTotal);
      };
      return change(caller, include, prepare, (_cart, accepted) => ({ order: { couponCode: accepted } }));
    },

    /** Spree's remove_coupon_code, with or without the code. */
    removeCoupon(caller: OrderCaller, code: string | undefined, include: string | undefined) {
      return change(caller, include, nothing, (cart) => {
        const wanted = code === undefined ? '' : normalizeVoucherCode(code);
        if (!cart.couponCode || (wanted && wanted !== cart.couponCode)) {
          throw new AppError('unprocessable', 'coupon_code_not_in_cart');
        }
        return { order: { couponCode: null } };
      });
    },

    /** Merge step (spec §3 "User merge"): the anonymous shopper's cart becomes the customer's. */
    takeOverAnonymousCart: (async ({ fromUserId, toUserId }) => {
      await store.moveOpenOrders(fromUserId, toUserId, now());
    }) satisfies MergeStep,
  };
}

function isOrderable(lines: readonly WantedLine[], variants: ReadonlyMap<string, CartVariant>): boolean {
  try {
    checkStock(lines, variants);
    return true;
  } catch (failure) {
    if (failure instanceof AppError) return false;
    throw failure;
  }
}

/**
 * Spec §8: a 422 lists the variants that cannot be had in the asked quantity (unknown, not
 * available, or short of stock, Spree's `errors.variant_ids`); for those still in stock but fewer
 * than asked, our `errors.left` says how many are left (one `{ variant_id, quantity }` each, as
 * Spree's errors are lists), so the cart can offer to take them rather than drop the line. Above
 * a product's cap is `quantity_above_limit`.
 */
function checkStock(lines: readonly WantedLine[], variants: ReadonlyMap<string, CartVariant>): void {
  // A product and its retail variant draw on one stock: the other format's line counts first.
  const inBasket = new Map<string, number>();
  for (const line of lines) {
    const productId = variants.get(line.variantId)?.productId;
    if (productId) inBasket.set(productId, (inBasket.get(productId) ?? 0) + line.quantity);
  }
  const short = lines.flatMap((line) => {
    const variant = variants.get(line.variantId);
    const otherFormat = variant ? (inBasket.get(variant.productId) ?? 0) - line.quantity : 0;
    const left = stockShortOf(line.quantity, variant, otherFormat);
    return left === undefined ? [] : [{ variant_id: line.variantId, quantity: left }];
  });
  if (short.length > 0) {
    const left = short.filter((line) => line.quantity > 0);
    throw new AppError('unprocessable', 'unavailable_products', {
      errors: {
        variant_ids: short.map((line) => line.variant_id),
        ...(left.length > 0 ? { left } : {}),
      },
    });
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
