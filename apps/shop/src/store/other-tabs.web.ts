type StorageTarget = {
  addEventListener(type: 'storage', listener: (event: StorageEvent) => void): void;
  removeEventListener(type: 'storage', listener: (event: StorageEvent) => void): void;
};

/**
 * Calls `listener` with the text another tab of this browser saved under `key` (localStorage, which
 * AsyncStorage is on the web), or null when it removed it. The browser tells every other tab of a
 * change (`storage` events), never the tab that made it. Answers how to stop listening.
 */
export function onSavedInAnotherTab(
  key: string,
  listener: (text: string | null) => void,
  target: StorageTarget | undefined = typeof window === 'undefined' ? undefined : window,
): () => void {
  if (!target) return () => undefined;
  const onStorage = (event: StorageEvent) => {
    // A null key is the whole storage cleared.
    if (event.key === key || event.key === null) listener(event.newValue);
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}
