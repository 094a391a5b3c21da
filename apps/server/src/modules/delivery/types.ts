/**
 * The delivery's shapes that other modules keep (an order's chosen pickup point): types only,
 * importing nothing of the server, so any module's tables may name them.
 */
/** A pickup point as an order keeps it once chosen (spec §3 chosenPickupPoint). */
export type PickupPoint = {
  providerName: string;
  providerPointId: string;
  company: string;
  address1: string;
  zipcode: string;
  city: string;
  countryIso: string;
  openingHours: { day: string; hours: string }[];
};
