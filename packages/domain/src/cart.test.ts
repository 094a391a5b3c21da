import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  activateGift,
  declinedGiftIds,
  addProduct,
  cartItemCount,
  cartTotalCents,
  deactivateGift,
  decreaseQuantity,
  EMPTY_CART,
  lineTotalCents,
  refreshCart,
  pendingPriceChanges,
  removeProduct,
  removeUnavailableProducts,
  selectVoucherCode,
  takeStockLeft,
  withGiftsReevaluated,
  type Cart,
} from './cart';
import type { CartGift } from './gifts';

const id = (n: number): string => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const apple = { id: id(1), priceCents: 250, maxOrderable: 3 };
const bread = { id: id(2), priceCents: 420 };
const giftAt = (gid: string, minimumUnlockableAmountCents: number, active = false): CartGift => ({
  id: gid,
  priceCents: 600,
  active,
  minimumUnlockableAmountCents,
});

function unwrap(result: { ok: true; value: Cart } | { ok: false; code: string }): Cart {
  if (!result.ok) throw new Error(`unexpected violation ${result.code}`);
  return result.value;
}

describe('addProduct (spec §4: checks maxOrderable, then re-evaluates conditional gifts)', () => {
  it('adds a new line', () => {
    const cart = unwrap(addProduct(EMPTY_CART, apple));
    expect(cart.products).toEqual([
      { id: apple.id, priceCents: 250, quantity: 1, maxOrderable: 3, available: true, promotionId: null },
    ]);
  });

  it('adds to an existing line', () => {
    const cart = unwrap(addProduct(unwrap(addProduct(EMPTY_CART, apple)), apple, 2));
    expect(cart.products[0]?.quantity).toBe(3);
  });

  it('refuses to go above maxOrderable, counting what is already in the cart', () => {
    const cart = unwrap(addProduct(EMPTY_CART, apple, 3));
    expect(addProduct(cart, apple)).toEqual({
      ok: false,
      code: 'quantity_above_limit',
      params: { max_quantity: 3 },
    });
  });

  it('keeps the cap of the line when the product is added again without one', () => {
    const cart = unwrap(addProduct(EMPTY_CART, apple, 3));
    expect(addProduct(cart, { id: apple.id, priceCents: 250 }).ok).toBe(false);
  });

  it.each([
    ['refuses an empty product id', { id: '', priceCents: 100 }, 1, 'product_id_empty'],
    ['refuses a malformed product id', { id: 'abc', priceCents: 100 }, 1, 'product_id_invalid'],
    ['refuses a negative price', { id: id(3), priceCents: -1 }, 1, 'invalid_product_price'],
    ['refuses a NaN price', { id: id(3), priceCents: Number.NaN }, 1, 'invalid_product_price'],
    ['refuses a zero quantity', { id: id(3), priceCents: 100 }, 0, 'invalid_quantity'],
  ])('%s', (_rule, product, quantity, code) => {
    const result = addProduct(EMPTY_CART, product, quantity);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.code).toBe(code);
  });

  it('unlocks a conditional gift when the total reaches its minimum', () => {
    const cart: Cart = { ...EMPTY_CART, gifts: [giftAt('g', 500)] };
    expect(unwrap(addProduct(cart, apple)).gifts[0]?.active).toBe(false);
    expect(unwrap(addProduct(cart, apple, 2)).gifts[0]?.active).toBe(true);
  });
});

describe('one more, one less (spec §4)', () => {
  const cart = unwrap(addProduct(EMPTY_CART, apple, 2));

  it('adds one more within the cap', () => {
    expect(unwrap(addProduct(cart, apple, 1)).products[0]?.quantity).toBe(3);
  });
  it('refuses one more above the cap', () => {
    const full = unwrap(addProduct(cart, apple, 1));
    expect(addProduct(full, apple, 1)).toEqual({
      ok: false,
      code: 'quantity_above_limit',
      params: { max_quantity: 3 },
    });
  });
  it('decreases a line', () => {
    expect(unwrap(decreaseQuantity(cart, apple.id)).products[0]?.quantity).toBe(1);
  });
  it('removes the line at quantity zero', () => {
    const once = unwrap(decreaseQuantity(cart, apple.id));
    expect(unwrap(decreaseQuantity(once, apple.id)).products).toEqual([]);
  });
  it.each([
    ['decrease', decreaseQuantity],
    ['remove', removeProduct],
  ])('cannot %s a product that is not in the cart', (_name, operation) => {
    expect(operation(cart, bread.id)).toEqual({ ok: false, code: 'product_not_in_cart' });
  });
  it('removes a line whatever its quantity and locks gifts again', () => {
    const withGift: Cart = { ...cart, gifts: [giftAt('g', 500, true)] };
    const emptied = unwrap(removeProduct(withGift, apple.id));
    expect(emptied.products).toEqual([]);
    expect(emptied.gifts[0]?.active).toBe(false);
  });
});

describe('totals (spec §3: a gift costs 0)', () => {
  it('sums paid lines only, gifts left out', () => {
    const cart: Cart = {
      ...unwrap(addProduct(unwrap(addProduct(EMPTY_CART, apple, 2)), bread)),
      gifts: [giftAt('on', 0, true), giftAt('off', 0, false)],
    };
    expect(cartTotalCents(cart)).toBe(920);
    expect(cart.products.map(lineTotalCents)).toEqual([500, 420]);
    expect(cartItemCount(cart)).toBe(3);
  });

  it('the total equals the sum of non-gift lines, whatever the operations (property)', () => {
    const operation = fc.oneof(
      fc.record({
        kind: fc.constant('add' as const),
        product: fc.integer({ min: 1, max: 5 }),
        quantity: fc.integer({ min: 1, max: 4 }),
      }),
      fc.record({ kind: fc.constant('increase' as const), product: fc.integer({ min: 1, max: 5 }) }),
      fc.record({ kind: fc.constant('decrease' as const), product: fc.integer({ min: 1, max: 5 }) }),
      fc.record({ kind: fc.constant('remove' as const), product: fc.integer({ min: 1, max: 5 }) }),
    );
    fc.assert(
      fc.property(
        fc.array(operation, { maxLength: 30 }),
        fc.array(fc.integer({ min: 0, max: 3000 }), { maxLength: 4 }),
        (operations, minimums) => {
          let cart: Cart = withGiftsReevaluated({
            ...EMPTY_CART,
            gifts: minimums.map((minimum, index) => giftAt(`g${index}`, minimum, true)),
          });
          for (const op of operations) {
            const productId = id(op.product);
            const result =
              op.kind === 'add'
                ? addProduct(
                    cart,
                    { id: productId, priceCents: op.product * 137, maxOrderable: 6 },
                    op.quantity,
                  )
                : op.kind === 'increase'
                  ? addProduct(cart, { id: productId, priceCents: op.product * 137, maxOrderable: 6 }, 1)
                  : op.kind === 'decrease'
                    ? decreaseQuantity(cart, productId)
                    : removeProduct(cart, productId);
            if (result.ok) cart = result.value;
          }
          const expected = cart.products.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
          expect(cartTotalCents(cart)).toBe(expected);
          for (const line of cart.products) {
            expect(line.quantity).toBeGreaterThan(0);
            expect(line.quantity).toBeLessThanOrEqual(6);
          }
          for (const gift of cart.gifts) {
            if (gift.minimumUnlockableAmountCents > 0) {
              expect(gift.active).toBe(expected >= gift.minimumUnlockableAmountCents);
            } else {
              expect(gift.active).toBe(true);
            }
          }
        },
      ),
    );
  });
});

describe('activateGift and deactivateGift (spec §4)', () => {
  const cart: Cart = {
    ...unwrap(addProduct(EMPTY_CART, bread)),
    gifts: [giftAt('locked', 1000), giftAt('free', 0)],
  };
  it('refuses a gift whose minimum is not reached', () => {
    const result = activateGift(cart, 'locked');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.code).toBe('gift_locked');
  });
  it('activates a gift with no minimum and keeps that choice when lines change', () => {
    const active = unwrap(activateGift(cart, 'free'));
    const changed = unwrap(addProduct(active, apple));
    expect(changed.gifts.find((g) => g.id === 'free')?.active).toBe(true);
    const inactive = unwrap(deactivateGift(changed, 'free'));
    expect(unwrap(addProduct(inactive, apple)).gifts.find((g) => g.id === 'free')?.active).toBe(false);
  });
  it('reports an unknown gift', () => {
    expect(deactivateGift(cart, 'nope')).toEqual({ ok: false, code: 'gift_not_found' });
  });
});

describe('selectVoucherCode (spec §4: applying the same code again clears it)', () => {
  it.each([
    ['selects a code, uppercased', null, 'promo', 'PROMO'],
    ['clears the same code', 'PROMO', 'promo', null],
    ['replaces another code', 'PROMO', 'AUTRE', 'AUTRE'],
    ['clears on an empty code', 'PROMO', '', null],
    ['clears on null', 'PROMO', null, null],
  ])('%s', (_rule, current, code, expected) => {
    expect(selectVoucherCode({ ...EMPTY_CART, voucherCode: current }, code).voucherCode).toBe(expected);
  });
});

describe('refreshCart (spec §4: current public prices; §8 price change and unavailable alerts)', () => {
  const cart: Cart = {
    ...unwrap(
      addProduct(unwrap(addProduct(unwrap(addProduct(EMPTY_CART, apple, 2)), bread)), {
        id: id(3),
        priceCents: 100,
      }),
    ),
    gifts: [giftAt('g', 1000, true), giftAt('other', 0, true)],
  };
  const refresh = refreshCart(cart, {
    [apple.id]: { available: true, publicPriceCents: 300 },
    [bread.id]: { available: false, publicPriceCents: 420 },
    g: { available: true, publicPriceCents: 700 },
    other: { available: true, publicPriceCents: 600 },
  });

  it('takes the current prices and reports the changes', () => {
    expect(refresh.priceChanges).toEqual([{ productId: apple.id, previousCents: 250, currentCents: 300 }]);
    expect(refresh.cart.products[0]?.priceCents).toBe(300);
  });
  it('reports unavailable lines, including those absent from the answer', () => {
    expect(refresh.unavailableProductIds).toEqual([bread.id, id(3)]);
    expect(refresh.cart.products.map((line) => line.available)).toEqual([true, false, false]);
  });
  it('keeps a declined gift declined when the total is the same, and reconsiders it when the total changes', () => {
    const cheese = { id: id(9), priceCents: 600 };
    const declined: Cart = {
      ...unwrap(addProduct(EMPTY_CART, cheese, 2)),
      gifts: [giftAt('g', 1000, false)],
    };
    const same = { [cheese.id]: { available: true, publicPriceCents: 600 } };
    expect(refreshCart(declined, same).cart.gifts[0]?.active).toBe(false);
    const dearer = { [cheese.id]: { available: true, publicPriceCents: 610 } };
    expect(refreshCart(declined, dearer).cart.gifts[0]?.active).toBe(true);
  });
  it('refreshes the offered value of gifts', () => {
    expect(refresh.cart.gifts[0]?.priceCents).toBe(700);
    expect(refresh.cart.gifts[1]).toBe(cart.gifts[1]);
  });
  it('keeps unchanged lines identical and makes a line available again', () => {
    const again = refreshCart(refresh.cart, {
      [apple.id]: { available: true, publicPriceCents: 300 },
      [bread.id]: { available: true, publicPriceCents: 420 },
    });
    expect(again.cart.products[0]).toBe(refresh.cart.products[0]);
    expect(again.cart.products[1]?.available).toBe(true);
    expect(again.cart.products[2]).toBe(refresh.cart.products[2]);
    expect(again.priceChanges).toEqual([]);
  });
  it('keeps a price change shown until it is confirmed, through later refreshes', () => {
    const again = refreshCart(refresh.cart, { [apple.id]: { available: true, publicPriceCents: 300 } });
    expect(pendingPriceChanges(refresh.priceChanges, again)).toEqual(refresh.priceChanges);
    // Changed again: the price the customer last saw stays the one to compare with.
    const dearer = refreshCart(again.cart, { [apple.id]: { available: true, publicPriceCents: 320 } });
    expect(pendingPriceChanges(refresh.priceChanges, dearer)).toEqual([
      { productId: apple.id, previousCents: 250, currentCents: 320 },
    ]);
    // Back at that price, or gone from the cart: nothing to tell any more.
    const back = refreshCart(again.cart, { [apple.id]: { available: true, publicPriceCents: 250 } });
    expect(pendingPriceChanges(refresh.priceChanges, back)).toEqual([]);
    const removed = refreshCart(unwrap(removeProduct(again.cart, apple.id)), {});
    expect(pendingPriceChanges(refresh.priceChanges, removed)).toEqual([]);
  });
  it('leaves unavailable lines out of the total, so they unlock no gift', () => {
    expect(cartTotalCents(refresh.cart)).toBe(600);
    expect(refresh.cart.gifts.find((gift) => gift.id === 'g')?.active).toBe(false);
  });

  it('removes unavailable lines on request and re-evaluates gifts', () => {
    const cleaned = removeUnavailableProducts(refresh.cart);
    expect(cleaned.products.map((line) => line.id)).toEqual([apple.id]);
    expect(cleaned.gifts[0]?.active).toBe(false);
  });
});

describe('takeStockLeft (the server had fewer than asked)', () => {
  it('brings each short line down to what is left, drops one with none, and leaves the others', () => {
    let cart = unwrap(addProduct(EMPTY_CART, apple, 3));
    cart = unwrap(addProduct(cart, bread, 5));
    const honey = { id: id(3), priceCents: 900 };
    cart = unwrap(addProduct(cart, honey, 2));
    const taken = takeStockLeft(cart, { [bread.id]: 2, [honey.id]: 0, [apple.id]: 7 });
    expect(taken.products.map((line) => [line.id, line.quantity])).toEqual([
      [apple.id, 3],
      [bread.id, 2],
    ]);
  });
});

describe('declinedGiftIds (issue 17: the server gives only the gifts taken)', () => {
  it('names the gifts not active, dropped or locked', () => {
    const gift = (id: string, active: boolean) => ({
      id,
      priceCents: 450,
      active,
      minimumUnlockableAmountCents: 4000,
    });
    expect(declinedGiftIds({ gifts: [gift('chocolat', false), gift('miel', true)] })).toEqual(['chocolat']);
    expect(declinedGiftIds({ gifts: [] })).toEqual([]);
  });
});
