import { creditCardDocument, creditCardListDocument, creditCardParams } from '@sillon/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { registerSpreeRoutes, spreeErrors } from '../../http/spree';
import { requireCustomer, type AuthenticatedUser } from '../auth';
import { creditCardResource } from './payments.document';
import type { PaymentsService } from './payments.service';

const BASE = '/api/v2/storefront/account/credit_cards';
const tags = ['storefront account'];
const errors = spreeErrors(401, 403, 404);

/**
 * Spree answers 403 to an account call without a user; a bearer that was refused stays a 401, so
 * the app refreshes its session.
 */
function customerOf(request: FastifyRequest): AuthenticatedUser {
  if (request.user === null && request.authFailure === null)
    throw new AppError('forbidden', 'customer_required');
  return requireCustomer(request);
}

/** The account's saved cards (Spree Storefront API v2 `account/credit_cards`). */
export function savedCardRoutes(service: PaymentsService) {
  return async (app: FastifyInstance) => {
    registerSpreeRoutes(app);
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.get(
      BASE,
      {
        schema: {
          tags,
          summary: "The customer's saved cards that have not expired, newest (the default) first",
          response: { 200: creditCardListDocument, ...errors },
        },
      },
      async (request) => ({
        data: (await service.savedCards(customerOf(request).id)).map(creditCardResource),
      }),
    );

    routes.get(
      `${BASE}/default`,
      {
        schema: {
          tags,
          summary: "The customer's default card (the newest still valid); 404 without one",
          response: { 200: creditCardDocument, ...errors },
        },
      },
      async (request) => ({
        data: creditCardResource(found(await service.defaultCard(customerOf(request).id))),
      }),
    );

    routes.get(
      `${BASE}/:id`,
      {
        schema: {
          tags,
          summary: 'One saved card of the customer; 404 for any other',
          params: creditCardParams,
          response: { 200: creditCardDocument, ...errors },
        },
      },
      async (request) => ({
        data: creditCardResource(found(await service.savedCard(customerOf(request).id, request.params.id))),
      }),
    );

    routes.delete(
      `${BASE}/:id`,
      {
        schema: {
          tags,
          summary: 'Forgets a saved card of the customer; 404 for any other',
          params: creditCardParams,
          response: { 204: z.undefined(), ...errors },
        },
      },
      async (request, reply) => {
        await service.removeSavedCard(customerOf(request).id, request.params.id);
        return reply.code(204).send();
      },
    );
  };
}

function found<T>(value: T | undefined): T {
  if (value === undefined) throw new AppError('not_found', 'not_found');
  return value;
}
