/**
 * The shape every domain rule answers with: a value, or a violation carrying a stable error code.
 * The code is constrained to the catalogue's `ErrorCode`, so a rule cannot return a code that has
 * no French text (spec §8: "each has title and content").
 */
import type { ErrorCode } from './messages/fr';

export type MessageParams = Record<string, string | number>;

export type Ok<T> = { readonly ok: true; readonly value: T };

export type Violation<C extends ErrorCode = ErrorCode> = {
  readonly ok: false;
  readonly code: C;
  /** Numbers the French sentence needs (e.g. `max_quantity`), see `violationText`. */
  readonly params?: MessageParams;
  /** Per-field codes, so a form can show each message under its own input. */
  readonly fields?: Readonly<Record<string, ErrorCode>>;
};

export type Result<T, C extends ErrorCode = ErrorCode> = Ok<T> | Violation<C>;

export function ok<T>(value: T): Ok<T> {
  return { ok: true, value };
}

export function violation<C extends ErrorCode>(
  code: C,
  extra: { params?: MessageParams; fields?: Readonly<Record<string, ErrorCode>> } = {},
): Violation<C> {
  return { ok: false, code, ...extra };
}
