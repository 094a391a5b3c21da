/**
 * The web's `storage` events: another tab's change of the key reaches the listener, as does the
 * whole storage cleared; other keys do not, and nothing does once the listener stopped.
 */
import { onSavedInAnotherTab } from './other-tabs.web';

function fakeWindow() {
  const listeners = new Set<(event: StorageEvent) => void>();
  return {
    addEventListener: (_type: 'storage', listener: (event: StorageEvent) => void) => listeners.add(listener),
    removeEventListener: (_type: 'storage', listener: (event: StorageEvent) => void) =>
      listeners.delete(listener),
    saved: (key: string | null, newValue: string | null) =>
      listeners.forEach((listener) => listener({ key, newValue } as StorageEvent)),
  };
}

it('passes on what another tab saved under the key, and nothing else', () => {
  const target = fakeWindow();
  const listener = jest.fn();
  const stop = onSavedInAnotherTab('cart', listener, target);
  target.saved('user', '{"id":"u"}');
  target.saved('cart', '{"products":[]}');
  target.saved(null, null);
  expect(listener.mock.calls).toEqual([['{"products":[]}'], [null]]);
  stop();
  target.saved('cart', '{}');
  expect(listener).toHaveBeenCalledTimes(2);
});
