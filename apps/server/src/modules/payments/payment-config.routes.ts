import { errorResponse, paymentConfigResponse, type PaymentConfigResponse } from '@sillon/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { PaymentSettings } from './provider-from-config';

/** Apple Pay on the web checks this file on the shop's domain (Stripe gives it). */
const APPLE_PAY_ASSOCIATION = '/.well-known/apple-developer-merchantid-domain-association';

/**
 * How the app pays (`GET /api/payments/config`): the processor's publishable key and whether the
 * app's Stripe fields or its sandbox form take the card. Public values only.
 */
export function paymentConfigRoutes(settings: PaymentSettings) {
  const answer: PaymentConfigResponse = {
    provider: settings.provider,
    publishable_key: settings.publishableKey,
    apple_pay_merchant_id: settings.applePayMerchantId ?? null,
    country: 'FR',
  };
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    routes.get(
      '/api/payments/config',
      {
        schema: {
          tags: ['payments'],
          summary: 'The card processor the app pays with, and its publishable key',
          response: { 200: paymentConfigResponse, 500: errorResponse },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'no-cache');
        return answer;
      },
    );
    const association = settings.applePayDomainAssociation;
    if (association) {
      app.get(APPLE_PAY_ASSOCIATION, { schema: { hide: true } }, async (_request, reply) =>
        reply.type('text/plain').send(association),
      );
    }
  };
}
