import { errorText, t } from '@sillon/domain';
import type { ReactNode } from 'react';
import { NETWORK_ERROR, readFailure } from '@/lib/api';
import { Button, Notice } from '@/ui';
import { usePaymentConfigQuery, type PaymentConfig } from '../api/payment-config-api';

/**
 * What the payment step waits for: how the shop takes payments. While it comes, the skeleton; if
 * it cannot come, why (no connection, or the payments that cannot be prepared) and « Réessayer ».
 */
export function PaymentConfigBoundary({
  skeleton,
  children,
}: {
  skeleton: ReactNode;
  children(config: PaymentConfig): ReactNode;
}) {
  const query = usePaymentConfigQuery();
  if (query.data) return <>{children(query.data)}</>;
  if (!query.isError) return <>{skeleton}</>;
  const isOffline = readFailure(query.error).code === NETWORK_ERROR;
  const text = errorText(isOffline ? 'network_error' : 'payment_unavailable');
  return (
    <Notice tone="error" title={text.title} message={text.content} testID="payment-config-error">
      <Button label={t('checkout.payment.retry')} onPress={() => void query.refetch()} />
    </Notice>
  );
}
