/**
 * The payments module: the card processor the shop calls (`provider`: the Stripe adapter, on
 * Stripe or on the sandbox built into this server, chosen by `PAYMENT_PROVIDER`), Stripe's webhook
 * (its events reach the listeners, the orders module), customers' saved cards
 * (`/api/v2/storefront/account/credit_cards`), the app's payment settings and the shop's payment
 * methods.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { JobQueue } from '../jobs';
import { paymentConfigRoutes } from './payment-config.routes';
import { createPaymentsRepository } from './payments.repository';
import { savedCardRoutes } from './payments.routes';
import { createPaymentsService } from './payments.service';
import { defaultPaymentSettings, providerFromConfig, type PaymentSettings } from './provider-from-config';
import { stripeWebhook, type PaymentEventListener } from './stripe/stripe-webhook.routes';

export type {
  AuthorizeInput,
  IntentStatus,
  IntentView,
  PaymentFailure,
  PaymentMethodView,
  PaymentProvider,
  RefundInput,
} from './payment-provider';
export type { PaymentEventListener } from './stripe/stripe-webhook.routes';
export type { PaymentsService, SavedCard, ShopPaymentMethod } from './payments.service';
export { paymentMethods } from './payments.service';
export type { PaymentSettings } from './provider-from-config';
export { defaultPaymentSettings, sandboxPaymentSettings } from './provider-from-config';
export { TEST_CARDS } from './sandbox/test-cards';
export { SANDBOX_KEYS } from './sandbox/stripe-api.routes';

export function createPaymentsModule(deps: {
  db: Database;
  now: () => Date;
  jobs: Pick<JobQueue, 'enqueue' | 'register'>;
  /** This app answering a request without a socket: the in-process sandbox's transport. */
  selfFetch: typeof fetch;
  settings?: PaymentSettings;
}) {
  const settings = deps.settings ?? defaultPaymentSettings();
  const configured = providerFromConfig(settings, deps);
  const service = createPaymentsService({
    repository: createPaymentsRepository(deps.db),
    provider: configured.provider,
    now: deps.now,
  });
  const listeners: PaymentEventListener[] = [];
  const webhook = stripeWebhook({
    webhookSecret: settings.webhookSecret,
    db: deps.db,
    jobs: deps.jobs,
    now: deps.now,
    provider: configured.provider,
    listeners,
  });
  const routes = async (app: FastifyInstance) => {
    if (configured.routes) await app.register(configured.routes);
    await app.register(webhook);
    await app.register(paymentConfigRoutes(settings));
    await app.register(savedCardRoutes(service));
  };
  return {
    provider: configured.provider,
    service,
    routes,
    settings,
    /** The processor's events (a payment the shop missed, a dispute), applied once each. */
    onPaymentEvent: (listener: PaymentEventListener) => void listeners.push(listener),
  };
}

export type PaymentsModule = ReturnType<typeof createPaymentsModule>;
