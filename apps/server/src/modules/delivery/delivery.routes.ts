import {
  communesQuery,
  communesResponse,
  errorResponse,
  pickupPointsDocument,
  pickupPointsQuery,
} from '@sillon/contract';
import { validatePostalCode } from '@sillon/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error';
import { registerSpreeRoutes, spreeErrors } from '../../http/spree';
import { nearbyPickupPointResource } from './delivery.document';
import type { DeliveryService } from './delivery.service';

/** Communes change once a year: a day in caches is safe. */
const COMMUNES_CACHE_CONTROL = 'public, max-age=86400';
/** Relay points open and close more often; an hour keeps searches cheap. */
const PICKUP_POINTS_CACHE_CONTROL = 'public, max-age=3600';

/** A well-formed French postal code, or the 400 the address form shows under its field (spec §5). */
function postalCodeOf(value: string): string {
  const postalCode = validatePostalCode(value);
  if (!postalCode.ok) throw new AppError('invalid_input', 'postal_code_invalid');
  return postalCode.value;
}

/** The communes of a postal code (address forms) and, on the storefront API, nearby pickup points. */
export function deliveryRoutes(service: DeliveryService) {
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    routes.get(
      '/api/delivery/communes',
      {
        schema: {
          tags: ['delivery'],
          summary: 'The communes of a French postal code (official names), to check or fill an address',
          querystring: communesQuery,
          response: { 200: communesResponse, 400: errorResponse },
        },
      },
      async (request, reply) => {
        const postalCode = postalCodeOf(request.query.postal_code);
        reply.header('cache-control', COMMUNES_CACHE_CONTROL);
        return { postal_code: postalCode, communes: await service.communesOf(postalCode) };
      },
    );
    await app.register(pickupPointRoutes(service));
  };
}

function pickupPointRoutes(service: DeliveryService) {
  return async (app: FastifyInstance) => {
    registerSpreeRoutes(app);
    const routes = app.withTypeProvider<ZodTypeProvider>();
    routes.get(
      '/api/v2/storefront/pickup_points',
      {
        schema: {
          tags: ['storefront delivery'],
          summary: 'Pickup points near a postal code: its own first, then the nearest (our extension)',
          querystring: pickupPointsQuery,
          response: { 200: pickupPointsDocument, ...spreeErrors(400) },
        },
      },
      async (request, reply) => {
        const postalCode = postalCodeOf(request.query.zipcode);
        // Points « near » a code no commune has would be near a guess: the customer mistyped.
        if ((await service.communesOf(postalCode)).length === 0) {
          throw new AppError('invalid_input', 'postal_code_unknown');
        }
        const points = await service.pickupPointsNear(postalCode, request.query.limit);
        reply.header('cache-control', PICKUP_POINTS_CACHE_CONTROL);
        return { data: points.map(nearbyPickupPointResource) };
      },
    );
  };
}
