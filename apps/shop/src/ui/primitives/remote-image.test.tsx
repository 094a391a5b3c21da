/**
 * Spec §8: an image whose address fails to load is reported, on native and on the web. Spec §9:
 * the width a picture is asked at (doubled by default, at most 1920 pixels).
 */
import { fireEvent, render, screen } from '@testing-library/react-native';
import { Image } from 'expo-image';
import { PixelRatio } from 'react-native';
import { setErrorReporter, silentReporter, type ErrorReport } from '@/lib/error-reports';
import { RemoteImage } from './remote-image';
import { RemoteImage as WebRemoteImage } from './remote-image.web';

const reports: ErrorReport[] = [];

beforeEach(() => {
  reports.length = 0;
  setErrorReporter({ ...silentReporter, report: (report) => reports.push(report) }, () => 'customer-1');
});
afterAll(() => setErrorReporter(silentReporter, () => null));

describe('RemoteImage', () => {
  it('reports an image that did not load, with its address and the user', () => {
    render(<RemoteImage path="/images/products/pommes" alt="Pommes" width={120} height={120} />);
    // What the native view sends when the address fails.
    fireEvent(screen.getByLabelText('Pommes'), 'error', { nativeEvent: { error: 'HTTP 404' } });
    expect(reports).toEqual([
      {
        kind: 'image',
        action: expect.stringMatching(/^http:\/\/localhost:3000\/images\/products\/pommes\?w=\d+/),
        userId: 'customer-1',
        argument: null,
        error: 'HTTP 404',
      },
    ]);
  });

  it('reports a web picture that did not load, with its address', () => {
    const { UNSAFE_getByType } = render(
      <WebRemoteImage path="/images/products/poires" alt="Poires" width={120} height={120} />,
    );
    fireEvent(UNSAFE_getByType('img' as never), 'error');
    expect(reports).toEqual([
      expect.objectContaining({
        kind: 'image',
        action: expect.stringContaining('/images/products/poires?w='),
        userId: 'customer-1',
      }),
    ]);
  });
});

describe('the width a picture is asked at (spec §9)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('asks the web twice the shown width by default (as a listed width), and offers the browser 1× to 3×', () => {
    const { UNSAFE_getByType } = render(
      <WebRemoteImage path="/images/products/poires" alt="Poires" width={120} height={90} />,
    );
    const picture = UNSAFE_getByType('img' as never).props as { src: string; srcSet: string };
    const at = (width: number) => `http://localhost:3000/images/products/poires?w=${width}&fm=auto`;
    expect(picture.src).toBe(at(240));
    expect(picture.srcSet).toBe(`${at(128)} 1x, ${at(240)} 2x, ${at(500)} 3x`);
  });

  it('offers a fluid picture each listed width once', () => {
    const { UNSAFE_getByType } = render(
      <WebRemoteImage path="/images/products/poires" alt="Poires" width={900} height={300} fluid />,
    );
    const picture = UNSAFE_getByType('img' as never).props as { srcSet: string };
    const at = (width: number) => `http://localhost:3000/images/products/poires?w=${width}&fm=auto`;
    expect(picture.srcSet).toBe(`${at(1080)} 1080w, ${at(1920)} 1920w`);
  });

  it("asks a phone at its screen's density: 3× on a 3× screen, 1920 at most", () => {
    jest.spyOn(PixelRatio, 'get').mockReturnValue(3);
    render(
      <>
        <RemoteImage path="/images/products/pommes" alt="Pommes" width={120} height={120} />
        <RemoteImage path="/images/products/bandeau" alt="Bandeau" width={800} height={200} />
      </>,
    );
    const asked = screen
      .UNSAFE_getAllByType(Image)
      .map((image) => (image.props as { source: { uri: string } }).source.uri);
    expect(asked).toEqual([
      'http://localhost:3000/images/products/pommes?w=500&auto=format',
      'http://localhost:3000/images/products/bandeau?w=1920&auto=format',
    ]);
  });
});
