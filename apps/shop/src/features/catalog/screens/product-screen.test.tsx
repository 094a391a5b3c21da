/**
 * The product card and its retail variant (spec §2 `pp/{id}` and `pp/{id}/retail`): the variant's
 * unit and price, the variant put in the cart, and the links from one format to the other.
 */
import type { ProductCard, RoutingResponse } from '@sillon/contract';
import { act, fireEvent, render, screen } from '@testing-library/react-native';
import type * as ReactNative from 'react-native';
import { Provider } from 'react-redux';
import { shopApi } from '@/lib/api';
import { silentReporter } from '@/store/error-reporting';
import { createStore } from '@/store/store';
import { typeface } from '@/ui';
import { silentTracker } from '@/store/tracking';
import { fakeServer } from '@/testing/fake-server';
import { ProductScreen } from './product-screen';

jest.mock('expo-router', () => ({
  // A link shows its text and says where it goes.
  Link: ({ children, href, testID }: { children: string; href: string; testID?: string }) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { Text } = require('react-native') as typeof ReactNative;
    return (
      <Text accessibilityHint={href} testID={testID}>
        {children}
      </Text>
    );
  },
}));
jest.mock('expo-router/head', () => ({ __esModule: true, default: () => null }));
jest.mock('@react-native-async-storage/async-storage', () =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('@react-native-async-storage/async-storage/jest/async-storage-mock'),
);

const eggs: ProductCard = {
  id: '6f1c2b9e-1111-4222-8333-444455556666',
  documentId: 'oeufs123',
  reference: 'oeufs-plein-air',
  slug: 'oeufs-plein-air',
  path: '/pp/oeufs-plein-air-oeufs123',
  displayName: 'Œufs de poules en poulailler mobile',
  description: 'Des œufs frais.',
  unitLabel: '6 œufs',
  priceCents: 420,
  unitPrice: null,
  vatRateBp: 550,
  labels: ['Bio'],
  producer: {
    key: 'ferme-du-pre',
    farmName: 'Ferme du Pré',
    region: 'Bretagne',
    town: 'Redon',
    practices: ['Poulailler mobile'],
    story: 'Une ferme.',
  },
  originRegion: 'Bretagne',
  photo: { url: '/images/products/oeufs', width: 800, height: 800, alt: 'Œufs' },
  maxOrderable: null,
  available: true,
  regionalPostalPrefixes: null,
  farmSharePercent: 40,
  retail: {
    id: '7a2d3c0f-2222-4333-8444-555566667777',
    unitLabel: 'le plateau de 30 œufs',
    priceCents: 1790,
    unitPrice: null,
  },
  shelfIds: [],
  rating: { averageRating: 4.5, totalCount: 2 },
  foodInformation: {
    prepacked: false,
    ingredients: null,
    allergens: ['eggs'],
    traces: [],
    nutrition: null,
    storage: 'À conserver au frais.',
    shelfLife: { kind: 'bestBefore', days: 28 },
    origin: 'France (Bretagne)',
  },
};

/** The same card as a prepacked granola: every field of its food information. */
const granola: ProductCard = {
  ...eggs,
  retail: null,
  rating: null,
  foodInformation: {
    prepacked: true,
    ingredients: [
      { name: "flocons d'avoine", allergen: 'gluten', percent: 55 },
      { name: 'miel', percent: 15 },
      { name: 'noisettes', allergen: 'nuts', percent: 12 },
    ],
    allergens: ['gluten', 'nuts'],
    traces: ['peanuts', 'sesame'],
    nutrition: {
      per: '100g',
      energyKj: 1912,
      energyKcal: 457,
      fat: 19,
      saturates: 2.1,
      carbohydrate: 57,
      sugars: 16,
      fibre: 7.5,
      protein: 10,
      salt: 0.05,
    },
    storage: 'Au sec.',
    shelfLife: { kind: 'bestBefore', days: 300 },
    origin: 'France (Hauts-de-France)',
  },
};

const routing: RoutingResponse = {
  products: [
    {
      id: eggs.id,
      documentId: eggs.documentId,
      reference: eggs.reference,
      slug: eggs.slug,
      displayName: eggs.displayName,
    },
  ],
  racks: [],
};

let store: ReturnType<typeof createStore> | undefined;
let unmount: (() => void) | undefined;

function renderCard(retail: boolean, product: ProductCard = eggs) {
  fakeServer({
    'GET /api/bff/catalog/routing': { body: routing },
    'POST /api/bff/catalog/products': { body: { products: [product] } },
  });
  store = createStore({ reporter: silentReporter, tracker: silentTracker });
  ({ unmount } = render(
    <Provider store={store}>
      <ProductScreen segment="oeufs-plein-air-oeufs123" retail={retail} />
    </Provider>,
  ));
  return store;
}

afterEach(async () => {
  unmount?.();
  store?.dispatch(shopApi.util.resetApiState());
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
});

describe('ProductScreen', () => {
  it('shows the retail variant’s unit and price at /pp/{id}/retail, and puts the variant in the cart', async () => {
    const cart = renderCard(true);
    expect(await screen.findByText(/le plateau de 30 œufs/)).toBeOnTheScreen();
    expect(screen.getAllByText(/17,90\s€/).length).toBeGreaterThan(0);
    fireEvent.press(screen.getByRole('button', { name: 'Ajouter au panier' }));
    expect(cart.getState().cart.products).toEqual([
      expect.objectContaining({ id: eggs.retail!.id, priceCents: 1790, quantity: 1 }),
    ]);
    expect(screen.getByTestId('in-cart')).toHaveTextContent('1 dans le panier');
    // Its reviews and the product's own format are a link away.
    expect(screen.getByText('4,5 / 5 (2 avis)').props.accessibilityHint).toBe(
      '/pp/oeufs-plein-air-oeufs123/retail/reviews',
    );
    expect(screen.getByTestId('other-format').props.accessibilityHint).toBe('/pp/oeufs-plein-air-oeufs123');
    expect(screen.getByTestId('other-format')).toHaveTextContent(/^Autre format : 6 œufs à 4,20\s€$/);
  });

  it('adds no more than the cap per order leaves beside the cart, then says the cart holds the most', async () => {
    const cart = renderCard(false, { ...eggs, maxOrderable: 3 });
    const increase = await screen.findByRole('button', { name: 'Ajouter une unité d’Œufs de poules en poulailler mobile' });
    fireEvent.press(screen.getByRole('button', { name: 'Ajouter au panier' }));
    // One in the cart: two more at most.
    fireEvent.press(increase);
    expect(screen.getByRole('button', { name: 'Ajouter une unité d’Œufs de poules en poulailler mobile' })).toBeDisabled();
    fireEvent.press(screen.getByRole('button', { name: 'Ajouter au panier' }));
    expect(cart.getState().cart.products).toEqual([expect.objectContaining({ id: eggs.id, quantity: 3 })]);
    expect(cart.getState().cart.lastViolation).toBeNull();
    expect(screen.getByRole('button', { name: 'Ajouter au panier' })).toBeDisabled();
    expect(screen.getByTestId('cart-holds-max')).toHaveTextContent(
      'Votre panier en contient déjà le maximum par commande (3).',
    );
  });

  it('offers no more than the stock left when it stops before the cap, and says so as the cart does', async () => {
    const cart = renderCard(false, { ...eggs, maxOrderable: 6, stockLeft: 3 });
    const increase = () => screen.getByRole('button', { name: 'Ajouter une unité d’Œufs de poules en poulailler mobile' });
    await screen.findByRole('button', { name: 'Ajouter au panier' });
    expect(screen.queryByTestId('stock-left')).toBeNull();
    fireEvent.press(increase());
    fireEvent.press(increase());
    expect(increase()).toBeDisabled();
    expect(screen.getByTestId('stock-left')).toHaveTextContent(`${eggs.displayName} : il en reste 3.`);
    fireEvent.press(screen.getByRole('button', { name: 'Ajouter au panier' }));
    expect(cart.getState().cart.products).toEqual([expect.objectContaining({ id: eggs.id, quantity: 3 })]);
    // The cart holds all there is: the stock, not the cap, is why nothing more can be added.
    expect(screen.getByRole('button', { name: 'Ajouter au panier' })).toBeDisabled();
    expect(screen.getByTestId('stock-left')).toBeOnTheScreen();
    expect(screen.queryByTestId('cart-holds-max')).toBeNull();
  });

  it('counts the other format in the cart against the stock both draw on', async () => {
    const product = { ...eggs, maxOrderable: 6, stockLeft: 3 };
    renderCard(false, product);
    await screen.findByRole('button', { name: 'Ajouter au panier' });
    fireEvent.press(screen.getByRole('button', { name: 'Ajouter une unité d’Œufs de poules en poulailler mobile' }));
    fireEvent.press(screen.getByRole('button', { name: 'Ajouter au panier' }));
    expect(store!.getState().cart.products).toEqual([expect.objectContaining({ id: eggs.id, quantity: 2 })]);
    // The retail variant's page, the same cart: one unit of the stock is left for it.
    unmount!();
    ({ unmount } = render(
      <Provider store={store!}>
        <ProductScreen segment="oeufs-plein-air-oeufs123" retail />
      </Provider>,
    ));
    await screen.findByRole('button', { name: 'Ajouter au panier' });
    expect(screen.getByRole('button', { name: 'Ajouter une unité d’Œufs de poules en poulailler mobile' })).toBeDisabled();
    fireEvent.press(screen.getByRole('button', { name: 'Ajouter au panier' }));
    expect(store!.getState().cart.products).toEqual([
      expect.objectContaining({ id: eggs.id, quantity: 2 }),
      expect.objectContaining({ id: eggs.retail!.id, quantity: 1 }),
    ]);
    expect(screen.getByRole('button', { name: 'Ajouter au panier' })).toBeDisabled();
  });

  it('stops at the stock left of a product without a cap', async () => {
    renderCard(false, { ...eggs, stockLeft: 1 });
    await screen.findByRole('button', { name: 'Ajouter au panier' });
    expect(screen.getByRole('button', { name: 'Ajouter une unité d’Œufs de poules en poulailler mobile' })).toBeDisabled();
    expect(screen.getByTestId('stock-left')).toHaveTextContent(`${eggs.displayName} : il en reste 1.`);
  });

  it('says a product out of season is, linking to the seasonal calendar (issue 40)', async () => {
    renderCard(false, { ...eggs, outOfSeason: true });
    const season = await screen.findByTestId('out-of-season');
    expect(season).toHaveTextContent(/Hors saison en ce moment/);
    expect(screen.getByText('Le calendrier des saisons').props.accessibilityHint).toBe(
      '/calendrier-des-saisons',
    );
    expect(screen.getByRole('button', { name: 'Ajouter au panier' })).toBeOnTheScreen();
  });

  it('says nothing of seasons on a product in season or without one', async () => {
    renderCard(false);
    await screen.findByTestId('other-format');
    expect(screen.queryByTestId('out-of-season')).toBeNull();
  });

  it('sells the product itself at /pp/{id} and links to its retail variant', async () => {
    const cart = renderCard(false);
    const link = await screen.findByTestId('other-format');
    expect(link).toHaveTextContent(/^Autre format : le plateau de 30 œufs à 17,90\s€$/);
    expect(link.props.accessibilityHint).toBe('/pp/oeufs-plein-air-oeufs123/retail');
    fireEvent.press(screen.getByRole('button', { name: 'Ajouter au panier' }));
    expect(cart.getState().cart.products).toEqual([
      expect.objectContaining({ id: eggs.id, priceCents: 420, quantity: 1 }),
    ]);
  });

  it('shows fresh produce’s allergen, storage and origin, without ingredients or nutrition', async () => {
    renderCard(false);
    const allergens = await screen.findByTestId('food-allergens');
    expect(allergens).toHaveTextContent('AllergènesŒufs');
    expect(screen.getByText('À conserver au frais.')).toBeOnTheScreen();
    expect(screen.getByText('France (Bretagne)')).toBeOnTheScreen();
    expect(screen.queryByTestId('food-ingredients')).toBeNull();
    expect(screen.queryByTestId('food-nutrition')).toBeNull();
  });

  it('shows a prepacked product’s ingredients with allergens in bold, its traces and nutrition', async () => {
    renderCard(false, granola);
    const ingredients = await screen.findByTestId('food-ingredients');
    expect(ingredients).toHaveTextContent("Flocons d'avoine 55 %, miel 15 %, noisettes 12 %.");
    const bold = screen.getByText('noisettes 12 %');
    expect(bold.props.style).toEqual(expect.arrayContaining([typeface.bold]));
    expect(screen.getByText('miel 15 %', { exact: false }).props.style).not.toEqual(
      expect.arrayContaining([typeface.bold]),
    );
    expect(screen.getByTestId('food-allergens')).toHaveTextContent(
      /Céréales contenant du gluten, Fruits à coque.*Peut contenir des traces de : Arachides, Graines de sésame\./,
    );
    const nutrition = screen.getByTestId('food-nutrition');
    expect(nutrition).toHaveTextContent(/Valeurs nutritionnelles pour 100 g/);
    expect(nutrition).toHaveTextContent(/Énergie1\s912 kJ \/ 457 kcal/);
    expect(nutrition).toHaveTextContent(/dont acides gras saturés2,1 g/);
    expect(nutrition).toHaveTextContent(/Sel< 0,1 g/);
    expect(
      screen.getByText(/À consommer de préférence avant la date imprimée.*\(10 mois après fabrication\)/),
    ).toBeOnTheScreen();
  });
});
