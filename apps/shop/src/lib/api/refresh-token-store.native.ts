/** On native the refresh token lives in the secure store (Keychain, Keystore), never in storage. */
import * as SecureStore from 'expo-secure-store';

const KEY = 'sillon.refreshToken';

export async function readRefreshToken(): Promise<string | undefined> {
  try {
    return (await SecureStore.getItemAsync(KEY)) ?? undefined;
  } catch {
    return undefined;
  }
}

export async function saveRefreshToken(token: string | undefined): Promise<void> {
  try {
    if (token) await SecureStore.setItemAsync(KEY, token);
    else await SecureStore.deleteItemAsync(KEY);
  } catch {
    // No secure store (simulator without keychain): the customer signs in again next time.
  }
}
