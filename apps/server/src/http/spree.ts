/**
 * What every route of the storefront API (`/api/v2/storefront`, Spree Storefront API v2) shares,
 * written once: errors in Spree's shape, so Spree clients (the official SDK) read them
 * (`{ error: <French sentence>, errors?: { field: [..] } }`, plus our stable `code` and, for
 * vouchers, the original server's `reason`, spec §8); JSON:API bodies and answers; the order token
 * (header or query) and `include` (body or query). `registerSpreeRoutes` sets them up inside a
 * route plugin: Fastify keeps them to that plugin's routes.
 */
import { spreeErrorResponse, type SpreeErrorResponse } from '@sillon/contract';
import { errorText } from '@sillon/domain';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { z, ZodError } from 'zod';
import { AppError, retryAfterSeconds, statusByKind } from './app-error';
import { fieldOf, logCause, unreadableRequestCode } from './error-handler';

export const JSON_API_CONTENT_TYPE = 'application/vnd.api+json';

/** The order token headers Spree reads (Vendo is Spree's hosted flavour). */
export const orderTokenHeaders = z.looseObject({
  'x-spree-order-token': z.string().max(200).optional(),
  'x-vendo-order-token': z.string().max(200).optional(),
});

/** The order token and `include` as query parameters. */
export const orderTokenQuery = z.object({
  order_token: z.string().max(200).optional(),
  include: z.string().max(500).optional(),
});

/** The order token of a request: a header, else the `order_token` query parameter; null when none. */
export function orderTokenOf(request: FastifyRequest): string | null {
  const header = request.headers['x-spree-order-token'] ?? request.headers['x-vendo-order-token'];
  const query = request.query as { order_token?: string } | undefined;
  const token = (typeof header === 'string' ? header : undefined) ?? query?.order_token ?? null;
  return token === '' ? null : token;
}

/** `include` from the JSON body (the SDK puts it there) or else the query. */
export function includeOf(request: FastifyRequest): string | undefined {
  const body = request.body as { include?: string } | undefined;
  return body?.include ?? (request.query as { include?: string } | undefined)?.include;
}

/** The OpenAPI error answers of a route, all in Spree's shape. */
export function spreeErrors<const Status extends number>(...statuses: Status[]) {
  return Object.fromEntries(statuses.map((status) => [status, spreeErrorResponse])) as Record<
    Status,
    typeof spreeErrorResponse
  >;
}

/**
 * Sets up a plugin's storefront routes: Spree's error shape, JSON:API bodies (an empty one reads
 * as `{}`), JSON:API answers, and `cache-control: no-store` unless the route says otherwise
 * (public answers such as pickup points set their own).
 */
export function registerSpreeRoutes(app: FastifyInstance): void {
  registerSpreeErrorHandler(app);
  registerJsonApiBodies(app);
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    if (reply.statusCode !== 204) reply.header('content-type', JSON_API_CONTENT_TYPE);
  });
}

export function spreeError(
  code: string,
  extra: { reason?: unknown; errors?: unknown; action?: unknown } = {},
  message: string = errorText(code).content,
): SpreeErrorResponse {
  const body: SpreeErrorResponse = { error: message, code };
  if (typeof extra.reason === 'string') body.reason = extra.reason;
  if (extra.errors && typeof extra.errors === 'object')
    body.errors = extra.errors as SpreeErrorResponse['errors'];
  // What the customer must do before the call can succeed (a payment's 3-D Secure challenge).
  if (extra.action && typeof extra.action === 'object')
    body.action = extra.action as SpreeErrorResponse['action'];
  return body;
}

/** Spree's error shape alone, for a storefront route that answers something other than JSON:API (a PDF). */
export function registerSpreeErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((failure: FastifyError | AppError | ZodError, request, reply) => {
    if (failure instanceof AppError) {
      logCause(request, failure);
      const retryAfter = retryAfterSeconds(failure);
      if (retryAfter !== undefined) reply.header('retry-after', String(retryAfter));
      // A refusal in the shop's own shape (the input's hygiene: `[{ field, message }]`) names its fields as Spree does.
      const details = (
        Array.isArray(failure.details)
          ? { errors: spreeFieldErrors(failure.details) }
          : (failure.details ?? {})
      ) as { reason?: unknown; errors?: unknown; action?: unknown };
      return reply
        .status(statusByKind[failure.kind])
        .send(spreeError(failure.code, details, failure.message));
    }
    if (failure instanceof ZodError) {
      return reply.status(400).send(spreeError('validation_failed', { errors: fieldErrors(failure.issues) }));
    }
    if (failure.validation) {
      const errors: Record<string, string[]> = {};
      for (const issue of failure.validation) {
        (errors[fieldOf(issue)] ??= []).push(issue.message ?? '');
      }
      return reply.status(400).send(spreeError('validation_failed', { errors }));
    }
    const status = failure.statusCode ?? 500;
    if (status >= 400 && status < 500)
      return reply.status(status).send(spreeError(unreadableRequestCode(failure)));
    // A failure of ours is a 500, never a 503: the app reads a 503 without a code it knows as the
    // order timeout (spec §8).
    request.log.error({ err: failure }, 'unhandled failure');
    return reply.status(500).send(spreeError('internal_error'));
  });
}

function spreeFieldErrors(
  problems: readonly { field?: unknown; message?: unknown }[],
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const { field, message } of problems) (errors[String(field ?? '')] ??= []).push(String(message ?? ''));
  return errors;
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
function registerJsonApiBodies(app: FastifyInstance): void {
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
        done(new AppError('invalid_input', 'malformed_request'), undefined);
      }
    },
  );
}
