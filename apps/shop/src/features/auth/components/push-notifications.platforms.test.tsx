/**
 * Issue 43, the apps' pushes while the app runs, on iOS and Android: a push arriving with the app
 * open shows as a banner and in the list; a tap while the app is in the background opens its
 * page; a tap that started the closed app opens its page once, though the system also hands it to
 * the listener; the icon's count is cleared when the app opens and each time it comes back.
 */
import { act, render } from '@testing-library/react-native';
import * as Notifications from 'expo-notifications';
import { AppState, Platform, type AppStateStatus } from 'react-native';
import { PushNotifications } from './push-notifications';

const listen = Notifications.addNotificationResponseReceivedListener as jest.Mock;
const launchResponse = Notifications.getLastNotificationResponse as jest.Mock;
const setHandler = Notifications.setNotificationHandler as jest.Mock;
const setBadge = Notifications.setBadgeCountAsync as jest.Mock;

/** A tap on an order's push, as expo-notifications hands it to the app. */
function tapOn(identifier: string, number: string) {
  return {
    actionIdentifier: Notifications.DEFAULT_ACTION_IDENTIFIER,
    notification: {
      date: Date.now(),
      request: {
        identifier,
        content: {
          title: 'Votre commande est en route',
          body: `La commande ${number} part vers vous.`,
          data: { path: `/my-account/orders/${number}` },
        },
        trigger: null,
      },
    },
  } as unknown as Notifications.NotificationResponse;
}

let unmount: (() => void) | undefined;
let appStateChanged: ((state: AppStateStatus) => void) | undefined;

function renderPushes() {
  const open = jest.fn();
  ({ unmount } = render(<PushNotifications open={open} />));
  const respond = (response: Notifications.NotificationResponse) =>
    act(() =>
      (listen.mock.calls.at(-1)?.[0] as (given: Notifications.NotificationResponse) => void)(response),
    );
  return { open, respond };
}

beforeEach(() => {
  for (const mock of [listen, launchResponse, setHandler, setBadge]) mock.mockClear();
  jest.spyOn(AppState, 'addEventListener').mockImplementation((_type, listener) => {
    appStateChanged = listener as (state: AppStateStatus) => void;
    return { remove: jest.fn() };
  });
});
afterEach(() => {
  unmount?.();
  jest.restoreAllMocks();
});

describe(`the apps' pushes while the app runs (${Platform.OS})`, () => {
  it('shows a push arriving while the app is open as a banner and in the list', async () => {
    renderPushes();
    expect(setHandler).toHaveBeenCalledTimes(1);
    const { handleNotification } = setHandler.mock.calls[0]![0] as Notifications.NotificationHandler;
    const arriving = tapOn('n-foreground', 'R123456789').notification;
    await expect(handleNotification(arriving)).resolves.toMatchObject({
      shouldShowBanner: true,
      shouldShowList: true,
    });
  });

  it('opens the order’s page when its push is tapped with the app in the background', () => {
    const { open, respond } = renderPushes();
    expect(open).not.toHaveBeenCalled();
    respond(tapOn('n-background', 'R123456789'));
    expect(open).toHaveBeenCalledWith('/my-account/orders/R123456789');
  });

  it('opens the page of the push that started the closed app, once though the listener hears it too', () => {
    const launch = tapOn('n-launch', 'R987654321');
    launchResponse.mockReturnValue(launch);
    const { open, respond } = renderPushes();
    expect(open).toHaveBeenCalledWith('/my-account/orders/R987654321');
    respond(launch);
    expect(open).toHaveBeenCalledTimes(1);
    // Set again (its screen mounted again), the same tap still opens nothing more.
    unmount?.();
    renderPushes();
    expect(open).toHaveBeenCalledTimes(1);
    launchResponse.mockReturnValue(null);
  });

  it('clears the icon’s count when the app opens and each time it comes back to the foreground', () => {
    renderPushes();
    expect(setBadge).toHaveBeenCalledWith(0);
    setBadge.mockClear();
    act(() => appStateChanged?.('background'));
    expect(setBadge).not.toHaveBeenCalled();
    act(() => appStateChanged?.('active'));
    expect(setBadge).toHaveBeenCalledWith(0);
  });
});
