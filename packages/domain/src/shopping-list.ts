/**
 * The shopping list's merge rule (issue 17): every device records when each change was made;
 * for one product, the last change wins, whatever order the changes reach the server in (a phone
 * back online after a day sends old changes that must not undo newer ones). A device whose
 * clock runs ahead cannot win forever: a change is never later than the moment it arrives.
 * Products stay in the order they were put on the list, as on paper: a quantity changed moves
 * nothing, on this device, after a reload or on another one.
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
 * When a product came on the list, its place there: kept while it stays on, whatever its quantity
 * does; the change's own moment when it comes on (first, or again after its removal).
 */
export function listAddedAt<T>(current: { quantity: number; addedAt: T } | undefined, changeAt: T): T {
  return current && current.quantity > 0 ? current.addedAt : changeAt;
}

/** A change made on a device: the quantity wanted (0 removes), its moment (ISO, as `changed_at`). */
export type ListChange = {
  readonly productId: string;
  readonly quantity: number;
  readonly changedAt: string;
};

/** A product on a device's list, or a change to send: the change, and when it came on the list. */
export type ListEntry = ListChange & { readonly addedAt: string };

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
 * (the same last-change-wins rule, the same place as the server will keep), products at quantity 0
 * left out, in the order they were put on the list; of two put on at once, the smaller id first,
 * as the server orders them.
 */
export function listWithChanges(list: readonly ListEntry[], queue: readonly ListEntry[]): ListEntry[] {
  let merged: ListEntry[] = [...list];
  for (const change of queue) {
    const current = merged.find((entry) => entry.productId === change.productId);
    merged = queueListChange(merged, { ...change, addedAt: listAddedAt(current, change.addedAt) });
  }
  return merged
    .filter((entry) => entry.quantity > 0)
    .sort(
      (a, b) =>
        Date.parse(a.addedAt) - Date.parse(b.addedAt) ||
        (a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0),
    );
}
