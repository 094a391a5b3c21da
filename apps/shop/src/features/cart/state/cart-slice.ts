/**
 * The local cart (spec §3), persisted under the key `cart`. Every change goes through the
 * domain's cart rules; a refused change leaves the cart as it was and says why.
 */
import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import {
  activateGift,
  addProduct,
  deactivateGift,
  applyPreloadedPromotion,
  refreshCart,
  pendingPriceChanges,
  removeUnavailableProducts,
  decreaseQuantity,
  EMPTY_CART,
  removeProduct,
  normalizeVoucherCode,
  selectVoucherCode,
  takeStockLeft,
  withGiftsReevaluated,
  type Cart,
  type ErrorCode,
  type MessageParams,
  type PreloadedPromotion,
  type PriceChange,
  type ProductAvailability,
  type ProductToAdd,
} from '@sillon/domain';
import { referralCodeAdded, referralCodeRefused, voucherAdded, voucherChosen } from '@/features/account';

export type CartState = Cart & {
  isLoading: boolean;
  isHydrated: boolean;
  /** The last refused change, for the screen to explain (spec §5 max quantity message). */
  lastViolation: { code: ErrorCode; params?: MessageParams } | null;
  /** Spec §8 alerts after the cart took the current prices: changed prices, gone products. */
  priceChanges: PriceChange[];
  unavailableProductIds: string[];
  /** Products the server had fewer of than the cart asked: how many are left (not persisted). */
  stockLeft: Record<string, number>;
  /**
   * How many times the cart started again on this device (an order placed, an account closed):
   * the checkout server's cart of before is gone, so the quote opens a new one. Not persisted.
   */
  generation: number;
};

const initialState: CartState = {
  ...EMPTY_CART,
  isLoading: false,
  isHydrated: false,
  lastViolation: null,
  priceChanges: [],
  unavailableProductIds: [],
  stockLeft: {},
  generation: 0,
};

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
    /** Spec §4: the customer picks an unlocked gift; a locked one is refused and says why. */
    giftChosen(state, action: PayloadAction<string>) {
      const result = activateGift(state, action.payload);
      if (!result.ok) return { ...state, lastViolation: { code: result.code, params: result.params } };
      return applyCart(state, result.value);
    },
    /** Spec §4: the customer gives a gift back. */
    giftDropped(state, action: PayloadAction<string>) {
      const result = deactivateGift(state, action.payload);
      return result.ok ? applyCart(state, result.value) : state;
    },
    violationCleared(state) {
      state.lastViolation = null;
    },
    /** Spec §4: a new preloaded promotion replaces the previous one's products and gifts. */
    preloadedPromotionApplied(state, action: PayloadAction<PreloadedPromotion>) {
      return applyCart(state, applyPreloadedPromotion(state, action.payload));
    },
    /** Spec §4: the current public prices and availability, once product references arrive. */
    cartRefreshed(state, action: PayloadAction<Record<string, ProductAvailability>>) {
      const refresh = refreshCart(state, action.payload);
      return {
        ...applyCart(state, refresh.cart),
        priceChanges: pendingPriceChanges(state.priceChanges, refresh),
        unavailableProductIds: refresh.unavailableProductIds,
      };
    },
    /**
     * The server refused the basket for these products (set_items' 422): gone, or still in stock
     * but fewer than asked (`stockLeft`), which the cart offers to take rather than drop.
     */
    unavailableReported(
      state,
      action: PayloadAction<{ variantIds: string[]; stockLeft?: Record<string, number> | undefined }>,
    ) {
      const left = action.payload.stockLeft ?? {};
      const ids = new Set(action.payload.variantIds.filter((id) => left[id] === undefined));
      for (const line of state.products) if (ids.has(line.id)) line.available = false;
      state.unavailableProductIds = [...new Set([...state.unavailableProductIds, ...ids])];
      state.stockLeft = left;
    },
    /** « Prendre ce qui reste »: each short line takes what is left. */
    stockLeftTaken(state) {
      return { ...applyCart(state, takeStockLeft(state, state.stockLeft)), stockLeft: {} };
    },
    /** The server took the basket, or the customer changes the lines themselves: nothing short to say. */
    stockLeftCleared(state) {
      if (Object.keys(state.stockLeft).length > 0) state.stockLeft = {};
    },
    priceChangesConfirmed(state) {
      state.priceChanges = [];
    },
    priceChangedProductsRemoved(state) {
      let cart: Cart = state;
      for (const change of state.priceChanges) {
        const removed = removeProduct(cart, change.productId);
        if (removed.ok) cart = removed.value;
      }
      return { ...applyCart(state, cart), priceChanges: [] };
    },
    unavailableProductsRemoved(state) {
      return { ...applyCart(state, removeUnavailableProducts(state)), unavailableProductIds: [] };
    },
    /** "I remove them myself": the alert goes, the lines stay marked. */
    unavailableAlertDismissed(state) {
      state.unavailableProductIds = [];
    },
    /** The voucher the server applied to the cart (or none), kept for the order (spec §4). */
    voucherSelected(state, action: PayloadAction<string | null>) {
      state.voucherCode = action.payload === null ? null : normalizeVoucherCode(action.payload) || null;
    },
    /** Spec §4 order initialisation: the cart waits while the order is prepared. */
    cartLoadingStarted(state) {
      state.isLoading = true;
    },
    cartLoadingEnded(state) {
      state.isLoading = false;
    },
    /**
     * Products added to a placed order (« Ajouter à ma commande »): they leave the cart; the
     * checkout server's cart stays open, the promotion's gifts stay, locked again.
     */
    cartEmptied(state) {
      return applyCart(state, withGiftsReevaluated({ ...state, products: [], voucherCode: null }));
    },
    /**
     * Spec §4: reinitialising the cart, once its order is paid: its products leave, the promotion's
     * gifts stay, locked again, and the order being prepared is reset (the order slice). The
     * checkout server's cart became that order: the next quote opens a new one.
     */
    cartReinitialized(state) {
      return {
        ...applyCart(state, withGiftsReevaluated({ ...state, products: [], voucherCode: null })),
        isLoading: false,
        priceChanges: [],
        unavailableProductIds: [],
        generation: state.generation + 1,
      };
    },
    /**
     * The account was closed: nothing of the person stays on the device, neither products nor
     * gifts, promotion or code (issue 36); the order being prepared is reset with it.
     */
    cartForgotten(state) {
      return { ...initialState, isHydrated: state.isHydrated, generation: state.generation + 1 };
    },
    /**
     * Another tab of this browser changed the saved cart (the web): this tab shows the same one,
     * so that a cart ordered there is not sent again from here. Gone or unreadable: empty.
     */
    cartChangedElsewhere(state, action: PayloadAction<SavedCart | null>) {
      return {
        ...applyCart(state, action.payload ?? EMPTY_CART),
        priceChanges: action.payload?.priceChanges ?? [],
        unavailableProductIds: [],
        stockLeft: {},
      };
    },
    /** The persisted cart, read back at start (spec §3 "isHydrated"). */
    cartHydrated(state, action: PayloadAction<SavedCart | null>) {
      return { ...state, ...(action.payload ?? {}), isHydrated: true };
    },
  },
  extraReducers: (builder) => {
    // Spec §4 "Vouchers": a voucher or a referral code added to the account, or a voucher chosen
    // there, becomes the cart's (the order's start leaves a referral code out of the coupons).
    builder.addCase(voucherChosen, (state, action) =>
      applyCart(state, selectVoucherCode(state, action.payload)),
    );
    builder.addCase(referralCodeRefused, (state, action) => {
      if (state.voucherCode === normalizeVoucherCode(action.payload)) state.voucherCode = null;
    });
    builder.addMatcher(isAnyOf(voucherAdded, referralCodeAdded), (state, action) => {
      state.voucherCode = normalizeVoucherCode(action.payload) || null;
    });
  },
});

export const {
  productAdded,
  productDecreased,
  productRemoved,
  giftChosen,
  giftDropped,
  violationCleared,
  cartHydrated,
  cartChangedElsewhere,
  preloadedPromotionApplied,
  cartRefreshed,
  unavailableReported,
  stockLeftTaken,
  stockLeftCleared,
  priceChangesConfirmed,
  priceChangedProductsRemoved,
  unavailableProductsRemoved,
  unavailableAlertDismissed,
  voucherSelected,
  cartLoadingStarted,
  cartLoadingEnded,
  cartEmptied,
  cartReinitialized,
  cartForgotten,
} = cartSlice.actions;

/** The part of the cart that is saved on the device. */
/**
 * What the device keeps of the cart: its lines, gifts, promotion and code, and the price changes
 * the customer has not confirmed yet (a reload, another tab, or a page opened from elsewhere must
 * not take a new price for confirmed: the lines already hold it).
 */
export type PersistedCart = Cart & { priceChanges: PriceChange[] };
/** A saved cart as read back: one saved before its price changes were kept has none. */
type SavedCart = Cart & { priceChanges?: PriceChange[] };

export function persistedCart(state: CartState): PersistedCart {
  return {
    products: state.products,
    gifts: state.gifts,
    preloadedPromotion: state.preloadedPromotion,
    voucherCode: state.voucherCode,
    priceChanges: state.priceChanges,
  };
}
