import { render, screen } from '@testing-library/react-native';
import { Provider } from 'react-redux';
import { silentReporter } from '@/store/error-reporting';
import { createStore } from '@/store/store';
import { silentTracker } from '@/store/tracking';
import { fakeServer } from '@/testing/fake-server';
import { carrotsTile, honeyTile } from '@/testing/fixtures/checkout';
import { CheckoutError } from './checkout-error';

jest.mock('expo-router', () => ({ Link: ({ children }: { children: unknown }) => children }));
// The store brings the session's modules, which read the device's storage.
jest.mock('@react-native-async-storage/async-storage', () =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('@react-native-async-storage/async-storage/jest/async-storage-mock'),
);

describe('CheckoutError (spec §8)', () => {
  it("quotes a code this app does not know under the server's sentence, for the customer service", () => {
    render(<CheckoutError failure={{ code: 'pickup_network_closed', message: 'Ce réseau est fermé.' }} />);
    expect(screen.getByText('Problème technique')).toBeTruthy();
    expect(screen.getByText('Ce réseau est fermé.')).toBeTruthy();
    expect(
      screen.getByText('Code erreur : pickup_network_closed. Communiquez-le au service client.'),
    ).toBeTruthy();
  });

  it('shows a known refusal in its own words, without a code', () => {
    render(<CheckoutError failure={{ code: 'card_declined' }} />);
    expect(screen.getByText('Carte refusée')).toBeTruthy();
    expect(
      screen.getByText('Votre carte a été refusée. Essayez une autre carte ou contactez votre banque.'),
    ).toBeTruthy();
    expect(screen.queryByTestId('error-code-line')).toBeNull();
  });

  it('names the regional products not delivered there, and leads back to the cart (spec §8)', async () => {
    const server = fakeServer({
      'GET /api/bff/catalog/products': { body: { products: [honeyTile, carrotsTile] } },
    });
    render(
      <Provider store={createStore({ reporter: silentReporter, tracker: silentTracker })}>
        <CheckoutError failure={{ code: 'regional_product_unavailable', variantIds: [carrotsTile.id] }} />
      </Provider>,
    );
    expect(screen.getByText('Ce produit régional n’est pas livré à ce code postal.')).toBeTruthy();
    expect(await screen.findByText(`Non livré à cette adresse : ${carrotsTile.displayName}.`)).toBeTruthy();
    expect(screen.getByTestId('checkout-error')).toHaveTextContent(/Retour au panier/);
    expect(server.calls.some((call) => call.url.includes(`ids=${carrotsTile.id}`))).toBe(true);
  });
});
