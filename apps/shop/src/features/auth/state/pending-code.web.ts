import type { PhoneStartResponse } from '@sillon/contract';

/** A code sent to a number, waiting to be typed (spec §4's code step), and when it was sent. */
export type PendingCode = PhoneStartResponse & { phone: string; sentAt?: number };

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

const KEY = 'sillon:pending-code';

/** The tab's own storage: gone with the tab, never shared with another (sessionStorage). */
const tabStorage = (): Storage | undefined =>
  typeof sessionStorage === 'undefined' ? undefined : sessionStorage;

/**
 * A reload on the code step keeps it: the code just sent can still be typed, rather than a new one
 * asked for (which waits out the resend delay and uses one of the hour's codes).
 */
export function keepPendingCode(pending: PendingCode, storage = tabStorage(), now = Date.now()): void {
  try {
    storage?.setItem(KEY, JSON.stringify({ ...pending, sentAt: now }));
  } catch {
    // Storage refused (private mode, full): a reload asks for the number again, as before.
  }
}

/**
 * What is kept, as text (a stable snapshot for `useSyncExternalStore`), while its code is still
 * valid; null otherwise, and on the server, which has no tab.
 */
export function pendingCodeSnapshot(storage = tabStorage(), now = Date.now()): string | null {
  try {
    const text = storage?.getItem(KEY) ?? null;
    const kept = pendingCodeOf(text);
    return kept && now < (kept.sentAt ?? 0) + kept.expiresInSeconds * 1000 ? text : null;
  } catch {
    return null;
  }
}

/** The code step a snapshot holds; null for none or what cannot be read. */
export function pendingCodeOf(text: string | null): PendingCode | null {
  try {
    const kept = JSON.parse(text ?? 'null') as Partial<PendingCode> | null;
    const isWhole =
      typeof kept?.phone === 'string' &&
      typeof kept.verificationId === 'string' &&
      typeof kept.sentAt === 'number' &&
      typeof kept.expiresInSeconds === 'number' &&
      typeof kept.resendWaitSeconds === 'number';
    return isWhole ? (kept as PendingCode) : null;
  } catch {
    return null;
  }
}

export function forgetPendingCode(storage = tabStorage()): void {
  try {
    storage?.removeItem(KEY);
  } catch {
    // Nothing kept, nothing to forget.
  }
}
