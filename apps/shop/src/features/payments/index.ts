export {
  isSandbox,
  type CardDetails,
  type CardProcessor,
  type CreatePaymentMethod,
  type ProcessorPaymentMethod,
  type ProcessorResult,
  type SandboxCardProcessor,
  type WalletKind,
} from './api/card-processor';
export { paymentConfigApi, usePaymentConfigQuery, type PaymentConfig } from './api/payment-config-api';
export { useCardProcessor } from './api/processor-choice';
export { sandboxProcessorApi, sandboxWalletToken } from './api/sandbox-processor';
export { PaymentConfigBoundary } from './components/payment-config-boundary';
export { StripePayment } from './components/stripe-payment';
export { WALLET_CANCELED, type StripeCardFieldsProps } from './components/stripe-card-fields-props';
export { useCardAuthentication } from './use-card-authentication';
