/** What an order e-mail says, asked of the order module when the e-mail is sent. */
import type { Cents, OrderStatus, Receipt, ReceiptLine } from '@sillon/domain';

export type OrderMailView = {
  /** Where the e-mail goes; null when the order has none (nothing is sent). */
  email: string | null;
  firstName: string | null;
  /** Spree's order number, as the customer knows it. */
  number: string;
  /** The order's status now (a status e-mail that no longer holds is not sent). */
  status: OrderStatus;
  /** When the order was placed (ISO instant). */
  placedAt: string;
  /** How the order comes: « Livraison à vélo, mardi 25 novembre, 10 h – 12 h », a pickup point… */
  deliveryLabel: string;
  /** The order's receipt as it is now (after additions). */
  receipt: Receipt;
  /** For an addition: what was added and what it cost. */
  added?: { lines: ReceiptLine[]; amountCents: Cents };
};

/** The e-mails an order's life sends. */
export const ORDER_MAIL_TEMPLATES = [
  'order_confirmation',
  'order_on_its_way',
  'order_delivered',
  'order_canceled',
  'order_items_added',
] as const;
export type OrderMailTemplate = (typeof ORDER_MAIL_TEMPLATES)[number];
