import { useEffect } from 'react';
import { Platform } from 'react-native';
import type { ErrorBoundaryProps } from 'expo-router';
import { reportFailure } from '@/lib/error-reports';
import { Screen } from '@/ui';
import { ErrorPanel } from '../components/query-boundary';

/** How long a page loaded again for a missing chunk is not loaded again for the same reason. */
const RELOAD_GUARD_MS = 30_000;
const RELOADED_KEY = 'sillon.reloadedForChunk';

/** A route's code that would not arrive: Metro's `AsyncRequireError` on the web. */
export function isChunkFailure(error: unknown): boolean {
  return error instanceof Error && error.name === 'AsyncRequireError';
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

/**
 * Whether to load the page again for a chunk that would not arrive: a new version of the shop
 * replaced the files of the one this tab started with (a deploy), and the page loaded again starts
 * the new one. Once per page within the guard, so a chunk that is truly missing, or a network that
 * is down, shows the error rather than loading the page over and over; never without storage to
 * remember it.
 */
export function shouldReloadForChunk(storage: Storage | undefined, page: string, now: number): boolean {
  if (!storage) return false;
  try {
    const [lastPage, lastAt] = JSON.parse(storage.getItem(RELOADED_KEY) ?? '[]') as [string?, number?];
    if (lastPage === page && lastAt !== undefined && now - lastAt < RELOAD_GUARD_MS) return false;
    storage.setItem(RELOADED_KEY, JSON.stringify([page, now]));
    return true;
  } catch {
    return false;
  }
}

function sessionStorageOrNone(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * Each failed chunk's decision, taken at its first render: React may draw the boundary more than
 * once for one failure, and a drawing it discards must not spend the page's one reload.
 */
const reloadDecisions = new WeakMap<Error, boolean>();

function reloadsFor(error: Error): boolean {
  let reloads = reloadDecisions.get(error);
  if (reloads === undefined) {
    const page = location.pathname + location.search;
    reloads = navigator.onLine !== false && shouldReloadForChunk(sessionStorageOrNone(), page, Date.now());
    reloadDecisions.set(error, reloads);
  }
  return reloads;
}

/**
 * What a screen shows when it fails to draw (the root layout's screen error boundary): the page's
 * header stays, the screen says so (spec §2 generic error) with « Réessayer », and the failure is
 * reported. On the web a route's chunk that would not arrive (the shop was deployed since the tab
 * opened) loads the page again, which starts the new version; offline it says the network is
 * missing, and « Réessayer » loads the page again once it is back.
 */
export function ScreenError({ error, retry }: ErrorBoundaryProps) {
  const isWebChunk = Platform.OS === 'web' && isChunkFailure(error);
  const reloads = isWebChunk && reloadsFor(error);
  useEffect(() => {
    if (reloads) return location.reload();
    const page = Platform.OS === 'web' ? location.pathname : 'screen';
    reportFailure({ kind: 'render', action: page, argument: null, error });
  }, [error, reloads]);
  if (reloads) return <Screen>{null}</Screen>;
  const isOffline = isWebChunk && navigator.onLine === false;
  return (
    <Screen>
      <ErrorPanel
        kind={isOffline ? 'network' : 'error'}
        onRetry={isWebChunk ? () => location.reload() : () => void retry()}
      />
    </Screen>
  );
}
