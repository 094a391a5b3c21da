import { devPushQuery, devPushResponse, errorResponse } from '@sillon/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { thisMachineOnly } from '../../../http/this-machine-only';
import type { createPushOutboxReader } from './push-outbox';

/** `GET /api/dev/push`: the dev push outbox, registered only when the settings show it. */
export function devPushRoutes(outbox: ReturnType<typeof createPushOutboxReader>) {
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    routes.get(
      '/api/dev/push',
      {
        onRequest: thisMachineOnly,
        schema: {
          tags: ['development'],
          summary:
            'The newest push notifications kept by the dev outbox instead of being sent (never in production)',
          querystring: devPushQuery,
          response: { 200: devPushResponse, 400: errorResponse },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const rows = await outbox.latest(request.query);
        return {
          messages: rows.map((row) => ({
            to: row.pushTokenId,
            title: row.title,
            body: row.body,
            data: row.data,
            channelId: row.channelId,
            categoryId: row.categoryId,
            sentAt: row.sentAt.toISOString(),
          })),
        };
      },
    );
  };
}
