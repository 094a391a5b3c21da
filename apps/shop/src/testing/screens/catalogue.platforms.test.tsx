/**
 * Issue 43, the catalogue's routes on iOS and Android: the home page, the menu, a rack and its
 * shelf, the search, the seasonal calendar and a referral link's landing, each in its loading,
 * empty, error and filled states, with a product added from its tile, a link followed, a search
 * typed, a month chosen and an account asked for.
 */
import type { SearchResponse, SuggestionsResponse } from '@sillon/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react-native';
import type {
  AccountFavoritesDocument,
  ReferrerFavoritesResponse,
  SeasonsResponse,
  StorefrontAccountDocument,
} from '@sillon/contract';
import { Platform } from 'react-native';
import HomeRoute from '@/app/index';
import MenuRoute from '@/app/menu';
import RackRoute from '@/app/p/[rack]/index';
import ShelfRoute from '@/app/p/[rack]/[shelf]';
import SearchRoute from '@/app/search';
import SeasonsRoute from '@/app/calendrier-des-saisons';
import ReferralLandingRoute from '@/app/parrainage/[code]';
import {
  cheese,
  dairyPage,
  emptyHomePage,
  homePage,
  honey,
  honeySearch,
  nothingFound,
  sidebar,
} from '@/testing/fixtures/catalog';
import {
  expectSkeleton,
  failingOnce,
  notAnswered,
  renderRoute,
  router,
  serverError,
  type RouteOptions,
} from '@/testing/render-route';

jest.mock('expo-router', () => jest.requireActual('@/testing/expo-router-mock'));
jest.mock('expo-router/head', () => jest.requireActual('@/testing/expo-router-mock').head);
jest.mock('@react-native-async-storage/async-storage', () =>
  jest.requireActual('@react-native-async-storage/async-storage/jest/async-storage-mock'),
);

const PAGE = 'GET /api/bff/page';
const SIDEBAR = 'GET /api/bff/sidebar';
const RACK = 'GET /api/bff/catalog/racks/cremerie-1';
const TILES = 'GET /api/bff/catalog/products';
const SEARCH = 'GET /api/bff/search';
const SUGGESTIONS = 'GET /api/bff/search/suggestions';

const NO_CONNECTION = 'Pas de connexion';
const FAILED = 'Un problème est survenu';

/** A customer with one order, whom the shop's banner invites to refer a friend. */
const account: StorefrontAccountDocument = {
  data: {
    id: 'customer-1',
    type: 'user',
    attributes: {
      firstname: 'Camille',
      email: 'camille@example.fr',
      phone_number: '+33612345678',
      minimum_order_value: '15.00',
      newsletter: 'none',
      notifications: false,
      delivery_address: null,
      promotions: [],
      referrer: null,
      referral: {
        referral_code: 'CAMILLE-7KQ2M',
        referrer_discount: '10.00',
        display_referrer_discount: '10,00 €',
        referrer_reward: '10.00',
        display_referrer_reward: '10,00 €',
        referees_count: 0,
        rewards_count: 0,
      },
      completed_orders: 1,
      order_information: null,
      order_products: [],
      last_order_date: null,
      banner: {
        title: 'Parrainez vos proches',
        subtitle: '10 € pour vous, 10 € pour eux.',
        deeplink: '/my-account/referral',
      },
    },
  },
};

describe(`the home page, route / (${Platform.OS})`, () => {
  it('shows its skeleton under its title while the page is not answered', async () => {
    renderRoute(HomeRoute, { routes: { [PAGE]: notAnswered } });
    expect(screen.getByRole('heading', { name: 'Bienvenue chez Sillon' })).toBeOnTheScreen();
    await expectSkeleton();
  });

  it('shows its title alone when nothing is published on it', async () => {
    renderRoute(HomeRoute, { routes: { [PAGE]: { body: emptyHomePage } } });
    expect(await screen.findByRole('heading', { name: 'Bienvenue chez Sillon' })).toBeOnTheScreen();
    expect(screen.queryByRole('heading', { name: 'Nos coups de cœur' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Réessayer' })).toBeNull();
  });

  it('says the network is down, then shows its blocks on « Réessayer », adds a product, opens a rack', async () => {
    const { store } = renderRoute(HomeRoute, { routes: { [PAGE]: failingOnce({ body: homePage }) } });
    expect(await screen.findByRole('heading', { name: NO_CONNECTION })).toBeOnTheScreen();
    fireEvent.press(screen.getByRole('button', { name: 'Réessayer' }));

    expect(await screen.findByRole('heading', { name: 'Nos coups de cœur' })).toBeOnTheScreen();
    expect(screen.getByText('Les agrumes sont là')).toBeOnTheScreen();
    fireEvent.press(screen.getByRole('button', { name: 'Ajouter Miel de lavande au panier' }));
    expect(store.getState().cart.products).toEqual([expect.objectContaining({ id: honey.id, quantity: 1 })]);
    expect(screen.getByLabelText('Quantité : 1')).toBeOnTheScreen();
    fireEvent.press(screen.getByRole('link', { name: 'Crèmerie' }));
    expect(router.push).toHaveBeenCalledWith('/p/cremerie-1');
  });

  it('shows a customer’s own banner and favourites to add again', async () => {
    const favourites: AccountFavoritesDocument = {
      data: [
        {
          id: '1',
          type: 'favorite',
          attributes: { product_id: cheese.id, reason: 'ordered', times_ordered: 3 },
        },
      ],
    };
    const { store } = renderRoute(HomeRoute, {
      session: 'customer',
      routes: {
        [PAGE]: { body: homePage },
        'GET /api/v2/storefront/account': { body: account },
        'GET /api/v2/storefront/account/favorites': { body: favourites },
        [TILES]: { body: { products: [cheese] } },
      },
    });
    const shelf = await screen.findByTestId('favourites-shelf');
    expect(await screen.findByTestId('account-banner')).toHaveTextContent(/^Parrainez vos proches/);
    expect(within(shelf).getByRole('heading', { name: 'Vos favoris' })).toBeOnTheScreen();
    fireEvent.press(within(shelf).getByRole('button', { name: 'Ajouter Tomme de Savoie au panier' }));
    expect(store.getState().cart.products).toEqual([expect.objectContaining({ id: cheese.id })]);
  });

  it('says the server failed', async () => {
    renderRoute(HomeRoute, { routes: { [PAGE]: serverError } });
    expect(await screen.findByRole('heading', { name: FAILED })).toBeOnTheScreen();
  });
});

describe(`the menu, route /menu (${Platform.OS})`, () => {
  it('shows its skeleton while the racks are not answered', async () => {
    renderRoute(MenuRoute, { routes: { [SIDEBAR]: notAnswered } });
    expect(screen.getByRole('heading', { name: 'Nos rayons' })).toBeOnTheScreen();
    await expectSkeleton();
  });

  it('lists the shopping list and the legal pages when the shop has no rack yet', async () => {
    renderRoute(MenuRoute, { routes: { [SIDEBAR]: { body: { entries: [] } } } });
    fireEvent.press(await screen.findByRole('link', { name: 'Ma liste de courses' }));
    expect(router.push).toHaveBeenCalledWith('/shopping-list');
    expect(screen.getByRole('link', { name: 'Conditions générales de vente' })).toBeOnTheScreen();
    expect(screen.queryByRole('link', { name: 'Crèmerie' })).toBeNull();
  });

  it('lists every rack with its shelves, and opens a shelf', async () => {
    renderRoute(MenuRoute, { routes: { [SIDEBAR]: { body: sidebar } } });
    expect(await screen.findByRole('link', { name: 'Crèmerie' })).toBeOnTheScreen();
    fireEvent.press(screen.getByRole('link', { name: 'Fromages' }));
    expect(router.push).toHaveBeenCalledWith('/p/cremerie-1/fromages-21');
  });

  it('says the server failed', async () => {
    renderRoute(MenuRoute, { routes: { [SIDEBAR]: serverError } });
    expect(await screen.findByRole('heading', { name: FAILED })).toBeOnTheScreen();
  });
});

describe(`a rack, routes /p/[rack] and /p/[rack]/[shelf] (${Platform.OS})`, () => {
  const tiles = { [TILES]: { body: { products: [cheese] } } };

  it('shows its skeleton while the rack is not answered', async () => {
    renderRoute(RackRoute, { params: { rack: 'cremerie-1' }, routes: { [RACK]: notAnswered } });
    await expectSkeleton();
  });

  it('shows the rack’s first shelf with its products, and adds one to the cart', async () => {
    const { store } = renderRoute(RackRoute, {
      pathname: '/p/cremerie-1',
      params: { rack: 'cremerie-1' },
      routes: { [RACK]: { body: dairyPage }, ...tiles },
    });
    expect(await screen.findByRole('heading', { name: 'La crèmerie' })).toBeOnTheScreen();
    expect(screen.getByRole('heading', { name: 'Fromages' })).toBeOnTheScreen();
    fireEvent.press(await screen.findByRole('button', { name: 'Ajouter Tomme de Savoie au panier' }));
    expect(store.getState().cart.products).toEqual([expect.objectContaining({ id: cheese.id, quantity: 1 })]);
    fireEvent.press(screen.getAllByRole('link', { name: 'Yaourts' })[0]!);
    expect(router.push).toHaveBeenCalledWith('/p/cremerie-1/yaourts-22');
  });

  it('says a shelf has no products yet (the shelf route)', async () => {
    renderRoute(ShelfRoute, {
      pathname: '/p/cremerie-1/yaourts-22',
      params: { rack: 'cremerie-1', shelf: 'yaourts-22' },
      routes: { [RACK]: { body: dairyPage }, ...tiles },
    });
    expect(await screen.findByText('Cette étagère n’a pas encore de produits.')).toBeOnTheScreen();
    expect(screen.getByRole('heading', { name: 'Yaourts' })).toBeOnTheScreen();
  });

  it('says a shelf the rack does not have is not found', async () => {
    renderRoute(ShelfRoute, {
      params: { rack: 'cremerie-1', shelf: 'glaces-99' },
      routes: { [RACK]: { body: dairyPage } },
    });
    expect(await screen.findByRole('heading', { name: 'Page introuvable' })).toBeOnTheScreen();
  });

  it('says the server failed, on the shelf route too', async () => {
    renderRoute(ShelfRoute, {
      params: { rack: 'cremerie-1', shelf: 'fromages-21' },
      routes: { [RACK]: serverError },
    });
    expect(await screen.findByRole('heading', { name: FAILED })).toBeOnTheScreen();
  });
});

describe(`the search, route /search (${Platform.OS})`, () => {
  const suggestions: SuggestionsResponse = {
    query: 'miel',
    products: [{ id: honey.id, name: honey.displayName, path: honey.path }],
    racks: [],
    producers: [],
  };
  const answers = (found: SearchResponse | typeof serverError) => ({
    [SEARCH]: 'status' in found ? found : { body: found },
    [SUGGESTIONS]: { body: suggestions },
  });

  it('asks what to search before anything is typed, then searches what is typed and adds a result', async () => {
    const { server, store } = renderRoute(SearchRoute, { pathname: '/search', routes: answers(honeySearch) });
    expect(
      screen.getByText('Que cherchez-vous ? Tapez le nom d’un produit, d’un rayon ou d’une ferme.'),
    ).toBeOnTheScreen();
    fireEvent.changeText(screen.getByTestId('search-input'), 'miel');

    expect(await screen.findByText('1 produit trouvé')).toBeOnTheScreen();
    expect(router.setParams).toHaveBeenCalledWith({ s: 'miel' });
    expect(server.callsTo(SEARCH).map((call) => new URL(call.url).searchParams.get('s'))).toEqual(['miel']);
    fireEvent.press(screen.getByRole('button', { name: 'Ajouter Miel de lavande au panier' }));
    expect(store.getState().cart.products).toEqual([expect.objectContaining({ id: honey.id })]);
  });

  it('shows its skeleton while the address’s search is not answered', async () => {
    renderRoute(SearchRoute, { params: { s: 'miel' }, routes: { [SEARCH]: notAnswered } });
    expect(screen.getByTestId('search-input')).toHaveProp('value', 'miel');
    await expectSkeleton();
  });

  it('says nothing was found, with the words corrected as a link', async () => {
    renderRoute(SearchRoute, { params: { s: 'mielle' }, routes: answers(nothingFound) });
    expect(await screen.findByText('Aucun produit ne correspond à « mielle ».')).toBeOnTheScreen();
    fireEvent.press(within(screen.getByTestId('search-nothing-found')).getByText('miel de lavande'));
    expect(router.push).toHaveBeenCalledWith('/search?s=miel%20de%20lavande');
  });

  it('says the server failed', async () => {
    renderRoute(SearchRoute, { params: { s: 'miel' }, routes: answers(serverError) });
    expect(await screen.findByRole('heading', { name: FAILED })).toBeOnTheScreen();
  });
});

describe(`the seasonal calendar, route /calendrier-des-saisons (${Platform.OS}; the calendar is never empty)`, () => {
  const SEASONS = 'GET /api/bff/seasons';
  const november: SeasonsResponse = { month: 11 };

  it('shows its skeleton while the shop’s month is not answered', async () => {
    renderRoute(SeasonsRoute, { routes: { [SEASONS]: notAnswered } });
    expect(screen.getByRole('heading', { name: 'Le calendrier des saisons' })).toBeOnTheScreen();
    await expectSkeleton();
  });

  it('shows this month’s fruit and vegetables, and opens another month', async () => {
    renderRoute(SeasonsRoute, { routes: { [SEASONS]: { body: november } } });
    expect(
      await screen.findByRole('heading', { name: 'De saison en novembre (ce mois-ci)' }),
    ).toBeOnTheScreen();
    expect(within(screen.getByTestId('seasons-fruit')).getByText('Pomme')).toBeOnTheScreen();
    expect(within(screen.getByTestId('seasons-vegetable')).getByText('Poireau')).toBeOnTheScreen();
    expect(within(screen.getByTestId('seasons-fruit')).queryByText('Fraise')).toBeNull();
    fireEvent.press(screen.getByText('juil.'));
    expect(router.push).toHaveBeenCalledWith('/calendrier-des-saisons?mois=7');
  });

  it('shows the month the address names while the shop’s is not answered', () => {
    renderRoute(SeasonsRoute, {
      params: { mois: '7' },
      routes: { [SEASONS]: notAnswered },
    });
    expect(screen.getByRole('heading', { name: 'De saison en juillet' })).toBeOnTheScreen();
    expect(within(screen.getByTestId('seasons-fruit')).getByText('Fraise')).toBeOnTheScreen();
  });

  it('says the server failed', async () => {
    renderRoute(SeasonsRoute, { routes: { [SEASONS]: serverError } });
    expect(await screen.findByRole('heading', { name: FAILED })).toBeOnTheScreen();
  });
});

describe(`a referral link, route /parrainage/[code] (${Platform.OS})`, () => {
  const ACCOUNT = 'GET /api/v2/storefront/account';
  const attributes = account.data.attributes;
  const someoneElse: StorefrontAccountDocument = {
    data: {
      ...account.data,
      attributes: { ...attributes, referral: { ...attributes.referral, referral_code: 'LEA-4XP9T' } },
    },
  };
  const REFERRER = 'GET /api/bff/referrer/favorites';
  const camille: ReferrerFavoritesResponse = {
    referrerName: 'Camille',
    referralCode: 'CAMILLE-7KQ2M',
    refereeDiscount: '10,00 €',
    productIds: [honey.id],
  };
  const at = (routes: RouteOptions['routes'], session?: RouteOptions['session']): RouteOptions => ({
    pathname: '/parrainage/CAMILLE-7KQ2M',
    params: { code: 'CAMILLE-7KQ2M' },
    routes,
    session,
  });

  it('shows its skeleton while the invitation is not answered', async () => {
    renderRoute(ReferralLandingRoute, at({ [REFERRER]: notAnswered }));
    await expectSkeleton();
  });

  it('shows the invitation without favourites, and keeps the code for the account to create', async () => {
    const { store, server } = renderRoute(
      ReferralLandingRoute,
      at({ [REFERRER]: { body: { ...camille, productIds: [] } } }),
    );
    expect(await screen.findByRole('heading', { name: 'Camille vous invite chez Sillon' })).toBeOnTheScreen();
    expect(screen.getByTestId('referral-offer')).toHaveTextContent(
      '10,00 € offerts sur votre première commandeCode de parrainage : CAMILLE-7KQ2M',
    );
    expect(screen.queryByTestId('referrer-favourites')).toBeNull();
    expect(new URL(server.callsTo(REFERRER)[0]!.url).searchParams.get('referralCode')).toBe('CAMILLE-7KQ2M');
    fireEvent.press(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(store.getState().cart.voucherCode).toBe('CAMILLE-7KQ2M');
    // The cart is empty: « Mes bons » takes the code once the account exists, and lists its voucher.
    expect(router.push).toHaveBeenCalledWith({
      pathname: '/pre-login',
      params: { next: '/my-account/vouchers' },
    });
  });

  it('takes a customer with an empty cart to « Mes bons », where the code is taken', async () => {
    const { store } = renderRoute(
      ReferralLandingRoute,
      at(
        { [REFERRER]: { body: { ...camille, productIds: [] } }, [ACCOUNT]: { body: someoneElse } },
        'customer',
      ),
    );
    const use = await screen.findByRole('button', { name: 'Utiliser ce code' });
    await waitFor(() => expect(use).toBeEnabled());
    fireEvent.press(use);
    expect(store.getState().cart.voucherCode).toBe('CAMILLE-7KQ2M');
    expect(router.push).toHaveBeenCalledWith('/my-account/vouchers');
  });

  it('shows the referrer’s favourites to add, and takes another customer to the cart with the code', async () => {
    const { store } = renderRoute(
      ReferralLandingRoute,
      at(
        {
          [REFERRER]: { body: camille },
          [TILES]: { body: { products: [honey] } },
          [ACCOUNT]: { body: someoneElse },
        },
        'customer',
      ),
    );
    expect(
      await screen.findByRole('heading', { name: 'Les produits préférés de Camille' }),
    ).toBeOnTheScreen();
    fireEvent.press(screen.getByRole('button', { name: 'Ajouter Miel de lavande au panier' }));
    expect(store.getState().cart.products).toEqual([expect.objectContaining({ id: honey.id })]);
    fireEvent.press(screen.getByRole('button', { name: 'Utiliser ce code' }));
    expect(store.getState().cart.voucherCode).toBe('CAMILLE-7KQ2M');
    expect(router.push).toHaveBeenCalledWith('/cart');
  });

  it('tells the referrer opening their own link that it is theirs, and leads to their referral', async () => {
    const { store } = renderRoute(
      ReferralLandingRoute,
      at({ [REFERRER]: { body: { ...camille, productIds: [] } }, [ACCOUNT]: { body: account } }, 'customer'),
    );
    expect(await screen.findByTestId('referral-own-link')).toHaveTextContent(
      /^C’est votre lien de parrainage : vos amis voient cette page\./,
    );
    expect(screen.queryByRole('button', { name: 'Utiliser ce code' })).toBeNull();
    fireEvent.press(screen.getByRole('button', { name: 'Mon parrainage' }));
    expect(router.push).toHaveBeenCalledWith('/my-account/referral');
    expect(store.getState().cart.voucherCode).toBeNull();
  });

  it('says an unknown code is unknown, and leads home', async () => {
    renderRoute(
      ReferralLandingRoute,
      at({ [REFERRER]: { status: 404, body: { error: 'Code inconnu', code: 'referral_code_unknown' } } }),
    );
    expect(await screen.findByTestId('referral-unknown')).toBeOnTheScreen();
    fireEvent.press(screen.getByRole('button', { name: 'Retour à l’accueil' }));
    expect(router.push).toHaveBeenCalledWith('/');
  });

  it('says the network is down', async () => {
    renderRoute(
      ReferralLandingRoute,
      at({ [REFERRER]: failingOnce({ body: camille }), [TILES]: { body: { products: [honey] } } }),
    );
    expect(await screen.findByRole('heading', { name: NO_CONNECTION })).toBeOnTheScreen();
    fireEvent.press(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { name: 'Camille vous invite chez Sillon' })).toBeOnTheScreen();
  });
});
