export { CartButton } from './components/cart-button';
export { productAdded, productDecreased, productRemoved, violationCleared } from './state/cart-slice';
export { cartApi } from './api/cart-api';
