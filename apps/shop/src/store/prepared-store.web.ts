/**
 * The web entry (`index.web.ts`) makes the store, seeded with the data the page was rendered
 * with, in a step of its own before React takes over the page: making it while hydrating added
 * its cost to the longest task of the start-up. The first `AppProviders` takes it; any later one
 * (there is none in the app) makes its own.
 */
import { browserPrerenderedEntries, seedPrerendered } from './prerendered';
import { createStore, type AppStore } from './store';

let prepared: AppStore | undefined;

export function prepareStore(): void {
  prepared = createStore();
  seedPrerendered(prepared, browserPrerenderedEntries());
}

export function takePreparedStore(): AppStore | undefined {
  const store = prepared;
  prepared = undefined;
  return store;
}
