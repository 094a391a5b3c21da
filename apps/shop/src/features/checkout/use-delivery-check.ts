/**
 * The steps after the delivery's (« Vérification », « Paiement ») stand on the delivery chosen
 * earlier; the server drops it when the basket changes during checkout (Spree rebuilds the
 * shipment then). The customer is then sent back to the shipping step, which says why, rather
 * than shown a delivery the order no longer has.
 */
import { checkoutPath, needsDeliverySlot, shippingModeOf } from '@sillon/domain';
import { router, type Href } from 'expo-router';
import { useEffect, useState } from 'react';
import type { OrderDocument } from '@/features/orders';
import { useAppDispatch } from '@/store/hooks';
import { deliveryDropped } from './state/order-slice';

/** The order as the server has it lacks a delivery: no method, or a home delivery without its slot. */
export function lacksDelivery(document: OrderDocument): boolean {
  const { shipping_method_code: code, delivery_slot: slot } = document.data.attributes;
  if (!code) return true;
  const mode = shippingModeOf(code);
  return mode !== undefined && needsDeliverySlot(mode) && !slot;
}

/**
 * `summary`: the step's query of the order. Only an answer the server gave since the step opened
 * counts: a cached one may be from before the delivery was chosen again.
 */
export function useDeliveryCheck(
  orderId: string,
  summary: { data?: OrderDocument | undefined; fulfilledTimeStamp?: number | undefined },
): boolean {
  const dispatch = useAppDispatch();
  const [openedAt] = useState(() => Date.now());
  const isFresh = (summary.fulfilledTimeStamp ?? 0) >= openedAt;
  const isDropped = isFresh && summary.data !== undefined && lacksDelivery(summary.data);
  useEffect(() => {
    if (!isDropped) return;
    dispatch(deliveryDropped());
    router.replace(checkoutPath(orderId, 'shipping') as Href);
  }, [dispatch, isDropped, orderId]);
  return isDropped;
}
