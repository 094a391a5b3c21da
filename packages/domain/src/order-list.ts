/** The account's order list (spec §3 "Order list"): kept sorted and de-duplicated by order number. */

const byNumber = new Intl.Collator('fr-FR', { numeric: true });

// Wired by issue 14 (order history).
/**
 * Spec §3: merges newly fetched orders into the list, one entry per order number (the newer copy
 * wins, as it carries the latest status), sorted by order number. Order numbers sort with their
 * digits as numbers ("R9" before "R10").
 */
export function mergeOrderList<T extends { number: string }>(
  current: readonly T[],
  incoming: readonly T[],
): T[] {
  const byOrderNumber = new Map<string, T>();
  for (const order of [...current, ...incoming]) byOrderNumber.set(order.number, order);
  return [...byOrderNumber.values()].sort((a, b) => byNumber.compare(a.number, b.number));
}
