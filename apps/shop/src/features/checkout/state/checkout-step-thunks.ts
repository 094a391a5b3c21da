/**
 * Saving a checkout step (spec §4, §7): the information (email and address), a slot or a pickup
 * point, on the order in the store with its token, then Spree's `next` when the step moves the
 * order on. Spec §5 "Order id required for saving info or slot": without the order's id nothing
 * is called and the answer is `order_id_required`. A refusal is an answer the screen shows
 * (spec §8), not a rejected action: refusals are no bugs to report.
 */
import { createAsyncThunk } from '@reduxjs/toolkit';
import { requireOrderId } from '@sillon/domain';
import { checkoutApi, checkoutFailure, type CheckoutFailure } from '../api/checkout-api';
import type { CheckoutUpdateBody, OrderDocument } from '../api/checkout-types';
import type { OrderState } from './order-slice';

export type CheckoutStepResult =
  { ok: true; document: OrderDocument } | { ok: false; failure: CheckoutFailure };

type Answer = { data?: OrderDocument; error?: unknown };

export const checkoutStepSaved = createAsyncThunk<
  CheckoutStepResult,
  { body: CheckoutUpdateBody; advance?: boolean },
  { state: { order: OrderState } }
>('order/saveStep', async ({ body, advance = false }, { dispatch, getState }) => {
  const { id, token } = getState().order;
  // The id and the token come together (an order initialised or restored).
  if (!requireOrderId(id).ok || token === null) {
    return { ok: false, failure: { code: 'order_id_required' } };
  }
  const { endpoints } = checkoutApi;
  const saved = (await dispatch(
    endpoints.updateCheckout.initiate({ token, body }, { track: false }),
  )) as Answer;
  if (!saved.data || !advance) return resultOf(saved);
  return resultOf((await dispatch(endpoints.checkoutNext.initiate({ token }, { track: false }))) as Answer);
});

function resultOf(answer: Answer): CheckoutStepResult {
  return answer.data
    ? { ok: true, document: answer.data }
    : { ok: false, failure: checkoutFailure(answer.error) };
}
