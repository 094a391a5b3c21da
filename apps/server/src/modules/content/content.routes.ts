import { errorResponse } from '@sillon/contract';
import {
  contentDocument,
  contentDocumentsQuery,
  graphqlRequestBody,
  graphqlRequestQuery,
  graphqlResponse,
} from '@sillon/contract';
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CACHES } from '../../caches';
import { createJsonCache } from '../../http/cached-json';
import type { ContentGraphql, GraphqlRequest } from './content.graphql';
import { normalizeContentPath, type ContentService } from './content.service';

/** Shared caches may keep published answers this long; the server's own copy lives 5 s. */
const PUBLISHED_CACHE_CONTROL = 'public, max-age=30';
const PREVIEW_HEADERS = 'x-preview-token';

const errorResponses = { 400: errorResponse, 401: errorResponse, 404: errorResponse };

/**
 * Content service (spec §7) under `/api/content`: the GraphQL endpoint and documents by path or
 * id. Published answers are cached (ETag, 304); preview answers (a valid preview token) never are.
 */
export function contentRoutes(service: ContentService, graphql: ContentGraphql) {
  const cache = createJsonCache({ ...CACHES.contentAnswers, cacheControl: PUBLISHED_CACHE_CONTROL });
  service.onChange(() => cache.clear());

  /** Published: from the cache; preview: straight from the service, marked uncacheable. */
  async function answer(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    produce: (options: { preview: boolean }) => Promise<unknown>,
  ) {
    const preview = service.previewFromToken(previewTokenOf(request));
    if (preview) return reply.header('cache-control', 'no-store').send(await produce({ preview }));
    return cache.send(request, reply, key, () => produce({ preview }));
  }

  const runGraphql = (request: FastifyRequest, reply: FastifyReply, graphqlRequest: GraphqlRequest) =>
    answer(request, reply, `graphql:${requestKey(graphqlRequest)}`, (context) =>
      graphql.run(graphqlRequest, context),
    );

  return async (app: FastifyInstance) => {
    const typed = app.withTypeProvider<ZodTypeProvider>();
    // A shared cache must not answer a preview request with a published copy, nor the reverse.
    // Hooks added here stay inside this plugin.
    app.addHook('onSend', async (_request, reply, payload) => {
      if (!reply.hasHeader('vary')) reply.header('vary', PREVIEW_HEADERS);
      else if (!String(reply.getHeader('vary')).includes('x-preview-token')) {
        reply.header('vary', `${String(reply.getHeader('vary'))}, ${PREVIEW_HEADERS}`);
      }
      return payload;
    });

    typed.get(
      '/api/content/documents',
      {
        schema: {
          tags: ['content'],
          summary: 'A content document by web path (`?path=/mission-regeneration`) or id (`?id=sidebar`)',
          description: 'Preview mode (drafts over published copies, never cached): `x-preview-token` header.',
          querystring: contentDocumentsQuery,
          response: { 200: contentDocument, ...errorResponses },
        },
      },
      (request, reply) => {
        const { path, id } = request.query;
        const lookup = path !== undefined ? { path } : { id: id ?? '' };
        const key = path !== undefined ? `path:${normalizeContentPath(path)}` : `id:${id ?? ''}`;
        return answer(request, reply, key, (options) => service.findDocument(lookup, options));
      },
    );

    typed.get(
      '/api/content/graphql',
      {
        schema: {
          tags: ['content'],
          summary: 'GraphQL query (racks, productReferences, recipeSlugs, document) in the query string',
          querystring: graphqlRequestQuery,
          response: { 200: graphqlResponse, ...errorResponses },
        },
      },
      (request, reply) => runGraphql(request, reply, request.query),
    );

    typed.post(
      '/api/content/graphql',
      {
        schema: {
          tags: ['content'],
          summary: 'GraphQL query (racks, productReferences, recipeSlugs, document)',
          body: graphqlRequestBody,
          response: { 200: graphqlResponse, ...errorResponses },
        },
      },
      (request, reply) => runGraphql(request, reply, request.body),
    );
  };
}

/**
 * The preview token the request presents, if any. Its own header, not `Authorization`: the app
 * sends customers' bearer tokens everywhere, and those must never be read as preview attempts.
 */
function previewTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers['x-preview-token'];
  return typeof header === 'string' && header !== '' ? header : undefined;
}

/** One cache entry per distinct query, variables and operation; hashed to keep keys short. */
function requestKey({ query, variables, operationName }: GraphqlRequest): string {
  return createHash('sha256')
    .update(JSON.stringify([query, variables ?? null, operationName ?? null]))
    .digest('base64url');
}
