/** Spec §8 "Phone auth": each error with its title and content; an unknown one with its code. */
import { render, screen } from '@testing-library/react-native';
import { AuthError } from './auth-error';

describe('AuthError', () => {
  it('shows an error the catalogue does not know as the unknown error, with its code for customer service', () => {
    render(<AuthError code="sms_gateway_timeout" />);
    expect(screen.getByText('Connexion impossible')).toBeTruthy();
    expect(
      screen.getByText(
        'Une erreur inattendue nous empêche de vous connecter. Réessayez ou contactez le service client.',
      ),
    ).toBeTruthy();
    expect(
      screen.getByText('Code erreur : sms_gateway_timeout. Communiquez-le au service client.'),
    ).toBeTruthy();
  });

  it('shows a known error with its own title and content, and no code line', () => {
    render(<AuthError code="user_disabled" />);
    expect(screen.getByText('Compte désactivé')).toBeTruthy();
    expect(
      screen.getByText('Ce compte a été désactivé. Contactez le service client pour en savoir plus.'),
    ).toBeTruthy();
    expect(screen.queryByText(/Code erreur/)).toBeNull();
  });
});
