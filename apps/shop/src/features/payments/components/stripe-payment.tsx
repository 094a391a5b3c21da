import { lazy, Suspense } from 'react';
import { Skeleton } from '@/ui';
import type { StripeCardFieldsProps } from './stripe-card-fields-props';

// Fetched apart: on the web no page but the payment step (in Stripe mode) carries Stripe's code.
const Fields = lazy(() => import('./stripe-card-fields'));

/** Stripe's card fields and wallet buttons, for this platform. */
export function StripePayment(props: StripeCardFieldsProps) {
  return (
    <Suspense fallback={<Skeleton width="100%" height={160} />}>
      <Fields {...props} />
    </Suspense>
  );
}
