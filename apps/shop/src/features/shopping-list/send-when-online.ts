import { AppState } from 'react-native';
import { listSent } from './state/list-thunks';

type Dispatch = (action: ReturnType<typeof listSent>) => unknown;

/** How often changes still waiting are tried again: a phone learns of no network's return. */
const RETRY_EVERY_MS = 30_000;

/**
 * Tries the unsent list changes again when the browser says the network is back, when the app
 * comes to the front, and every half minute while some wait (native has no network event without
 * another library; a change or a sign-in sends them too). Answers the way to stop listening.
 */
export function sendListWhenOnline(dispatch: Dispatch, hasUnsent: () => boolean): () => void {
  const send = () => void dispatch(listSent());
  const retry = setInterval(() => {
    if (hasUnsent()) send();
  }, RETRY_EVERY_MS);
  const hasWindowEvents = typeof window !== 'undefined' && typeof window.addEventListener === 'function';
  if (hasWindowEvents) window.addEventListener('online', send);
  const appState = AppState.addEventListener('change', (state) => {
    if (state === 'active') send();
  });
  return () => {
    clearInterval(retry);
    if (hasWindowEvents) window.removeEventListener('online', send);
    appState.remove();
  };
}
