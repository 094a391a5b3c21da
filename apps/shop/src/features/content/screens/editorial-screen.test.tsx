import type { EditorialPageResponse, PageResponse, ProductTile } from '@sillon/contract';
import type * as ReactNative from 'react-native';
import { configureStore } from '@reduxjs/toolkit';
import { fireEvent, render, screen } from '@testing-library/react-native';
import { Provider } from 'react-redux';
import { cartSlice } from '@/features/cart';
import { shoppingListSlice } from '@/features/shopping-list';
import { EditorialScreen } from './editorial-screen';

jest.mock('expo-router', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { Text } = require('react-native') as typeof ReactNative;
  return {
    // A text link renders its text; an `asChild` link its child.
    Link: ({ children }: { children: React.ReactNode }) =>
      typeof children === 'string' ? <Text accessibilityRole="link">{children}</Text> : children,
    useLocalSearchParams: () => ({}),
  };
});
jest.mock('@react-native-async-storage/async-storage', () =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('@react-native-async-storage/async-storage/jest/async-storage-mock'),
);

const comte: ProductTile = {
  id: '6f1c2b9e-1111-4222-8333-000000000001',
  documentId: 'abc123def456',
  reference: 'comte-aop-12-mois',
  slug: 'comte-aop-12-mois',
  path: '/pp/comte-aop-12-mois-abc123def456',
  displayName: 'Comté AOP 12 mois',
  unitLabel: '200 g',
  priceCents: 650,
  unitPrice: { cents: 3250, per: 'kg' },
  vatRateBp: 550,
  labels: ['AOP'],
  producer: { farmName: 'Fruitière du Haut-Doubs', region: 'Bourgogne-Franche-Comté' },
  originRegion: 'Bourgogne-Franche-Comté',
  photo: { url: '/images/products/comte', width: 800, height: 800, alt: 'Comté' },
  maxOrderable: null,
  available: true,
  regionalPostalPrefixes: null,
  farmSharePercent: 45,
  retail: null,
  shelfIds: ['20'],
  rating: null,
};

const story: EditorialPageResponse = {
  kind: 'editorial',
  path: '/nos-articles/le-comte',
  title: 'Le comté, une affaire de prairies fleuries',
  description: 'Visite à la Fruitière du Haut-Doubs.',
  imageUrl: '/images/editorial/comte',
  blocks: [
    { kind: 'paragraph', text: 'Il faut quatre cent cinquante litres de lait.' },
    { kind: 'heading', text: 'Cinquante fleurs dans un fromage' },
    { kind: 'products', title: 'Goûter la différence', products: [comte] },
    { kind: 'shelf', title: 'Nos fromages', path: '/p/cremerie-2/fromages-20', products: [] },
  ],
  related: [
    {
      path: '/nos-articles/le-levain-et-le-temps',
      title: 'Levain, temps et blés paysans',
      description: 'Un pain plus digeste.',
      imageUrl: '/images/editorial/levain',
    },
  ],
  publishedAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:00.000Z',
};

let mockPage: PageResponse = story;
jest.mock('../api/use-content-page', () => ({
  useContentPage: () => ({ data: mockPage, isLoading: false, isError: false, refetch: () => undefined }),
}));

function renderScreen(page: Exclude<PageResponse, { kind: 'home' }>) {
  mockPage = page;
  const store = configureStore({
    reducer: { cart: cartSlice.reducer, shoppingList: shoppingListSlice.reducer },
  });
  render(
    <Provider store={store}>
      <EditorialScreen path={page.path} />
    </Provider>,
  );
  return store;
}

describe('EditorialScreen', () => {
  it('shows the story: breadcrumbs by title, text, headings, products, the shelf and related stories', () => {
    renderScreen(story);
    expect(screen.getByRole('heading', { name: 'Le comté, une affaire de prairies fleuries' })).toBeTruthy();
    // The last crumb is the page's title, not its slug.
    expect(screen.getByText(/› Le comté, une affaire de prairies fleuries$/)).toBeTruthy();
    expect(screen.getByText(/› Nos articles$/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Cinquante fleurs dans un fromage' })).toBeTruthy();
    expect(screen.getByText('Voir tout le rayon')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'À lire aussi' })).toBeTruthy();
    expect(screen.getByText('Levain, temps et blés paysans')).toBeTruthy();
  });

  it('links the crumbs that are pages, not the segments between a root and a deeper story', () => {
    renderScreen({ ...story, path: '/nos-articles/saisons/hiver/legumes-racines', related: [] });
    expect(screen.getByRole('link', { name: 'Accueil' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Nos articles' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Saisons' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Hiver' })).toBeNull();
    // Named as a reader would, not as the address spells them.
    expect(screen.getByText(/› Saisons/)).toBeTruthy();
    expect(screen.getByText(/› Hiver/)).toBeTruthy();
  });

  it("adds a story's product to the cart", () => {
    const store = renderScreen(story);
    fireEvent.press(screen.getByRole('button', { name: 'Ajouter Comté AOP 12 mois au panier' }));
    expect(store.getState().cart.products.map((line) => [line.id, line.quantity])).toEqual([[comte.id, 1]]);
  });

  it("lists a root's stories on its index", () => {
    renderScreen({
      kind: 'stories',
      path: '/nos-articles',
      title: 'Nos articles',
      description: 'Les nouvelles de Sillon.',
      stories: story.related,
      updatedAt: story.updatedAt,
    });
    expect(screen.getByRole('heading', { name: 'Nos articles' })).toBeTruthy();
    expect(screen.getByText('1 article')).toBeTruthy();
    expect(screen.getByText('Levain, temps et blés paysans')).toBeTruthy();
  });

  it('says « Page introuvable » when the path holds another kind of page', () => {
    renderScreen({ ...story, kind: 'selection', products: [] } as unknown as EditorialPageResponse);
    expect(screen.getByRole('heading', { name: 'Page introuvable' })).toBeTruthy();
  });
});
