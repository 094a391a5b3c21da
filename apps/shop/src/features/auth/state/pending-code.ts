import type { PhoneStartResponse } from '@sillon/contract';

/** A code sent to a number, waiting to be typed (spec §4's code step), and when it was sent. */
export type PendingCode = PhoneStartResponse & { phone: string; sentAt?: number };

/**
 * The code step kept across a reload (the web only, `pending-code.web.ts`): an app on a phone
 * does not reload its screen, so there is nothing to keep.
 */
export function keepPendingCode(_pending: PendingCode): void {}

export function pendingCodeSnapshot(): string | null {
  return null;
}

export function pendingCodeOf(_text: string | null): PendingCode | null {
  return null;
}

export function forgetPendingCode(): void {}
