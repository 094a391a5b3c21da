/**
 * Issue 38: the CGV ticked at payment, sent with the version shown; a version the shop no longer
 * has in force is refused with its French text and the new one is fetched, to tick again.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react-native';
import { errorText } from '@sillon/domain';
import type { FakeCall } from '@/testing/fake-server';
import {
  closePaymentStep,
  orderInPayment,
  refusal,
  renderPaymentStep,
  TERMS_VERSION,
  termsOfSale,
} from '@/testing/payment-step';

jest.mock('expo-router', () => ({
  Link: ({ children }: { children: unknown }) => children,
  Redirect: () => null,
  router: { push: jest.fn(), replace: jest.fn() },
  useLocalSearchParams: () => ({ orderId: 'R123456789' }),
  usePathname: () => '/order-checkout/R123456789/payment',
}));
jest.mock('expo-router/head', () => ({ __esModule: true, default: () => null }));
jest.mock('@react-native-async-storage/async-storage', () =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('@react-native-async-storage/async-storage/jest/async-storage-mock'),
);
jest.mock('@/lib/api/refresh-token-store', () => ({
  readRefreshToken: async () => undefined,
  saveRefreshToken: async () => undefined,
}));

const sandboxConfig = {
  provider: 'sandbox',
  publishable_key: 'pk_test_sandbox',
  apple_pay_merchant_id: null,
  country: 'FR',
};
const NEW_VERSION = '2026-12-01T08:00:00.000Z';

afterEach(closePaymentStep);
afterAll(() => new Promise((resolve) => setTimeout(resolve, 50)));

const box = () =>
  screen.getByRole('checkbox', { name: 'J’ai lu et j’accepte les conditions générales de vente' });

describe('TermsAcceptance (issue 38)', () => {
  it('shows the version in force, and ticks once the order keeps the acceptance with it', async () => {
    const server = await renderPaymentStep({ config: sandboxConfig });
    expect(await screen.findByText('Version du 1er novembre 2026')).toBeTruthy();
    expect(box()).not.toBeChecked();
    fireEvent.press(box());
    await waitFor(() => expect(box()).toBeChecked());
    expect(server.callsTo('PATCH /api/v2/storefront/checkout').map((call) => call.body)).toEqual([
      { order: { terms_accepted: true, terms_version: TERMS_VERSION } },
    ]);

    fireEvent.press(box());
    await waitFor(() => expect(box()).not.toBeChecked());
    expect(server.callsTo('PATCH /api/v2/storefront/checkout').at(-1)?.body).toEqual({
      order: { terms_accepted: false },
    });
  });

  it('shows the box ticked when the order keeps the version in force (a reload), and unticks it', async () => {
    const accepted = {
      data: {
        ...orderInPayment.data,
        attributes: { ...orderInPayment.data.attributes, terms_version: TERMS_VERSION },
      },
    };
    const server = await renderPaymentStep({
      config: sandboxConfig,
      routes: { 'GET /api/v2/storefront/cart': { body: accepted } },
    });
    await screen.findByText('Version du 1er novembre 2026');
    await waitFor(() => expect(box()).toBeChecked());
    fireEvent.press(box());
    await waitFor(() => expect(box()).not.toBeChecked());
    expect(server.callsTo('PATCH /api/v2/storefront/checkout').map((call) => call.body)).toEqual([
      { order: { terms_accepted: false } },
    ]);
  });

  it('shows the box unticked when the order keeps a version no longer in force', async () => {
    const outdated = {
      data: {
        ...orderInPayment.data,
        attributes: { ...orderInPayment.data.attributes, terms_version: '2025-01-01T08:00:00.000Z' },
      },
    };
    await renderPaymentStep({
      config: sandboxConfig,
      routes: { 'GET /api/v2/storefront/cart': { body: outdated } },
    });
    await screen.findByText('Version du 1er novembre 2026');
    expect(box()).not.toBeChecked();
  });

  it('stays unticked when the CGV changed, says so, and shows the new version to accept', async () => {
    const versions = [TERMS_VERSION, NEW_VERSION];
    const server = await renderPaymentStep({
      config: sandboxConfig,
      routes: {
        'GET /api/bff/page': () => ({ body: { ...termsOfSale, version: versions.shift() ?? NEW_VERSION } }),
        'PATCH /api/v2/storefront/checkout': (call: FakeCall) =>
          (call.body as { order: { terms_version?: string } }).order.terms_version === NEW_VERSION
            ? { body: orderInPayment }
            : refusal('terms_version_outdated'),
      },
    });
    await screen.findByText('Version du 1er novembre 2026');
    fireEvent.press(box());
    expect(
      await screen.findByText(errorText('terms_version_outdated').content, { exact: false }),
    ).toBeTruthy();
    expect(box()).not.toBeChecked();
    await screen.findByText('Version du 1er décembre 2026');
    fireEvent.press(box());
    await waitFor(() => expect(box()).toBeChecked());
    expect(server.callsTo('PATCH /api/v2/storefront/checkout').at(-1)?.body).toEqual({
      order: { terms_accepted: true, terms_version: NEW_VERSION },
    });
  });

  it('offers to try again when the CGV cannot be read, and then shows the box', async () => {
    const answers = [{ status: 503, body: { error: { code: 'service_unavailable', message: '…' } } }];
    await renderPaymentStep({
      config: sandboxConfig,
      routes: { 'GET /api/bff/page': () => answers.shift() ?? { body: termsOfSale } },
    });
    fireEvent.press(await screen.findByRole('button', { name: 'Réessayer' }));
    await screen.findByText('Version du 1er novembre 2026');
    expect(box()).not.toBeChecked();
  });
});
