/**
 * What the app keeps on the device (spec §3: keys `cart`, `user`, `auth`). AsyncStorage is
 * localStorage on web. Every key is read back through its shape below: a value written by an older
 * version or damaged reads as its valid part with defaults, or as nothing, never as a crash or a
 * value of the wrong type.
 */
import AsyncStorage from '@react-native-async-storage/async-storage';
import { isCents, validateQuantity, type ListEntry } from '@sillon/domain';
import type { PersistedAuth, StoredUser } from '@/features/auth';
import type { PersistedCart } from '@/features/cart';
import type { PersistedShoppingList } from '@/features/shopping-list';
import {
  boolean,
  listOf,
  matching,
  nullable,
  object,
  oneOf,
  readAs,
  string,
  withDefault,
  type Shape,
} from '@/lib/shapes';

export const STORAGE_KEYS = {
  cart: 'cart',
  user: 'user',
  auth: 'auth',
  shoppingList: 'shoppingList',
} as const;
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

const id = matching((value): value is string => typeof value === 'string' && value !== '');
const cents = matching(isCents);
const quantity = matching(
  (value): value is number => typeof value === 'number' && validateQuantity(value).ok,
);
const limit = matching((value): value is number => Number.isSafeInteger(value) && (value as number) >= 0);

/** The domain's defaults of a cart line: no limit, available, brought by no promotion. */
const cartProduct = object({
  id,
  priceCents: cents,
  quantity,
  maxOrderable: withDefault(nullable(limit), null),
  available: withDefault(boolean, true),
  promotionId: withDefault(nullable(string), null),
});

const cartGift = object({
  id,
  priceCents: cents,
  active: boolean,
  minimumUnlockableAmountCents: cents,
  promotionId: withDefault(nullable(string), null),
});

const preloadedPromotion = object({
  id,
  version: string,
  title: withDefault(string, ''),
  subtitle: withDefault(string, ''),
  items: listOf(
    object({
      id,
      quantity,
      isGift: boolean,
      minimumUnlockableAmountCents: cents,
      priceCents: cents,
      available: boolean,
    }),
  ),
});

const moment = matching(
  (value): value is string => typeof value === 'string' && !Number.isNaN(Date.parse(value)),
);

const listEntryFields = object({
  productId: id,
  quantity: matching((value): value is number => Number.isSafeInteger(value) && (value as number) >= 0),
  changedAt: moment,
  addedAt: withDefault(nullable(moment), null),
});

/**
 * A product on the list or a change to send (issue 17): its quantity, when it was set and when the
 * product came on the list (an entry saved by an older version: at its change).
 */
const listEntry: Shape<ListEntry> = (value) => {
  const read = listEntryFields(value);
  return typeof read === 'object' ? { ...read, addedAt: read.addedAt ?? read.changedAt } : read;
};

/** What each key holds once read back. */
type StoredValues = {
  cart: PersistedCart;
  user: StoredUser | null;
  auth: PersistedAuth;
  shoppingList: PersistedShoppingList;
};

/** Each key's shape (typed by `StoredValues`, so the compiler holds them to the state's types). */
const STORED_SHAPES: { [K in StorageKey]: Shape<StoredValues[K]> } = {
  cart: object({
    products: withDefault(listOf(cartProduct), []),
    gifts: withDefault(listOf(cartGift), []),
    preloadedPromotion: withDefault(nullable(preloadedPromotion), null),
    voucherCode: withDefault(nullable(string), null),
    priceChanges: withDefault(
      listOf(object({ productId: id, previousCents: cents, currentCents: cents })),
      [],
    ),
  }),
  user: withDefault(nullable(object({ id, status: oneOf('anonymous', 'authenticated') })), null),
  auth: object({ hasPassedSignIn: withDefault(boolean, false) }),
  shoppingList: object({
    saved: withDefault(listOf(listEntry), []),
    unsent: withDefault(listOf(listEntry), []),
  }),
};

/**
 * The value saved under the key, checked against its shape: `null` when nothing is saved or what
 * is saved cannot be read as that key's value at all (the state's own defaults then stand).
 */
export async function readStored<K extends StorageKey>(key: K): Promise<StoredValues[K] | null> {
  try {
    const text = await AsyncStorage.getItem(key);
    if (text === null) return null;
    return readAs(STORED_SHAPES[key], JSON.parse(text)) ?? null;
  } catch {
    return null;
  }
}

/** A key's value from the text another tab saved (`other-tabs`), read as `readStored` reads it. */
export function readStoredText<K extends StorageKey>(key: K, text: string | null): StoredValues[K] | null {
  if (text === null) return null;
  try {
    return readAs(STORED_SHAPES[key], JSON.parse(text)) ?? null;
  } catch {
    return null;
  }
}

export async function writeStored(key: StorageKey, value: unknown): Promise<void> {
  try {
    await AsyncStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or unavailable (private browsing): the cart still works for this visit.
  }
}
