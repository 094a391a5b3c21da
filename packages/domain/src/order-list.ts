/** The account's order list (spec §3 "Order list"): kept sorted and de-duplicated by order number. */

const byNumber = new Intl.Collator('fr-FR', { numeric: true });

/**
 * Spec §3: merges newly fetched orders into the list, one entry per order number (the newer copy
 * wins, as it carries the latest status). Sorted newest placed first: the shop's order numbers are
 * random (Spree's `R` and 9 digits), so they say nothing of when an order was placed; orders placed
 * at the same time sort by number, digits as numbers ("R9" before "R10").
 */
export function mergeOrderList<T extends { number: string; completedAt: string | null }>(
  current: readonly T[],
  incoming: readonly T[],
): T[] {
  const byOrderNumber = new Map<string, T>();
  for (const order of [...current, ...incoming]) byOrderNumber.set(order.number, order);
  return [...byOrderNumber.values()].sort(
    (a, b) => placedTime(b) - placedTime(a) || byNumber.compare(a.number, b.number),
  );
}

const placedTime = (order: { completedAt: string | null }) =>
  order.completedAt === null ? 0 : Date.parse(order.completedAt) || 0;
