export { isBelowMinimumPayable, type OrderButtonProps } from './screens/cart-screen';
export { CartAnnouncer } from './components/cart-announcer';
export { CartButton } from './components/cart-button';
export { CartPanel, CartPanelProvider } from './components/cart-panel';
export {
  cartEmptied,
  cartForgotten,
  cartHydrated,
  cartChangedElsewhere,
  cartLoadingEnded,
  cartLoadingStarted,
  cartReinitialized,
  cartSlice,
  persistedCart,
  type PersistedCart,
  productAdded,
  productDecreased,
  productRemoved,
  violationCleared,
  voucherSelected,
} from './state/cart-slice';
export { preloadedProductsLoaded } from './state/preloaded-thunks';
export { cartApi } from './api/cart-api';
