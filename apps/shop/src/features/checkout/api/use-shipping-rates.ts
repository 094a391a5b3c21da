/**
 * The order's shipping rates (spec §7 shipping methods), asked again whenever a step opens
 * (slots fill up), with the shipment id and the rates in the shop's shape, cheapest first.
 */
import { useEffect, useMemo } from 'react';
import { useAppDispatch } from '@/store/hooks';
import { shippingMethodsLoaded } from '../state/order-slice';
import { checkoutApi } from './checkout-api';
import { shippingRatesOf } from './shipping-rates';

export function useShippingRates(order: { id: string; token: string }) {
  const dispatch = useAppDispatch();
  const query = checkoutApi.useShippingRatesQuery(
    { token: order.token, orderId: order.id },
    { refetchOnMountOrArgChange: true },
  );
  const rates = useMemo(() => (query.data ? shippingRatesOf(query.data) : undefined), [query.data]);
  useEffect(() => {
    if (!rates) return;
    dispatch(
      shippingMethodsLoaded(
        rates.rates.map((rate) => ({
          id: rate.id,
          name: rate.name,
          priceCents: rate.priceCents,
          isOffered: rate.isOffered,
          shippingMethodCode: rate.code,
        })),
      ),
    );
  }, [dispatch, rates]);
  return { query, shipmentId: rates?.shipmentId ?? '', rates: rates?.rates };
}
