/** Where a stop lies (issue 42): the geocoder's point, else the postal code's centre, else the hub. */
import { describe, expect, it } from 'vitest';
import type { GeocodedAddress } from '../geocoding';
import { createStopLocator } from './stop-locations';

const HUB = { latitude: 48.85795, longitude: 2.37913 };
const CENTRE_75011 = { latitude: 48.859, longitude: 2.38 };
const address = { address1: '12 rue Oberkampf', zipcode: '75011', city: 'Paris' };

const found = (precision: GeocodedAddress['precision']): GeocodedAddress => ({
  label: '12 Rue Oberkampf 75011 Paris',
  street: '12 Rue Oberkampf',
  postalCode: '75011',
  city: 'Paris',
  latitude: 48.8655,
  longitude: 2.377,
  precision,
});

function locatorWith(locate: () => Promise<GeocodedAddress | null>) {
  const warnings: string[] = [];
  const locator = createStopLocator({
    geocoder: { locate },
    postalCodeCentre: (zipcode) => (zipcode === '75011' ? CENTRE_75011 : undefined),
    fallback: HUB,
    log: { warn: (_details, message) => warnings.push(message) },
  });
  return { locator, warnings };
}

describe('a stop’s point', () => {
  it.each([
    ['a house number', 'housenumber' as const],
    ['a street', 'street' as const],
  ])('is the address’s own when the geocoder knows %s', async (_case, precision) => {
    const { locator } = locatorWith(async () => found(precision));
    expect(await locator(address)).toEqual({
      point: { latitude: 48.8655, longitude: 2.377 },
      precision: 'address',
    });
  });

  it('is the postal code’s centre when the geocoder knows only the town, or nothing', async () => {
    for (const answer of [found('municipality'), null]) {
      const { locator } = locatorWith(async () => answer);
      expect(await locator(address)).toEqual({ point: CENTRE_75011, precision: 'postal_code' });
    }
  });

  it('is the postal code’s centre when the geocoder fails, and says so in the log', async () => {
    const { locator, warnings } = locatorWith(() => Promise.reject(new Error('unreachable')));
    expect(await locator(address)).toEqual({ point: CENTRE_75011, precision: 'postal_code' });
    expect(warnings).toHaveLength(1);
  });

  it('throws a geocoder’s failure when told to (a job then tries again)', async () => {
    const { locator } = locatorWith(() => Promise.reject(new Error('unreachable')));
    await expect(locator(address, { failures: 'throw' })).rejects.toThrow('unreachable');
  });

  it('is the postal code’s centre, the geocoder not asked, when told not to ask it', async () => {
    let asked = 0;
    const { locator } = locatorWith(async () => {
      asked += 1;
      return found('housenumber');
    });
    expect(await locator(address, { askGeocoder: false })).toEqual({
      point: CENTRE_75011,
      precision: 'postal_code',
    });
    expect(asked).toBe(0);
  });

  it('is the hub for a postal code with no known centre', async () => {
    const { locator } = locatorWith(async () => null);
    expect(await locator({ ...address, zipcode: '98000' })).toEqual({ point: HUB, precision: 'postal_code' });
  });
});
