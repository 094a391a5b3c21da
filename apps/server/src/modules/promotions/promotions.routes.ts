import {
  accountPromotionsDocument,
  addPromotionCodeBody,
  errorResponse,
  preloadedProductsResponse,
  setReferrerBody,
} from '@sillon/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerSpreeRoutes, spreeErrors } from '../../http/spree';
import { optionalUser, requireCustomer } from '../auth';
import type { PromotionsService } from './promotions.service';

const errors = spreeErrors(400, 401, 403, 404, 409, 422);

/** The catalogue's preloaded products (spec §7) and the account's vouchers and referral. */
export function promotionsRoutes(service: PromotionsService) {
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    routes.get(
      '/api/catalog/cart/preloaded-products',
      {
        schema: {
          tags: ['catalog'],
          summary: 'Preloaded promotions by id: products, gifts and their thresholds (bearer optional)',
          response: { 200: preloadedProductsResponse, 401: errorResponse },
        },
      },
      async (request, reply) => {
        optionalUser(request);
        reply.header('cache-control', 'no-cache');
        return service.preloadedProducts();
      },
    );
    await app.register(accountVoucherRoutes(service));
  };
}

function accountVoucherRoutes(service: PromotionsService) {
  return async (app: FastifyInstance) => {
    registerSpreeRoutes(app);
    const routes = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['storefront account'];

    routes.get(
      '/api/v2/storefront/account/vouchers',
      {
        schema: {
          tags,
          summary: "The customer's vouchers, referrer and own referral code",
          response: { 200: accountPromotionsDocument, ...errors },
        },
      },
      (request) => service.accountPromotions(requireCustomer(request)),
    );

    routes.patch(
      '/api/v2/storefront/account/add_promotion_code',
      {
        schema: {
          tags,
          summary: 'Adds a voucher to the account (spec §7); 404 InvalidCode when no voucher has this code',
          body: addPromotionCodeBody,
          response: { 200: accountPromotionsDocument, ...errors },
        },
        config: { requestLimit: 'promotion_codes' },
      },
      (request) => service.addPromotionCode(optionalUser(request), request.body.user?.promotion_code),
    );

    routes.post(
      '/api/v2/storefront/account/set_referrer',
      {
        schema: {
          tags,
          summary: "Records the customer's referrer by referral code (spec §7); 409 when one is set",
          body: setReferrerBody,
          response: { 200: accountPromotionsDocument, ...errors },
        },
      },
      (request) => service.setReferrer(optionalUser(request), request.body.user?.referral_code),
    );
  };
}
