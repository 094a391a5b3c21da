export { ListToggle } from './components/list-toggle';
export { ShoppingListScreen } from './screens/shopping-list-screen';
export { listSent } from './state/list-thunks';
export {
  listForgotten,
  listHydrated,
  persistedShoppingList,
  shoppingListSlice,
  type PersistedShoppingList,
} from './state/shopping-list-slice';
export { sendListWhenOnline } from './send-when-online';
