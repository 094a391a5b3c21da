export { CartButton } from './components/cart-button';
export { productAdded, productDecreased, productRemoved, violationCleared } from './state/cart-slice';
