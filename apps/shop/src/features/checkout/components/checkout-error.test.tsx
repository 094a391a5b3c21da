import { render, screen } from '@testing-library/react-native';
import { CheckoutError } from './checkout-error';

jest.mock('expo-router', () => ({ Link: ({ children }: { children: unknown }) => children }));

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
});
