/**
 * Spec §8 for the server: every answer of 500 or more is reported through the server's Sentry
 * client, with the route, the user and the request id (never the body: it may hold a phone number
 * or a card).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerSentry } from './server-sentry';

declare module 'fastify' {
  interface FastifyRequest {
    /** The error a route threw, kept for the report once the answer is known to be 5xx. */
    failure?: unknown;
  }
}

export function registerServerErrorReporting(app: FastifyInstance, sentry: ServerSentry): void {
  app.addHook('onError', async (request, _reply, error) => {
    request.failure = error;
  });
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode < 500) return;
    sentry.captureRequestFailure({
      error: request.failure,
      status: reply.statusCode,
      requestId: request.id,
      action: `${request.method} ${request.routeOptions.url ?? 'unknown route'}`,
      userId: userIdOf(request),
    });
  });
}

function userIdOf(request: FastifyRequest): string | null {
  const user = (request as { user?: { id?: unknown } | null }).user;
  return typeof user?.id === 'string' ? user.id : null;
}
