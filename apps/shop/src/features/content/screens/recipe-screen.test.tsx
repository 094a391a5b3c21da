import type { ProductTile, RecipePageResponse } from '@sillon/contract';
import { configureStore } from '@reduxjs/toolkit';
import { fireEvent, render, screen } from '@testing-library/react-native';
import { AccessibilityInfo } from 'react-native';
import { Provider } from 'react-redux';
import { cartSlice } from '@/features/cart';
import { shoppingListSlice } from '@/features/shopping-list';
import { RecipeScreen } from './recipe-screen';

jest.mock('expo-router', () => ({
  Link: ({ children }: { children: unknown }) => children,
  useLocalSearchParams: () => ({}),
}));
jest.mock('@react-native-async-storage/async-storage', () =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('@react-native-async-storage/async-storage/jest/async-storage-mock'),
);

/** Product ids are uuids, one per product. */
const references = ['lentilles', 'carottes', 'chevre', 'echalote'];
const idOf = (reference: string) =>
  `6f1c2b9e-1111-4222-8333-${String(references.indexOf(reference)).padStart(12, '0')}`;

const tile = (reference: string, displayName: string, unitLabel: string, available = true): ProductTile => ({
  id: idOf(reference),
  documentId: `doc${reference.length}`,
  reference,
  slug: reference,
  path: `/pp/${reference}-doc`,
  displayName,
  unitLabel,
  priceCents: 300,
  unitPrice: null,
  vatRateBp: 550,
  labels: [],
  producer: { farmName: 'Ferme des Mielles', region: 'Normandie' },
  originRegion: 'Normandie',
  photo: { url: `/images/products/${reference}`, width: 800, height: 800, alt: displayName },
  maxOrderable: null,
  available,
  regionalPostalPrefixes: null,
  farmSharePercent: 40,
  retail: null,
  shelfIds: ['1'],
  rating: null,
});

const mockRecipe: RecipePageResponse = {
  kind: 'recipe',
  path: '/recettes/salade',
  slug: 'salade',
  title: 'Salade de lentilles',
  summary: 'Une salade tiède.',
  imageUrl: '/images/recipes/salade',
  servings: 4,
  preparationMinutes: 35,
  ingredients: [
    {
      text: '250 g de lentilles',
      name: 'lentilles',
      quantity: { amount: 250, unit: 'g' },
      pack: { amount: 500, unit: 'g' },
      product: tile('lentilles', 'Lentilles vertes', '500 g'),
    },
    {
      text: '4 carottes',
      name: 'carottes',
      quantity: { amount: 400, unit: 'g' },
      pack: { amount: 1000, unit: 'g' },
      product: tile('carottes', 'Carottes des sables', '1 kg'),
    },
    {
      text: '1 chèvre frais',
      name: 'chèvre frais',
      quantity: { amount: 150, unit: 'g' },
      pack: { amount: 150, unit: 'g' },
      product: tile('chevre', 'Chèvre frais', '150 g', false),
    },
    {
      text: '1 échalote',
      name: 'échalote',
      quantity: { amount: 40, unit: 'g' },
      pack: { amount: 500, unit: 'g' },
      product: tile('echalote', 'Échalotes', '500 g'),
    },
    { text: 'Sel et poivre', name: 'Sel et poivre', quantity: null, pack: null, product: null },
  ],
  steps: ['Faites cuire les lentilles.'],
  publishedAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:00.000Z',
};

jest.mock('../api/use-content-page', () => ({
  useContentPage: () => ({ data: mockRecipe, isLoading: false, isError: false, refetch: () => undefined }),
}));

function renderRecipe() {
  const store = configureStore({
    reducer: { cart: cartSlice.reducer, shoppingList: shoppingListSlice.reducer },
  });
  render(
    <Provider store={store}>
      <RecipeScreen path="/recettes/salade" />
    </Provider>,
  );
  return store;
}

describe('RecipeScreen', () => {
  it('scales the quantities with the servings and buys whole packs', () => {
    renderRecipe();
    expect(screen.getByText('400 g · carottes')).toBeTruthy();
    for (let step = 0; step < 8; step += 1)
      fireEvent.press(screen.getByRole('button', { name: 'Une personne de plus' }));
    expect(screen.getByText('12 personnes')).toBeTruthy();
    expect(screen.getByText('1,2 kg · carottes')).toBeTruthy();
    expect(screen.getByText('À acheter : 2 × 1 kg')).toBeTruthy();
  });

  it('totals the recipe’s products for the servings chosen, leaving out what is had or unavailable', () => {
    renderRecipe();
    // Lentils, carrots and shallots, one pack each at 3 € (the goat cheese is unavailable).
    expect(screen.getByText(/^Total des ingrédients pour 4 personnes : 9,00\s€$/)).toBeTruthy();
    for (let step = 0; step < 8; step += 1)
      fireEvent.press(screen.getByRole('button', { name: 'Une personne de plus' }));
    // 750 g of lentils and 1.2 kg of carrots: two packs each.
    expect(screen.getByText(/^Total des ingrédients pour 12 personnes : 15,00\s€$/)).toBeTruthy();
    fireEvent.press(screen.getByRole('checkbox', { name: 'J’ai déjà : échalote' }));
    expect(screen.getByText(/^Total des ingrédients pour 12 personnes : 12,00\s€$/)).toBeTruthy();
  });

  it('adds in one tap what the pantry lacks, and names the unavailable products', () => {
    const focus = jest.spyOn(AccessibilityInfo, 'sendAccessibilityEvent');
    focus.mockClear();
    const store = renderRecipe();
    fireEvent.press(screen.getByRole('button', { name: 'Une personne de plus' }));
    fireEvent.press(screen.getByRole('button', { name: 'Une personne de plus' }));
    fireEvent.press(screen.getByRole('checkbox', { name: 'J’ai déjà : échalote' }));
    fireEvent.press(screen.getByRole('button', { name: 'Ajouter les ingrédients au panier' }));
    expect(store.getState().cart.products.map((line) => [line.id, line.quantity])).toEqual([
      [idOf('lentilles'), 1],
      [idOf('carottes'), 1],
    ]);
    expect(
      screen.getByText('2 produits ajoutés au panier. Indisponibles, non ajoutés : Chèvre frais.'),
    ).toBeTruthy();
    // The screen reader goes to what was done: the button pressed is disabled now.
    expect(focus).toHaveBeenCalledTimes(1);
    expect(focus.mock.calls[0]![1]).toBe('focus');
    // Pressed again (a double tap): nothing more; for another number of people, it adds again.
    fireEvent.press(screen.getByRole('button', { name: 'Ajouter les ingrédients au panier' }));
    expect(store.getState().cart.products.map((line) => line.quantity)).toEqual([1, 1]);
    fireEvent.press(screen.getByRole('button', { name: 'Une personne de plus' }));
    fireEvent.press(screen.getByRole('button', { name: 'Ajouter les ingrédients au panier' }));
    expect(store.getState().cart.products.length).toBe(2);
    expect(store.getState().cart.products.map((line) => line.quantity)).not.toEqual([1, 1]);
  });
});
