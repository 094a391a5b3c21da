/**
 * A statement built the first time it is used, then run again with new values: Drizzle's
 * `.prepare(statementName(db, name))` on the shop's database (never on a transaction, whose
 * connection is its own).
 */
export function preparedOnce<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}
