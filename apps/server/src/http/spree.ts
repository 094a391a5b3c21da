/**
 * The storefront API (`/api/v2/storefront`) answers errors in Spree's shape, so Spree clients (the
 * official SDK) read them: `{ error: <French sentence>, errors?: { field: [..] } }`, plus our stable
 * `code` and, for vouchers, the original server's `reason` (spec §8). Register it inside a route
 * plugin: Fastify keeps it to that plugin's routes.
 */
import type { SpreeErrorResponse } from '@sillon/contract';
import { errorText } from '@sillon/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { AppError, statusByKind } from './app-error';

export const JSON_API_CONTENT_TYPE = 'application/vnd.api+json';

export function spreeError(
  code: string,
  extra: { reason?: unknown; errors?: unknown; action?: unknown } = {},
): SpreeErrorResponse {
  const body: SpreeErrorResponse = { error: errorText(code).content, code };
  if (typeof extra.reason === 'string') body.reason = extra.reason;
  if (extra.errors && typeof extra.errors === 'object')
    body.errors = extra.errors as SpreeErrorResponse['errors'];
  // What the customer must do before the call can succeed (a payment's 3-D Secure challenge).
  if (extra.action && typeof extra.action === 'object')
    body.action = extra.action as SpreeErrorResponse['action'];
  return body;
}

export function registerSpreeErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((failure: FastifyError | AppError | ZodError, request, reply) => {
    if (failure instanceof AppError) {
      const details = (failure.details ?? {}) as { reason?: unknown; errors?: unknown; action?: unknown };
      return reply.status(statusByKind[failure.kind]).send(spreeError(failure.code, details));
    }
    if (failure instanceof ZodError) {
      return reply.status(400).send(spreeError('validation_failed', { errors: fieldErrors(failure.issues) }));
    }
    if (failure.validation) {
      const errors: Record<string, string[]> = {};
      for (const issue of failure.validation) {
        const field = (issue.instancePath || String(issue.params?.['missingProperty'] ?? ''))
          .replace(/^\//, '')
          .replaceAll('/', '.');
        (errors[field] ??= []).push(issue.message ?? '');
      }
      return reply.status(400).send(spreeError('validation_failed', { errors }));
    }
    const status = failure.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.status(status).send(spreeError('validation_failed'));
    // A failure of ours is a 500, never a 503: the app reads 503 as the order timeout (spec §8).
    request.log.error({ err: failure }, 'unhandled failure');
    return reply.status(500).send(spreeError('internal_error'));
  });
}

function fieldErrors(issues: ZodError['issues']): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) (errors[issue.path.join('.')] ??= []).push(issue.message);
  return errors;
}

/**
 * Spree clients send `application/json` (or JSON:API's type), and DELETE requests with `{}` or no
 * body at all: an empty body reads as `{}` here rather than Fastify's 400.
 */
export function registerJsonApiBodies(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    ['application/json', JSON_API_CONTENT_TYPE],
    { parseAs: 'string' },
    (_request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') return done(null, {});
      try {
        done(null, JSON.parse(text) as unknown);
      } catch {
        done(new AppError('invalid_input', 'validation_failed', { errors: { body: ['JSON'] } }), undefined);
      }
    },
  );
}
