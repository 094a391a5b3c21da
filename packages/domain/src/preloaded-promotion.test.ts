import { describe, expect, it } from 'vitest';
import { addProduct, EMPTY_CART, type Cart } from './cart';
import {
  applyPreloadedPromotion,
  isNewPromotion,
  preloadedVersions,
  type PreloadedItem,
  type PreloadedPromotion,
} from './preloaded-promotion';

const id = (n: number): string => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const item = (n: number, change: Partial<PreloadedItem> = {}): PreloadedItem => ({
  id: id(n),
  quantity: 1,
  isGift: false,
  minimumUnlockableAmountCents: 0,
  priceCents: 500,
  available: true,
  ...change,
});
const promotion = (promotionId: string, version: string, items: PreloadedItem[]): PreloadedPromotion => ({
  id: promotionId,
  version,
  title: 'Vos cadeaux',
  subtitle: 'Offerts avec votre commande',
  items,
});

describe('isNewPromotion (spec §4: different id or version)', () => {
  it.each([
    [null, { id: 'a', version: '1' }, true],
    [{ id: 'a', version: '1' }, { id: 'a', version: '1' }, false],
    [{ id: 'a', version: '1' }, { id: 'a', version: '2' }, true],
    [{ id: 'a', version: '1' }, { id: 'b', version: '1' }, true],
  ])('%j then %j → %s', (current, next, expected) => {
    expect(isNewPromotion(current, next)).toBe(expected);
  });
});

describe('applyPreloadedPromotion (spec §4)', () => {
  const first = promotion('spring', '1', [
    item(1, { quantity: 2 }),
    item(2, { isGift: true }),
    item(3, { isGift: true, minimumUnlockableAmountCents: 3000 }),
    item(4, { available: false }),
    item(5, { isGift: true, available: false }),
  ]);
  const cart = applyPreloadedPromotion(EMPTY_CART, first);

  it('adds the available products and gifts', () => {
    expect(cart.products.map((line) => [line.id, line.quantity, line.promotionId])).toEqual([
      [id(1), 2, 'spring'],
    ]);
    expect(cart.gifts.map((gift) => [gift.id, gift.active])).toEqual([
      [id(2), true],
      [id(3), false],
    ]);
    expect(cart.preloadedPromotion).toBe(first);
  });

  it('changes nothing for the same id and version', () => {
    expect(applyPreloadedPromotion(cart, promotion('spring', '1', [item(9)]))).toBe(cart);
  });

  it("replaces the previous promotion's products and gifts on a new version", () => {
    const next = applyPreloadedPromotion(
      cart,
      promotion('spring', '2', [item(6), item(7, { isGift: true })]),
    );
    expect(next.products.map((line) => line.id)).toEqual([id(6)]);
    expect(next.gifts.map((gift) => gift.id)).toEqual([id(7)]);
  });

  it("keeps the customer's own lines and gifts", () => {
    const own: Cart = {
      ...cart,
      products: [...cart.products, { id: id(8), priceCents: 100, quantity: 1, available: true }],
      gifts: [...cart.gifts, { id: 'own', priceCents: 0, active: true, minimumUnlockableAmountCents: 0 }],
    };
    const next = applyPreloadedPromotion(own, promotion('summer', '1', [item(8, { quantity: 5 })]));
    expect(next.products).toEqual([{ id: id(8), priceCents: 100, quantity: 1, available: true }]);
    expect(next.gifts.map((gift) => gift.id)).toEqual(['own']);
  });

  it('does not duplicate a gift or a product already in the cart', () => {
    const result = addProduct(EMPTY_CART, { id: id(1), priceCents: 500 });
    if (!result.ok) throw new Error(result.code);
    const withGift: Cart = {
      ...result.value,
      gifts: [{ id: id(2), priceCents: 500, active: false, minimumUnlockableAmountCents: 0 }],
    };
    const next = applyPreloadedPromotion(
      withGift,
      promotion('p', '1', [item(1, { quantity: 3 }), item(2, { isGift: true }), item(9, { quantity: 0 })]),
    );
    expect(next.products.map((line) => [line.id, line.quantity])).toEqual([[id(1), 1]]);
    expect(next.gifts).toEqual(withGift.gifts);
  });

  it('unlocks a conditional gift when the promotion products reach its minimum', () => {
    const next = applyPreloadedPromotion(
      EMPTY_CART,
      promotion('p', '1', [
        item(1, { quantity: 6 }),
        item(2, { isGift: true, minimumUnlockableAmountCents: 3000 }),
      ]),
    );
    expect(next.gifts[0]?.active).toBe(true);
  });
});

describe('preloadedVersions (spec §7: map of promotion id to version)', () => {
  it('maps the current promotion', () => {
    expect(preloadedVersions(EMPTY_CART)).toEqual({});
    expect(preloadedVersions({ preloadedPromotion: promotion('spring', '3', []) })).toEqual({ spring: '3' });
  });
});
