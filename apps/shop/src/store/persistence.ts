/**
 * What the app keeps on the device (spec §3: keys `cart`, `user`, `auth`). AsyncStorage is
 * localStorage on web. A corrupt or missing value reads as nothing, never as a crash.
 */
import AsyncStorage from '@react-native-async-storage/async-storage';

export const STORAGE_KEYS = { cart: 'cart', user: 'user', auth: 'auth' } as const;
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

export async function readStored<T>(key: StorageKey): Promise<T | null> {
  try {
    const text = await AsyncStorage.getItem(key);
    return text === null ? null : (JSON.parse(text) as T);
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
