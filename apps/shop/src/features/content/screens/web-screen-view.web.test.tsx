/**
 * Spec §2 WebScreenView on the web: the page framed in an <iframe> (the phones use a WebView),
 * under the same bar, with the page's title in the document's head; an address the shop does not
 * open (another site, `javascript:`) shows « Aucune page à afficher. » and no frame.
 */
import { render, screen } from '@testing-library/react-native';
import { WebScreenView } from './web-screen-view.web';

const mockParams: { url?: string; title?: string } = {};
jest.mock('expo-router', () => ({
  router: { canGoBack: () => false, back: jest.fn(), replace: jest.fn() },
  useLocalSearchParams: () => mockParams,
}));
jest.mock('expo-router/head', () => ({ __esModule: true, default: () => null }));
jest.mock('react-native-webview', () => {
  throw new Error('the web frames the page itself: no react-native-webview in its bundle');
});

type FrameProps = { src: string; title: string };

beforeEach(() => {
  delete mockParams.url;
  delete mockParams.title;
});

it('frames a page of the shop under its title, with a way to open it alone', () => {
  Object.assign(mockParams, { url: '/cgv', title: 'Conditions générales de vente' });
  render(<WebScreenView />);
  const frame = screen.UNSAFE_getByType('iframe' as never).props as FrameProps;
  expect(frame).toMatchObject({ src: 'http://localhost:3000/cgv', title: 'Conditions générales de vente' });
  expect(screen.getByRole('heading', { name: 'Conditions générales de vente' })).toBeOnTheScreen();
  expect(screen.getByText('Ouvrir dans le navigateur')).toBeOnTheScreen();
});

it('names a page without a title « Informations »', () => {
  mockParams.url = '/mentions-legales';
  render(<WebScreenView />);
  expect((screen.UNSAFE_getByType('iframe' as never).props as FrameProps).title).toBe('Informations');
});

it('frames nothing for an address the shop does not open', () => {
  mockParams.url = 'javascript:alert(1)';
  render(<WebScreenView />);
  expect(screen.getByText('Aucune page à afficher.')).toBeOnTheScreen();
  expect(screen.UNSAFE_queryAllByType('iframe' as never)).toEqual([]);
});
