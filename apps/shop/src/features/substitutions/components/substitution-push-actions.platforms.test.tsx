/**
 * Issue 41, the push of a proposed substitute on iOS and Android: the apps register the
 * `substitution` category with « Accepter » and « Refuser »; an action answers the proposal with
 * the signed-in session (the order opens when the server refuses it); without a session, or on a
 * plain tap, the order opens. Issue 43: an action pressed while the app was closed is answered
 * once, though the system hands it both as the app's opening response and to the listener, and
 * only once the launch's session has started (it arrives before).
 */
import { act, render } from '@testing-library/react-native';
import * as Notifications from 'expo-notifications';
import { Platform } from 'react-native';
import { Provider } from 'react-redux';
import { authSlice } from '@/features/auth';
import { shopApi } from '@/lib/api';
import { silentReporter } from '@/store/error-reporting';
import { createStore, type AppStore } from '@/store/store';
import { silentTracker } from '@/store/tracking';
import { fakeServer, type FakeAnswer } from '@/testing/fake-server';
import { SubstitutionPushActions } from './substitution-push-actions';

jest.mock('@react-native-async-storage/async-storage', () =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('@react-native-async-storage/async-storage/jest/async-storage-mock'),
);

const ANSWER = 'POST /api/v2/storefront/account/orders/R123456789/substitutions/12';
const listen = Notifications.addNotificationResponseReceivedListener as jest.Mock;
const registerCategory = Notifications.setNotificationCategoryAsync as jest.Mock;
const launchResponse = Notifications.getLastNotificationResponse as jest.Mock;

let lastIdentifier = 0;
/** A response to a push (each its own notification), as expo-notifications hands it to the app. */
function response(actionIdentifier: string, data: object = { orderNumber: 'R123456789', lineId: '12' }) {
  lastIdentifier += 1;
  return {
    actionIdentifier,
    notification: {
      request: { identifier: `n-${lastIdentifier}`, content: { data, categoryIdentifier: 'substitution' } },
    },
  } as unknown as Notifications.NotificationResponse;
}

let store: AppStore | undefined;
let unmount: (() => void) | undefined;

type Session = 'customer' | 'visitor' | 'starting';

const sessionOf = (status: 'authenticated' | 'anonymous') =>
  authSlice.actions.sessionStarted({
    userId: status === 'authenticated' ? 'customer-1' : 'visitor-1',
    userToken: 'token',
    isNew: false,
    expiresInSeconds: 900,
    status,
  });

function renderActions(options: { session: Session; answer?: FakeAnswer }) {
  const server = fakeServer({ [ANSWER]: options.answer ?? { body: { data: { id: 'R123456789' } } } });
  store = createStore({ reporter: silentReporter, tracker: silentTracker });
  if (options.session === 'customer') store.dispatch(sessionOf('authenticated'));
  if (options.session === 'visitor') store.dispatch(sessionOf('anonymous'));
  const open = jest.fn();
  ({ unmount } = render(
    <Provider store={store}>
      <SubstitutionPushActions open={open} />
    </Provider>,
  ));
  const handler = listen.mock.calls.at(-1)?.[0] as (response: Notifications.NotificationResponse) => void;
  const respond = async (given: Notifications.NotificationResponse) => {
    await act(async () => {
      handler(given);
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
  };
  return { server, open, respond };
}

beforeEach(() => {
  listen.mockClear();
  registerCategory.mockClear();
});
afterEach(async () => {
  unmount?.();
  store?.dispatch(shopApi.util.resetApiState());
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
});

describe(`the substitution push's actions (${Platform.OS})`, () => {
  it('registers the substitution category with « Accepter » and « Refuser », answered without opening the app', () => {
    renderActions({ session: 'customer' });
    expect(registerCategory).toHaveBeenCalledWith('substitution', [
      expect.objectContaining({
        identifier: 'accept',
        buttonTitle: 'Accepter',
        options: expect.objectContaining({ opensAppToForeground: false }),
      }),
      expect.objectContaining({
        identifier: 'refuse',
        buttonTitle: 'Refuser',
        options: expect.objectContaining({ opensAppToForeground: false }),
      }),
    ]);
  });

  it('answers « Accepter » with the signed-in session, and opens nothing', async () => {
    const { server, open, respond } = renderActions({ session: 'customer' });
    await respond(response('accept'));
    const [call] = server.callsTo(ANSWER);
    expect(call?.body).toEqual({ answer: 'accepted' });
    expect(call?.headers.get('authorization')).toBe('Bearer token');
    expect(open).not.toHaveBeenCalled();
  });

  it('answers « Accepter » pressed while the app was closed, once', async () => {
    const pressed = response('accept');
    launchResponse.mockReturnValueOnce(pressed);
    const { server, open, respond } = renderActions({ session: 'customer' });
    await respond(pressed);
    expect(server.callsTo(ANSWER).map((call) => call.body)).toEqual([{ answer: 'accepted' }]);
    expect(open).not.toHaveBeenCalled();
  });

  it('answers « Refuser »', async () => {
    const { server, respond } = renderActions({ session: 'customer' });
    await respond(response('refuse'));
    expect(server.callsTo(ANSWER)[0]?.body).toEqual({ answer: 'refused' });
  });

  it('opens the order when the server refuses the answer (too late)', async () => {
    const { open, respond } = renderActions({
      session: 'customer',
      answer: { status: 409, body: { error: '…', code: 'substitution_answer_too_late' } },
    });
    await respond(response('accept'));
    expect(open).toHaveBeenCalledWith('/my-account/orders/R123456789');
  });

  it('answers « Accepter » pressed while the app was closed once the launch has started the session', async () => {
    const pressed = response('accept');
    launchResponse.mockReturnValueOnce(pressed);
    const { server, open, respond } = renderActions({ session: 'starting' });
    await respond(pressed);
    expect(server.callsTo(ANSWER)).toHaveLength(0);
    await act(async () => {
      store!.dispatch(sessionOf('authenticated'));
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(server.callsTo(ANSWER).map((call) => call.body)).toEqual([{ answer: 'accepted' }]);
    expect(server.callsTo(ANSWER)[0]?.headers.get('authorization')).toBe('Bearer token');
    expect(open).not.toHaveBeenCalled();
  });

  it('opens the order when the launch could not start the session, and answers nothing', async () => {
    const { server, open, respond } = renderActions({ session: 'starting' });
    await respond(response('refuse'));
    expect(open).not.toHaveBeenCalled();
    await act(async () => {
      store!.dispatch(authSlice.actions.sessionStartFailed());
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(server.callsTo(ANSWER)).toHaveLength(0);
    expect(open).toHaveBeenCalledWith('/my-account/orders/R123456789');
  });

  it('opens the order for a visitor, and answers nothing', async () => {
    const { server, open, respond } = renderActions({ session: 'visitor' });
    await respond(response('accept'));
    expect(server.callsTo(ANSWER)).toHaveLength(0);
    expect(open).toHaveBeenCalledWith('/my-account/orders/R123456789');
  });

  it('opens the order on a plain tap, unless the push names its page; ignores other pushes', async () => {
    const { server, open, respond } = renderActions({ session: 'customer' });
    await respond(response(Notifications.DEFAULT_ACTION_IDENTIFIER));
    expect(open).toHaveBeenCalledWith('/my-account/orders/R123456789');
    open.mockClear();
    await respond(
      response(Notifications.DEFAULT_ACTION_IDENTIFIER, {
        orderNumber: 'R123456789',
        lineId: '12',
        path: '/my-account/orders/R123456789',
      }),
    );
    await respond(response('accept', { path: '/my-account/orders/R123456789' }));
    expect(open).not.toHaveBeenCalled();
    expect(server.callsTo(ANSWER)).toHaveLength(0);
  });
});
