/** The seo module (issue 16): `robots.txt` and `sitemap.xml` at the shop's root. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createSeoService, type SeoDeps } from './seo.service';

/** An hour: the catalogue changes during the day, search engines come back for it. */
const CACHE = 'public, max-age=3600';

/** The shop's origin as the client reached it (behind the load balancer, the forwarded one). */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

export function createSeoModule(deps: SeoDeps) {
  const service = createSeoService(deps);
  const routes = async (app: FastifyInstance) => {
    app.get(
      '/robots.txt',
      { schema: { tags: ['seo'], summary: 'Rules for search engines' } },
      async (request, reply) =>
        reply
          .header('cache-control', CACHE)
          .type('text/plain; charset=utf-8')
          .send(service.robotsTxt(originOf(request))),
    );
    app.get(
      '/sitemap.xml',
      { schema: { tags: ['seo'], summary: 'Every public page of the shop, for search engines' } },
      async (request, reply) =>
        reply
          .header('cache-control', CACHE)
          .type('application/xml; charset=utf-8')
          .send(await service.sitemapXml(originOf(request))),
    );
  };
  return { service, routes };
}
