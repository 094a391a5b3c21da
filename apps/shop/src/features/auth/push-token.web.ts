/** No push notifications on the web (issue 19): nothing to ask, no token, and no native module in the bundle. */
export type PushPermission = 'granted' | 'denied' | 'undetermined';

export async function pushPermission(): Promise<PushPermission> {
  return 'denied';
}

export async function devicePushToken(_request: { ask: boolean }): Promise<string | null> {
  return null;
}

export function onPushOpened(_open: (path: string) => void): () => void {
  return () => undefined;
}

export function pushAppId(): string {
  return 'web';
}
