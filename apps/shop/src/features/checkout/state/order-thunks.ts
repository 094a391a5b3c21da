/**
 * Spec §4 "Order initialisation", from the cart's "Commander": the session's cart on the checkout
 * server (its number becomes the order id, its token goes with every checkout call), the basket
 * set on it, the voucher applied unless it is a referral code, with the cart's own calls. The
 * screen then navigates to the Information step and ends the cart's loading. A failure is stored
 * with its code (§8: a 422 lists the unavailable products, a 503 is the order timeout, reported as
 * `setItems`).
 */
import { createAsyncThunk } from '@reduxjs/toolkit';
import type { AccountPromotionsDocument } from '@sillon/contract';
import {
  declinedGiftIds,
  orderStartFailureCode,
  orderStartRequest,
  type Cart,
  type Voucher,
} from '@sillon/domain';
import { accountApi, accountVouchersOf } from '@/features/account';
import { cartApi } from '@/features/cart';
import { checkoutFailure, type CheckoutFailure } from '../api/checkout-api';
import { totalsOf, type OrderTotals } from '@/features/orders';

type ThunkState = { cart: Cart; auth: { user: { id: string } | null } };

export type InitializedOrder = { id: string; token: string; totals: OrderTotals };

/**
 * The account's vouchers, as the domain's rule reads them: a referral code among them is not sent
 * as a coupon. Asked for (or taken from the cache the cart screen filled) whenever the cart holds
 * a code, so a list still loading never lets a referral code through as a coupon.
 */
async function accountVouchers(
  state: ThunkState,
  dispatch: (action: unknown) => unknown,
): Promise<Voucher[]> {
  const userId = state.auth.user?.id;
  if (!userId || !state.cart.voucherCode) return [];
  const answer = (await dispatch(
    accountApi.endpoints.accountPromotions.initiate(userId, { subscribe: false }),
  )) as Answer<AccountPromotionsDocument>;
  return answer.data ? accountVouchersOf(answer.data) : [];
}

type Answer<T> = { data?: T; error?: unknown };

export const orderInitialization = createAsyncThunk<
  InitializedOrder,
  void,
  { state: ThunkState; rejectValue: CheckoutFailure }
>('order/initialize', async (_, { dispatch, getState, rejectWithValue }) => {
  const request = orderStartRequest(getState().cart, await accountVouchers(getState(), dispatch));

  const created = (await dispatch(
    cartApi.endpoints.openCart.initiate(undefined, { track: false }),
  )) as Answer<{ data: { attributes: { token: string } } }>;
  if (!created.data) return rejectWithValue(initializationFailure(created.error));
  const token = created.data.data.attributes.token;

  const set = (await dispatch(
    cartApi.endpoints.setItems.initiate(
      {
        orderToken: token,
        lines: request.lineItems.map((line) => ({ variant_id: line.productId, quantity: line.quantity })),
        preloaded: request.preloaded,
        declined_gifts: declinedGiftIds(getState().cart),
      },
      { track: false },
    ),
  )) as Answer<Parameters<typeof totalsOf>[0]>;
  if (!set.data) return rejectWithValue(initializationFailure(set.error, 'setItems'));
  let document = set.data;

  if (request.voucherCode) {
    const applied = (await dispatch(
      cartApi.endpoints.applyCoupon.initiate(
        { orderToken: token, code: request.voucherCode },
        { track: false },
      ),
    )) as Answer<Parameters<typeof totalsOf>[0]>;
    if (!applied.data) {
      // Spec §8: "voucher failure gives unapplicable voucher with reason".
      const failure = checkoutFailure(applied.error);
      return rejectWithValue(
        failure.code === 'network_error' ? failure : { ...failure, code: 'voucher_not_applicable' },
      );
    }
    document = applied.data;
  }
  return { id: document.data.id, token, totals: totalsOf(document) };
});

function initializationFailure(error: unknown, request?: string): CheckoutFailure {
  const failure = checkoutFailure(error);
  const code = orderStartFailureCode(failure.code);
  if (code === 'order_initialization_failed' || code === 'network_error') return { ...failure, code };
  return request ? { ...failure, request } : failure;
}
