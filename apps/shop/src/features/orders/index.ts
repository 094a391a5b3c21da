export { OrdersScreen } from './screens/orders-screen';
export { OrderScreen } from './screens/order-screen';
export { TicketScreen } from './screens/ticket-screen';
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
