/**
 * The receipt of a placed order (ticket de caisse, spec §2 `my-account/orders/{id}/ticket`), as a
 * French shop must give it: the shop's identity, the order's number and date, each line with its
 * unit price, quantity and VAT rate, gifts at 0 with their offered value, discounts, delivery,
 * totals without and with VAT per rate, and how it was paid. Amounts in cents; the screen, the PDF
 * and the e-mail all show this one model.
 */
import type { Cents } from './money';

/** Who sells: the legal mentions a receipt carries. */
export type ShopIdentity = {
  name: string;
  legalName: string;
  addressLines: string[];
  siret: string;
  vatNumber: string;
};

export type ReceiptLine = {
  name: string;
  /** As on the shelf tag: `le kg`, `500 g`, `la pièce`. */
  unitLabel: string;
  quantity: number;
  unitPriceCents: Cents;
  /** Unit price × quantity, VAT included, before discounts. */
  totalCents: Cents;
  vatRateBp: number;
};

export type ReceiptGift = {
  name: string;
  unitLabel: string;
  quantity: number;
  /** What the gift would have cost: shown, never charged. */
  offeredValueCents: Cents;
  vatRateBp: number;
};

export type ReceiptVatLine = {
  vatRateBp: number;
  excludingVatCents: Cents;
  vatCents: Cents;
  includingVatCents: Cents;
};

export type Receipt = {
  shop: ShopIdentity;
  orderNumber: string;
  /** When the order was placed (ISO instant); shown in Paris time. */
  placedAt: string;
  customer: { name: string; addressLines: string[] } | null;
  /** How the order comes: « Livraison à vélo, mardi 25 novembre, 10 h – 12 h », a pickup point… */
  deliveryLabel: string;
  lines: ReceiptLine[];
  gifts: ReceiptGift[];
  /** Each discount as a negative amount, VAT included. */
  discounts: { name: string; amountCents: Cents }[];
  shippingCents: Cents;
  /** Per VAT rate: what was paid without VAT, the VAT, and with VAT (discounts and delivery shared in). */
  vatLines: ReceiptVatLine[];
  totalExcludingVatCents: Cents;
  totalVatCents: Cents;
  totalCents: Cents;
  /** « Visa •••• 4242 », « Apple Pay »; null when nothing was paid. */
  paymentLabel: string | null;
};
