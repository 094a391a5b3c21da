/**
 * Pages the server rendered (web only). A route's `loader` runs on the server, fills a throwaway
 * store with the page's queries and hands their results to Expo Router, which renders the page
 * with them and embeds them in the HTML; the app then starts its store from the same results, so
 * the first render in the browser matches the HTML and shows the content before any request.
 * Expo Router keeps the loaded data in a context during the server render and in a global in the
 * browser; `useLoaderData` would also fetch on every later navigation, which our queries already
 * do, so the data is read from those two places directly.
 */
import { configureStore } from '@reduxjs/toolkit';
import { use } from 'react';
import { ServerDataLoaderContext } from 'expo-router/build/loaders/ServerDataLoaderContext';
import { shopApi } from '@/lib/api';

/** One RTK Query cache entry, as `upsertQueryEntries` takes it. */
export type PrerenderedEntry = { endpointName: string; arg: unknown; value: unknown };

/** What every page loader answers. */
export type PrerenderedPage = { entries: PrerenderedEntry[] };

declare global {
  var __EXPO_ROUTER_LOADER_DATA__: Record<string, unknown> | undefined;
}

/** The entries the current page was rendered with: none on native or after a client navigation. */
export function usePrerenderedEntries(): PrerenderedEntry[] {
  const serverData = use(ServerDataLoaderContext);
  return serverData ? entriesOf(serverData) : browserPrerenderedEntries();
}

/** In the browser, the entries the server rendered the page with (embedded in the HTML). */
export function browserPrerenderedEntries(): PrerenderedEntry[] {
  return entriesOf(typeof window === 'undefined' ? undefined : globalThis.__EXPO_ROUTER_LOADER_DATA__);
}

function entriesOf(data: Record<string, unknown> | undefined | null): PrerenderedEntry[] {
  return Object.values(data ?? {}).flatMap((page) => (isPrerenderedPage(page) ? page.entries : []));
}

function isPrerenderedPage(value: unknown): value is PrerenderedPage {
  return typeof value === 'object' && value !== null && Array.isArray((value as PrerenderedPage).entries);
}

export type ServerStore = ReturnType<typeof serverStore>;

/** A store for one server render only: never shared between requests. */
export function serverStore() {
  return configureStore({
    reducer: { [shopApi.reducerPath]: shopApi.reducer },
    middleware: (getDefault) => getDefault().concat(shopApi.middleware),
  });
}

/**
 * Runs a page's queries on the server and answers what they loaded. A failed query is left out:
 * the page then renders its skeleton for it and the browser fetches it, as without pre-rendering.
 */
export async function prerender(load: (store: ServerStore) => Promise<unknown>): Promise<PrerenderedPage> {
  const store = serverStore();
  try {
    await load(store);
  } catch {
    // Keep what was loaded; the browser asks again for the rest.
  }
  await settled(store);
  const queries = Object.values(store.getState()[shopApi.reducerPath].queries);
  return {
    entries: queries.flatMap((query) =>
      query?.status === 'fulfilled'
        ? [{ endpointName: query.endpointName, arg: query.originalArgs, value: query.data }]
        : [],
    ),
  };
}

/** Waits for every query still running (a sibling of a failed one must not be left out). */
async function settled(store: ServerStore): Promise<void> {
  await Promise.allSettled(store.dispatch(shopApi.util.getRunningQueriesThunk()));
}

type Refreshable = {
  initiate(arg: unknown, options: { subscribe: boolean; forceRefetch: boolean }): unknown;
};

/** Starts a store from the page's pre-rendered entries. */
export function seedPrerendered(store: { dispatch: ServerStore['dispatch'] }, entries: PrerenderedEntry[]) {
  if (entries.length === 0) return;
  const upserts = entries.map(({ endpointName, arg, value }) => ({ endpointName, arg, value }));
  store.dispatch(shopApi.util.upsertQueryEntries(upserts as never));
}

/**
 * How old a page's data may be when the app starts before it is asked for again. The server
 * renders every page for its request (never from a cache), so data that arrived with the page a
 * moment ago is current; a page whose app starts later (a tab opened in the background) asks again.
 * Later changes come as before with focus and reconnection (`refetchOnFocus`, `refetchOnReconnect`).
 */
const PRERENDERED_FRESH_MS = 60_000;

/** Whether the page's data came with the page less than a minute ago (web; `performance.now()` counts from the navigation). */
export function isPrerenderedFresh(): boolean {
  return typeof performance !== 'undefined' && performance.now() < PRERENDERED_FRESH_MS;
}

/** The entries to ask for again when the app starts: none while fresh, all of them once stale. */
export function entriesToRefresh(entries: PrerenderedEntry[]): PrerenderedEntry[] {
  return isPrerenderedFresh() ? [] : entries;
}

/** Asks the server again for what the page was rendered with: the HTML may be a little old. */
export function refreshPrerendered(
  store: { dispatch: ServerStore['dispatch'] },
  entries: PrerenderedEntry[],
) {
  const endpoints = shopApi.endpoints as unknown as Record<string, Refreshable>;
  for (const entry of entries) {
    const endpoint = endpoints[entry.endpointName];
    if (endpoint)
      store.dispatch(endpoint.initiate(entry.arg, { subscribe: false, forceRefetch: true }) as never);
  }
}
