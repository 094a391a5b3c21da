/**
 * What the checkout needs of the other modules, named by its own use of them: the checkout's
 * factory lists exactly these, so a module can change everything else freely.
 */
import type { Cents, Result } from '@sillon/domain';
import type { Database } from '../../db/client';
import type { AuthenticatedUser } from '../auth';
import type { CartVariant } from '../catalog/catalog.service';
import type { CompletedOrder } from '../promotions';

export type SlotMode = 'bag' | 'parcel';

export type OfferedSlot = {
  id: string;
  mode: SlotMode;
  start: Date;
  end: Date;
  bookableUntil: Date;
  isFull: boolean;
};

export type PickupPointDescription = {
  providerName: string;
  providerPointId: string;
  company: string;
  address1: string;
  zipcode: string;
  city: string;
  countryIso: string;
  openingHours: { day: string; hours: string }[];
};

export type DeliveryPort = {
  isBikeDistrict(zipcode: string): boolean;
  checkLocality(zipcode: string, city: string): Promise<Result<{ city: string }, 'address_not_found'>>;
  offeredSlots(mode: SlotMode, now: Date): Promise<OfferedSlot[]>;
  /** Throws slot_not_found, slot_closed or slot_full. */
  ensureChoosable(slotId: string, mode: SlotMode, now: Date): Promise<OfferedSlot>;
  /** Inside the completion's transaction; idempotent per order. */
  bookSlot(tx: Database, input: { slotId: string; orderId: string; now: Date }): Promise<void>;
  pickupPoint(providerName: string, providerPointId: string): Promise<PickupPointDescription | undefined>;
};

export type IntentStatus = 'requires_action' | 'requires_capture' | 'succeeded' | 'canceled' | 'failed';

export type PaymentIntent = {
  id: string;
  status: IntentStatus;
  amountCents: Cents;
  failure: string | null;
  nextAction: { type: 'three_d_secure'; challengeId: string } | null;
};

export type ProcessorPaymentMethod = {
  id: string;
  brand: string | null;
  last4: string | null;
  expMonth: number | null;
  expYear: number | null;
  wallet: 'apple_pay' | 'google_pay' | null;
};

export type ShopPaymentMethod = {
  id: string;
  type: string;
  name: string;
  description: string;
  code: 'credit_card' | 'apple_pay' | 'google_pay';
};

export type PaymentsPort = {
  authorize(input: {
    idempotencyKey: string;
    amountCents: Cents;
    paymentMethodId: string;
    reference: string;
  }): Promise<PaymentIntent>;
  capture(intentId: string): Promise<PaymentIntent>;
  cancel(intentId: string): Promise<PaymentIntent>;
  paymentMethod(id: string): Promise<ProcessorPaymentMethod | undefined>;
  paymentMethods(): ShopPaymentMethod[];
  /** A customer's saved card, as its processor payment method id. */
  savedCardPaymentMethod(userId: string, savedCardId: string): Promise<string | undefined>;
  saveCard(userId: string, paymentMethodId: string): Promise<void>;
};

export type CatalogPort = {
  cartVariants(ids: readonly string[]): Promise<Map<string, CartVariant>>;
  takeStock(
    tx: Database,
    items: readonly { variantId: string; productId: string; quantity: number }[],
  ): Promise<void>;
  stockChanged(): void;
};

export type PromotionsPort = {
  consumeForOrder(tx: Database, order: CompletedOrder): Promise<unknown>;
};

export type AccountPort = {
  minimumOrderCents(userId: string | null): Promise<Cents>;
  saveCheckoutEmail(user: AuthenticatedUser, email: string): Promise<void>;
};
