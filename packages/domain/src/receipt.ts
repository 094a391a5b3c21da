/**
 * The receipt of a placed order (ticket de caisse, spec §2 `my-account/orders/{id}/ticket`), as a
 * French shop must give it: the shop's identity, the order's number and date, each line with its
 * unit price, quantity and VAT rate, gifts at 0 with their offered value, discounts, delivery,
 * totals without and with VAT per rate, and how it was paid. Amounts in cents; the screen, the PDF
 * and the e-mail all show this one model.
 */
import type { ShippingMode } from './delivery';
import { t } from './messages/translate';
import { sumCents, type Cents } from './money';
import type { OrderTotals, VatShare } from './order-totals';
import type { DeliveredCharge } from './substitutions';
import { cardTypeLabel } from './payment-card';
import { formatParisDate, formatParisDay, formatParisHour } from './slot-calendar';

/** Who sells: the legal mentions a receipt carries. */
export type ShopIdentity = {
  name: string;
  legalName: string;
  addressLines: string[];
  siret: string;
  vatNumber: string;
};

/**
 * The demo shop's identity, the one place it is written. Invented: SIREN 000 000 000 belongs to
 * nobody, and its VAT number is the one France's formula gives it (key 12). A real shop puts its
 * own here.
 */
export const SHOP_IDENTITY: ShopIdentity = {
  name: 'Sillon',
  legalName: 'Sillon SAS (boutique de démonstration)',
  addressLines: ['1 rue de la Démonstration', '75011 Paris', 'France'],
  siret: '000 000 000 00000',
  vatNumber: 'FR12000000000',
};

/**
 * The demo shop's contact address: the app's « Nous contacter » and the legal pages' e-mail
 * write the same one (a real shop sets `EXPO_PUBLIC_CONTACT_EMAIL` and `SHOP_LEGAL_CONTACT_EMAIL`).
 * `.example` is reserved: no mail reaches anybody.
 */
export const DEMO_CONTACT_EMAIL = 'bonjour@sillon.example';

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
  /** The same instant as every rendering shows it: « mardi 25 novembre 2025 à 10 h 05 ». */
  placedAtLabel: string;
  customer: { name: string; addressLines: string[] } | null;
  /** How the order comes: « Livraison à vélo, mardi 25 novembre, 10 h – 12 h », a pickup point… */
  deliveryLabel: string;
  lines: ReceiptLine[];
  gifts: ReceiptGift[];
  /** The lines' totals, VAT included, before discounts. */
  itemTotalCents: Cents;
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
  /** Issue 41: what the preparation changed and what the order came to; null until it is prepared. */
  preparation: ReceiptPreparation | null;
};

/**
 * A change the preparation made to a line: units missing (their amount, negative, not charged),
 * or a substitute put in the bag for them (its amount; `pending` while the customer may refuse it).
 */
export type ReceiptChange =
  | { kind: 'missing'; name: string; unitLabel: string; quantity: number; amountCents: Cents }
  | {
      kind: 'substitute';
      name: string;
      quantity: number;
      /** The ordered product it replaces. */
      replaces: string;
      amountCents: Cents;
      answer: 'accepted' | 'pending';
    };

export type ReceiptPreparation = {
  changes: ReceiptChange[];
  /** What the shop offered of what was delivered (`DeliveredCharge.offeredCents`), 0 for none. */
  offeredCents: Cents;
  /** What the order came to as delivered: what the card is charged. */
  deliveredTotalCents: Cents;
  /** The VAT inside what was delivered, per rate (a substitute's at its own rate). */
  vatLines: ReceiptVatLine[];
};

/** A paid line as prepared, and the substitute the customer kept (or may still refuse). */
export type PreparedReceiptLine = {
  name: string;
  unitLabel: string;
  quantity: number;
  preparedQuantity: number;
  substitute?: { name: string; quantity: number; answer: 'accepted' | 'pending' } | undefined;
};

/**
 * Issue 41: the receipt's « Après préparation » part from the order's lines as prepared and what
 * the domain charges for them (`deliveredCharge`, its lines in the same order): for each short
 * line, its missing units at what they cost on the order, then its substitute at what it costs.
 */
export function receiptPreparationOf(
  lines: readonly PreparedReceiptLine[],
  charge: Pick<DeliveredCharge, 'amountCents' | 'offeredCents' | 'lines' | 'vatByRate'>,
): ReceiptPreparation {
  const changes = lines.flatMap((line, index): ReceiptChange[] => {
    const charged = charge.lines[index];
    const missing = line.quantity - line.preparedQuantity;
    if (!charged || missing <= 0) return [];
    const missingCents = charged.notChargedCents + charged.substituteCents;
    const { substitute } = line;
    return [
      {
        kind: 'missing',
        name: line.name,
        unitLabel: line.unitLabel,
        quantity: missing,
        amountCents: -missingCents,
      },
      ...(substitute
        ? [
            {
              kind: 'substitute' as const,
              name: substitute.name,
              quantity: substitute.quantity,
              replaces: line.name,
              amountCents: charged.substituteCents,
              answer: substitute.answer,
            },
          ]
        : []),
    ];
  });
  return {
    changes,
    offeredCents: charge.offeredCents,
    deliveredTotalCents: charge.amountCents,
    vatLines: charge.vatByRate.map(vatLineOf),
  };
}

/** How the order comes, as the order kept it: a home delivery's slot, or a pickup point. */
export type ReceiptDelivery =
  | { mode: Exclude<ShippingMode, 'pickup-point'>; slot: { start: string; end: string } | null }
  | {
      mode: 'pickup-point';
      point: { company: string; address1: string; zipcode: string; city: string } | null;
    }
  | { mode: null };

/** How the order was paid, as the card processor described it (brand in its names: `visa`, `amex`). */
export type ReceiptPayment = { brand: string | null; lastDigits: string | null; wallet: string | null };

export type ReceiptInput = {
  orderNumber: string;
  placedAt: string;
  customer: Receipt['customer'];
  delivery: ReceiptDelivery;
  lines: readonly Omit<ReceiptLine, 'totalCents'>[];
  /** The gifts the order came with (active ones only). */
  gifts: readonly ReceiptGift[];
  /** The discounts that took something off, as negative amounts. */
  discounts: readonly { name: string; amountCents: Cents }[];
  shippingCents: Cents;
  /** The order's totals as it was paid (`orderTotals`): its VAT per rate is the receipt's. */
  totals: Pick<OrderTotals, 'vatByRate'>;
  payment: ReceiptPayment | null;
  shop?: ShopIdentity;
  /** Issue 41: once the order is prepared (`receiptPreparationOf`). */
  preparation?: ReceiptPreparation | undefined;
};

/**
 * The order's delivery in one line (spec §3 delivery slot, chosen pickup point), days and hours in
 * Paris time: « Livraison à vélo, mardi 25 novembre, 10 h – 12 h », « Livraison sur rendez-vous,
 * … », « Point relais : {company}, {address}, {zipcode} {city} ».
 */
export function receiptDeliveryLabel(delivery: ReceiptDelivery): string {
  if (delivery.mode === null) return '';
  if (delivery.mode === 'pickup-point') {
    const { point } = delivery;
    if (!point) return t('checkout.shipping_methods.pickup-point');
    return t('receipt.delivery.pickup_point', {
      company: point.company,
      address: point.address1,
      zipcode: point.zipcode,
      city: point.city,
    });
  }
  const { slot } = delivery;
  if (!slot) return t(`checkout.shipping_methods.${delivery.mode}`);
  return t(`receipt.delivery.${delivery.mode}`, {
    day: formatParisDay(slot.start),
    hours: t('checkout.timeslot.hours', {
      start: formatParisHour(slot.start),
      end: formatParisHour(slot.end),
    }),
  });
}

/** « Visa •••• 4242 » for a card (the brand as customers read it), « Apple Pay » for a wallet. */
export function receiptPaymentLabel(payment: ReceiptPayment | null): string | null {
  if (!payment) return null;
  if (payment.wallet === 'apple_pay') return t('payments.methods.apple_pay');
  if (payment.wallet === 'google_pay') return t('payments.methods.google_pay');
  const brand = cardTypeLabel(payment.brand ?? '');
  return payment.lastDigits ? t('receipt.payment.card', { brand, last4: payment.lastDigits }) : brand;
}

/** « mardi 25 novembre 2025 à 10 h 05 », in Paris time. */
export function receiptDateLabel(instant: string): string {
  return t('receipt.placed_at', { day: formatParisDate(instant), time: formatParisHour(instant) });
}

function vatLineOf(share: VatShare): ReceiptVatLine {
  return {
    vatRateBp: share.vatRateBp,
    excludingVatCents: share.paidCents - share.vatCents,
    vatCents: share.vatCents,
    includingVatCents: share.paidCents,
  };
}

/**
 * The receipt of a placed order. Its VAT is the order's own (`orderTotals`: discounts and delivery
 * shared between rates pro rata): per rate, without VAT = paid − VAT inside, so each VAT line adds
 * up, and the totals are the sums of the VAT lines, so they add up to the cent as well. The
 * lines, less the discounts, plus the delivery, come to the same total when the input is the
 * order's own (the property tests check it against `orderTotals`).
 */
export function receiptOf(input: ReceiptInput): Receipt {
  const lines = input.lines.map((line) => ({ ...line, totalCents: line.unitPriceCents * line.quantity }));
  const vatLines = input.totals.vatByRate.map(vatLineOf);
  return {
    shop: input.shop ?? SHOP_IDENTITY,
    orderNumber: input.orderNumber,
    placedAt: input.placedAt,
    placedAtLabel: receiptDateLabel(input.placedAt),
    customer: input.customer,
    deliveryLabel: receiptDeliveryLabel(input.delivery),
    lines,
    gifts: [...input.gifts],
    itemTotalCents: sumCents(lines.map((line) => line.totalCents)),
    discounts: input.discounts
      .filter((discount) => discount.amountCents !== 0)
      .map((discount) => ({ ...discount })),
    shippingCents: input.shippingCents,
    vatLines,
    totalExcludingVatCents: sumCents(vatLines.map((line) => line.excludingVatCents)),
    totalVatCents: sumCents(vatLines.map((line) => line.vatCents)),
    totalCents: sumCents(vatLines.map((line) => line.includingVatCents)),
    paymentLabel: receiptPaymentLabel(input.payment),
    preparation: input.preparation ?? null,
  };
}
