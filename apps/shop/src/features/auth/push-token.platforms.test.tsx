/**
 * The device's push on iOS and Android. A tapped order push opens the page the server names in
 * `data.path`: the order's page for « en route », « livrée » and, issue 42, « votre livreur
 * arrive » (`order_courier_near`); an action button, or a push naming no page of the shop, opens
 * nothing. Issue 43: the token is asked for the build's EAS project (`extra.eas.projectId`), and
 * Android gets one channel per kind of push, under its French name.
 */
import * as Notifications from 'expo-notifications';
import { Platform } from 'react-native';
import { devicePushToken, onPushOpened } from './push-token';

const PROJECT_ID = '0b6c5a52-3f1e-4c8e-9d55-2a7f4e1b9c30';
jest.mock('expo-constants', () => ({
  __esModule: true,
  default: { expoConfig: { extra: { eas: { projectId: '0b6c5a52-3f1e-4c8e-9d55-2a7f4e1b9c30' } } } },
}));

const listen = Notifications.addNotificationResponseReceivedListener as jest.Mock;
const createChannel = Notifications.setNotificationChannelAsync as jest.Mock;

let lastIdentifier = 0;
/** A response to a push (each its own notification), as expo-notifications hands it to the app. */
function response(data: object, actionIdentifier: string = Notifications.DEFAULT_ACTION_IDENTIFIER) {
  lastIdentifier += 1;
  return {
    actionIdentifier,
    notification: { request: { identifier: `n-${lastIdentifier}`, content: { data } } },
  } as unknown as Notifications.NotificationResponse;
}

function listenForTaps() {
  const open = jest.fn();
  const stop = onPushOpened(open);
  const handler = listen.mock.calls.at(-1)?.[0] as (response: Notifications.NotificationResponse) => void;
  return { open, handler, stop };
}

beforeEach(() => {
  listen.mockClear();
  createChannel.mockClear();
});

describe(`a tapped order push (${Platform.OS})`, () => {
  it('opens the order’s page from the courier’s « votre livreur arrive » push', () => {
    const { open, handler, stop } = listenForTaps();
    // As the server sends `order_courier_near`: the order's page, like the order's other pushes.
    handler(response({ path: '/my-account/orders/R123456789', template: 'order_courier_near' }));
    expect(open).toHaveBeenCalledWith('/my-account/orders/R123456789');
    stop();
  });

  it('opens nothing for an action button, nor for a push without a page of the shop', () => {
    const { open, handler, stop } = listenForTaps();
    handler(response({ path: '/my-account/orders/R123456789' }, 'accept'));
    handler(response({ url: 'https://example.com/my-account/orders/R123456789' }));
    handler(response({ path: 'https://example.com/' }));
    expect(open).not.toHaveBeenCalled();
    stop();
  });
});

describe(`the device's push token (${Platform.OS})`, () => {
  it('asks Expo for the token of the build’s EAS project, once notifications are allowed', async () => {
    (Notifications.getPermissionsAsync as jest.Mock).mockResolvedValueOnce({
      status: 'granted',
      granted: true,
    });
    const getToken = (Notifications.getExpoPushTokenAsync as jest.Mock).mockResolvedValueOnce({
      type: 'expo',
      data: 'ExponentPushToken[phone]',
    });
    expect(await devicePushToken({ ask: false })).toBe('ExponentPushToken[phone]');
    expect(getToken).toHaveBeenCalledWith({ projectId: PROJECT_ID });
  });

  it('creates one Android channel per kind of push, under its French name, before asking', async () => {
    expect(await devicePushToken({ ask: true })).toBeNull();
    const channels = createChannel.mock.calls.map(([id, channel]) => [
      id,
      (channel as { name: string }).name,
    ]);
    if (Platform.OS === 'android')
      expect(channels).toEqual([
        ['orders', 'Suivi de commande'],
        ['substitutions', 'Produits à remplacer'],
        ['courier', 'Arrivée du livreur'],
      ]);
    else expect(channels).toEqual([]);
  });
});
