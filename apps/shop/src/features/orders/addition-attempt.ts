/**
 * The idempotency key of « Ajouter des produits » (issue 14). Sent again only to retry the same
 * products after a call the shop may not have decided (no answer, or a server failure): a lost
 * answer then adds nothing twice. Once the shop answered (added, or refused with its reason), or
 * when the products changed, the next confirmation is a new addition with a new key.
 */
import { NETWORK_ERROR, readFailure } from '@/lib/api';

export type AdditionAttempt = { key: string; lines: string };
type AddedLine = { variant_id: string; quantity: number };

export const newAdditionKey = () =>
  `addition-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/** The attempt to send now: the previous one again for the same products, else a new key. */
export function additionAttempt(
  previous: AdditionAttempt | null,
  lines: readonly AddedLine[],
  newKey: () => string = newAdditionKey,
): AdditionAttempt {
  const signature = JSON.stringify(lines.map((line) => [line.variant_id, line.quantity]));
  return previous?.lines === signature ? previous : { key: newKey(), lines: signature };
}

/** Whether the shop may not have decided the failed call, so that it is retried with its key. */
export function isUndecided(error: unknown): boolean {
  const failure = readFailure(error);
  return failure.code === NETWORK_ERROR || failure.status === undefined || failure.status >= 500;
}
