/** The one error type services throw; the error handler turns its kind into an HTTP status. */
import { errorText, violationText, type ErrorCode, type MessageParams } from '@sillon/domain';

export type AppErrorKind =
  | 'invalid_input'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'unprocessable'
  | 'rate_limited'
  | 'unavailable';

export const statusByKind: Record<AppErrorKind, number> = {
  invalid_input: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  unprocessable: 422,
  rate_limited: 429,
  unavailable: 503,
};

/**
 * `code` must have a French text in the domain's catalogue (the type-check enforces it); the
 * answer's message is that text, or a rule's sentence with its numbers (`violated`), never a
 * thrown one.
 */
export class AppError extends Error {
  constructor(
    readonly kind: AppErrorKind,
    readonly code: ErrorCode,
    readonly details?: unknown,
    message: string = errorText(code).content,
    /** What failed underneath (a provider's error): logged and reported with the answer. */
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'AppError';
  }

  /** A domain rule's refusal, said with the numbers it gave (« dès 40,00 € »). */
  static violated(kind: AppErrorKind, failure: { code: ErrorCode; params?: MessageParams }): AppError {
    return new AppError(kind, failure.code, undefined, violationText(failure));
  }
}

/** Every 429 says when to try again (`Retry-After`): the refusal's own wait, or a minute. */
export function retryAfterSeconds(failure: AppError): number | undefined {
  if (failure.kind !== 'rate_limited') return undefined;
  const seconds = (failure.details as { seconds?: unknown } | undefined)?.seconds;
  return typeof seconds === 'number' && seconds > 0 ? Math.ceil(seconds) : 60;
}
