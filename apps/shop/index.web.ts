/* eslint-disable @typescript-eslint/no-require-imports -- modules are evaluated one stage at a time. */
/**
 * The web app's entry. Evaluating the bundle's modules (React DOM, react-native-web, Expo Router,
 * the features, the store, the screens) is a long stretch of main-thread time on a mid-range
 * phone: run as one task it blocks every tap for that long. Metro evaluates a module on its first `require`, so the entry
 * requires them here in stages and lets the browser handle input and paint between stages, then
 * starts Expo Router (`expo-router/entry`) with everything already evaluated, so taking over the
 * server-rendered HTML does not start with evaluating them either. The screens are not in the
 * bundle: each route is a chunk of its own (`asyncRoutes` in app.json), and the page's own chunks
 * are named by its HTML.
 */
import { prefetchOnIntent } from '@/lib/prefetch-on-intent';
import { routeFileFor, type RouteContext } from '@/lib/route-files';
import type * as PreparedStore from '@/store/prepared-store.web';

declare global {
  /** Taps on the page before the app started (kept by `app/+html.tsx`). */
  var __SILLON_EARLY_CLICKS__: { targets: Element[]; stop(): void } | undefined;
  /** Settles once the page's scripts (the bundle, then its route chunks) have all run. */
  var __SILLON_PAGE_SCRIPTS__: Promise<void> | undefined;
}

const stages: (() => unknown)[] = [
  () => require('@expo/metro-runtime'),
  () => require('react-dom/client'),
  () => require('react-native-web/dist/exports/StyleSheet'),
  () => require('react-native-web/dist/exports/View'),
  () => require('react-native-web/dist/exports/Text'),
  () => require('react-native-web/dist/exports/Animated'),
  () => require('react-native-web/dist/exports/ScrollView'),
  () => require('react-native-web/dist/exports/FlatList'),
  () => require('react-native-web/dist/exports/Pressable'),
  () => require('react-native-web/dist/exports/TextInput'),
  () => require('react-native'),
  () => require('expo-router/build/react-navigation/core'),
  () => require('expo-router/build/react-navigation/elements'),
  () => require('expo-router/build/react-navigation/native'),
  () => require('expo-router/build/fork/NavigationContainer'),
  () => require('expo-router/build/global-state/router-store'),
  () => require('expo-router/build/ExpoRoot'),
  () => require('expo-router'),
  () => require('@sillon/domain'),
  () => require('@/ui'),
  // Through the app's own modules: a `require` of Redux Toolkit would take its CommonJS build, a
  // second copy beside the ES one the app imports.
  () => require('@/lib/api'),
  // One feature a stage, each after the features it imports (the graph in src/features/README.md),
  // so that a stage evaluates that feature's own modules only; then the store, which
  // imports several of them.
  () => require('@/features/errors'),
  () => require('@/features/navigation'),
  () => require('@/features/front'),
  () => require('@/features/products'),
  () => require('@/features/auth'),
  () => require('@/features/account'),
  () => require('@/features/cart'),
  () => require('@/features/payments'),
  () => require('@/features/orders'),
  () => require('@/features/checkout'),
  () => require('@/features/catalog'),
  () => require('@/features/home'),
  () => require('@/features/search'),
  () => require('@/features/reviews'),
  () => require('@/features/app-update'),
  () => require('@/features/content'),
  () => require('@/store/store'),
  () => require('expo'),
];

/** Gives the browser a turn (input, paint) before the next stage. */
function nextTurn(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Replays the taps made before the app started, now that React listens: a tap on an element
 * React has not taken over yet makes it take that part over at once, then handles the tap.
 */
function replayEarlyClicks() {
  const early = globalThis.__SILLON_EARLY_CLICKS__;
  if (!early) return;
  early.stop();
  globalThis.__SILLON_EARLY_CLICKS__ = undefined;
  for (const target of early.targets) {
    if (target.isConnected && target instanceof HTMLElement) target.click();
  }
}

async function start() {
  for (const stage of stages) {
    stage();
    await nextTurn();
  }
  // Each route is its own chunk on the web: with the page's own one run, React takes the whole page
  // over at once, and the taps replayed below reach buttons that answer.
  await globalThis.__SILLON_PAGE_SCRIPTS__;
  const { ctx } = require('expo-router/_ctx') as { ctx: RouteContext };
  for (const stage of pageRouteStages(ctx)) {
    stage();
    await nextTurn();
  }
  // Seeded once the page's route has injected its endpoints (the seasonal calendar's, say, are in
  // its chunk only): an entry of an endpoint not injected yet would be dropped, and the page's
  // first render in the browser would not match the server's HTML.
  (require('@/store/prepared-store.web') as typeof PreparedStore).prepareStore();
  await nextTurn();
  require('expo-router/entry');
  replayEarlyClicks();
  prefetchOnIntent(ctx);
}

/**
 * The root layout's module and the page's own route's, each evaluated in a stage of its own (their
 * chunks have run), rather than inside React's first render of the page.
 */
function pageRouteStages(ctx: RouteContext): (() => unknown)[] {
  const files = ctx.keys();
  const page = routeFileFor(location.pathname, files);
  return ['./_layout.tsx', page]
    .filter((file): file is string => file !== undefined && files.includes(file))
    .map((file) => () => ctx(file));
}

void start();
