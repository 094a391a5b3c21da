/**
 * The shopping list's merge rule (issue 17): every device records when each change was made;
 * for one product, the last change wins, whatever order the changes reach the server in (a phone
 * back online after a day sends old changes that must not undo newer ones). A device whose
 * clock runs ahead cannot win forever: a change is never later than the moment it arrives.
 */

/** The moment a change counts at: its own, unless that is in the future. */
export function listChangeTime(changedAt: Date, receivedAt: Date): Date {
  return changedAt.getTime() > receivedAt.getTime() ? receivedAt : changedAt;
}

/** Whether an incoming change replaces the stored one (a tie keeps what is there). */
export function isNewerListChange(stored: Date | undefined, incoming: Date): boolean {
  return stored === undefined || incoming.getTime() > stored.getTime();
}

/**
 * A product on a device's list, or a change to send: the quantity wanted (0 once removed) and the
 * moment it was set, as the server's `changed_at` (ISO).
 */
export type ListEntry = { readonly productId: string; readonly quantity: number; readonly changedAt: string };

/**
 * Keeps one change per product, the latest: a change is a quantity, not a step, so sending it twice
 * or after a newer one is harmless, and the queue of a device offline for a day stays one line per
 * product (nothing lost, nothing doubled). On one device, of two changes in the same millisecond the
 * one made second wins.
 */
export function queueListChange(queue: readonly ListEntry[], change: ListEntry): ListEntry[] {
  const current = queue.find((entry) => entry.productId === change.productId);
  if (current && isNewerListChange(new Date(change.changedAt), new Date(current.changedAt))) {
    return [...queue];
  }
  return [...queue.filter((entry) => entry.productId !== change.productId), change];
}

/** The queue once the server has these changes: a change made meanwhile (newer) stays to be sent. */
export function withoutSentChanges(queue: readonly ListEntry[], sent: readonly ListEntry[]): ListEntry[] {
  return queue.filter(
    (entry) => !sent.some((done) => done.productId === entry.productId && done.changedAt === entry.changedAt),
  );
}

/**
 * The list a device shows: the server's answer with the changes it does not have yet laid on top
 * (the same last-change-wins rule), products at quantity 0 left out, the newest change first.
 */
export function listWithChanges(list: readonly ListEntry[], queue: readonly ListEntry[]): ListEntry[] {
  let merged: ListEntry[] = [...list];
  for (const change of queue) merged = queueListChange(merged, change);
  return merged
    .filter((entry) => entry.quantity > 0)
    .sort((a, b) => Date.parse(b.changedAt) - Date.parse(a.changedAt));
}
