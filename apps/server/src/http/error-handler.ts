/**
 * One place maps failures to HTTP answers: `{ error: { code, message, details? }, requestId }`.
 * Validation failures name the fields; unknown failures get a generic French sentence and are logged.
 */
import { errorText } from '@sillon/domain';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchemaValidationError,
} from 'fastify';
import { ZodError } from 'zod';
import { AppError, retryAfterSeconds, statusByKind } from './app-error';

export type ErrorBody = {
  error: { code: string; message: string; details?: unknown };
  requestId: string;
};

export function errorBody(
  code: string,
  requestId: string,
  details?: unknown,
  message: string = errorText(code).content,
): ErrorBody {
  const error: ErrorBody['error'] = { code, message };
  if (details !== undefined) error.details = details;
  return { error, requestId };
}

/**
 * Fastify's own refusals of a request it could not read (its codes and English texts say nothing
 * to a customer, and name its internals), as the shop's codes: each has its French text.
 */
const UNREADABLE_REQUESTS: Readonly<Record<string, string>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'request_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_content_type',
};

/** The shop's code for a request Fastify could not read: too large, of a type not taken, or malformed. */
export function unreadableRequestCode(failure: { code?: string }): string {
  return UNREADABLE_REQUESTS[failure.code ?? ''] ?? 'malformed_request';
}

/**
 * Fastify's `frameworkErrors`: an address it cannot decode (`/api/users/%ff`) gets the shop's
 * answer. No route was found, so no hook runs: the answer carries its own headers (a JSON body
 * that loads nothing and is framed by no one).
 */
export function frameworkErrorAnswer(_failure: Error, request: FastifyRequest, reply: FastifyReply): void {
  void reply
    .status(400)
    .header('content-type', 'application/json; charset=utf-8')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; frame-ancestors 'none'")
    .header('cache-control', 'no-store')
    .send(errorBody('malformed_request', request.id));
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((failure: FastifyError | AppError | ZodError, request, reply) => {
    if (failure instanceof AppError) {
      logCause(request, failure);
      const retryAfter = retryAfterSeconds(failure);
      if (retryAfter !== undefined) reply.header('retry-after', String(retryAfter));
      return reply
        .status(statusByKind[failure.kind])
        .send(errorBody(failure.code, request.id, failure.details, failure.message));
    }
    if (failure instanceof ZodError) {
      return reply.status(400).send(errorBody('validation_failed', request.id, fieldsOf(failure)));
    }
    if (failure.validation) {
      return reply.status(400).send(
        errorBody(
          'validation_failed',
          request.id,
          failure.validation.map((issue) => ({ field: fieldOf(issue), message: issue.message })),
        ),
      );
    }
    const status = failure.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, body too large...): the client's fault, not ours.
      return reply.status(status).send(errorBody(unreadableRequestCode(failure), request.id));
    }
    request.log.error({ err: failure }, 'unhandled failure');
    return reply.status(500).send(errorBody('internal_error', request.id));
  });
}

/**
 * A refusal of ours over a provider's failure (the card processor out of service, 503): the answer
 * is for the customer, the provider's error for the operator's log.
 */
export function logCause(request: FastifyRequest, failure: AppError): void {
  if (failure.cause !== undefined)
    request.log.error({ err: failure.cause, code: failure.code }, 'provider failure');
}

export function registerJsonNotFound(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) => reply.status(404).send(errorBody('not_found', request.id)));
}

/**
 * The field a schema refusal names, as zod names it (`address.city`, `lines.0.id`): the validator
 * answers a JSON pointer (`/address/city`), which no form knows its inputs by.
 */
export function fieldOf(issue: FastifySchemaValidationError): string {
  const path = issue.instancePath || String(issue.params?.['missingProperty'] ?? '');
  return path.replace(/^\//, '').replaceAll('/', '.');
}

function fieldsOf(failure: ZodError): { field: string; message: string }[] {
  return failure.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }));
}
