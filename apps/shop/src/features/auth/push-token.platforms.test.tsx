/**
 * A tapped order push on iOS and Android opens the page the server names in `data.path`: the
 * order's page for « en route », « livrée » and, issue 42, « votre livreur arrive »
 * (`order_courier_near`); an action button, or a push naming no page of the shop, opens nothing.
 */
import * as Notifications from 'expo-notifications';
import { Platform } from 'react-native';
import { onPushOpened } from './push-token';

const listen = Notifications.addNotificationResponseReceivedListener as jest.Mock;

/** A response to a push, as expo-notifications hands it to the app. */
function response(data: object, actionIdentifier: string = Notifications.DEFAULT_ACTION_IDENTIFIER) {
  return {
    actionIdentifier,
    notification: { request: { identifier: 'n-1', content: { data } } },
  } as unknown as Notifications.NotificationResponse;
}

function listenForTaps() {
  const open = jest.fn();
  const stop = onPushOpened(open);
  const handler = listen.mock.calls.at(-1)?.[0] as (response: Notifications.NotificationResponse) => void;
  return { open, handler, stop };
}

beforeEach(() => listen.mockClear());

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
