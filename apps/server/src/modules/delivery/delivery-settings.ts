/** The delivery module's settings, from the configuration (`PICKUP_DEFAULT_PROVIDER`). */

/** Spec §9 "A default pickup-relay brand is configured": the shop's own network by default. */
export const DEFAULT_PICKUP_PROVIDER = 'Relais Sillon';

export type DeliverySettings = {
  /** The pickup network of a chosen point whose request names none (spec §3 `providerName`). */
  defaultPickupProvider: string;
};

export const defaultDeliverySettings: DeliverySettings = { defaultPickupProvider: DEFAULT_PICKUP_PROVIDER };
