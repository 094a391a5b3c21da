/** The error codes this module answers, and the one way it builds its `AppError`s. */
import type { ErrorCode } from '@sillon/domain';
import { AppError, type AppErrorKind } from '../../http/app-error';

export const CONTENT_ERROR_CODES = [
  'invalid_graphql_query',
  'content_not_found',
  'invalid_preview_token',
  'content_path_conflict',
] as const satisfies readonly ErrorCode[];
export type ContentErrorCode = (typeof CONTENT_ERROR_CODES)[number];

export function contentError(kind: AppErrorKind, code: ContentErrorCode, details?: unknown): AppError {
  return new AppError(kind, code, details);
}
