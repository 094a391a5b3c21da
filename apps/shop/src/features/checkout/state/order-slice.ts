/**
 * The order being checked out (spec §3 "Order", §4 order initialisation and checkout steps): who
 * it is (the number the routes carry, the order token the calls send), what was saved at each
 * step, and the server's totals. Never persisted (spec §3 keys: cart, user, auth). Choosing a
 * slot clears the pickup point and the other way round (the domain's rule). Once paid, the cart
 * is reinitialised, which resets it: the screens after payment read the paid order from the
 * account.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  chooseDeliverySlot,
  choosePickupPoint,
  type Address,
  type DeliveryChoice,
  type DeliverySlot,
  type ShippingMethod,
} from '@sillon/domain';
import { cartForgotten, cartReinitialized } from '@/features/cart';
import { checkoutApi, type CheckoutFailure } from '../api/checkout-api';
import type { ChosenPickupPoint, OrderTotals } from '@/features/orders';

export type { ChosenPickupPoint, OrderTotals };
import { orderInitialization } from './order-thunks';

export type OrderState = {
  /** Spree's order number (R123456789): the `orderId` of the checkout routes. */
  id: string | null;
  /** Spree's order token, sent as `X-Spree-Order-Token`. */
  token: string | null;
  email: string;
  address: Address | null;
  shipmentInformations: { shipmentId: string; shippingRateId: string; deliverySlotId: string | null };
  paymentInformations: { paymentMethodId: string; paymentId: string };
  totals: OrderTotals | null;
  deliverySlot: DeliverySlot | null;
  chosenPickupPoint: ChosenPickupPoint | null;
  /** Spec §3: the methods offered for this order, cheapest first. */
  shippingMethods: ShippingMethod[];
  /** The chosen shipping method's code (`sillon-bag-delivery`…). */
  shippingMethodSelected: string | null;
  /**
   * The method the server's order had when this page restored it (a reload): the steps follow it
   * until one is chosen here. The shipping step still asks for a choice of its own.
   */
  shippingMethodRestored: string | null;
  /**
   * The server dropped the delivery chosen here (the basket changed during checkout, as Spree
   * rebuilds the shipment then): the shipping step says so until a method is chosen again.
   */
  isDeliveryDropped: boolean;
  isInitializing: boolean;
  isInitialized: boolean;
  /** Restored from the account's placed orders: the steps before payment have nothing left to do. */
  isPaid: boolean;
  deliverySlotsLoading: boolean;
  orderInitializationError: CheckoutFailure | null;
};

export const initialOrderState: OrderState = {
  id: null,
  token: null,
  email: '',
  address: null,
  shipmentInformations: { shipmentId: '', shippingRateId: '', deliverySlotId: null },
  paymentInformations: { paymentMethodId: '', paymentId: '' },
  totals: null,
  deliverySlot: null,
  chosenPickupPoint: null,
  shippingMethods: [],
  shippingMethodSelected: null,
  shippingMethodRestored: null,
  isDeliveryDropped: false,
  isInitializing: false,
  isInitialized: false,
  isPaid: false,
  deliverySlotsLoading: false,
  orderInitializationError: null,
};

function applyChoice(state: OrderState, choice: DeliveryChoice<ChosenPickupPoint>): void {
  state.shipmentInformations.deliverySlotId = choice.deliverySlotId;
  state.chosenPickupPoint = choice.pickupPoint;
  if (choice.deliverySlotId === null) state.deliverySlot = null;
}

/** The order's delivery is gone on the server: its method, slot and point are chosen again. */
function forgetDelivery(state: OrderState): void {
  state.shippingMethodSelected = null;
  state.shippingMethodRestored = null;
  state.deliverySlot = null;
  state.chosenPickupPoint = null;
  state.shipmentInformations = { shipmentId: '', shippingRateId: '', deliverySlotId: null };
}

const currentChoice = (state: OrderState): DeliveryChoice<ChosenPickupPoint> => ({
  deliverySlotId: state.shipmentInformations.deliverySlotId,
  pickupPoint: state.chosenPickupPoint,
});

export const orderSlice = createSlice({
  name: 'order',
  initialState: initialOrderState,
  reducers: {
    /** A checkout screen opened on an order this device did not start (a reload): its identity. */
    orderRestored(
      state,
      action: PayloadAction<{
        id: string;
        token: string;
        totals?: OrderTotals;
        isPaid?: boolean;
        /** The method the order was given before the page was reloaded: the steps follow it. */
        shippingMethodCode?: string | null;
        /** The slot the order holds (another device chose it, or this one before a reload). */
        deliverySlotId?: string | null;
      }>,
    ) {
      if (state.id === action.payload.id) return;
      return {
        ...initialOrderState,
        id: action.payload.id,
        token: action.payload.token,
        totals: action.payload.totals ?? null,
        shippingMethodRestored: action.payload.shippingMethodCode ?? null,
        shipmentInformations: {
          ...initialOrderState.shipmentInformations,
          deliverySlotId: action.payload.deliverySlotId ?? null,
        },
        isInitialized: true,
        isPaid: action.payload.isPaid ?? false,
      };
    },
    /**
     * `hasDelivery`: whether the order kept its delivery. A new address empties it on the server
     * (its price and slots may differ there), so the one chosen before is forgotten here too.
     */
    addressSaved(state, action: PayloadAction<{ email: string; address: Address; hasDelivery?: boolean }>) {
      state.email = action.payload.email;
      state.address = action.payload.address;
      if (action.payload.hasDelivery === false) forgetDelivery(state);
    },
    shippingMethodsLoaded(state, action: PayloadAction<ShippingMethod[]>) {
      state.shippingMethods = action.payload;
    },
    shippingMethodChosen(
      state,
      action: PayloadAction<{ code: string; shipmentId: string; shippingRateId: string }>,
    ) {
      state.shippingMethodSelected = action.payload.code;
      state.isDeliveryDropped = false;
      state.shipmentInformations.shipmentId = action.payload.shipmentId;
      state.shipmentInformations.shippingRateId = action.payload.shippingRateId;
    },
    /** The server's order has no delivery any more: it is chosen again from the shipping step. */
    deliveryDropped(state) {
      forgetDelivery(state);
      state.isDeliveryDropped = true;
    },
    /** Spec §4: choosing a slot clears the pickup point. */
    deliverySlotChosen(state, action: PayloadAction<DeliverySlot>) {
      applyChoice(state, chooseDeliverySlot(currentChoice(state), action.payload.id));
      state.deliverySlot = action.payload;
    },
    /** Spec §4: choosing a pickup point clears the slot. */
    pickupPointChosen(state, action: PayloadAction<ChosenPickupPoint>) {
      applyChoice(state, choosePickupPoint(currentChoice(state), action.payload));
    },
    orderTotalsUpdated(state, action: PayloadAction<OrderTotals>) {
      state.totals = action.payload;
    },
    paymentCreated(state, action: PayloadAction<{ paymentMethodId: string; paymentId: string }>) {
      state.paymentInformations = action.payload;
    },
    orderReset() {
      return initialOrderState;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(orderInitialization.pending, (state) => {
        state.isInitializing = true;
        state.orderInitializationError = null;
      })
      .addCase(orderInitialization.fulfilled, (_state, action) => ({
        ...initialOrderState,
        id: action.payload.id,
        token: action.payload.token,
        totals: action.payload.totals,
        isInitialized: true,
      }))
      .addCase(orderInitialization.rejected, (state, action) => {
        state.isInitializing = false;
        state.isInitialized = false;
        state.orderInitializationError = action.payload ?? { code: 'order_initialization_failed' };
      })
      // Spec §4: reinitialising the cart resets the order (the app does it once the order is paid).
      .addCase(cartReinitialized, () => initialOrderState)
      // A closed account's order in progress goes with its cart.
      .addCase(cartForgotten, () => initialOrderState)
      // Spec §4: deliverySlotsLoading is true while the shipping methods and slots load.
      .addMatcher(checkoutApi.endpoints.shippingRates.matchPending, (state) => {
        state.deliverySlotsLoading = true;
      })
      .addMatcher(checkoutApi.endpoints.shippingRates.matchFulfilled, (state) => {
        state.deliverySlotsLoading = false;
      })
      .addMatcher(checkoutApi.endpoints.shippingRates.matchRejected, (state) => {
        state.deliverySlotsLoading = false;
      });
  },
});

export const {
  orderRestored,
  addressSaved,
  shippingMethodsLoaded,
  shippingMethodChosen,
  deliveryDropped,
  deliverySlotChosen,
  pickupPointChosen,
  orderTotalsUpdated,
  paymentCreated,
  orderReset,
} = orderSlice.actions;
