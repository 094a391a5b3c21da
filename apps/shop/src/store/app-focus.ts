/**
 * Spec §7: BFF data is asked again when the window regains focus (`refetchOnFocus`). In a browser
 * RTK Query's own listeners hear the window; a phone has no window, so there the app coming back
 * to the foreground is the focus, and going to the background loses it.
 */
import { setupListeners } from '@reduxjs/toolkit/query';
import { AppState, Platform } from 'react-native';

type Dispatch = Parameters<typeof setupListeners>[0];

/** Starts telling the store about focus; returns the function that stops it. */
export function listenForFocus(dispatch: Dispatch): () => void {
  if (Platform.OS === 'web') return setupListeners(dispatch);
  return setupListeners(dispatch, (send, { onFocus, onFocusLost }) => {
    const subscription = AppState.addEventListener('change', (state) => {
      send(state === 'active' ? onFocus() : onFocusLost());
    });
    return () => subscription.remove();
  });
}
