import { clientErrorBody, errorResponse, staffErrorReports, staffErrorReportsQuery } from '@sillon/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ErrorReportsService } from './error-reports.service';

/** A report is a few lines: a bigger body is refused before it is read (413). */
export const CLIENT_ERROR_BODY_LIMIT = 16 * 1024;

/** `POST /api/client-errors` (the app's reports) and the staff's `GET /api/staff/error-reports`. */
export function errorReportsRoutes(service: ErrorReportsService) {
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.post(
      '/api/client-errors',
      {
        bodyLimit: CLIENT_ERROR_BODY_LIMIT,
        schema: {
          tags: ['app'],
          summary:
            'One failure the app saw (a rejected action, an image, a content query), scrubbed of secrets',
          body: clientErrorBody,
          response: { 202: z.undefined(), 400: errorResponse, 413: errorResponse, 429: errorResponse },
        },
      },
      async (request, reply) => {
        await service.reportFromApp(request.body, request.ip);
        return reply.status(202).send();
      },
    );

    routes.get(
      '/api/staff/error-reports',
      {
        schema: {
          tags: ['staff'],
          summary: "The app's and the server's error reports, newest first",
          querystring: staffErrorReportsQuery,
          response: { 200: staffErrorReports, 400: errorResponse, 401: errorResponse, 403: errorResponse },
        },
        config: { staff: { permission: 'errors.read' } },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const { rows, total } = await service.list(request.query);
        return {
          reports: rows.map((row) => ({
            id: row.id,
            source: row.source,
            kind: row.kind,
            action: row.action,
            userId: row.userId,
            argument: row.argument ?? null,
            error: row.error,
            platform: row.platform,
            appVersion: row.appVersion,
            requestId: row.requestId,
            receivedAt: row.receivedAt.toISOString(),
          })),
          total,
        };
      },
    );
  };
}
