/** The error codes this module answers, and the one way it builds its `AppError`s. */
import type { ErrorCode } from '@sillon/domain';
import { AppError, type AppErrorKind } from '../../http/app-error';

export const CONTENT_ERROR_CODES = [
  'invalid_graphql_query',
  'content_not_found',
  'invalid_preview_token',
  'content_path_conflict',
  'content_no_draft',
  'content_fields_lost',
  'content_invalid',
] as const satisfies readonly ErrorCode[];
export type ContentErrorCode = (typeof CONTENT_ERROR_CODES)[number];

export function contentError(kind: AppErrorKind, code: ContentErrorCode, details?: unknown): AppError {
  return new AppError(kind, code, details);
}

/** PostgreSQL's unique_violation, whether the driver error comes bare or wrapped by Drizzle. */
export function isUniqueViolation(failure: unknown): boolean {
  let current: unknown = failure;
  // A few levels are enough for Drizzle's wrapping, and a looping cause chain cannot hang us.
  for (let depth = 0; depth < 5 && current instanceof Object; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
