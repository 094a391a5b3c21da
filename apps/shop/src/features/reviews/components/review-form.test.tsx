import type { Review } from '@sillon/contract';
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

/** The server: the account's first name, the customer's own review, and the answer to a posted one. */
function fakeServer(reviewAnswer: () => Response | Promise<Response>, { mine = null as Review | null } = {}) {
  const posted: unknown[] = [];
  let own = mine;
  global.fetch = jest.fn(async (request: Request) => {
    if (request.url.endsWith('/api/users/me')) return json({ id: 'c1', firstName: 'Camille' });
    if (request.url.endsWith('/reviews/mine')) return json({ review: own });
    posted.push(await request.json());
    const answer = await reviewAnswer();
    if (answer.ok) own = (await answer.clone().json()) as Review;
    return answer;
  }) as unknown as typeof fetch;
  return posted;
}

const written = (changes: Partial<Review> = {}): Review => ({
  id: 'r1',
  productId,
  title: 'Délicieux',
  comment: 'Parfait sur du pain.',
  displayName: 'anonymous',
  rating: 5,
  createdAt: '2026-11-20T10:00:00.000Z',
  verifiedPurchase: false,
  ...changes,
});

let store: ReturnType<typeof makeStore> | undefined;
let unmount: (() => void) | undefined;

const makeStore = () =>
  configureStore({
    reducer: { [shopApi.reducerPath]: shopApi.reducer, auth: authSlice.reducer },
    middleware: (getDefault) => getDefault().concat(shopApi.middleware),
  });

/** Who is asking: a customer, a visitor (an anonymous session), or not known yet (the session starting). */
function renderForm({ session = 'customer' }: { session?: 'customer' | 'visitor' | 'starting' } = {}) {
  store = makeStore();
  if (session !== 'starting') {
    store.dispatch(
      authSlice.actions.sessionStarted({
        userId: 'c1',
        userToken: 'token',
        isNew: false,
        status: session === 'customer' ? 'authenticated' : 'anonymous',
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

  it('waits for the session rather than asking a customer to sign in while it is restored', () => {
    renderForm({ session: 'starting' });
    expect(screen.getByTestId('review-form-pending', { includeHiddenElements: true })).toBeTruthy();
    expect(screen.queryByText('Connectez-vous pour donner votre avis')).toBeNull();
  });

  it('asks a visitor to sign in rather than showing the form', () => {
    renderForm({ session: 'visitor' });
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

  it('counts the title and the comment as typed, up to what the shop keeps', async () => {
    fakeServer(() => json({}, 201));
    renderForm();
    await accountLoaded();
    expect(screen.getByText('0 / 200 caractères')).toBeTruthy();
    expect(screen.getByText(/^0 \/ 5\s000 caractères$/)).toBeTruthy();
    fireEvent.changeText(screen.getByLabelText('Titre de votre avis'), 'Très bon miel');
    expect(screen.getByText('13 / 200 caractères')).toBeTruthy();
  });

  it('says the review could not be sent when the server fails', async () => {
    fakeServer(() => json({ error: { code: 'internal_error', message: '…' } }, 500));
    renderForm();
    fireEvent.press(await screen.findByRole('radio', { name: '4 sur 5' }));
    fireEvent.changeText(screen.getByLabelText('Titre de votre avis'), 'Très bon');
    await accountLoaded();
    submit();
    expect(
      await screen.findByText('Votre avis n’a pas pu être envoyé. Réessayez dans quelques instants.'),
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
    fireEvent.press(await screen.findByRole('radio', { name: '0 sur 5' }));
    fireEvent.changeText(screen.getByLabelText('Titre de votre avis'), 'Décevant');
    await accountLoaded();
    submit();
    expect(
      await screen.findByText('Indiquez votre nom ou publiez votre avis de manière anonyme.'),
    ).toBeTruthy();
  });

  it('sends a valid review, anonymous if asked, thanks the customer and shows it instead of the form', async () => {
    const posted = fakeServer(() => json(written(), 201));
    renderForm();
    fireEvent.press(await screen.findByRole('radio', { name: '5 sur 5' }));
    fireEvent.changeText(screen.getByLabelText('Titre de votre avis'), '  Délicieux ');
    fireEvent.changeText(screen.getByLabelText('Votre commentaire (facultatif)'), 'Parfait sur du pain.');
    fireEvent.press(screen.getByRole('checkbox', { name: 'Publier anonymement' }));
    await accountLoaded();
    submit();
    expect(await screen.findByText('Merci ! Votre avis est publié.')).toBeTruthy();
    expect(posted).toEqual([
      { rating: 5, title: 'Délicieux', comment: 'Parfait sur du pain.', anonymous: true },
    ]);
    expect(screen.getByRole('heading', { name: 'Votre avis' })).toBeTruthy();
    expect(screen.getByText(/Délicieux/)).toBeTruthy();
    expect(screen.getByText(/^Par un client anonyme/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Publier mon avis' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Modifier mon avis' })).toBeTruthy();
  });

  it('shows the customer’s earlier review, editable, rather than a form for a second one', async () => {
    const posted = fakeServer(() => json(written({ title: 'Finalement excellent', rating: 4 })), {
      mine: written({ displayName: 'Camille', title: 'Bon', rating: 3, comment: '' }),
    });
    renderForm();
    expect(await screen.findByRole('heading', { name: 'Votre avis' })).toBeTruthy();
    expect(screen.getByText(/★★★☆☆ Bon/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Publier mon avis' })).toBeNull();

    fireEvent.press(screen.getByRole('button', { name: 'Modifier mon avis' }));
    expect(screen.getByLabelText('Titre de votre avis').props.value).toBe('Bon');
    expect(screen.getByRole('radio', { name: '3 sur 5' }).props.accessibilityState.checked).toBe(true);
    fireEvent.changeText(screen.getByLabelText('Titre de votre avis'), 'Finalement excellent');
    fireEvent.press(screen.getByRole('radio', { name: '4 sur 5' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Enregistrer mon avis' })).toBeEnabled());
    fireEvent.press(screen.getByRole('button', { name: 'Enregistrer mon avis' }));

    expect(await screen.findByText('C’est noté : votre avis est modifié.')).toBeTruthy();
    expect(posted).toEqual([{ rating: 4, title: 'Finalement excellent', comment: '', anonymous: false }]);
    expect(screen.getByText(/Finalement excellent/)).toBeTruthy();
    expect(screen.queryByText('Merci ! Votre avis est publié.')).toBeNull();
  });
});
