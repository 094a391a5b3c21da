/**
 * Where a stop lies (issue 42): the address's own point from the geocoder when it knows the street
 * or the number, else its postal code's centre (`postal_code`: the back office says the point is
 * rough), so a round is planned even when the geocoder fails or is unreachable.
 */
import type { GeoPoint } from '@sillon/domain';
import type { AddressToLocate, Geocoder } from '../geocoding';
import type { PointPrecision } from './rounds.tables';

export type LocatedStop = { point: GeoPoint; precision: PointPrecision };

export function createStopLocator(deps: {
  geocoder: Pick<Geocoder, 'locate'>;
  postalCodeCentre: (zipcode: string) => GeoPoint | undefined;
  /** Where a stop with no known place is put: the hub (the courier calls the customer). */
  fallback: GeoPoint;
  log: { warn(details: object, message: string): void };
}) {
  /**
   * `askGeocoder: false` within a transaction, where no outside service is called (its locks
   * would wait on it): the postal code's centre straight away. `failures: 'throw'`: a geocoder
   * that fails throws, for a job to try again, instead of answering the centre.
   */
  return async function locate(
    address: AddressToLocate,
    options: { askGeocoder?: boolean; failures?: 'centre' | 'throw' } = {},
  ): Promise<LocatedStop> {
    try {
      const found = options.askGeocoder === false ? null : await deps.geocoder.locate(address);
      if (found && found.precision !== 'municipality') {
        return { point: { latitude: found.latitude, longitude: found.longitude }, precision: 'address' };
      }
    } catch (failure) {
      if (options.failures === 'throw') throw failure;
      // An unreachable geocoder costs precision, never the planning.
      deps.log.warn({ err: failure, zipcode: address.zipcode }, 'geocoder failed; postal code centre used');
    }
    const centre = deps.postalCodeCentre(address.zipcode);
    return { point: centre ?? deps.fallback, precision: 'postal_code' };
  };
}

export type StopLocator = ReturnType<typeof createStopLocator>;
