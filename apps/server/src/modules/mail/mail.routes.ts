import { devMailPageQuery, devMailQuery, devMailResponse, errorResponse } from '@sillon/contract';
import { AppError } from '../../http/app-error';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { thisMachineOnly } from '../../http/this-machine-only';
import type { MailService } from './mail.service';

/**
 * An e-mail's own page: its pictures from anywhere (the logo is at PUBLIC_URL, which need not be
 * this address), its inline styles, and nothing that runs.
 */
const MAIL_PAGE_POLICY =
  "default-src 'none'; img-src * data:; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'";

/** `GET /api/dev/mail` and `/api/dev/mail/html`: the dev mailbox, registered only when the settings show it. */
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
    routes.get(
      '/api/dev/mail/html',
      {
        onRequest: thisMachineOnly,
        schema: {
          tags: ['development'],
          summary: 'One e-mail kept by the dev mailbox, as a page (never in production)',
          querystring: devMailPageQuery,
          response: { 200: z.string().describe('The e-mail’s HTML'), 400: errorResponse, 404: errorResponse },
        },
      },
      async (request, reply) => {
        const { to, index } = request.query;
        const { messages } = await service.devMailbox({ to, limit: index + 1 });
        const mail = messages[index];
        if (!mail) throw new AppError('not_found', 'dev_mail_not_found');
        return reply
          .header('cache-control', 'no-store')
          .header('content-security-policy', MAIL_PAGE_POLICY)
          .type('text/html; charset=utf-8')
          .send(mail.html);
      },
    );
  };
}
