export { ListToggle } from './components/list-toggle';
export { listSent } from './state/list-thunks';
export {
  listForgotten,
  listHydrated,
  persistedShoppingList,
  shoppingListSlice,
  type PersistedShoppingList,
} from './state/shopping-list-slice';
export { sendListWhenOnline } from './send-when-online';
