/** Spec §8: an image whose address fails to load is reported, on native and on the web. */
import { fireEvent, render, screen } from '@testing-library/react-native';
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
