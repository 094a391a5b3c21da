import { signedInDestination } from './signed-in-destination';

jest.mock('expo-router', () => ({ router: { replace: jest.fn() }, useFocusEffect: jest.fn() }));

describe('signedInDestination', () => {
  it('goes on to the page of the shop the customer was going to', () => {
    expect(signedInDestination('/cart')).toBe('/cart');
    expect(signedInDestination('/pp/miel-abc?x=1')).toBe('/pp/miel-abc?x=1');
  });

  it('goes to the account without one, or for an address that leaves the shop', () => {
    for (const next of [
      undefined,
      '',
      'cart',
      'https://ailleurs.example',
      '//ailleurs.example/x',
      '/\\ailleurs.example',
    ]) {
      expect(signedInDestination(next)).toBe('/my-account');
    }
  });
});
