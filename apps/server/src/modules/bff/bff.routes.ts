import {
  pageQuery,
  pageResponse,
  productsByIdsBody,
  productsResponse,
  productTilesQuery,
  productTilesResponse,
  rackPageResponse,
  racksResponse,
  routingQuery,
  routingResponse,
  searchQuery,
  searchResponse,
  seasonsResponse,
  shelvesResponse,
  sidebarResponse,
  suggestionsQuery,
  suggestionsResponse,
  errorResponse,
} from '@sillon/contract';
import { allergenFiltersOf } from '@sillon/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { CACHES } from '../../caches';
import { createJsonCache } from '../../http/cached-json';
import type { BffService } from './bff.service';

const errors = { 400: errorResponse, 401: errorResponse, 404: errorResponse };
/** A search route's answers also include its request limit's refusal. */
const searchErrors = { ...errors, 429: errorResponse };

/** Backend-for-frontend (spec §7), under `/api/bff`. Public reads are cached and revalidated by ETag. */
export function bffRoutes(service: BffService, onCatalogChange: (listener: () => void) => void) {
  const cache = createJsonCache({
    ...CACHES.bffPages,
    cacheControl: 'public, max-age=30, stale-while-revalidate=300',
  });
  /**
   * A screen's share of the catalogue (a shelf's tiles, a product's routing, a rack): one answer
   * per product, rack or list, many more than the pages above, so they live in their own cache.
   */
  const shares = createJsonCache({
    ...CACHES.bffShares,
    cacheControl: 'public, max-age=30, stale-while-revalidate=300',
  });
  /** Searches and suggestions: most texts are asked once, so an answer is kept from its second ask. */
  const searches = createJsonCache({
    ...CACHES.bffSearches,
    cacheControl: 'public, max-age=30, stale-while-revalidate=300',
    keepFromSecondRequest: true,
  });
  const clearAll = () => {
    cache.clear();
    shares.clear();
    searches.clear();
  };
  onCatalogChange(clearAll);
  /** The month at the shop's clock the kept answers were made in: seasons follow it (issue 40). */
  let keptMonth = service.month();
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['bff'];
    // A new month changes what is in season: season shelves, home blocks and « Hors saison » marks
    // kept from the month before would be wrong (only HTTP's max-age keeps them a little longer).
    app.addHook('onRequest', async () => {
      const month = service.month();
      if (month !== keptMonth) {
        keptMonth = month;
        clearAll();
      }
    });
    routes.get(
      '/api/bff/seasons',
      {
        schema: {
          tags,
          summary: 'The seasonal calendar’s page: the month it is at the shop’s clock, in Paris (issue 40)',
          response: { 200: seasonsResponse },
        },
      },
      (request, reply) => {
        reply.header('cache-control', 'public, max-age=30, stale-while-revalidate=300');
        return service.seasons();
      },
    );
    routes.get(
      '/api/bff/catalog/racks',
      { schema: { tags, summary: 'Every rack (spec §3)', response: { 200: racksResponse } } },
      (request, reply) => cache.send(request, reply, 'racks', async () => ({ racks: await service.racks() })),
    );
    routes.get(
      '/api/bff/catalog/shelves',
      { schema: { tags, summary: 'Every shelf (spec §3)', response: { 200: shelvesResponse } } },
      (request, reply) =>
        cache.send(request, reply, 'shelves', async () => ({ shelves: await service.shelves() })),
    );
    routes.get(
      '/api/bff/catalog/racks/:segment',
      {
        schema: {
          tags,
          summary:
            'One rack by path segment (canonical, id or slug-id), its shelves, then the shelves they lead to',
          params: z.object({ segment: z.string().min(1).max(200) }),
          response: { 200: rackPageResponse, ...errors },
        },
      },
      (request, reply) =>
        shares.send(request, reply, `rack:${request.params.segment}`, async () => {
          const page = await service.rackPage(request.params.segment);
          if (!page) throw new AppError('not_found', 'rack_not_found');
          return page;
        }),
    );
    routes.get(
      '/api/bff/catalog/products',
      {
        schema: {
          tags,
          summary:
            'The tiles (no long texts) of `ids` (comma-separated, at most 150: a page of a screen), in order; without `ids`, every product',
          querystring: productTilesQuery,
          response: { 200: productTilesResponse, ...errors },
        },
      },
      (request, reply) => {
        const { ids } = request.query;
        if (!ids)
          return cache.send(request, reply, 'products', async () => ({ products: await service.tiles() }));
        return shares.send(request, reply, `products:${ids.join(',')}`, async () => ({
          products: await service.tiles(ids),
        }));
      },
    );
    routes.post(
      '/api/bff/catalog/products',
      {
        schema: {
          tags,
          summary: 'Full product cards of the given ids, in order (unknown ids are left out)',
          body: productsByIdsBody,
          response: { 200: productsResponse, ...errors },
        },
      },
      async (request) => ({ products: await service.productsByIds(request.body.ids) }),
    );
    routes.get(
      '/api/bff/catalog/routing',
      {
        schema: {
          tags,
          summary:
            "Routing data (spec §3): what `path` needs (its product, its rack, the shelves of its breadcrumbs), or the whole catalogue's",
          querystring: routingQuery,
          response: { 200: routingResponse, ...errors },
        },
      },
      (request, reply) => {
        const { path } = request.query;
        if (!path) return cache.send(request, reply, 'routing', () => service.routing());
        return shares.send(request, reply, `routing:${path}`, () => service.routingFor(path));
      },
    );
    routes.get(
      '/api/bff/page',
      {
        schema: {
          tags,
          summary: 'A page by path: home (`/`), story, index, recipe, recipes, selection',
          description: 'Preview mode (drafts, never cached): `x-preview-token` header.',
          querystring: pageQuery,
          response: { 200: pageResponse, ...errors },
        },
      },
      async (request, reply) => {
        // Spec §7: preview bypasses the cache, and no shared cache may keep it.
        const previewToken = request.headers['x-preview-token'];
        if (typeof previewToken === 'string' && previewToken !== '') {
          const page = await service.page(request.query.path, { previewToken });
          return reply.header('cache-control', 'no-store').header('vary', 'x-preview-token').send(page);
        }
        reply.header('vary', 'x-preview-token');
        return cache.send(request, reply, `page:${request.query.path}`, () =>
          service.page(request.query.path),
        );
      },
    );
    routes.get(
      '/api/bff/sidebar',
      { schema: { tags, summary: 'Menu navigation', response: { 200: sidebarResponse } } },
      (request, reply) => cache.send(request, reply, 'sidebar', () => service.sidebar()),
    );
    routes.get(
      '/api/bff/search',
      {
        schema: {
          tags,
          summary:
            'French full-text product search, typo-tolerant, narrowed by a label, a rack and « sans » allergen filters (slugs; unknown ones are ignored and reported as not applied)',
          querystring: searchQuery,
          response: { 200: searchResponse, ...searchErrors },
        },
        config: { requestLimit: 'search' },
      },
      (request, reply) => {
        const text = request.query.s.trim();
        const { label, rayon } = request.query;
        // One answer per set of « sans » filters, whatever their order or repeats in the link.
        const sans = allergenFiltersOf(request.query.sans);
        return searches.send(
          request,
          reply,
          `search:${label ?? ''}:${rayon ?? ''}:${sans.join(',')}:${text}`,
          () => service.search(text, { label, rack: rayon, sans }),
        );
      },
    );
    routes.get(
      '/api/bff/search/suggestions',
      {
        schema: {
          tags,
          summary: 'A few products, racks and farms for a text being typed',
          querystring: suggestionsQuery,
          response: { 200: suggestionsResponse, ...searchErrors },
        },
        config: { requestLimit: 'search_suggestions' },
      },
      (request, reply) => {
        const text = request.query.s.trim();
        return searches.send(request, reply, `suggestions:${text}`, () => service.suggestions(text));
      },
    );
  };
}
