/** The delivery module's settings, from the configuration (`PICKUP_DEFAULT_PROVIDER`, `SHOP_HUB`). */

/** Spec §9 "A default pickup-relay brand is configured": the shop's own network by default. */
export const DEFAULT_PICKUP_PROVIDER = 'Relais Sillon';

/** Where the bikes leave from and come back to (issue 42: the rounds' start and end). */
export type ShopHub = { label: string; latitude: number; longitude: number };

/** The demo shop's warehouse, near Voltaire in Paris 11e (among the bike districts). */
export const DEFAULT_SHOP_HUB: ShopHub = {
  label: 'Entrepôt Sillon, 75011 Paris',
  latitude: 48.85795,
  longitude: 2.37913,
};

export type DeliverySettings = {
  /** The pickup network of a chosen point whose request names none (spec §3 `providerName`). */
  defaultPickupProvider: string;
  /** The bikes' hub; the demo warehouse when absent. */
  hub?: ShopHub | undefined;
};

export const defaultDeliverySettings: DeliverySettings = {
  defaultPickupProvider: DEFAULT_PICKUP_PROVIDER,
  hub: DEFAULT_SHOP_HUB,
};

/** `SHOP_HUB=48.8579,2.3791,Entrepôt Sillon`: latitude, longitude, then the label (commas allowed). */
export function parseShopHub(text: string): ShopHub | null {
  const [latitude, longitude, ...label] = text.split(',');
  const point = { latitude: Number(latitude), longitude: Number(longitude) };
  if (!Number.isFinite(point.latitude) || Math.abs(point.latitude) > 90) return null;
  if (!Number.isFinite(point.longitude) || Math.abs(point.longitude) > 180) return null;
  if (latitude?.trim() === '' || longitude?.trim() === '') return null;
  return { ...point, label: label.join(',').trim() || DEFAULT_SHOP_HUB.label };
}
