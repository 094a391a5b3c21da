/**
 * Issue 43, the content routes on iOS and Android: the stories and their indexes, the selection,
 * the recipes, the legal pages and any editorial path, each in its loading, not-found (a content
 * page's empty state: nothing published at its path), error and filled states, with its main
 * action: a product added, a story or recipe opened, a recipe's servings changed and its
 * ingredients added. Then the web view (`WebScreenView`), which asks no server.
 */
import type { PageResponse } from '@sillon/contract';
import { findUsRoot } from '@sillon/domain';
import { fireEvent, screen } from '@testing-library/react-native';
import type { ComponentType } from 'react';
import { Stack } from 'expo-router';
import { Linking, Platform } from 'react-native';
import type * as ReactNative from 'react-native';
import PathRoute from '@/app/[...path]';
import AccessibilityRoute from '@/app/accessibilite';
import WelcomeRoute from '@/app/bienvenue';
import TermsRoute from '@/app/cgv';
import PrivacyRoute from '@/app/confidentialite';
import EditorialRoute from '@/app/editorial';
import MagazineRoute from '@/app/magazine/index';
import MagazineStoryRoute from '@/app/magazine/[slug]';
import LegalNoticeRoute from '@/app/mentions-legales';
import MissionRoute from '@/app/mission-regeneration';
import StoriesRoute from '@/app/nos-articles/index';
import StoryRoute from '@/app/nos-articles/[slug]';
import RecipeListRoute from '@/app/recettes/index';
import RecipeRoute from '@/app/recettes/[slug]';
import SelectionRoute from '@/app/selection';
import FindUsRoute from '@/app/trouver-sillon';
import WebScreenViewRoute from '@/app/WebScreenView';
import { cheese, honey } from '@/testing/fixtures/catalog';
import {
  breadStory,
  legalPage,
  recipe,
  recipes,
  selection,
  storiesOf,
  story,
} from '@/testing/fixtures/content';
import type { FakeAnswer } from '@/testing/fake-server';
import {
  expectSkeletonNow,
  failingOnce,
  renderRoute,
  router,
  type RouteOptions,
} from '@/testing/render-route';

jest.mock('expo-router', () => jest.requireActual('@/testing/expo-router-mock'));
jest.mock('expo-router/head', () => jest.requireActual('@/testing/expo-router-mock').head);
jest.mock('@react-native-async-storage/async-storage', () =>
  jest.requireActual('@react-native-async-storage/async-storage/jest/async-storage-mock'),
);
// The web view is native only: here it says which address it shows.
jest.mock('react-native-webview', () => {
  const { View } = jest.requireActual<typeof ReactNative>('react-native');
  return {
    WebView: ({ source }: { source: { uri: string } }) => (
      <View testID="web-view" accessibilityHint={source.uri} />
    ),
  };
});

const PAGE = 'GET /api/bff/page';
const notFound: FakeAnswer = {
  status: 404,
  body: { error: 'Cette page n’existe pas ou n’est plus publiée.', code: 'content_not_found' },
};

type ContentRoute = {
  name: string;
  Route: ComponentType;
  /** The path the route shows, which the page's document is asked for. */
  path: string;
  params?: RouteOptions['params'];
  document: PageResponse;
  /** What the customer does once the page is shown, and what it changed. */
  act(store: ReturnType<typeof renderRoute>['store']): void;
};

const addsHoney = (store: ReturnType<typeof renderRoute>['store']) => {
  fireEvent.press(screen.getByRole('button', { name: 'Ajouter Miel de lavande au panier' }));
  expect(store.getState().cart.products).toEqual([expect.objectContaining({ id: honey.id, quantity: 1 })]);
  fireEvent.press(screen.getByText(breadStory.title));
  expect(router.push).toHaveBeenCalledWith(breadStory.path);
};
const opensStory = () => {
  fireEvent.press(screen.getByText(breadStory.title));
  expect(router.push).toHaveBeenCalledWith(breadStory.path);
};
const storyAt = (name: string, Route: ComponentType, path: string, params?: RouteOptions['params']) => ({
  name,
  Route,
  path,
  params,
  document: story(path),
  act: addsHoney,
});
const legalAt = (name: string, Route: ComponentType, path: string, title: string): ContentRoute => ({
  name,
  Route,
  path,
  document: legalPage(path, title),
  act: () => {
    expect(screen.getByText('Version du 1er novembre 2026')).toBeOnTheScreen();
    expect(screen.getByText('Sillon SAS, 12 rue des Champs, 75011 Paris.')).toBeOnTheScreen();
    fireEvent.press(screen.getByText('Accueil'));
    expect(router.push).toHaveBeenCalledWith('/');
  },
});

const routes: ContentRoute[] = [
  storyAt('bienvenue', WelcomeRoute, '/bienvenue'),
  storyAt('editorial?path=', EditorialRoute, '/magazine/recolte', { path: '/magazine/recolte' }),
  storyAt('[...path]', PathRoute, '/nos-articles/saisons/hiver', {
    path: ['nos-articles', 'saisons', 'hiver'],
  }),
  storyAt('magazine/[slug]', MagazineStoryRoute, '/magazine/recolte', { slug: 'recolte' }),
  storyAt('nos-articles/[slug]', StoryRoute, '/nos-articles/le-miel', { slug: 'le-miel' }),
  storyAt('mission-regeneration', MissionRoute, '/mission-regeneration'),
  storyAt('trouver-sillon', FindUsRoute, `/${findUsRoot()}`),
  {
    name: 'magazine',
    Route: MagazineRoute,
    path: '/magazine',
    document: storiesOf('/magazine'),
    act: opensStory,
  },
  {
    name: 'nos-articles',
    Route: StoriesRoute,
    path: '/nos-articles',
    document: storiesOf('/nos-articles'),
    act: opensStory,
  },
  {
    name: 'selection',
    Route: SelectionRoute,
    path: '/selection',
    document: selection,
    act: (store) => {
      expect(screen.getByText('2 produits choisis par notre équipe')).toBeOnTheScreen();
      fireEvent.press(screen.getByRole('button', { name: 'Ajouter Tomme de Savoie au panier' }));
      expect(store.getState().cart.products).toEqual([expect.objectContaining({ id: cheese.id })]);
    },
  },
  {
    name: 'recettes',
    Route: RecipeListRoute,
    path: '/recettes',
    document: recipes,
    act: () => {
      fireEvent.press(screen.getByText('Tartines au miel et à la tomme'));
      expect(router.push).toHaveBeenCalledWith('/recettes/tartines-miel-tomme');
    },
  },
  {
    name: 'recettes/[slug]',
    Route: RecipeRoute,
    path: recipe.path,
    params: { slug: recipe.slug },
    document: recipe,
    act: (store) => {
      // From two to five people: the tomme needs a second pack, the honey's one is enough.
      const more = screen.getByRole('button', { name: 'Une personne de plus' });
      for (let step = 0; step < 3; step += 1) fireEvent.press(more);
      expect(screen.getByText('5 personnes')).toBeOnTheScreen();
      fireEvent.press(screen.getByRole('button', { name: 'Ajouter les ingrédients au panier' }));
      expect(store.getState().cart.products).toEqual([
        expect.objectContaining({ id: cheese.id, quantity: 2 }),
        expect.objectContaining({ id: honey.id, quantity: 1 }),
      ]);
      expect(screen.getByText('2 produits ajoutés au panier.')).toBeOnTheScreen();
    },
  },
  legalAt('cgv', TermsRoute, '/cgv', 'Conditions générales de vente'),
  legalAt('mentions-legales', LegalNoticeRoute, '/mentions-legales', 'Mentions légales'),
  legalAt('confidentialite', PrivacyRoute, '/confidentialite', 'Politique de confidentialité'),
  legalAt('accessibilite', AccessibilityRoute, '/accessibilite', 'Déclaration d’accessibilité'),
];

const titleOf = (document: PageResponse) => ('title' in document ? document.title : '');
const askedPaths = (server: ReturnType<typeof renderRoute>['server']) =>
  server.callsTo(PAGE).map((call) => new URL(call.url).searchParams.get('path'));

describe.each(routes)(`the content route $name (${Platform.OS})`, (route) => {
  const options = (answer: RouteOptions['routes']): RouteOptions => ({
    pathname: route.path,
    params: route.params ?? {},
    routes: answer,
  });

  it('says nothing is published at its path', async () => {
    renderRoute(route.Route, options({ [PAGE]: notFound }));
    expect(await screen.findByRole('heading', { name: 'Page introuvable' })).toBeOnTheScreen();
  });

  it('shows its skeleton, says the network is down, shows the page on « Réessayer », answers its action', async () => {
    const { server, store } = renderRoute(
      route.Route,
      options({ [PAGE]: failingOnce({ body: route.document }) }),
    );
    expectSkeletonNow();
    expect(await screen.findByRole('heading', { name: 'Pas de connexion' })).toBeOnTheScreen();
    fireEvent.press(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { name: titleOf(route.document) })).toBeOnTheScreen();
    expect(askedPaths(server)).toEqual([route.path, route.path]);
    route.act(store);
  });
});

describe(`the content indexes when nothing is published under them (${Platform.OS})`, () => {
  it('says a root has no story yet', async () => {
    renderRoute(MagazineRoute, { routes: { [PAGE]: { body: storiesOf('/magazine', []) } } });
    expect(await screen.findByText('0 article')).toBeOnTheScreen();
  });

  it('shows the recipes’ title alone when there is no recipe', async () => {
    renderRoute(RecipeListRoute, { routes: { [PAGE]: { body: { ...recipes, recipes: [] } } } });
    expect(await screen.findByRole('heading', { name: 'Nos recettes' })).toBeOnTheScreen();
    expect(screen.queryByText('Tartines au miel et à la tomme')).toBeNull();
  });
});

describe(`paths that are no content page (${Platform.OS})`, () => {
  it('shows the not-found page for a path no route takes, without asking the server', () => {
    const { server } = renderRoute(PathRoute, { params: { path: ['pas', 'une', 'page'] } });
    expect(screen.getByRole('heading', { name: 'Page introuvable' })).toBeOnTheScreen();
    fireEvent.press(screen.getByText('Retour à l’accueil'));
    expect(router.push).toHaveBeenCalledWith('/');
    expect(server.callsTo(PAGE)).toEqual([]);
  });

  it('shows the not-found page for the editorial screen without an editorial path', () => {
    renderRoute(EditorialRoute, { params: { path: '/cart' } });
    expect(screen.getByRole('heading', { name: 'Page introuvable' })).toBeOnTheScreen();
  });

  it('shows a recipe published at an editorial path as a recipe', async () => {
    renderRoute(PathRoute, {
      params: { path: ['recettes', recipe.slug] },
      routes: { [PAGE]: { body: recipe } },
    });
    expect(
      await screen.findByRole('button', { name: 'Ajouter les ingrédients au panier' }),
    ).toBeOnTheScreen();
  });
});

describe(`the web view, route /WebScreenView (${Platform.OS}; no server: no loading, empty or error state)`, () => {
  it('shows a page of the shop under its title, opens it in the browser, and goes back', () => {
    const openURL = jest.spyOn(Linking, 'openURL').mockResolvedValue(true);
    renderRoute(WebScreenViewRoute, { params: { url: '/aide', title: 'Aide' } });
    // The page brings its own bar: the route hides the shop's header.
    expect(jest.mocked(Stack.Screen).mock.calls.at(-1)?.[0]).toEqual({ options: { headerShown: false } });
    expect(screen.getByRole('heading', { name: 'Aide' })).toBeOnTheScreen();
    expect(screen.getByTestId('web-view')).toHaveProp(
      'accessibilityHint',
      expect.stringMatching(/^https?:\/\/.+\/aide$/),
    );
    fireEvent.press(screen.getByText('Ouvrir dans le navigateur'));
    expect(openURL).toHaveBeenCalledWith(expect.stringMatching(/\/aide$/));
    fireEvent.press(screen.getByRole('button', { name: '‹ Retour' }));
    expect(router.back).toHaveBeenCalled();
    openURL.mockRestore();
  });

  it('says there is no page to show without an address', () => {
    renderRoute(WebScreenViewRoute, { params: {} });
    expect(screen.getByRole('heading', { name: 'Informations' })).toBeOnTheScreen();
    expect(screen.getByText('Aucune page à afficher.')).toBeOnTheScreen();
    expect(screen.queryByText('Ouvrir dans le navigateur')).toBeNull();
    expect(screen.queryByTestId('web-view')).toBeNull();
  });
});
