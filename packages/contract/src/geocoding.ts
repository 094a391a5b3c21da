/**
 * Address suggestions (issue 40): `GET /api/geocoding/suggestions`, asked by the address form as
 * the street is typed. Each suggestion fills the street, the postal code and the city, and
 * carries the coordinates the delivery rounds use.
 */
import { z } from 'zod';

const coordinate = (min: number, max: number) => z.coerce.number().min(min).max(max).optional();

export const addressSuggestionsQuery = z
  .object({
    text: z.string().trim().max(200),
    /** Near where the customer is (the postal code typed, a previous address): nearer first. */
    lat: coordinate(-90, 90),
    lon: coordinate(-180, 180),
  })
  .refine((query) => (query.lat === undefined) === (query.lon === undefined), {
    path: ['lon'],
    message: 'Indiquez la latitude et la longitude ensemble.',
  });
export type AddressSuggestionsQuery = z.infer<typeof addressSuggestionsQuery>;

export const addressSuggestion = z.object({
  /** What the list shows: « 12 Rue Oberkampf, 75011 Paris ». */
  label: z.string(),
  /** The address's first line: « 12 Rue Oberkampf ». */
  street: z.string(),
  postal_code: z.string(),
  city: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** How close the coordinates are: the house, the street, or only the commune. */
  precision: z.enum(['housenumber', 'street', 'municipality']),
});
export type AddressSuggestion = z.infer<typeof addressSuggestion>;

export const addressSuggestionsResponse = z.object({ suggestions: z.array(addressSuggestion) });
export type AddressSuggestionsResponse = z.infer<typeof addressSuggestionsResponse>;
