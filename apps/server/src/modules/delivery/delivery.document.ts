/**
 * Pickup points in the storefront's JSON:API shapes: in a search, and (through the order module)
 * as an order's chosen point. One mapping, so both always describe a point alike.
 */
import type { NearbyPickupPointResource, PickupPointAttributes } from '@sillon/contract';
import type { PickupPointView } from './delivery.service';
import type { PickupPoint } from './types';

export function pickupPointAttributes(point: PickupPoint): PickupPointAttributes {
  return {
    provider_name: point.providerName,
    provider_point_id: point.providerPointId,
    company: point.company,
    address1: point.address1,
    zipcode: point.zipcode,
    city: point.city,
    country_iso: point.countryIso,
    opening_hours: point.openingHours,
  };
}

export function nearbyPickupPointResource(point: PickupPointView): NearbyPickupPointResource {
  return {
    id: point.id,
    type: 'pickup_point',
    attributes: {
      ...pickupPointAttributes(point),
      latitude: point.latitude,
      longitude: point.longitude,
      distance_km: point.distanceKm,
    },
  };
}
