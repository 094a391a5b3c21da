/** Spec §3 "Toast" and front state: toasts added, shown with their link, dismissed. */
import { configureStore } from '@reduxjs/toolkit';
import { act, fireEvent, render, screen } from '@testing-library/react-native';
import type * as ReactNative from 'react-native';
import { Provider } from 'react-redux';
import { frontSlice, toastAdded, toastDismissed } from '../state/front-slice';
import { Toaster } from './toaster';

jest.mock('expo-router', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { Text } = require('react-native') as typeof ReactNative;
  return {
    usePathname: () => mockPathname,
    // A link renders its text with its address, and can be pressed.
    Link: ({ children, href, onPress }: { children: string; href: string; onPress?: () => void }) => (
      <Text accessibilityRole="link" accessibilityHint={href} onPress={onPress}>
        {children}
      </Text>
    ),
  };
});

let mockPathname = '/';

const frontStore = () => configureStore({ reducer: { front: frontSlice.reducer } });

function renderToaster() {
  const store = frontStore();
  render(
    <Provider store={store}>
      <Toaster />
    </Provider>,
  );
  return store;
}

describe('front state', () => {
  it('gives an added toast an id and puts it on display; a dismissed one leaves both lists', () => {
    const store = frontStore();
    store.dispatch(toastAdded({ type: 'success', message: 'Bon ajouté' }));
    store.dispatch(toastAdded({ type: 'error', message: 'Bon refusé' }));
    const [first, second] = store.getState().front.toasts;
    expect(first).toEqual({ id: expect.any(String), type: 'success', message: 'Bon ajouté' });
    expect(second!.id).not.toBe(first!.id);
    expect(store.getState().front.toastsOnDisplay).toEqual([first!.id, second!.id]);
    store.dispatch(toastDismissed(first!.id));
    expect(store.getState().front).toMatchObject({ toasts: [second], toastsOnDisplay: [second!.id] });
  });
});

describe('Toaster', () => {
  beforeEach(() => {
    mockPathname = '/';
  });
  afterEach(() => jest.useRealTimers());

  it('says nothing over the page its link leads to (the sign-up form under « Finalisez votre inscription »)', () => {
    mockPathname = '/my-account/my-info';
    const store = renderToaster();
    act(() => {
      store.dispatch(
        toastAdded({ type: 'info', message: 'Finissez votre inscription.', link: '/my-account/my-info' }),
      );
      store.dispatch(toastAdded({ type: 'success', message: 'Bon ajouté' }));
    });
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
    expect(screen.getByTestId('toast')).toHaveTextContent(/^Bon ajouté/);
    expect(store.getState().front.toasts.map((toast) => toast.message)).toEqual(['Bon ajouté']);
  });

  it('shows a toast with its link, which opens it and dismisses the toast', () => {
    const store = renderToaster();
    act(() => {
      store.dispatch(
        toastAdded({ type: 'info', message: 'Finissez votre inscription.', link: '/my-account/my-info' }),
      );
    });
    expect(screen.getByTestId('toast')).toHaveTextContent(/Finissez votre inscription\./);
    const link = screen.getByRole('link', { name: 'Voir' });
    expect(link.props.accessibilityHint).toBe('/my-account/my-info');
    fireEvent.press(link);
    expect(store.getState().front.toasts).toEqual([]);
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('shows no link for a toast without one, and closes it on « Fermer le message »', () => {
    const store = renderToaster();
    act(() => {
      store.dispatch(toastAdded({ type: 'error', message: 'Le bon a été refusé.' }));
    });
    expect(screen.getByText('Le bon a été refusé.')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    fireEvent.press(screen.getByRole('button', { name: 'Fermer le message' }));
    expect(store.getState().front.toasts).toEqual([]);
  });

  it('dismisses a toast by itself after 8 seconds', () => {
    jest.useFakeTimers();
    const store = renderToaster();
    act(() => {
      store.dispatch(toastAdded({ type: 'info', message: 'Bienvenue' }));
    });
    act(() => jest.advanceTimersByTime(7900));
    expect(screen.getByText('Bienvenue')).toBeTruthy();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByText('Bienvenue')).toBeNull();
    expect(store.getState().front.toastsOnDisplay).toEqual([]);
  });
});
