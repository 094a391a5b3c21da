/**
 * The shop's staff change a product's price, availability or stock (spec §6 "admin roles: not
 * shown": ours is one shared secret, `ADMIN_TOKEN`; the route does not exist without it). This
 * server's carts and availability answers see the change at once; other copies within seconds.
 * Scripts call it: an unusual price is not asked to be confirmed here, as the back office's is.
 */
import { productChangesBody, productChangesResponse } from '@sillon/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '@sillon/contract';
import { AppError } from '../../http/app-error';
import { adminRouteAudit, changeAuditOf } from '../../http/staff-routes';
import { staffTokenCheck } from '../../http/staff-token';
import type { CatalogService } from './catalog.service';

export function catalogAdminRoutes(service: CatalogService, adminToken: string | undefined) {
  return async (app: FastifyInstance) => {
    if (!adminToken) return;
    app.withTypeProvider<ZodTypeProvider>().patch(
      '/api/admin/products/:id',
      {
        schema: {
          tags: ['operations'],
          summary: "Changes a product's price (cents), availability or stock (bearer ADMIN_TOKEN)",
          params: z.object({ id: z.uuid() }),
          body: productChangesBody,
          response: { 200: productChangesResponse, 401: errorResponse, 404: errorResponse },
        },
        onRequest: staffTokenCheck(adminToken),
        config: adminRouteAudit({
          action: 'product.update',
          subjectType: 'product',
          subjectId: (request) => (request.params as { id: string }).id,
          read: (id, tx) => service.staffProduct(id, tx),
        }),
      },
      async (request, reply) => {
        const { price_cents: priceCents, available, stock } = request.body;
        const changes = {
          ...(priceCents !== undefined ? { priceCents } : {}),
          ...(available !== undefined ? { available } : {}),
          ...(stock !== undefined ? { stock } : {}),
        };
        if (!(await service.updateProduct(request.params.id, changes, changeAuditOf(request)))) {
          throw new AppError('not_found', 'product_not_found');
        }
        reply.header('cache-control', 'no-store');
        return { id: request.params.id, ...request.body };
      },
    );
  };
}
