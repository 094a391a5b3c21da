import { t, type Cents } from '@sillon/domain';
import { useState } from 'react';
import { useAppSelector } from '@/store/hooks';
import { Notice } from '@/ui';

/**
 * The products' total as the step before priced it, read once as the step opens: the step's own
 * updates of the order's amounts are not a change.
 */
export function useItemTotalOnArrival(): Cents | undefined {
  const known = useAppSelector((state) => state.order.totals?.itemTotalCents);
  const [onArrival] = useState(known);
  return onArrival;
}

/**
 * The products' prices changed since the step before priced the order (the staff changed one
 * meanwhile): said before the customer pays, as the cart says it, rather than only in the amounts.
 */
export function PricesChangedNotice({
  before,
  itemTotalCents,
}: {
  before: Cents | undefined;
  itemTotalCents: Cents | undefined;
}) {
  if (before === undefined || itemTotalCents === undefined || before === itemTotalCents) return null;
  return (
    <Notice
      tone="info"
      title={t('checkout.prices_changed.title')}
      message={t('checkout.prices_changed.message')}
      testID="checkout-prices-changed"
    />
  );
}
