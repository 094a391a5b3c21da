import { devMailQuery, devMailResponse, errorResponse } from '@sillon/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { thisMachineOnly } from '../../http/this-machine-only';
import type { MailService } from './mail.service';

/** `GET /api/dev/mail`: the dev mailbox, registered only when the settings show it. */
export function mailRoutes(service: MailService) {
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    routes.get(
      '/api/dev/mail',
      {
        onRequest: thisMachineOnly,
        schema: {
          tags: ['development'],
          summary: 'The newest e-mails kept by the dev mailbox instead of being sent (never in production)',
          querystring: devMailQuery,
          response: { 200: devMailResponse, 400: errorResponse },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return service.devMailbox(request.query);
      },
    );
  };
}
