/**
 * Which card processor the shop uses (`PAYMENT_PROVIDER`). Both run the Stripe adapter
 * (`stripe/stripe-provider.ts`) through the official SDK: `stripe` reaches Stripe; `sandbox`
 * reaches the sandbox built into this server, which answers Stripe's API under `/v1/` and sends
 * Stripe-signed events to the shop's webhook, so every test and every fresh machine runs the
 * production code path.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { t } from '@sillon/domain';
import type { Database } from '../../db/client';
import type { JobQueue } from '../jobs';
import type { PaymentProvider } from './payment-provider';
import { createSandboxEvents } from './sandbox/sandbox-events';
import { createSandboxRepository } from './sandbox/sandbox.repository';
import { createSandboxProcessor } from './sandbox/sandbox-processor';
import { sandboxRoutes } from './sandbox/sandbox.routes';
import { sandboxStripeApi } from './sandbox/stripe-api.routes';
import { createStripeProvider, type StripeConnection } from './stripe/stripe-provider';
import { WEBHOOK_PATH } from './stripe/stripe-webhook.routes';

type StripeKeys = { secretKey: string; publishableKey: string; webhookSecret: string };
type ApplePay = {
  /** Apple Pay's merchant identifier, for the native apps. */
  applePayMerchantId?: string | null;
  /** The domain-association file Stripe gives for Apple Pay on the web, served when set. */
  applePayDomainAssociation?: string | null;
};

export type PaymentSettings =
  | ({ provider: 'stripe' } & StripeKeys & ApplePay)
  | ({
      provider: 'sandbox';
      /** This server's own origin, where the SDK reaches the sandbox; in-process when absent. */
      apiUrl?: string;
    } & StripeKeys &
      ApplePay);

const testKey = (prefix: string) => `${prefix}${randomBytes(18).toString('hex')}`;

/** The sandbox's keys: those given (test keys, `SANDBOX_KEYS`), else new ones. */
export function sandboxPaymentSettings(given: Partial<Record<keyof StripeKeys, string | undefined>> = {}) {
  return {
    provider: 'sandbox' as const,
    secretKey: given.secretKey ?? testKey('sk_test_'),
    publishableKey: given.publishableKey ?? testKey('pk_test_'),
    webhookSecret: given.webhookSecret ?? testKey('whsec_'),
  };
}

export const defaultPaymentSettings = (): PaymentSettings => sandboxPaymentSettings();

export type ConfiguredProvider = {
  provider: PaymentProvider;
  /** The sandbox's APIs (Stripe's `/v1/` and its bank page) when it runs in this server. */
  routes: ((app: FastifyInstance) => Promise<void>) | null;
};

export type ProviderDeps = {
  db: Database;
  now: () => Date;
  jobs: Pick<JobQueue, 'enqueue' | 'register'>;
  /** This app answering a request without a socket (the in-process sandbox). */
  selfFetch: typeof fetch;
};

export function providerFromConfig(settings: PaymentSettings, deps: ProviderDeps): ConfiguredProvider {
  if (settings.provider === 'stripe') {
    return { provider: createStripeProvider({ secretKey: settings.secretKey }), routes: null };
  }
  const fetchSandbox = settings.apiUrl ? fetch : deps.selfFetch;
  const origin = settings.apiUrl ?? 'http://sandbox.invalid';
  const processor = createSandboxProcessor({
    repository: createSandboxRepository(deps.db),
    now: deps.now,
    merchant: t('app.brand'),
  });
  const events = createSandboxEvents({
    db: deps.db,
    jobs: deps.jobs,
    now: deps.now,
    webhookSecret: settings.webhookSecret,
    deliver: async (payload, signature) => {
      const answer = await fetchSandbox(`${origin}${WEBHOOK_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body: payload,
      });
      return answer.status;
    },
  });
  const stripeApi = sandboxStripeApi({ processor, events, db: deps.db });
  const routes = async (app: FastifyInstance) => {
    await app.register(stripeApi);
    await app.register(sandboxRoutes(processor, events));
  };
  return {
    provider: createStripeProvider(sandboxConnection(settings.secretKey, settings.apiUrl, deps)),
    routes,
  };
}

function sandboxConnection(
  secretKey: string,
  apiUrl: string | undefined,
  deps: ProviderDeps,
): StripeConnection {
  if (!apiUrl) {
    const httpClient = Stripe.createFetchHttpClient(deps.selfFetch);
    return { secretKey, host: 'sandbox.invalid', port: 80, protocol: 'http', httpClient };
  }
  const url = new URL(apiUrl);
  return {
    secretKey,
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)),
    protocol: url.protocol === 'https:' ? 'https' : 'http',
  };
}
