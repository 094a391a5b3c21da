/** The checkout's screens and its numbered steps 1 to 5 (spec §2), by shipping mode. */
import type { ShippingMode } from './delivery';
import type { MessageKey } from './messages/fr';
import { t } from './messages/translate';

/** Spec §2: the screens under `order-checkout/{orderId}/`. */
export const CHECKOUT_SCREENS = [
  'information',
  'shipping',
  'timeslot',
  'pickup',
  'summary',
  'payment',
  'confirmation',
  'recap',
  'newsletter-optin',
  'all-done',
] as const;

export type CheckoutScreen = (typeof CHECKOUT_SCREENS)[number];

export type CheckoutStep = { number: 1 | 2 | 3 | 4 | 5; label: string; screen: CheckoutScreen };

export function isCheckoutScreen(screen: string): screen is CheckoutScreen {
  return (CHECKOUT_SCREENS as readonly string[]).includes(screen);
}

const stepKeys = (mode: ShippingMode): [MessageKey, CheckoutScreen][] => [
  ['checkout.steps.address', 'information'],
  ['checkout.steps.shipping', 'shipping'],
  mode === 'pickup-point'
    ? ['checkout.steps.pickup_point', 'pickup']
    : ['checkout.steps.timeslot', 'timeslot'],
  ['checkout.steps.summary', 'summary'],
  ['checkout.steps.payment', 'payment'],
];

/**
 * Spec §2: parcel and bag home delivery go Adresse, Livraison, Créneau, Vérification, Paiement;
 * pickup point goes Adresse, Livraison, Point relais, Vérification, Paiement.
 */
export function checkoutSteps(mode: ShippingMode): CheckoutStep[] {
  return stepKeys(mode).map(([key, screen], index) => ({
    number: (index + 1) as CheckoutStep['number'],
    label: t(key),
    screen,
  }));
}

/** The numbered step a screen belongs to; screens after payment are not steps. */
export function checkoutStepOf(screen: CheckoutScreen, mode: ShippingMode): CheckoutStep | undefined {
  return checkoutSteps(mode).find((step) => step.screen === screen);
}

/** Spec §2: `order-checkout/{orderId}/{screen}`. */
export function checkoutPath(orderId: string, screen: CheckoutScreen = 'information'): string {
  return `/order-checkout/${encodeURIComponent(orderId)}/${screen}`;
}
