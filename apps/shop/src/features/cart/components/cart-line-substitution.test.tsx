/**
 * Issue 41, « Si ce produit manque » on a cart line: the preference the server's cart holds,
 * changed on it (its answer becomes the cart's quote); « Ce produit à la place » picks among the
 * similar products for the account's postal code; nothing is sent while the basket is being priced.
 */
import type { CartDocument, ProductTile } from '@sillon/contract';
import { act, fireEvent, render, screen } from '@testing-library/react-native';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { shopApi } from '@/lib/api';
import type { AppStore } from '@/store/store';
import { fakeServer } from '@/testing/fake-server';
import { customerStore } from '@/testing/customer-store';
import type { CartQuote } from '../api/use-cart-quote';
import { CartLineSubstitution } from './cart-line-substitution';

jest.mock('@react-native-async-storage/async-storage', () =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('@react-native-async-storage/async-storage/jest/async-storage-mock'),
);

const JUICE_VARIANT = 'juice-variant';
const JUICE_PRODUCT = 'juice-product';
const SET = 'PATCH /api/v2/storefront/cart/set_substitution';
const SIMILAR = `GET /api/catalog/products/${JUICE_PRODUCT}/similar`;

const nectar = {
  id: 'nectar-product',
  reference: 'nectar-de-poire',
  displayName: 'Nectar de poire',
  unitLabel: '1 L',
  priceCents: 420,
  photo: { url: '/images/products/nectar', width: 800, height: 800, alt: '' },
} as ProductTile;

const cartWith = (substitution: object) =>
  ({
    data: { id: 'R123456789', type: 'cart', attributes: {} },
    included: [
      {
        id: '41',
        type: 'line_item',
        attributes: { name: 'Jus de pomme', public_metadata: { gift: false, substitution } },
        relationships: { variant: { data: { id: JUICE_VARIANT, type: 'variant' } } },
      },
    ],
  }) as unknown as CartDocument;

let store: AppStore | undefined;
let unmount: (() => void) | undefined;

function renderLine(options: { isPending?: boolean } = {}) {
  const server = fakeServer({
    'GET /api/users/me': { body: { deliveryAddress: { zipcode: '75011' }, substitutionDefault: 'similar' } },
    [SIMILAR]: { body: { products: [nectar] } },
    [SET]: (call) => ({ body: cartWith((call.body as { substitution: object }).substitution) }),
  });
  store = customerStore();
  const accepted = jest.fn();
  ({ unmount } = render(
    <Provider store={store}>
      <QuotedLine isPending={options.isPending ?? false} onAccept={accepted} />
    </Provider>,
  ));
  return { server, quote: { accept: accepted } };
}

/** The line under a quote that takes the answers it is given, as the cart's does. */
function QuotedLine({ isPending, onAccept }: { isPending: boolean; onAccept(document: CartDocument): void }) {
  const [document, setDocument] = useState(() => cartWith({ kind: 'similar' }));
  const quote: CartQuote = {
    document,
    failure: undefined,
    isPending,
    accept: (next) => {
      onAccept(next);
      setDocument(next);
    },
    refresh: () => undefined,
  };
  return <CartLineSubstitution quote={quote} variantId={JUICE_VARIANT} productId={JUICE_PRODUCT} />;
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

afterEach(async () => {
  unmount?.();
  store?.dispatch(shopApi.util.resetApiState());
  await settle();
});

describe('CartLineSubstitution', () => {
  it('shows the line’s preference and saves « Ne pas remplacer » on the server’s cart', async () => {
    const { server, quote } = renderLine();
    expect(screen.getByTestId(`cart-substitution-${JUICE_VARIANT}-similar`)).toHaveProp('aria-pressed', true);
    // One group of choices per line: named by its product, so its buttons are told apart.
    expect(screen.getByLabelText('Si « Jus de pomme » manque')).toHaveProp('role', 'group');
    fireEvent.press(screen.getByTestId(`cart-substitution-${JUICE_VARIANT}-none`));
    await settle();
    expect(server.callsTo(SET)[0]?.body).toEqual({
      line_item_id: '41',
      substitution: { kind: 'none' },
      include: 'line_items',
    });
    expect(quote.accept).toHaveBeenCalledWith(cartWith({ kind: 'none' }));
  });

  it('picks « Ce produit à la place » among the similar products for the account’s postal code', async () => {
    const { server, quote } = renderLine();
    fireEvent.press(await screen.findByTestId(`cart-substitution-${JUICE_VARIANT}-chosen`));
    fireEvent.press(await screen.findByTestId('substitution-product-nectar-de-poire'));
    await settle();
    expect(new URL(server.callsTo(SIMILAR)[0]!.url).searchParams.get('zipcode')).toBe('75011');
    expect(server.callsTo(SET)[0]?.body).toMatchObject({
      substitution: { kind: 'chosen', product_id: 'nectar-product' },
    });
    expect(quote.accept).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId(`cart-substitution-${JUICE_VARIANT}-chosen`)).toHaveTextContent(
      'À la place : Nectar de poire',
    );
  });

  it('sends nothing while the basket is being priced (its lines are about to change)', async () => {
    const { server } = renderLine({ isPending: true });
    fireEvent.press(screen.getByTestId(`cart-substitution-${JUICE_VARIANT}-none`));
    await settle();
    expect(server.callsTo(SET)).toHaveLength(0);
  });
});
