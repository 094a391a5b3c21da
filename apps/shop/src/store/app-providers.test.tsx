/**
 * Spec §4: at launch the auth status is unknown, and with no user on the device the anonymous
 * sign-in starts by itself: the providers every screen sits in start it, nobody else asks.
 */
import { act, render, screen } from '@testing-library/react-native';
import { Text } from 'react-native';
import { shopApi } from '@/lib/api';
import { fakeServer } from '@/testing/fake-server';
import { AppProviders } from './app-providers';
import { silentReporter } from './error-reporting';
import { useAppSelector } from './hooks';
import { createStore, type AppStore } from './store';
import { silentTracker } from './tracking';

jest.mock('expo-router', () => ({ usePathname: () => '/' }));
// The real provider waits for the device's measures, which a test renderer never sends.
jest.mock(
  'react-native-safe-area-context',
  () =>
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    require('react-native-safe-area-context/jest/mock').default,
);
jest.mock('@react-native-async-storage/async-storage', () =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('@react-native-async-storage/async-storage/jest/async-storage-mock'),
);
// The providers' store, made here with silent reports and tracking so the test can clear it after.
let mockStore: AppStore | undefined;
jest.mock('./prepared-store', () => ({ takePreparedStore: () => mockStore }));

const ANONYMOUS = '11111111-1111-4111-8111-111111111111';

/** What a screen sees of the session. */
function SessionProbe() {
  const { status, user } = useAppSelector((state) => state.auth);
  return <Text testID="session">{`${status} ${user?.id ?? 'none'}`}</Text>;
}

afterEach(async () => {
  mockStore?.dispatch(shopApi.util.resetApiState());
  mockStore = undefined;
  await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
});
// The store batches its notifications on the next animation frame: let the last one run.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 50)));

it('starts the anonymous session by itself when the app opens with no user', async () => {
  const server = fakeServer({
    'POST /api/auth/anonymous': {
      body: { userId: ANONYMOUS, userToken: 'a', isNew: true, status: 'anonymous', expiresInSeconds: 900 },
    },
  });
  mockStore = createStore({ reporter: silentReporter, tracker: silentTracker });
  const { unmount } = render(
    <AppProviders>
      <SessionProbe />
    </AppProviders>,
  );
  expect(screen.getByTestId('session').props.children).toBe('unknown none');
  expect(await screen.findByText(`anonymous ${ANONYMOUS}`)).toBeTruthy();
  expect(server.callsTo('POST /api/auth/anonymous')).toHaveLength(1);
  // A first visit has no session to refresh: no refused call before the anonymous one.
  expect(server.callsTo('POST /api/auth/refresh')).toEqual([]);
  unmount();
});
