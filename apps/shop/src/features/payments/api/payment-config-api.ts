/** How the shop takes payments (`GET /api/payments/config`): the processor and its publishable key. */
import type { PaymentConfigResponse } from '@sillon/contract';
import { shopApi } from '@/lib/api';

export type PaymentConfig = PaymentConfigResponse;

export const paymentConfigApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    paymentConfig: build.query<PaymentConfig, void>({ query: () => '/api/payments/config' }),
  }),
});

export const { usePaymentConfigQuery } = paymentConfigApi;
