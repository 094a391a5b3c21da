import { fireEvent, renderRouter, screen } from 'expo-router/testing-library';
import { NotFoundScreen } from './not-found-screen';

describe('NotFoundScreen', () => {
  it('tells the visitor in French that the page does not exist and leads back home', () => {
    renderRouter({ index: () => null, '+not-found': NotFoundScreen }, { initialUrl: '/no-such-page' });

    expect(screen.getByRole('heading', { name: 'Page introuvable' })).toBeTruthy();
    expect(screen.getByText('Cette page n’existe pas ou a été déplacée.')).toBeTruthy();

    fireEvent.press(screen.getByRole('link', { name: 'Retour à l’accueil' }));
    expect(screen).toHavePathname('/');
  });
});
