/**
 * On web the refresh token never reaches JavaScript: the server keeps it in an httpOnly cookie.
 * The native version of this module keeps it in the device's secure store.
 */
export async function readRefreshToken(): Promise<string | undefined> {
  return undefined;
}

export async function saveRefreshToken(_token: string | undefined): Promise<void> {
  // The cookie is the server's to set and clear.
}
