import { AppState } from 'react-native';
import { listSent } from './state/list-thunks';

type Dispatch = (action: ReturnType<typeof listSent>) => unknown;

/**
 * Tries the unsent list changes again when the browser says the network is back, and when the app
 * comes to the front (native has no such event without another library; a change or a sign-in
 * sends them too). Answers the way to stop listening.
 */
export function sendListWhenOnline(dispatch: Dispatch): () => void {
  const send = () => void dispatch(listSent());
  const hasWindowEvents = typeof window !== 'undefined' && typeof window.addEventListener === 'function';
  if (hasWindowEvents) window.addEventListener('online', send);
  const appState = AppState.addEventListener('change', (state) => {
    if (state === 'active') send();
  });
  return () => {
    if (hasWindowEvents) window.removeEventListener('online', send);
    appState.remove();
  };
}
