/**
 * Which card processor the shop uses (`PAYMENT_PROVIDER`). Only the built-in sandbox exists; a
 * real processor is another file implementing `PaymentProvider` (a `stripe-provider.ts` calling
 * Stripe's PaymentIntents API with `capture_method: manual` and the same idempotency keys), added
 * as a case here with its settings.
 */
import type { FastifyInstance } from 'fastify';
import { t } from '@sillon/domain';
import type { Database } from '../../db/client';
import type { PaymentProvider } from './payment-provider';
import { createSandboxRepository } from './sandbox/sandbox.repository';
import { createSandboxProcessor } from './sandbox/sandbox-processor';
import { sandboxRoutes } from './sandbox/sandbox.routes';

export type PaymentSettings = { provider: 'sandbox' };

export const defaultPaymentSettings: PaymentSettings = { provider: 'sandbox' };

export type ConfiguredProvider = {
  provider: PaymentProvider;
  /** The processor's own HTTP API when it runs inside this server (the sandbox), else none. */
  routes: ((app: FastifyInstance) => Promise<void>) | null;
};

export function providerFromConfig(
  settings: PaymentSettings,
  deps: { db: Database; now: () => Date },
): ConfiguredProvider {
  switch (settings.provider) {
    case 'sandbox': {
      const processor = createSandboxProcessor({
        repository: createSandboxRepository(deps.db),
        now: deps.now,
        merchant: t('app.brand'),
      });
      return { provider: processor.provider, routes: sandboxRoutes(processor) };
    }
  }
}
