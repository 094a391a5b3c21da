/**
 * The sign-in code on iOS and Android (issue 19: native screens rendered, not only compiled): the
 * six boxes take a pasted code, a wrong code says « Le code n'est pas bon » and empties the boxes,
 * the right one signs the customer in with the server's session.
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react-native';
import { Platform } from 'react-native';
import { Provider } from 'react-redux';
import { shopApi } from '@/lib/api';
import { silentReporter } from '@/store/error-reporting';
import { createStore } from '@/store/store';
import { silentTracker } from '@/store/tracking';
import { fakeServer } from '@/testing/fake-server';
import { CodeStep } from './code-step';

jest.mock('@react-native-async-storage/async-storage', () =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('@react-native-async-storage/async-storage/jest/async-storage-mock'),
);

const CUSTOMER = '22222222-2222-4222-8222-222222222222';
const request = {
  verificationId: '44444444-4444-4444-8444-444444444444',
  phone: '+33612345678',
  resendWaitSeconds: 30,
  expiresInSeconds: 600,
};

let store: ReturnType<typeof createStore> | undefined;
let unmount: (() => void) | undefined;

function renderCodeStep() {
  const server = fakeServer({
    'POST /api/auth/phone/confirm': ({ body }) =>
      (body as { code: string }).code === '123456'
        ? {
            body: {
              userId: CUSTOMER,
              userToken: 'access',
              isNew: false,
              status: 'authenticated',
              expiresInSeconds: 900,
              accountExists: true,
            },
          }
        : { status: 400, body: { error: { code: 'invalid_code', message: 'Le code n’est pas bon' } } },
    'GET /api/shopping-list': { body: { items: [] } },
    'POST /api/shopping-list': { body: { items: [] } },
  });
  const onSignedIn = jest.fn();
  store = createStore({ reporter: silentReporter, tracker: silentTracker });
  ({ unmount } = render(
    <Provider store={store}>
      <CodeStep request={request} onSignedIn={onSignedIn} onChangePhone={jest.fn()} />
    </Provider>,
  ));
  const paste = (code: string) => fireEvent.changeText(screen.getByTestId('code-box-1'), code);
  return { server, onSignedIn, paste };
}

afterEach(async () => {
  unmount?.();
  store?.dispatch(shopApi.util.resetApiState());
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
});

describe(`the sign-in code on ${Platform.OS}`, () => {
  it('says the code is wrong and empties the boxes', async () => {
    const { paste, onSignedIn } = renderCodeStep();
    expect(screen.getByText(/06 12 34 56 78/)).toBeOnTheScreen();
    paste('654321');
    expect(await screen.findByText('Le code n’est pas bon')).toBeOnTheScreen();
    expect(screen.getByTestId('code-box-1').props.value).toBe('');
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('signs the customer in with the right code', async () => {
    const { paste, onSignedIn, server } = renderCodeStep();
    paste('123456');
    await waitFor(() =>
      expect(onSignedIn).toHaveBeenCalledWith(expect.objectContaining({ userId: CUSTOMER })),
    );
    expect(server.callsTo('POST /api/auth/phone/confirm')[0]!.body).toEqual({
      verificationId: request.verificationId,
      code: '123456',
    });
    expect(store!.getState().auth.status).toBe('authenticated');
  });
});
