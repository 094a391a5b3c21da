/** Products and how many of each, as a basket or an addition to a placed order asks for them. */

export type WantedLine = { variantId: string; quantity: number };

/** The same product twice is one line, where it first came; a line of none is dropped. */
export function mergeLines(lines: readonly WantedLine[]): WantedLine[] {
  const merged = new Map<string, number>();
  for (const line of lines) merged.set(line.variantId, (merged.get(line.variantId) ?? 0) + line.quantity);
  return [...merged]
    .filter(([, quantity]) => quantity > 0)
    .map(([variantId, quantity]) => ({ variantId, quantity }));
}

/** The same products in the same quantities, in whatever order (each product once in each list). */
export function isSameLines(a: readonly WantedLine[], b: readonly WantedLine[]): boolean {
  if (a.length !== b.length) return false;
  const quantities = new Map(a.map((line) => [line.variantId, line.quantity]));
  return b.every((line) => quantities.get(line.variantId) === line.quantity);
}
