import type { AppStore } from './store';

/**
 * A store made ahead of the first render: only on the web (`prepared-store.web.ts`), where the
 * entry makes it before React takes over the server-rendered page.
 */
export function takePreparedStore(): AppStore | undefined {
  return undefined;
}
