import { errorResponse, staffErrorReports, staffErrorReportsQuery } from '@sillon/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ENVELOPE_MAX_BYTES, sentryKeyOf } from './envelope-reader';
import type { ErrorReportsService } from './error-reports.service';

/**
 * The app's SDKs send their envelopes here (their `tunnel`): the shop's own origin, with the
 * user's access token when there is one (the report's user is the token's, never the envelope's).
 */
export const ERROR_REPORTS_TUNNEL_PATH = '/api/errors/envelope';

const accepted = z.object({ id: z.string().nullable() });
const envelopeAnswers = { 200: accepted, 400: errorResponse, 413: errorResponse, 429: errorResponse };

/**
 * The receiver of Sentry envelopes: the SDKs' tunnel, and Sentry's own address of the built-in
 * project (`/api/<project>/envelope/`), where a native SDK sends its crashes when the app's DSN
 * names the shop. The staff's `GET /api/staff/error-reports` reads what it kept.
 */
export function errorReportsRoutes(service: ErrorReportsService) {
  return async (app: FastifyInstance) => {
    await app.register(async (envelopes) => {
      // An envelope is lines of JSON and bytes, sent as text (browsers), as Sentry's own type
      // (native SDKs) or as anything: read as bytes whatever it says it is.
      envelopes.removeAllContentTypeParsers();
      envelopes.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
      const routes = envelopes.withTypeProvider<ZodTypeProvider>();

      routes.post(
        ERROR_REPORTS_TUNNEL_PATH,
        {
          bodyLimit: ENVELOPE_MAX_BYTES,
          schema: {
            tags: ['app'],
            summary: "A Sentry envelope from the app's SDK (its tunnel): its error events are kept",
            response: envelopeAnswers,
          },
        },
        async (request) =>
          service.receiveFromApp(envelopeBody(request.body), {
            client: request.ip,
            userId: request.user?.id ?? null,
          }),
      );

      routes.post(
        '/api/:projectId(^\\d+$)/envelope/',
        {
          bodyLimit: ENVELOPE_MAX_BYTES,
          schema: {
            tags: ['app'],
            summary: "Sentry's envelope address of the built-in project: a native SDK's crashes",
            params: z.object({ projectId: z.string() }),
            querystring: z.object({ sentry_key: z.string().max(100).optional() }).loose(),
            response: envelopeAnswers,
          },
        },
        async (request) =>
          service.receiveFromApp(envelopeBody(request.body), {
            client: request.ip,
            userId: request.user?.id ?? null,
            project: {
              projectId: request.params.projectId,
              publicKey: sentryKeyOf(request.headers['x-sentry-auth'], request.query.sentry_key),
            },
          }),
      );
    });

    const routes = app.withTypeProvider<ZodTypeProvider>();
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
            details: row.details ?? null,
            receivedAt: row.receivedAt.toISOString(),
          })),
          total,
        };
      },
    );
  };
}

/** No body at all is an empty envelope, refused as malformed by the reader. */
function envelopeBody(body: unknown): Uint8Array {
  return body instanceof Uint8Array ? body : new Uint8Array();
}
