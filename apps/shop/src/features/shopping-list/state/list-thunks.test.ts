import { configureStore } from '@reduxjs/toolkit';
import { authSlice, sessionEnded } from '@/features/auth';
import { shopApi } from '@/lib/api';
import { listSent, listQuantitySet } from './list-thunks';
import { selectShoppingList, shoppingListSlice } from './shopping-list-slice';

jest.mock('@react-native-async-storage/async-storage', () =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('@react-native-async-storage/async-storage/jest/async-storage-mock'),
);

const [milk, honey] = ['11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222'];

type Sent = { product_id: string; quantity: number; changed_at: string; added_at: string };

/** A server that keeps the last change per product, and a network that can be cut. */
function fakeServer() {
  const server = { isOnline: true, calls: 0, list: new Map<string, Sent>() };
  global.fetch = jest.fn(async (request: Request) => {
    if (!server.isOnline) throw new TypeError('Failed to fetch');
    server.calls += 1;
    if (request.method === 'POST') {
      const body = (await request.json()) as { changes: Sent[] };
      for (const change of body.changes) server.list.set(change.product_id, change);
    }
    const items = [...server.list.values()].filter((item) => item.quantity > 0);
    return new Response(JSON.stringify({ items }), { headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof fetch;
  return server;
}

function customerStore() {
  const store = configureStore({
    reducer: {
      [shopApi.reducerPath]: shopApi.reducer,
      auth: authSlice.reducer,
      shoppingList: shoppingListSlice.reducer,
    },
    middleware: (getDefault) => getDefault().concat(shopApi.middleware),
  });
  store.dispatch(
    authSlice.actions.sessionStarted({
      userId: 'c1',
      userToken: 'token',
      isNew: false,
      status: 'authenticated',
      refreshToken: 'refresh',
    } as never),
  );
  return store;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('a customer’s list changes made offline', () => {
  afterEach(() => jest.restoreAllMocks());

  it('stay on the device while the network is cut, and reach the server once, when it returns', async () => {
    const server = fakeServer();
    const store = customerStore();
    await store.dispatch(listQuantitySet({ productId: milk, quantity: 1 }));
    await settle();
    expect(server.list.get(milk)?.quantity).toBe(1);

    server.isOnline = false;
    await store.dispatch(listQuantitySet({ productId: honey, quantity: 2 }));
    await store.dispatch(listQuantitySet({ productId: honey, quantity: 3 }));
    await settle();
    expect(store.getState().shoppingList.unsent).toEqual([
      expect.objectContaining({ productId: honey, quantity: 3 }),
    ]);
    // In the order they were put on the list, the honey's two changes made offline moving nothing.
    expect(selectShoppingList(store.getState()).map((entry) => entry.productId)).toEqual([milk, honey]);

    server.isOnline = true;
    await store.dispatch(listSent());
    await settle();
    expect(store.getState().shoppingList.unsent).toEqual([]);
    expect(server.list.get(honey)?.quantity).toBe(3);
    expect(selectShoppingList(store.getState()).map((entry) => entry.productId)).toEqual([milk, honey]);
  });

  it('are never sent for a visitor, whose list lives on the device', async () => {
    const server = fakeServer();
    const store = customerStore();
    store.dispatch(sessionEnded());
    await store.dispatch(listQuantitySet({ productId: milk, quantity: 1 }));
    await settle();
    expect(server.calls).toBe(0);
    expect(selectShoppingList(store.getState())).toEqual([expect.objectContaining({ productId: milk })]);
  });
});
