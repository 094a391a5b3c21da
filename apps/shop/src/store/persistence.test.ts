jest.mock('@react-native-async-storage/async-storage', () =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('@react-native-async-storage/async-storage/jest/async-storage-mock'),
);

import AsyncStorage from '@react-native-async-storage/async-storage';
import { readStored, STORAGE_KEYS, writeStored } from './persistence';

const productId = '6f1c2b9e-1111-4222-8333-444455556666';
const line = {
  id: productId,
  priceCents: 900,
  quantity: 2,
  maxOrderable: 5,
  available: true,
  promotionId: null,
};
const gift = {
  id: 'gift-1',
  priceCents: 450,
  active: false,
  minimumUnlockableAmountCents: 3000,
  promotionId: 'p1',
};

beforeEach(() => AsyncStorage.clear());

describe('readStored', () => {
  it('reads a saved value back as it was written', async () => {
    const cart = {
      products: [line],
      gifts: [gift],
      preloadedPromotion: null,
      voucherCode: 'BIENVENUE',
      // A price the customer has not confirmed yet: a reload asks again.
      priceChanges: [{ productId, previousCents: 900, currentCents: 990 }],
    };
    await writeStored(STORAGE_KEYS.cart, cart);
    await writeStored(STORAGE_KEYS.user, { id: 'u1', status: 'authenticated' });
    await writeStored(STORAGE_KEYS.auth, { hasPassedSignIn: true });
    expect(await readStored(STORAGE_KEYS.cart)).toEqual(cart);
    expect(await readStored(STORAGE_KEYS.user)).toEqual({ id: 'u1', status: 'authenticated' });
    expect(await readStored(STORAGE_KEYS.auth)).toEqual({ hasPassedSignIn: true });
  });

  it('reads a missing key as nothing', async () => {
    expect(await readStored(STORAGE_KEYS.cart)).toBeNull();
    expect(await readStored(STORAGE_KEYS.user)).toBeNull();
    expect(await readStored(STORAGE_KEYS.auth)).toBeNull();
  });

  it('reads a corrupt value as nothing, never as a crash', async () => {
    for (const key of Object.values(STORAGE_KEYS)) {
      await AsyncStorage.setItem(key, '{"products": [');
      expect(await readStored(key)).toBeNull();
      await AsyncStorage.setItem(key, '"a sentence"');
      expect(await readStored(key)).toBeNull();
      await AsyncStorage.setItem(key, '[1, 2]');
      expect(await readStored(key)).toBeNull();
    }
  });

  it("reads an older cart's valid part, with the defaults for what it lacks", async () => {
    // An older version: no promotion, no voucher, lines without availability or limit, euros.
    const older = {
      products: [
        { id: productId, priceCents: 900, quantity: 2 },
        { id: 'old-line', price: 4.5, quantity: 1 },
        { id: 'no-quantity', priceCents: 300, quantity: 0 },
      ],
      gifts: [{ id: 'gift-1', price: '4.50' }],
    };
    await AsyncStorage.setItem(STORAGE_KEYS.cart, JSON.stringify(older));
    expect(await readStored(STORAGE_KEYS.cart)).toEqual({
      products: [
        {
          id: productId,
          priceCents: 900,
          quantity: 2,
          maxOrderable: null,
          available: true,
          promotionId: null,
        },
      ],
      gifts: [],
      preloadedPromotion: null,
      voucherCode: null,
      priceChanges: [],
    });
  });

  it('reads wrong types in place of the defaults', async () => {
    await AsyncStorage.setItem(
      STORAGE_KEYS.cart,
      JSON.stringify({
        products: 'none',
        gifts: [gift],
        preloadedPromotion: { id: 'p1' },
        voucherCode: 12,
        priceChanges: [{ productId, previousCents: 'cheap' }],
      }),
    );
    expect(await readStored(STORAGE_KEYS.cart)).toEqual({
      products: [],
      gifts: [gift],
      preloadedPromotion: null,
      voucherCode: null,
      priceChanges: [],
    });
    await AsyncStorage.setItem(STORAGE_KEYS.auth, JSON.stringify({ hasPassedSignIn: 'yes' }));
    expect(await readStored(STORAGE_KEYS.auth)).toEqual({ hasPassedSignIn: false });
    await AsyncStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ id: 'u1', status: 'admin' }));
    expect(await readStored(STORAGE_KEYS.user)).toBeNull();
  });

  it('keeps a saved preloaded promotion with its valid items', async () => {
    const item = {
      id: 'gift-1',
      quantity: 1,
      isGift: true,
      minimumUnlockableAmountCents: 3000,
      priceCents: 450,
      available: true,
    };
    const promotion = { id: 'p1', version: '3', title: 'Offert', subtitle: '', items: [item, { id: 'x' }] };
    await AsyncStorage.setItem(
      STORAGE_KEYS.cart,
      JSON.stringify({ products: [], gifts: [], preloadedPromotion: promotion }),
    );
    expect((await readStored(STORAGE_KEYS.cart))?.preloadedPromotion).toEqual({
      ...promotion,
      items: [item],
    });
  });

  it('reads an older list’s entries as put on the list at their change, and keeps a place saved', async () => {
    const changedAt = '2026-11-24T10:00:00.000Z';
    const addedAt = '2026-11-24T09:00:00.000Z';
    await AsyncStorage.setItem(
      STORAGE_KEYS.shoppingList,
      JSON.stringify({
        saved: [{ productId, quantity: 2, changedAt }],
        unsent: [
          { productId, quantity: 3, changedAt, addedAt },
          { productId, quantity: 1, changedAt: 'hier' },
        ],
      }),
    );
    expect(await readStored(STORAGE_KEYS.shoppingList)).toEqual({
      saved: [{ productId, quantity: 2, changedAt, addedAt: changedAt }],
      unsent: [{ productId, quantity: 3, changedAt, addedAt }],
    });
  });
});
