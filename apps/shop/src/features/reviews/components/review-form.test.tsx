import { configureStore } from '@reduxjs/toolkit';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react-native';
import { Provider } from 'react-redux';
import { authSlice } from '@/features/auth';
import { shopApi } from '@/lib/api';
import { ReviewForm } from './review-form';

jest.mock('expo-router', () => ({
  Link: ({ children }: { children: string }) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { Text } = require('react-native');
    return <Text>{children}</Text>;
  },
}));
jest.mock('@react-native-async-storage/async-storage', () =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('@react-native-async-storage/async-storage/jest/async-storage-mock'),
);

const productId = '6f1c2b9e-1111-4222-8333-444455556666';
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The server: the account's first name, and the answer given to a posted review. */
function fakeServer(reviewAnswer: () => Response | Promise<Response>) {
  const posted: unknown[] = [];
  global.fetch = jest.fn(async (request: Request) => {
    if (request.url.endsWith('/api/users/me')) return json({ id: 'c1', firstName: 'Camille' });
    posted.push(await request.json());
    return reviewAnswer();
  }) as unknown as typeof fetch;
  return posted;
}

let store: ReturnType<typeof makeStore> | undefined;
let unmount: (() => void) | undefined;

const makeStore = () =>
  configureStore({
    reducer: { [shopApi.reducerPath]: shopApi.reducer, auth: authSlice.reducer },
    middleware: (getDefault) => getDefault().concat(shopApi.middleware),
  });

function renderForm({ isCustomer = true } = {}) {
  store = makeStore();
  if (isCustomer) {
    store.dispatch(
      authSlice.actions.sessionStarted({
        userId: 'c1',
        userToken: 'token',
        isNew: false,
        status: 'authenticated',
        refreshToken: 'refresh',
      } as never),
    );
  }
  ({ unmount } = render(
    <Provider store={store}>
      <ReviewForm productId={productId} productPath="/pp/miel-abc" />
    </Provider>,
  ));
}

const submitButton = () => screen.getByRole('button', { name: 'Publier mon avis' });
const submit = () => fireEvent.press(submitButton());
/** The form waits for the account's first name before it sends. */
const accountLoaded = () => waitFor(() => expect(submitButton()).toBeEnabled());

describe('ReviewForm', () => {
  afterEach(async () => {
    unmount?.();
    // No cache timer outlives the test.
    store?.dispatch(shopApi.util.resetApiState());
    jest.restoreAllMocks();
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  });

  it('asks a visitor to sign in rather than showing the form', () => {
    renderForm({ isCustomer: false });
    expect(screen.getByText('Connectez-vous pour donner votre avis')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Publier mon avis' })).toBeNull();
  });

  it('shows each field’s French error under it and sends nothing', async () => {
    const posted = fakeServer(() => json({}, 201));
    renderForm();
    await accountLoaded();
    submit();
    expect(await screen.findByText('Donnez un titre à votre avis.')).toBeTruthy();
    expect(screen.getByText('Choisissez une note entre 0 et 5.')).toBeTruthy();
    expect(posted).toEqual([]);
  });

  it('says the review could not be sent when the server fails', async () => {
    fakeServer(() => json({ error: { code: 'internal_error', message: '…' } }, 500));
    renderForm();
    fireEvent.press(screen.getByRole('radio', { name: '4 sur 5' }));
    fireEvent.changeText(screen.getByLabelText('Titre de votre avis'), 'Très bon');
    await accountLoaded();
    submit();
    expect(
      await screen.findByText("Votre avis n'a pas pu être envoyé. Réessayez dans quelques instants."),
    ).toBeTruthy();
  });

  it('shows the server’s field code under its field', async () => {
    fakeServer(() =>
      json(
        {
          error: {
            code: 'review_name_missing',
            message: '…',
            details: { fields: { userName: 'review_name_missing' } },
          },
        },
        400,
      ),
    );
    renderForm();
    fireEvent.press(screen.getByRole('radio', { name: '0 sur 5' }));
    fireEvent.changeText(screen.getByLabelText('Titre de votre avis'), 'Décevant');
    await accountLoaded();
    submit();
    expect(
      await screen.findByText('Indiquez votre nom ou publiez votre avis de manière anonyme.'),
    ).toBeTruthy();
  });

  it('sends a valid review, anonymous if asked, and thanks the customer', async () => {
    const posted = fakeServer(() => json({ id: 'r1' }, 201));
    renderForm();
    fireEvent.press(screen.getByRole('radio', { name: '5 sur 5' }));
    fireEvent.changeText(screen.getByLabelText('Titre de votre avis'), '  Délicieux ');
    fireEvent.changeText(screen.getByLabelText('Votre commentaire (facultatif)'), 'Parfait sur du pain.');
    fireEvent.press(screen.getByRole('checkbox', { name: 'Publier anonymement' }));
    await accountLoaded();
    submit();
    expect(await screen.findByText('Merci ! Votre avis est publié.')).toBeTruthy();
    expect(posted).toEqual([
      { rating: 5, title: 'Délicieux', comment: 'Parfait sur du pain.', anonymous: true },
    ]);
  });
});
