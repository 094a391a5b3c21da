/**
 * Reading the checkout server's order documents: the totals it computed (never recomputed here),
 * the included resources by type, the lines, the discounts, the address, the chosen pickup point.
 */
import type {
  CartDocument,
  PickupPointResource,
  SubstitutionPreferenceBody,
  SubstitutionProposalView,
} from '@sillon/contract';
import { parseDecimalString, type Cents } from '@sillon/domain';

/** An order as the checkout server answers it (Spree's cart or order document). */
export type OrderDocument = CartDocument;
/** Any document an order includes; `includedOf` picks them by type. */
export type IncludedResource = NonNullable<CartDocument['included']>[number];

export type OrderTotals = {
  itemTotalCents: Cents;
  adjustmentTotalCents: Cents;
  taxTotalCents: Cents;
  shipTotalCents: Cents;
  totalCents: Cents;
  orderTotalAfterStoreCreditCents: Cents;
  totalAppliedStoreCreditCents: Cents;
  subTotals: { code: string; label: string; displayAmount: string }[];
};

export type ChosenPickupPoint = {
  id: string;
  providerName: string;
  providerPointId: string;
  address: { company: string; countryId: string; address1: string; zipcode: string; city: string };
};

export const cents = (amount: string | undefined | null): Cents => (amount ? parseDecimalString(amount) : 0);

/** A summary line as the server wrote it (« Sous-total », a discount, « Dont TVA 5,5 % »). */
export type SubTotal = OrderTotals['subTotals'][number];

const subTotalOf = (subtotal: { code: string; label: string; display_amount: string }): SubTotal => ({
  code: subtotal.code,
  label: subtotal.label,
  displayAmount: subtotal.display_amount,
});

/** The summary's VAT lines (« Dont TVA 5,5 % »), by their code. */
export const isVatSubTotal = (subtotal: SubTotal) => subtotal.code.startsWith('vat_');

/** Spec §7: the totals the server answers (item, adjustments, tax, shipping, store credit, total). */
export function totalsOf(document: Pick<OrderDocument, 'data'>): OrderTotals {
  const attributes = document.data.attributes;
  return {
    itemTotalCents: cents(attributes.item_total),
    adjustmentTotalCents: cents(attributes.adjustment_total),
    taxTotalCents: cents(attributes.tax_total),
    shipTotalCents: cents(attributes.ship_total),
    totalCents: cents(attributes.total),
    orderTotalAfterStoreCreditCents: cents(attributes.order_total_after_store_credit ?? attributes.total),
    totalAppliedStoreCreditCents: cents(attributes.total_applied_store_credit),
    subTotals: (attributes.subtotals ?? []).map(subTotalOf),
  };
}

/** The included documents of one type. */
export function includedOf<T extends { type: string }>(
  document: { included?: readonly IncludedResource[] },
  type: T['type'],
): T[] {
  return (document.included ?? []).filter((item) => item.type === type) as unknown as T[];
}

export type OrderLine = {
  id: string;
  /** The catalogue product or retail variant the line is of. */
  variantId: string | null;
  name: string;
  quantity: number;
  priceCents: Cents;
  /** What the line came to when ordered (price × quantity), before the order's discounts. */
  totalCents: Cents;
  /** The line's share of the order's discounts, positive. */
  discountCents: Cents;
  isGift: boolean;
  offeredValueCents: Cents;
  /** What went in the bag once the order is prepared (issue 37); null before. */
  preparedQuantity: number | null;
  /** Issue 41: what the customer wants if the product runs short; none for a gift. */
  substitution: SubstitutionPreferenceBody | null;
  /** Issue 41: the substitute proposed for its missing units, once prepared. */
  proposal: SubstitutionProposalView | null;
  /**
   * Issue 41: what the line is charged once prepared (delivered units and kept substitute, its
   * share of the discounts off); null before.
   */
  deliveredCents: Cents | null;
  /** When the customer added it to the placed order (issue 14); null for a line ordered with it. */
  addedAt: string | null;
};

type LineItemAttributes = {
  name: string;
  quantity: number;
  price: string;
  total: string;
  promo_total?: string;
  public_metadata?: {
    gift?: boolean;
    offered_value?: string;
    prepared_quantity?: number;
    added_at?: string;
    substitution?: SubstitutionPreferenceBody;
    substitution_proposal?: SubstitutionProposalView;
    delivered_amount?: string;
  };
};

/** The order's lines: paid ones, and gifts at 0 € with their offered value (spec §3). */
export function linesOf(document: { included?: readonly IncludedResource[] }): OrderLine[] {
  return includedOf<{
    id: string;
    type: 'line_item';
    attributes: LineItemAttributes;
    relationships?: { variant?: { data: { id: string } | null } };
  }>(document, 'line_item').map((item) => ({
    id: item.id,
    variantId: item.relationships?.variant?.data?.id ?? null,
    name: item.attributes.name,
    quantity: item.attributes.quantity,
    priceCents: cents(item.attributes.price),
    totalCents: cents(item.attributes.total),
    discountCents: Math.abs(cents(item.attributes.promo_total)),
    isGift: item.attributes.public_metadata?.gift === true,
    offeredValueCents: cents(item.attributes.public_metadata?.offered_value),
    preparedQuantity: item.attributes.public_metadata?.prepared_quantity ?? null,
    addedAt: item.attributes.public_metadata?.added_at ?? null,
    substitution: item.attributes.public_metadata?.substitution ?? null,
    proposal: item.attributes.public_metadata?.substitution_proposal ?? null,
    deliveredCents:
      item.attributes.public_metadata?.delivered_amount === undefined
        ? null
        : cents(item.attributes.public_metadata.delivered_amount),
  }));
}

/**
 * Issue 41: what the prepared order comes to, the VAT inside it, what of it the shop offered
 * (beyond what the payment could bring), and whether a proposal still waits for an answer.
 */
export function deliveredTotalsOf(document: Pick<OrderDocument, 'data'>): {
  totalCents: Cents;
  vat: SubTotal[];
  offeredCents: Cents;
  isAwaitingAnswers: boolean;
} | null {
  const delivered = document.data.attributes.delivered_totals;
  if (!delivered) return null;
  return {
    totalCents: cents(delivered.total),
    vat: delivered.vat.map(subTotalOf),
    offeredCents: delivered.offered === undefined ? 0 : cents(delivered.offered),
    isAwaitingAnswers: delivered.awaiting_answers,
  };
}

/** The money that moved once the order was prepared (issue 37): taken, given back and when. */
export type PaymentTotals = { capturedCents: Cents; refundedCents: Cents; refundedAt: string | null };

export function paymentTotalsOf(document: Pick<OrderDocument, 'data'>): PaymentTotals | null {
  const moved = document.data.attributes.payment_totals;
  if (!moved) return null;
  return {
    capturedCents: cents(moved.captured_total),
    refundedCents: cents(moved.refunded_total),
    refundedAt: moved.refunded_at,
  };
}

export type OrderPromotion = { id: string; name: string; displayAmount: string; kind: string };

/** The discounts and offers applied to the order (coupon, referral, gift, free delivery). */
export function promotionsOf(document: { included?: readonly IncludedResource[] }): OrderPromotion[] {
  return includedOf<{
    id: string;
    type: 'promotion';
    attributes: { name: string; display_amount: string; public_metadata?: { kind?: string } };
  }>(document, 'promotion').map((promotion) => ({
    id: promotion.id,
    name: promotion.attributes.name,
    displayAmount: promotion.attributes.display_amount,
    kind: promotion.attributes.public_metadata?.kind ?? '',
  }));
}

/** The delivery address the order carries (included `address`), its instructions to the courier too. */
export function shippingAddressOf(document: OrderDocument):
  | {
      name: string;
      address1: string;
      address2: string;
      zipcode: string;
      city: string;
      deliveryInstructions: string;
    }
  | undefined {
  const id = document.data.relationships.shipping_address?.data?.id;
  const address = includedOf<{
    id: string;
    type: 'address';
    attributes: {
      firstname?: string;
      lastname?: string;
      fullname?: string | null;
      address1: string;
      address2?: string | null;
      zipcode: string;
      city: string;
      delivery_instructions?: string | null;
    };
  }>(document, 'address').find((item) => id === undefined || item.id === id);
  if (!address) return undefined;
  const { firstname = '', lastname = '', fullname, address1, address2, zipcode, city } = address.attributes;
  return {
    name: fullname || `${firstname} ${lastname}`.trim(),
    address1,
    address2: address2 ?? '',
    zipcode,
    city,
    deliveryInstructions: address.attributes.delivery_instructions ?? '',
  };
}

/** The pickup point the order will be collected at (spec §7: `pickup_point` in included). */
export function pickupPointOf(document: OrderDocument): PickupPointResource | undefined {
  const id = document.data.relationships.chosen_pickup_point?.data?.id;
  if (!id) return undefined;
  return includedOf<PickupPointResource>(document, 'pickup_point').find((point) => point.id === id);
}
