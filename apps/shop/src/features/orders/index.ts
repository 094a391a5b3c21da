export { OrderDetails } from './components/order-details';
export {
  cents,
  includedOf,
  linesOf,
  pickupPointOf,
  promotionsOf,
  shippingAddressOf,
  totalsOf,
  type ChosenPickupPoint,
  type IncludedResource,
  type OrderDocument,
  type OrderLine,
  type OrderTotals,
} from './api/order-document';
export { ORDER_INCLUDE, ordersApi, ordersForgotten, useAccountOrderQuery } from './api/orders-api';
