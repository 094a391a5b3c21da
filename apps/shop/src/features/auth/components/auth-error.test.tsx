/** Spec §8 "Phone auth": each error with its title and content; an unknown one with its code. */
import { act, render, screen } from '@testing-library/react-native';
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

  it('counts the wait the server gave down, and says when it is over', () => {
    jest.useFakeTimers();
    try {
      const onWaitOver = jest.fn();
      render(<AuthError code="otp_resend_too_soon" details={{ seconds: 3 }} onWaitOver={onWaitOver} />);
      expect(screen.getByText('Renvoyer le code dans 3 s')).toBeTruthy();
      act(() => jest.advanceTimersByTime(1000));
      expect(screen.getByText('Renvoyer le code dans 2 s')).toBeTruthy();
      expect(onWaitOver).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(2000));
      expect(onWaitOver).toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });
});
