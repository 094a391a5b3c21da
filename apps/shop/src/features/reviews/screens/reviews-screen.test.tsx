/**
 * A product's reviews (spec §2 `pp/{id}/reviews`), also reached from its retail variant's card
 * (`pp/{id}/retail/reviews`): the same reviews, with the way back to the card it came from.
 */
import type { ReviewsResponse, RoutingResponse } from '@sillon/contract';
import { act, render, screen } from '@testing-library/react-native';
import type * as ReactNative from 'react-native';
import { Provider } from 'react-redux';
import { authSlice } from '@/features/auth';
import { shopApi } from '@/lib/api';
import { silentReporter } from '@/store/error-reporting';
import { createStore } from '@/store/store';
import { silentTracker } from '@/store/tracking';
import { fakeServer } from '@/testing/fake-server';
import { customerStore } from '@/testing/customer-store';
import { ReviewsScreen } from './reviews-screen';

jest.mock('expo-router', () => ({
  // A link shows its text and says where it goes.
  Link: ({ children, href }: { children: string; href: string | { params: { next: string } } }) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { Text } = require('react-native') as typeof ReactNative;
    return <Text accessibilityHint={typeof href === 'string' ? href : href.params.next}>{children}</Text>;
  },
}));
jest.mock('expo-router/head', () => ({ __esModule: true, default: () => null }));
jest.mock('@react-native-async-storage/async-storage', () =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('@react-native-async-storage/async-storage/jest/async-storage-mock'),
);

const productId = '6f1c2b9e-1111-4222-8333-444455556666';
const segment = 'oeufs-plein-air-oeufs123';

const routing: RoutingResponse = {
  products: [
    {
      id: productId,
      documentId: 'oeufs123',
      reference: 'oeufs-plein-air',
      slug: 'oeufs-plein-air',
      displayName: 'Œufs de poules en poulailler mobile',
    },
  ],
  racks: [],
};

const reviews: ReviewsResponse = {
  reviews: [
    {
      id: 'r1',
      productId,
      title: 'Des jaunes bien orange',
      comment: 'Le plateau dure la semaine.',
      displayName: 'Claire',
      rating: 5,
      createdAt: '2025-05-02T10:00:00.000Z',
      verifiedPurchase: true,
    },
  ],
  averageRating: 5,
  totalCount: 1,
  totalPages: 1,
  currentPage: 1,
};

let store: ReturnType<typeof createStore> | undefined;
let unmount: (() => void) | undefined;

afterEach(async () => {
  unmount?.();
  store?.dispatch(shopApi.util.resetApiState());
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
});

describe('ReviewsScreen', () => {
  it('shows the product’s reviews at /pp/{id}/retail/reviews, with the way back to the retail card', async () => {
    const server = fakeServer({
      'GET /api/bff/catalog/routing': { body: routing },
      [`GET /api/catalog/products/${productId}/reviews`]: { body: reviews },
    });
    store = createStore({ reporter: silentReporter, tracker: silentTracker });
    // A visitor: the session started, anonymous.
    store.dispatch(
      authSlice.actions.sessionStarted({
        userId: 'visitor-1',
        userToken: 'token',
        isNew: true,
        status: 'anonymous',
        expiresInSeconds: 900,
      }),
    );
    ({ unmount } = render(
      <Provider store={store}>
        <ReviewsScreen segment={segment} retail />
      </Provider>,
    ));
    expect(await screen.findByText(/Des jaunes bien orange/)).toBeOnTheScreen();
    expect(screen.getByText('Le plateau dure la semaine.')).toBeOnTheScreen();
    expect(server.callsTo(`GET /api/catalog/products/${productId}/reviews`)).toHaveLength(1);
    expect(screen.getByText('Retour au produit').props.accessibilityHint).toBe(`/pp/${segment}/retail`);
    // A visitor signs in to write one, and comes back here.
    expect(screen.getByText(/Connectez-vous/).props.accessibilityHint).toBe(`/pp/${segment}/retail/reviews`);
  });

  it('shows a customer’s own review once, in its box, not again among the others', async () => {
    fakeServer({
      'GET /api/bff/catalog/routing': { body: routing },
      [`GET /api/catalog/products/${productId}/reviews`]: { body: reviews },
      [`GET /api/catalog/products/${productId}/reviews/mine`]: { body: { review: reviews.reviews[0] } },
    });
    store = customerStore();
    ({ unmount } = render(
      <Provider store={store}>
        <ReviewsScreen segment={segment} />
      </Provider>,
    ));
    expect(await screen.findByText('Modifier mon avis')).toBeOnTheScreen();
    expect(screen.getAllByText(/Des jaunes bien orange/)).toHaveLength(1);
  });
});
