/**
 * The local cart (spec §3), persisted under the key `cart`. Every change goes through the
 * domain's cart rules; a refused change leaves the cart as it was and says why.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  addProduct,
  applyPreloadedPromotion,
  decreaseQuantity,
  EMPTY_CART,
  removeProduct,
  type Cart,
  type ErrorCode,
  type MessageParams,
  type PreloadedPromotion,
  type ProductToAdd,
} from '@sillon/domain';

export type CartState = Cart & {
  isLoading: boolean;
  isHydrated: boolean;
  /** The last refused change, for the screen to explain (spec §5 max quantity message). */
  lastViolation: { code: ErrorCode; params?: MessageParams } | null;
};

const initialState: CartState = { ...EMPTY_CART, isLoading: false, isHydrated: false, lastViolation: null };

function applyCart(state: CartState, cart: Cart): CartState {
  return { ...state, ...cart, lastViolation: null };
}

export const cartSlice = createSlice({
  name: 'cart',
  initialState,
  reducers: {
    productAdded(state, action: PayloadAction<{ product: ProductToAdd; quantity?: number }>) {
      const result = addProduct(state, action.payload.product, action.payload.quantity ?? 1);
      if (!result.ok) return { ...state, lastViolation: { code: result.code, params: result.params } };
      return applyCart(state, result.value);
    },
    productDecreased(state, action: PayloadAction<string>) {
      const result = decreaseQuantity(state, action.payload);
      return result.ok ? applyCart(state, result.value) : state;
    },
    productRemoved(state, action: PayloadAction<string>) {
      const result = removeProduct(state, action.payload);
      return result.ok ? applyCart(state, result.value) : state;
    },
    violationCleared(state) {
      state.lastViolation = null;
    },
    /** Spec §4: a new preloaded promotion replaces the previous one's products and gifts. */
    preloadedPromotionApplied(state, action: PayloadAction<PreloadedPromotion>) {
      return applyCart(state, applyPreloadedPromotion(state, action.payload));
    },
    /** The persisted cart, read back at start (spec §3 "isHydrated"). */
    cartHydrated(state, action: PayloadAction<Cart | null>) {
      return { ...state, ...(action.payload ?? {}), isHydrated: true };
    },
  },
});

export const {
  productAdded,
  productDecreased,
  productRemoved,
  violationCleared,
  cartHydrated,
  preloadedPromotionApplied,
} = cartSlice.actions;

/** The part of the cart that is saved on the device. */
export function persistedCart(state: CartState): Cart {
  return {
    products: state.products,
    gifts: state.gifts,
    preloadedPromotion: state.preloadedPromotion,
    voucherCode: state.voucherCode,
  };
}
