/**
 * On iOS and Android the refresh token lives in the device's secure store (Keychain, Keystore),
 * never in AsyncStorage; a phone without one (a simulator without keychain) signs in again.
 */
import * as SecureStore from 'expo-secure-store';
import { readRefreshToken, saveRefreshToken } from './refresh-token-store.native';

jest.mock('expo-secure-store', () => {
  const kept = new Map<string, string>();
  return {
    kept,
    getItemAsync: jest.fn(async (key: string) => kept.get(key) ?? null),
    setItemAsync: jest.fn(async (key: string, value: string) => void kept.set(key, value)),
    deleteItemAsync: jest.fn(async (key: string) => void kept.delete(key)),
  };
});

const kept = (SecureStore as unknown as { kept: Map<string, string> }).kept;

beforeEach(() => kept.clear());

it('keeps the refresh token in the secure store and reads it back', async () => {
  await saveRefreshToken('refresh-token-1');
  expect(kept).toEqual(new Map([['sillon.refreshToken', 'refresh-token-1']]));
  expect(await readRefreshToken()).toBe('refresh-token-1');
});

it('forgets the token at logout (no token saved)', async () => {
  await saveRefreshToken('refresh-token-1');
  await saveRefreshToken(undefined);
  expect(SecureStore.deleteItemAsync).toHaveBeenCalledWith('sillon.refreshToken');
  expect(await readRefreshToken()).toBeUndefined();
});

it('reads no token and saves nothing, without failing, when the phone has no secure store', async () => {
  jest.mocked(SecureStore.getItemAsync).mockRejectedValueOnce(new Error('no keychain'));
  jest.mocked(SecureStore.setItemAsync).mockRejectedValueOnce(new Error('no keychain'));
  await expect(saveRefreshToken('refresh-token-1')).resolves.toBeUndefined();
  expect(await readRefreshToken()).toBeUndefined();
});
