/**
 * The payments module: the card processor the checkout calls in-process (`provider`, chosen by
 * `PAYMENT_PROVIDER`; the built-in sandbox behaves like a processor's test mode and serves its own
 * API under `/api/payments/sandbox`), customers' saved cards (`/api/v2/storefront/account/credit_cards`)
 * and the shop's payment methods.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { createPaymentsRepository } from './payments.repository';
import { savedCardRoutes } from './payments.routes';
import { createPaymentsService } from './payments.service';
import { defaultPaymentSettings, providerFromConfig, type PaymentSettings } from './provider-from-config';

export type {
  AuthorizeInput,
  IntentStatus,
  IntentView,
  PaymentFailure,
  PaymentMethodView,
  PaymentProvider,
} from './payment-provider';
export type { PaymentsService, SavedCard, ShopPaymentMethod } from './payments.service';
export { paymentMethods } from './payments.service';
export type { PaymentSettings } from './provider-from-config';
export { defaultPaymentSettings } from './provider-from-config';
export { TEST_CARDS } from './sandbox/test-cards';

export function createPaymentsModule(deps: { db: Database; now: () => Date; settings?: PaymentSettings }) {
  const configured = providerFromConfig(deps.settings ?? defaultPaymentSettings, deps);
  const service = createPaymentsService({
    repository: createPaymentsRepository(deps.db),
    provider: configured.provider,
    now: deps.now,
  });
  const routes = async (app: FastifyInstance) => {
    if (configured.routes) await app.register(configured.routes);
    await app.register(savedCardRoutes(service));
  };
  return { provider: configured.provider, service, routes };
}

export type PaymentsModule = ReturnType<typeof createPaymentsModule>;
