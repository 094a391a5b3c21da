/**
 * Which card processor the app pays with: the one the server names (`GET /api/payments/config`).
 * `sandbox` (every dev machine and test) is the built-in sandbox behind the shop's own card form;
 * `stripe` is Stripe's SDK for this platform (`stripe-processor.ts`, `.web.ts`).
 */
import { useMemo } from 'react';
import { useDispatch } from 'react-redux';
import type { CardProcessor } from './card-processor';
import type { PaymentConfig } from './payment-config-api';
import { sandboxCardProcessor } from './sandbox-processor';
import { stripeCardProcessor } from './stripe-processor';

type Dispatch = (action: unknown) => unknown;

export function cardProcessorFor(config: PaymentConfig, dispatch: Dispatch): CardProcessor {
  return config.provider === 'stripe'
    ? stripeCardProcessor(config)
    : sandboxCardProcessor(dispatch, config.publishable_key);
}

/** The processor for the config (RTK Query keeps an unchanged answer's object, so this one too). */
export function useCardProcessor(config: PaymentConfig): CardProcessor {
  const dispatch = useDispatch() as Dispatch;
  return useMemo(() => cardProcessorFor(config, dispatch), [config, dispatch]);
}
