/**
 * Shapes for values the app reads back from outside its own types (the device's storage): a shape
 * takes any value and gives it typed, or says it does not fit; `withDefault` puts a default in the
 * place of a missing or wrong part, `listOf` keeps a list's valid items. Hand-written, a few dozen
 * lines: a validation library would cost the web bundle far more than the app needs (see
 * docs/decisions.md, « The app »).
 */

const MISFIT: unique symbol = Symbol('misfit');

/** Reads an unknown value as a `T`, or answers `MISFIT`. */
export type Shape<T> = (value: unknown) => T | typeof MISFIT;

type ShapeOf<S> = S extends Shape<infer T> ? T : never;

/** A value passing the test, as the test's type (`isCents`, a non-empty id). */
export function matching<T>(test: (value: unknown) => value is T): Shape<T> {
  return (value) => (test(value) ? value : MISFIT);
}

export const string: Shape<string> = matching((value): value is string => typeof value === 'string');
export const boolean: Shape<boolean> = matching((value): value is boolean => typeof value === 'boolean');

/** One of the given strings. */
export function oneOf<const T extends readonly string[]>(...values: T): Shape<T[number]> {
  return matching((value): value is T[number] => values.includes(value as string));
}

export function nullable<T>(shape: Shape<T>): Shape<T | null> {
  return (value) => (value === null ? null : shape(value));
}

/** The value when it fits, else (missing or wrong) the default: never a misfit. */
export function withDefault<T>(shape: Shape<T>, fallback: T): Shape<T> {
  return (value) => {
    const read = shape(value);
    return read === MISFIT ? fallback : read;
  };
}

/** A list, keeping the items that fit and leaving out the others. */
export function listOf<T>(item: Shape<T>): Shape<T[]> {
  return (value) => {
    if (!Array.isArray(value)) return MISFIT;
    return value.map(item).filter((read): read is T => read !== MISFIT);
  };
}

/** An object with these fields (others are left out); a field that does not fit makes it a misfit. */
export function object<F extends Record<string, Shape<unknown>>>(
  fields: F,
): Shape<{ [K in keyof F]: ShapeOf<F[K]> }> {
  return (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return MISFIT;
    const read: Record<string, unknown> = {};
    for (const [name, shape] of Object.entries(fields)) {
      const field = shape((value as Record<string, unknown>)[name]);
      if (field === MISFIT) return MISFIT;
      read[name] = field;
    }
    return read as { [K in keyof F]: ShapeOf<F[K]> };
  };
}

/** The value read with the shape, or `undefined` when it does not fit. */
export function readAs<T>(shape: Shape<T>, value: unknown): T | undefined {
  const read = shape(value);
  return read === MISFIT ? undefined : read;
}
