/**
 * Spec §4 "Catalog": a path's routing data loads once and is then served from the cache, a
 * forced reload asks again, and screens read a loaded flag.
 */
import { act, renderHook, waitFor } from '@testing-library/react-native';
import type { RoutingResponse } from '@sillon/contract';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { shopApi } from '@/lib/api';
import { silentReporter } from '@/store/error-reporting';
import { createStore, type AppStore } from '@/store/store';
import { silentTracker } from '@/store/tracking';
import { fakeServer } from '@/testing/fake-server';
import { catalogApi, productPagePath, useRoutingQuery } from './catalog-api';

jest.mock('@react-native-async-storage/async-storage', () =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('@react-native-async-storage/async-storage/jest/async-storage-mock'),
);

const routing: RoutingResponse = {
  products: [
    {
      id: '6f1c2b9e-1111-4222-8333-000000000001',
      documentId: 'abc123def456',
      reference: 'comte-aop-12-mois',
      slug: 'comte-aop-12-mois',
      displayName: 'Comté AOP 12 mois',
    },
  ],
  racks: [],
};
const path = productPagePath('comte-aop-12-mois-abc123def456');
const ROUTING = 'GET /api/bff/catalog/routing';

let store: AppStore | undefined;

function routingHooks() {
  const server = fakeServer({ [ROUTING]: { body: routing } });
  store = createStore({ reporter: silentReporter, tracker: silentTracker });
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store!}>{children}</Provider>;
  // Two screens showing the same path (a product and its reviews).
  const hooks = renderHook(() => [useRoutingQuery(path), useRoutingQuery(path)] as const, { wrapper });
  return { server, hooks };
}

afterEach(async () => {
  store?.dispatch(shopApi.util.resetApiState());
  store = undefined;
  await new Promise((resolve) => setTimeout(resolve, 30));
});

describe('the routing data of a path', () => {
  it('loads once for every screen that asks, and says when it is loaded', async () => {
    const { server, hooks } = routingHooks();
    expect(hooks.result.current[0].isSuccess).toBe(false);
    await waitFor(() => expect(hooks.result.current[0].isSuccess).toBe(true));
    expect(hooks.result.current[1]).toMatchObject({ isSuccess: true, data: routing });
    const calls = server.callsTo(ROUTING);
    expect(calls).toHaveLength(1);
    expect(new URL(calls[0]!.url).searchParams.get('path')).toBe(path);
    // Asked again later (another screen opening): the cache answers.
    await store!.dispatch(catalogApi.endpoints.routing.initiate(path, { subscribe: false }));
    expect(server.callsTo(ROUTING)).toHaveLength(1);
  });

  it('loads again when a reload is forced', async () => {
    const { server, hooks } = routingHooks();
    await waitFor(() => expect(hooks.result.current[0].isSuccess).toBe(true));
    await act(async () => {
      await hooks.result.current[0].refetch();
    });
    await store!.dispatch(
      catalogApi.endpoints.routing.initiate(path, { subscribe: false, forceRefetch: true }),
    );
    expect(server.callsTo(ROUTING)).toHaveLength(3);
    expect(hooks.result.current[0]).toMatchObject({ isSuccess: true, data: routing });
  });
});
