/**
 * Puts the back office's service worker (`sw.ts`) in place once the page has loaded, in the built
 * app only (Vite's dev server serves files that change at every save).
 */
export function keepAppOnDevice(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker
      .register(`${import.meta.env.BASE_URL}sw.js`, { scope: import.meta.env.BASE_URL })
      // Without it the back office works as before, online only.
      .catch(() => undefined);
  });
}
