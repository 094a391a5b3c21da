/**
 * Delivery: the communes of a postal code (address form, spec §5 and §8 "address not found") and
 * the pickup points near a postal code (our extension of the storefront API, spec §3
 * chosenPickupPoint), in the storefront's JSON:API style.
 */
import { z } from 'zod';

/** Checked against the French format by the route, so a malformed code answers `postal_code_invalid`. */
export const communesQuery = z.object({ postal_code: z.string().max(20) });
export type CommunesQuery = z.infer<typeof communesQuery>;

export const communeSchema = z.object({
  /** INSEE code of the commune (`75056` for Paris). */
  code: z.string(),
  /** Official name, as the address should carry it. */
  name: z.string(),
});

export const communesResponse = z.object({
  postal_code: z.string(),
  /** Empty when no commune has this postal code. */
  communes: z.array(communeSchema),
});
export type CommunesResponse = z.infer<typeof communesResponse>;

export const PICKUP_POINTS_MAX_LIMIT = 50;

export const pickupPointsQuery = z.object({
  zipcode: z.string().max(20),
  limit: z.coerce.number().int().min(1).max(PICKUP_POINTS_MAX_LIMIT).optional(),
});
export type PickupPointsQuery = z.input<typeof pickupPointsQuery>;

export const openingHoursSchema = z.array(
  z.object({
    /** French day name ("lundi"). */
    day: z.string(),
    /** Free text: "9h00–12h30, 14h00–19h00" or "Fermé". */
    hours: z.string(),
  }),
);

/** A pickup point as the storefront describes it: in a search and as an order's chosen point. */
export const pickupPointAttributes = z.object({
  provider_name: z.string(),
  provider_point_id: z.string(),
  company: z.string(),
  address1: z.string(),
  zipcode: z.string(),
  city: z.string(),
  country_iso: z.string(),
  opening_hours: openingHoursSchema,
});
export type PickupPointAttributes = z.infer<typeof pickupPointAttributes>;

/** One pickup point of a search (its `id` is ours; a choice names `provider_name` + `provider_point_id`). */
export const nearbyPickupPointResource = z.object({
  id: z.string(),
  type: z.literal('pickup_point'),
  attributes: pickupPointAttributes.extend({
    latitude: z.number(),
    longitude: z.number(),
    /** From the postal code's rough location (arrondissement or department centre); null if unknown. */
    distance_km: z.number().nullable(),
  }),
});
export type NearbyPickupPointResource = z.infer<typeof nearbyPickupPointResource>;

/** GET `/api/v2/storefront/pickup_points`: nearest first, points of the same postal code leading. */
export const pickupPointsDocument = z.object({ data: z.array(nearbyPickupPointResource) });
export type PickupPointsDocument = z.infer<typeof pickupPointsDocument>;
