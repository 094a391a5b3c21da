/**
 * Spec §7, §9 (catalogue pages of 150): a screen asks for the products it shows by id, a page of
 * 150 ids at a time, and gets one list back.
 */
import { shopApi } from '@/lib/api';
import { silentReporter } from '@/store/error-reporting';
import { createStore, type AppStore } from '@/store/store';
import { silentTracker } from '@/store/tracking';
import { fakeServer } from '@/testing/fake-server';
import { productsApi, tileIds } from './products-api';

jest.mock('@react-native-async-storage/async-storage', () =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('@react-native-async-storage/async-storage/jest/async-storage-mock'),
);

const TILES = 'GET /api/bff/catalog/products';
const productId = (index: number) => `6f1c2b9e-1111-4222-8333-${String(index).padStart(12, '0')}`;

let store: AppStore | undefined;

afterEach(async () => {
  store?.dispatch(shopApi.util.resetApiState());
  await new Promise((resolve) => setTimeout(resolve, 30));
});

describe('productTiles', () => {
  it('asks for 151 products in pages of 150 and 1', async () => {
    const server = fakeServer({
      [TILES]: (call) => ({
        body: {
          products: (new URL(call.url).searchParams.get('ids') ?? '').split(',').map((id) => ({ id })),
        },
      }),
    });
    store = createStore({ reporter: silentReporter, tracker: silentTracker });
    const ids = tileIds(Array.from({ length: 151 }, (_, index) => productId(index)));
    const answer = await store.dispatch(
      productsApi.endpoints.productTiles.initiate(ids, { subscribe: false }),
    );

    const pages = server
      .callsTo(TILES)
      .map((call) => (new URL(call.url).searchParams.get('ids') ?? '').split(','));
    expect(pages.map((page) => page.length)).toEqual([150, 1]);
    expect(pages.flat()).toEqual(ids);
    expect(answer.data?.map((tile) => tile.id)).toEqual(ids);
  });
});
