/** No push notifications on the web (issue 19): nothing to ask, no token, and no native module in the bundle. */
export type PushPermission = 'granted' | 'denied' | 'undetermined';

/** The web shop offers no notifications: its screens say they are on the apps. */
export function isPushOffered(): boolean {
  return false;
}

export async function pushPermission(): Promise<PushPermission> {
  return 'denied';
}

export async function createPushChannels(): Promise<void> {}

export async function devicePushToken(_request: { ask: boolean }): Promise<string | null> {
  return null;
}

export function showPushesInForeground(): void {}

export function clearPushBadge(): void {}

/** The web has no push to respond to; the response type stays the native module's. */
export function onPushResponse(_reader: string, _handle: (response: never) => void): () => void {
  return () => undefined;
}

export function onPushOpened(_open: (path: string) => void): () => void {
  return () => undefined;
}

export function pushAppId(): string {
  return 'web';
}
