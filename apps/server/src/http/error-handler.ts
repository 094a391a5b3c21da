/**
 * One place maps failures to HTTP answers: `{ error: { code, message, details? }, requestId }`.
 * Validation failures name the fields; unknown failures get a generic French sentence and are logged.
 */
import { errorText } from '@sillon/domain';
import type { FastifyError, FastifyInstance, FastifySchemaValidationError } from 'fastify';
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

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((failure: FastifyError | AppError | ZodError, request, reply) => {
    if (failure instanceof AppError) {
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
      return reply.status(status).send(errorBody('validation_failed', request.id, { reason: failure.code }));
    }
    request.log.error({ err: failure }, 'unhandled failure');
    return reply.status(500).send(errorBody('internal_error', request.id));
  });
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
