import type { ProductTile, SearchResponse, SuggestionsResponse } from '@sillon/contract';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react-native';
import type * as ReactNative from 'react-native';
import { Provider } from 'react-redux';
import { shopApi } from '@/lib/api';
import { createStore, type AppStore } from '@/store/store';
import { SearchScreen } from './search-screen';

const mockRouter = { push: jest.fn(), setParams: jest.fn() };
let mockParams: Record<string, string> = {};
jest.mock('expo-router', () => ({
  // A link shows its text and says where it goes.
  Link: ({
    children,
    href,
    testID,
    accessibilityState,
  }: {
    children: string;
    href: string;
    testID?: string;
    accessibilityState?: object;
  }) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { Text } = require('react-native') as typeof ReactNative;
    return (
      <Text accessibilityHint={href} testID={testID} accessibilityState={accessibilityState}>
        {children}
      </Text>
    );
  },
  useLocalSearchParams: () => mockParams,
  useRouter: () => mockRouter,
}));
jest.mock('expo-router/head', () => ({ __esModule: true, default: () => null }));
jest.mock('@react-native-async-storage/async-storage', () =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('@react-native-async-storage/async-storage/jest/async-storage-mock'),
);

const carrot: ProductTile = {
  id: '6f1c2b9e-1111-4222-8333-444455556666',
  documentId: 'abc123def456',
  reference: 'carottes-des-sables',
  slug: 'carottes-des-sables',
  path: '/pp/carottes-des-sables-abc123def456',
  displayName: 'Carottes des sables',
  unitLabel: '1 kg',
  priceCents: 390,
  unitPrice: null,
  vatRateBp: 550,
  labels: ['Bio'],
  producer: { farmName: 'Ferme des Mielles', region: 'Normandie' },
  originRegion: 'Normandie',
  photo: { url: '/images/products/carottes-des-sables', width: 800, height: 800, alt: 'Carottes des sables' },
  maxOrderable: null,
  available: true,
  regionalPostalPrefixes: null,
  farmSharePercent: 50,
  retail: null,
  shelfIds: ['3'],
  rating: null,
};

const sansChoices = [
  { slug: 'gluten', name: 'Sans gluten', count: 1 },
  { slug: 'lactose', name: 'Sans lactose', count: 1 },
  { slug: 'fruits-a-coque', name: 'Sans fruits à coque', count: 1 },
];

const found = (query: string, label: boolean, sans: string[] = []): SearchResponse => ({
  query,
  products: [carrot],
  total: 1,
  filters: {
    label: label ? { slug: 'bio', name: 'Bio', count: 1 } : null,
    rack: null,
    sans: sansChoices.filter((choice) => sans.includes(choice.slug)),
  },
  choices: {
    labels: [{ slug: 'bio', name: 'Bio', count: 1 }],
    racks: [{ slug: 'fruits-et-legumes', name: 'Fruits & légumes', count: 1 }],
    sans: sansChoices,
  },
  approximateFrom: null,
  corrections: [],
});

/** Issue 40: the goat cheese has both words; the carrot misses one, after the separator. */
const approaching: SearchResponse = {
  ...found('fromage chevre', false),
  products: [
    { ...carrot, id: 'goat', reference: 'fromage-de-chevre-frais', displayName: 'Fromage de chèvre frais' },
    carrot,
  ],
  total: 2,
  approximateFrom: 1,
};

const nothing: SearchResponse = {
  ...found('fromqwerty', false),
  products: [],
  total: 0,
  choices: { labels: [], racks: [], sans: [] },
  corrections: ['fromage'],
};

const suggested: SuggestionsResponse = {
  query: 'mie',
  products: [{ id: 'p1', name: 'Miel de lavande', path: '/pp/miel-de-lavande-abc' }],
  racks: [],
  producers: [{ key: 'ferme-des-mielles', farmName: 'Ferme des Mielles', region: 'Normandie' }],
};

let store: AppStore | undefined;
let unmount: (() => void) | undefined;
let rerender: ((element: React.ReactElement) => void) | undefined;

/** The search screen at an address, its calls answered and kept (path and query). */
function renderAt(params: Record<string, string>) {
  mockParams = params;
  const calls: string[] = [];
  globalThis.__SILLON_SERVER_FETCH__ = async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    calls.push(`${url.pathname}${url.search}`);
    const text = url.searchParams.get('s') ?? '';
    const body = url.pathname.endsWith('/suggestions')
      ? { ...suggested, query: text }
      : url.pathname.endsWith('/racks')
        ? { racks: [{ id: '1', title: 'Fruits & légumes', path: '/p/fruits-et-legumes' }] }
        : text === 'fromage chevre'
          ? approaching
          : text === 'chevre noir'
            ? { ...approaching, query: text, approximateFrom: 0 }
            : text === 'fromqwerty'
              ? nothing
              : found(
                  text,
                  url.searchParams.get('label') === 'bio',
                  url.searchParams.get('sans')?.split(',') ?? [],
                );
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  };
  store = createStore();
  ({ unmount, rerender } = render(
    <Provider store={store}>
      <SearchScreen />
    </Provider>,
  ));
  return calls;
}

/** The address changed by a link or the back button, the screen staying (Expo Router's params). */
function moveTo(params: Record<string, string>) {
  mockParams = params;
  rerender!(
    <Provider store={store!}>
      <SearchScreen />
    </Provider>,
  );
}

describe('SearchScreen (issue 16)', () => {
  afterEach(async () => {
    unmount?.();
    store?.dispatch(shopApi.util.resetApiState());
    globalThis.__SILLON_SERVER_FETCH__ = undefined;
    mockRouter.push.mockReset();
    mockRouter.setParams.mockReset();
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  });

  it('searches what the address names, with its filters, and shows the chosen label', async () => {
    const calls = renderAt({ s: 'carotte', label: 'bio' });
    expect(await screen.findByText('Carottes des sables')).toBeTruthy();
    expect(calls).toContain('/api/bff/search?s=carotte&label=bio');
    expect(screen.getByDisplayValue('carotte')).toBeTruthy();
    // The chosen label links to the search without it; a rack adds itself to the search.
    expect(screen.getByText('Bio (1)').props.accessibilityHint).toBe('/search?s=carotte');
    expect(screen.getByText('Fruits & légumes (1)').props.accessibilityHint).toBe(
      '/search?s=carotte&label=bio&rayon=fruits-et-legumes',
    );
  });

  it('asks the « sans » filters of the address, and toggles each in the links of its chips', async () => {
    const calls = renderAt({ s: 'carotte', sans: 'fruits-a-coque' });
    expect(await screen.findByText('Carottes des sables')).toBeTruthy();
    expect(calls).toContain('/api/bff/search?s=carotte&sans=fruits-a-coque');
    expect(screen.getByText(/sont écartés aussi/)).toBeTruthy();
    const chosen = screen.getByTestId('search-filter-sans-fruits-a-coque');
    expect(chosen.props.accessibilityHint).toBe('/search?s=carotte');
    expect(chosen.props.accessibilityState).toEqual({ selected: true });
    expect(screen.getByText('Sans gluten (1)').props.accessibilityHint).toBe(
      '/search?s=carotte&sans=gluten,fruits-a-coque',
    );
    // A label keeps the « sans » filters.
    expect(screen.getByText('Bio (1)').props.accessibilityHint).toBe(
      '/search?s=carotte&label=bio&sans=fruits-a-coque',
    );
  });

  it('opens a new search as a new screen, keeping this one’s search for the way back', async () => {
    renderAt({ s: 'carotte', label: 'bio' });
    await screen.findByText('Carottes des sables');
    const field = screen.getByLabelText('Rechercher un produit');
    fireEvent.changeText(field, 'miel ');
    fireEvent(field, 'submitEditing');
    expect(mockRouter.push).toHaveBeenCalledWith('/search?s=miel');
    expect(mockRouter.setParams).not.toHaveBeenCalled();
    expect(screen.getByDisplayValue('carotte')).toBeTruthy();
  });

  it('keeps the search shown, and its text in the box, when only spaces are submitted', async () => {
    renderAt({ s: 'carotte' });
    await screen.findByText('Carottes des sables');
    const field = screen.getByLabelText('Rechercher un produit');
    fireEvent.changeText(field, '   ');
    fireEvent(field, 'submitEditing');
    expect(mockRouter.push).not.toHaveBeenCalled();
    expect(screen.getByDisplayValue('carotte')).toBeTruthy();
    expect(screen.getByText('Carottes des sables')).toBeTruthy();
  });

  it('writes what is typed into an empty search’s address, in place', async () => {
    renderAt({});
    expect(screen.getByText(/Que cherchez-vous/)).toBeTruthy();
    fireEvent.changeText(screen.getByLabelText('Rechercher un produit'), 'pates');
    await waitFor(() => expect(mockRouter.setParams).toHaveBeenCalledWith({ s: 'pates' }));
    expect(mockRouter.push).not.toHaveBeenCalled();
  });

  it('shows products missing a typed word after « Résultats approchants » (issue 40)', async () => {
    renderAt({ s: 'fromage chevre' });
    expect(await screen.findByText('Fromage de chèvre frais')).toBeTruthy();
    // Counted apart: one with every word, one approaching.
    expect(screen.getByTestId('search-count')).toHaveTextContent('1 produit trouvé');
    expect(screen.getByText('Résultats approchants (1)')).toBeTruthy();
    const order = screen.getAllByText(/Fromage de chèvre frais|Résultats approchants|Carottes des sables/);
    expect(order.map((node) => node.props.children)).toEqual([
      'Fromage de chèvre frais',
      'Résultats approchants (1)',
      'Carottes des sables',
    ]);
  });

  it('says no product has every word when all are approaching', async () => {
    renderAt({ s: 'chevre noir' });
    expect(await screen.findByText('Aucun produit ne porte tous les mots cherchés.')).toBeTruthy();
    expect(screen.getByText('Résultats approchants (2)')).toBeTruthy();
  });

  it('shows no separator when every product has every word', async () => {
    renderAt({ s: 'carotte' });
    await screen.findByText('Carottes des sables');
    expect(screen.queryByText(/Résultats approchants/)).toBeNull();
  });

  it('offers corrections, search ideas and the racks when nothing was found (issue 40)', async () => {
    const calls = renderAt({ s: 'fromqwerty' });
    expect(await screen.findByText('Aucun produit ne correspond à « fromqwerty ».')).toBeTruthy();
    expect(screen.getByText('fromage').props.accessibilityHint).toBe('/search?s=fromage');
    expect(screen.getByText('pain au levain').props.accessibilityHint).toBe('/search?s=pain%20au%20levain');
    expect((await screen.findByText('Fruits & légumes')).props.accessibilityHint).toBe(
      '/p/fruits-et-legumes',
    );
    expect(calls).toContain('/api/bff/catalog/racks');
  });

  it('shows the search a link on the screen opens: an idea or a correction of a search that found nothing', async () => {
    renderAt({ s: 'fromqwerty' });
    await screen.findByText('Aucun produit ne correspond à « fromqwerty ».');
    moveTo({ s: 'carotte' });
    expect(await screen.findByText('Carottes des sables')).toBeTruthy();
    expect(screen.getByDisplayValue('carotte')).toBeTruthy();
    expect(screen.queryByText(/fromqwerty/)).toBeNull();
    expect(mockRouter.setParams).not.toHaveBeenCalled();
  });

  it('follows a link after typing into an empty search, without writing the typed text back', async () => {
    renderAt({});
    fireEvent.changeText(screen.getByLabelText('Rechercher un produit'), 'fromqwerty');
    await waitFor(() => expect(mockRouter.setParams).toHaveBeenCalledWith({ s: 'fromqwerty' }));
    moveTo({ s: 'fromqwerty' });
    await screen.findByText('Aucun produit ne correspond à « fromqwerty ».');
    mockRouter.setParams.mockClear();
    moveTo({ s: 'carotte' });
    expect(await screen.findByText('Carottes des sables')).toBeTruthy();
    expect(screen.getByDisplayValue('carotte')).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(mockRouter.setParams).not.toHaveBeenCalled();
    // Typing again in the search the link opened previews it, the address staying.
    fireEvent.changeText(screen.getByLabelText('Rechercher un produit'), 'mie');
    expect(await screen.findByText('Miel de lavande')).toBeTruthy();
    expect(mockRouter.setParams).not.toHaveBeenCalled();
  });

  it('suggests products and farms while typing, and not before', async () => {
    const calls = renderAt({ s: 'carotte' });
    await screen.findByText('Carottes des sables');
    expect(screen.queryByText('Suggestions')).toBeNull();
    fireEvent.changeText(screen.getByLabelText('Rechercher un produit'), 'mie');
    expect(await screen.findByText('Miel de lavande')).toBeTruthy();
    expect(screen.getByText('Ferme des Mielles, Normandie').props.accessibilityHint).toBe(
      '/search?s=Ferme%20des%20Mielles',
    );
    expect(calls).toContain('/api/bff/search/suggestions?s=mie');
  });
});
