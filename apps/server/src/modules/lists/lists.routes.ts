import { errorResponse, shoppingListChangesBody, shoppingListResponse } from '@sillon/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../auth';
import type { ListsService } from './lists.service';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse };

/** The signed-in customer's shopping list: read it, send a device's changes. */
export function listsRoutes(service: ListsService) {
  return async (app: FastifyInstance) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    const routes = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['shopping list'];
    routes.get(
      '/api/shopping-list',
      {
        schema: {
          tags,
          summary: "The customer's shopping list, in the order the products were put on it",
          response: { 200: shoppingListResponse, ...errors },
        },
      },
      (request) => service.list(requireUser(request)),
    );
    routes.post(
      '/api/shopping-list/changes',
      {
        schema: {
          tags,
          summary: "A device's changes to the list (quantity 0 removes), the last change per product winning",
          body: shoppingListChangesBody,
          response: { 200: shoppingListResponse, ...errors },
        },
      },
      (request) => service.applyChanges(requireUser(request), request.body.changes),
    );
  };
}
