/**
 * Issue 43, a product's routes on iOS and Android: its card and its retail variant's
 * (`/pp/[id]`, `/pp/[id]/retail`), its reviews and the variant's (`…/reviews`), each in its loading,
 * not-found, error and filled states, with the product added to the cart and a review sent.
 */
import type { AccountResponse } from '@sillon/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react-native';
import { Platform } from 'react-native';
import ProductRoute from '@/app/pp/[id]/index';
import ReviewsRoute from '@/app/pp/[id]/reviews';
import RetailProductRoute from '@/app/pp/[id]/retail/index';
import RetailReviewsRoute from '@/app/pp/[id]/retail/reviews';
import {
  EGGS_SEGMENT,
  eggs,
  eggsReview,
  eggsReviews,
  eggsRouting,
  noReviews,
  noRouting,
} from '@/testing/fixtures/catalog';
import {
  expectSkeleton,
  failingOnce,
  notAnswered,
  renderRoute,
  router,
  serverError,
  settle,
  type RouteOptions,
} from '@/testing/render-route';
import type { FakeRoutes } from '@/testing/fake-server';

jest.mock('expo-router', () => jest.requireActual('@/testing/expo-router-mock'));
jest.mock('expo-router/head', () => jest.requireActual('@/testing/expo-router-mock').head);
jest.mock('@react-native-async-storage/async-storage', () =>
  jest.requireActual('@react-native-async-storage/async-storage/jest/async-storage-mock'),
);

const ROUTING = 'GET /api/bff/catalog/routing';
const CARDS = 'POST /api/bff/catalog/products';
const REVIEWS = `GET /api/catalog/products/${eggs.id}/reviews`;
const MY_REVIEW = `GET /api/catalog/products/${eggs.id}/reviews/mine`;
const POST_REVIEW = `POST /api/catalog/products/${eggs.id}/reviews`;
const ACCOUNT = 'GET /api/users/me';

const CARD_PATH = `/pp/${EGGS_SEGMENT}`;
const FAILED = 'Un problème est survenu';

const camille: AccountResponse = {
  id: '0b7c2d0e-3f4a-4b5c-8d6e-7f8091a2b3c4',
  phoneNumber: '+33612345678',
  firstName: 'Camille',
  email: 'camille@example.fr',
  deliveryAddress: null,
  newsletter: 'none',
  newsletterOptedIn: false,
  notificationsOptIn: false,
  minimumOrderValue: '15.00',
  substitutionDefault: 'similar',
  createdAt: '2026-01-10T09:00:00.000Z',
};

/** The eggs' page as the server answers it. */
const cardAnswers: FakeRoutes = {
  [ROUTING]: { body: eggsRouting },
  [CARDS]: { body: { products: [eggs] } },
};

const at = (path: string, routes: FakeRoutes, session?: RouteOptions['session']): RouteOptions => ({
  pathname: path,
  params: { id: EGGS_SEGMENT },
  routes,
  session,
});

describe(`a product's card, routes /pp/[id] and /pp/[id]/retail (${Platform.OS})`, () => {
  it('shows its skeleton while the product is not answered', async () => {
    renderRoute(ProductRoute, at(CARD_PATH, { [ROUTING]: notAnswered }));
    await expectSkeleton();
  });

  it('says a product that does not exist is not found', async () => {
    renderRoute(ProductRoute, at('/pp/disparu-zzz', { [ROUTING]: { body: noRouting } }));
    expect(await screen.findByRole('heading', { name: 'Page introuvable' })).toBeOnTheScreen();
  });

  it('says the server failed', async () => {
    renderRoute(RetailProductRoute, at(`${CARD_PATH}/retail`, { ...cardAnswers, [CARDS]: serverError }));
    expect(await screen.findByRole('heading', { name: FAILED })).toBeOnTheScreen();
  });

  it('shows the product once the network is back, puts it in the cart, links its reviews, format and sign-in', async () => {
    const { store } = renderRoute(
      ProductRoute,
      at(CARD_PATH, { ...cardAnswers, [ROUTING]: failingOnce({ body: eggsRouting }) }),
    );
    fireEvent.press(await screen.findByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { name: eggs.displayName })).toBeOnTheScreen();
    fireEvent.press(screen.getByRole('button', { name: 'Ajouter au panier' }));
    expect(store.getState().cart.products).toEqual([
      expect.objectContaining({ id: eggs.id, priceCents: 420, quantity: 1 }),
    ]);
    expect(screen.getByTestId('in-cart')).toHaveTextContent('1 dans le panier');

    fireEvent.press(screen.getByText('4,5 / 5 (2 avis)'));
    expect(router.push).toHaveBeenLastCalledWith(`${CARD_PATH}/reviews`);
    fireEvent.press(screen.getByTestId('other-format'));
    expect(router.push).toHaveBeenLastCalledWith(`${CARD_PATH}/retail`);
    // A visitor is asked to sign in to give a review, and comes back to the card.
    fireEvent.press(screen.getByText('Connectez-vous pour donner votre avis'));
    expect(router.push).toHaveBeenLastCalledWith({ pathname: '/pre-login', params: { next: CARD_PATH } });
  });

  it('sells the retail variant at /retail, and puts the variant in the cart', async () => {
    const { store } = renderRoute(RetailProductRoute, at(`${CARD_PATH}/retail`, cardAnswers));
    expect(await screen.findByText(/le plateau de 30 œufs/)).toBeOnTheScreen();
    fireEvent.press(screen.getByRole('button', { name: 'Ajouter au panier' }));
    expect(store.getState().cart.products).toEqual([
      expect.objectContaining({ id: eggs.retail?.id, priceCents: 1790, quantity: 1 }),
    ]);
    expect(screen.getByTestId('other-format')).toHaveTextContent(/^Autre format : 6 œufs à 4,20\s€$/);
  });
});

describe(`a product's reviews, routes /pp/[id]/reviews and /pp/[id]/retail/reviews (${Platform.OS})`, () => {
  const reviewAnswers: FakeRoutes = {
    [ROUTING]: { body: eggsRouting },
    [REVIEWS]: { body: eggsReviews },
    [MY_REVIEW]: { body: { review: null } },
    [ACCOUNT]: { body: camille },
  };

  it('shows its skeleton while the reviews are not answered', async () => {
    renderRoute(ReviewsRoute, at(`${CARD_PATH}/reviews`, { ...reviewAnswers, [REVIEWS]: notAnswered }));
    await expectSkeleton();
  });

  it('says a product without reviews has none, and leads back to the retail card', async () => {
    renderRoute(
      RetailReviewsRoute,
      at(`${CARD_PATH}/retail/reviews`, { ...reviewAnswers, [REVIEWS]: { body: noReviews } }),
    );
    expect(await screen.findByText('Pas encore d’avis sur ce produit.')).toBeOnTheScreen();
    fireEvent.press(screen.getByText('Retour au produit'));
    expect(router.push).toHaveBeenCalledWith(`${CARD_PATH}/retail`);
  });

  it('says the server failed', async () => {
    renderRoute(ReviewsRoute, at(`${CARD_PATH}/reviews`, { ...reviewAnswers, [REVIEWS]: serverError }));
    expect(await screen.findByRole('heading', { name: FAILED })).toBeOnTheScreen();
  });

  it('lists the reviews, and sends the customer’s own', async () => {
    const { server } = renderRoute(
      ReviewsRoute,
      at(
        `${CARD_PATH}/reviews`,
        {
          ...reviewAnswers,
          [POST_REVIEW]: { status: 201, body: { ...eggsReview, id: 'r3', title: 'Parfaits' } },
        },
        'customer',
      ),
    );
    expect(await screen.findByRole('heading', { name: `Avis sur ${eggs.displayName}` })).toBeOnTheScreen();
    expect(screen.getByText('4,5 / 5 (2 avis)')).toBeOnTheScreen();
    expect(screen.getByText(/Des jaunes bien orange/)).toBeOnTheScreen();

    fireEvent.press(await screen.findByRole('radio', { name: '5 sur 5' }));
    fireEvent.changeText(screen.getByLabelText('Titre de votre avis'), 'Parfaits');
    const send = screen.getByRole('button', { name: 'Publier mon avis' });
    await waitFor(() => expect(send).toBeEnabled());
    fireEvent.press(send);
    expect(await screen.findByText('Merci ! Votre avis est publié.')).toBeOnTheScreen();
    expect(server.callsTo(POST_REVIEW).map((call) => call.body)).toEqual([
      { rating: 5, title: 'Parfaits', comment: '', anonymous: false },
    ]);
    // The pages are asked again, so the review shows among the others.
    await waitFor(() => expect(server.callsTo(REVIEWS)).toHaveLength(2));
    await settle();
  });
});
