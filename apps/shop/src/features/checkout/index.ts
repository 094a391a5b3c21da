export { OrderStartButton } from './components/order-start-button';
export { orderSlice } from './state/order-slice';
