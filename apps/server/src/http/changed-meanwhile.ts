/**
 * Two members editing one record in the back office: a field this change sets that the other
 * changed since this form read it is refused, named, rather than overwritten. The form sends what
 * it showed of the fields it changes (`previous`); the fields nobody else changed are not
 * compared, and without `previous` the change wins.
 */
import { isDeepStrictEqual } from 'node:util';
import type { ErrorCode } from '@sillon/domain';
import { AppError } from './app-error';

/** Throws 409 `code`, naming each field of `changed` whose value is no longer the one shown. */
export function refuseChangedMeanwhile(
  changed: readonly string[],
  previous: Record<string, unknown> | undefined,
  current: Record<string, unknown>,
  code: ErrorCode,
): void {
  if (!previous) return;
  // Compared as values: the form's copy came through the answer's schema, in another key order.
  const fields = changed.filter(
    (field) => field in previous && !isDeepStrictEqual(previous[field], current[field]),
  );
  if (fields.length > 0) {
    throw new AppError('conflict', code, {
      fields: Object.fromEntries(fields.map((field) => [field, code])),
    });
  }
}
