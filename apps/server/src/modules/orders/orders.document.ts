/**
 * The cart as a Spree Storefront API v2 JSON:API document: `cart` attributes (decimal strings with
 * `display_` twins), every relationship present, and `included` only for the names asked in
 * `include` (an unknown name is Spree's 400). Gifts are line items at 0 with their offered value;
 * discounts, gifts and free delivery are `promotion` documents.
 */
import type {
  AddressResource,
  CartAttributes,
  CartDocument,
  LineItemResource,
  PaymentResource,
  PickupPointResource,
  PromotionResource,
  ShipmentResource,
  VariantResource,
} from '@sillon/contract';
import {
  CURRENCY,
  deliveryEstimate,
  deliveryEstimateLabel,
  formatEuros,
  missingToUnlockCents,
  shippingMethodCode,
  t,
  toDecimalString,
  violationText,
  type Cents,
  type DefaultSubstitutionKind,
  type SubstitutionAnswer,
  type SubstitutionPreference,
} from '@sillon/domain';
import { AppError } from '../../http/app-error';
import type { CartVariant } from '../catalog';
import { pickupPointAttributes } from '../delivery';
import { shippingPriceInput, type PricedCart, type PricedGift, type PricedLine } from './order-pricing';
import type { OrderRow, PaymentRow } from './order-types';
import type { OrderCharge } from './payment-record';
import type { OrderAddress } from './orders.tables';
import { isPreparationShown } from './preparation-shown';

const RELATIONSHIPS = [
  'line_items',
  'variants',
  'promotions',
  'payments',
  'shipments',
  'user',
  'billing_address',
  'shipping_address',
  'chosen_pickup_point',
] as const;
const NESTED = [
  'line_items.variant',
  'variants.product',
  'variants.images',
  'line_items.digital_links',
  'chosen_pickup_point.address',
  'payments.payment_method',
  'payments.source',
  'shipments.selected_shipping_rate',
];

/** The names of `include`, checked against the cart's relationships. */
export function parseInclude(include: string | undefined): Set<string> {
  const names = (include ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  for (const name of names) {
    if (!(RELATIONSHIPS as readonly string[]).includes(name) && !NESTED.includes(name)) {
      throw new AppError('invalid_input', 'include_not_supported', { errors: { include: [name] } });
    }
  }
  return new Set(names);
}

const amount = (name: string, cents: Cents) => ({
  [name]: toDecimalString(cents),
  [`display_${name}`]: formatEuros(cents),
});

/** What the checkout added to an order, beside its lines and prices. */
export type OrderExtras = {
  payments: readonly PaymentRow[];
  type?: 'cart' | 'order';
  /** Whether the customer may still cancel or add to the placed order, and until when. */
  changeWindow?: { isOpen: boolean; until: string | null };
  /** Issue 41: what each line wants if its product runs short, and what became of its proposal. */
  substitutions?: SubstitutionsView;
};

/** Issue 41: the order's substitutions as its document shows them. */
export type SubstitutionsView = {
  /** Each line's preference: its own, else the order's (or, for a cart, the account's) default. */
  preferenceOf: (lineId: string) => SubstitutionPreference;
  defaultKind: DefaultSubstitutionKind;
  /** Once prepared: what each proposal came to, and what the order is charged. */
  prepared?: { answers: Record<string, SubstitutionAnswer | 'pending'>; charge: OrderCharge };
};

/** Spree lists the valid payments only: failed and void ones are history. */
const isValidPayment = (payment: PaymentRow) => payment.state !== 'failed' && payment.state !== 'void';

export function cartDocument(
  cart: OrderRow,
  priced: PricedCart,
  include: Set<string>,
  extras: OrderExtras = { payments: [] },
): CartDocument {
  const activeGifts = priced.gifts.filter((gift) => gift.active);
  const payments = extras.payments.filter(isValidPayment);
  const ids = orderIds(cart);
  const variants = uniqueVariants([
    ...priced.lines.map((line) => line.variant),
    ...activeGifts.flatMap((gift) => gift.variant ?? []),
  ]);
  const document: CartDocument = {
    data: {
      id: cart.number,
      type: extras.type ?? 'cart',
      attributes: {
        ...cartAttributes(cart, priced, extras.changeWindow ?? { isOpen: false, until: null }),
        payment_totals: paymentTotals(extras.payments),
        ...substitutionAttributes(extras.substitutions),
      },
      relationships: {
        line_items: many('line_item', [
          ...priced.lines.map((line) => line.id),
          ...activeGifts.map((gift) => gift.id),
        ]),
        variants: many(
          'variant',
          variants.map((variant) => variant.variantId),
        ),
        promotions: many(
          'promotion',
          priced.promotions.map((promotion) => promotion.id),
        ),
        payments: many(
          'payment',
          payments.map((payment) => payment.number),
        ),
        shipments: many('shipment', ids.shipment ? [ids.shipment] : []),
        user: { data: cart.userId ? { id: cart.userId, type: 'user' } : null },
        billing_address: one('address', ids.billAddress),
        shipping_address: one('address', ids.shipAddress),
        chosen_pickup_point: one('pickup_point', ids.pickupPoint),
      },
    },
  };
  if (include.size === 0) return document;
  const included: NonNullable<CartDocument['included']> = [];
  if (include.has('line_items')) {
    const counted = isPreparationShown(cart) ? (cart.preparedQuantities ?? {}) : null;
    included.push(
      ...priced.lines.map((line) =>
        lineItem(
          line,
          counted && (counted[line.id] ?? line.quantity),
          lineSubstitution(cart, line.id, extras.substitutions),
        ),
      ),
      ...activeGifts.map(giftLineItem),
    );
  }
  if (include.has('variants') || include.has('line_items.variant'))
    included.push(...variants.map(variantResource));
  if (include.has('promotions')) included.push(...priced.promotions.map(promotionResource));
  if (include.has('user') && cart.userId)
    included.push({ id: cart.userId, type: 'user', attributes: { kind: 'user' } });
  if (include.has('billing_address') && cart.billAddress && ids.billAddress)
    included.push(addressResource(ids.billAddress, cart.billAddress));
  if (include.has('shipping_address') && cart.shipAddress && ids.shipAddress)
    included.push(addressResource(ids.shipAddress, cart.shipAddress));
  if (include.has('shipments') && ids.shipment) included.push(shipmentResource(cart, priced));
  if (include.has('payments')) included.push(...payments.map(paymentResource));
  if (include.has('chosen_pickup_point') || include.has('chosen_pickup_point.address'))
    included.push(...pickupPointResources(cart));
  document.included = included;
  return document;
}

/** The ids of the order's parts, derived from its number: stable for one order, distinct between orders. */
function orderIds(cart: OrderRow) {
  return {
    billAddress: cart.billAddress ? `${cart.number}-bill` : null,
    shipAddress: cart.shipAddress ? `${cart.number}-ship` : null,
    shipment: cart.shipmentNumber,
    pickupPoint: cart.pickupPoint
      ? `${cart.pickupPoint.providerName}-${cart.pickupPoint.providerPointId}`
      : null,
  };
}

function one(type: string, id: string | null) {
  return { data: id ? { id, type } : null };
}

const COUNTRY_NAMES: Record<string, { name: string; iso3: string }> = {
  FR: { name: 'France', iso3: 'FRA' },
};

export function addressResource(id: string, address: OrderAddress): AddressResource {
  const country = COUNTRY_NAMES[address.countryIso] ?? { name: address.countryIso, iso3: address.countryIso };
  return {
    id,
    type: 'address',
    attributes: {
      firstname: address.firstname,
      lastname: address.lastname,
      fullname: address.fullname,
      address1: address.address1,
      address2: address.address2 || null,
      city: address.city,
      zipcode: address.zipcode,
      phone: null,
      state_name: address.stateName || null,
      state_code: null,
      company: address.company,
      country_name: country.name,
      country_iso: address.countryIso,
      country_iso3: country.iso3,
      label: null,
      public_metadata: {},
      delivery_instructions: address.deliveryInstructions ?? null,
    },
  };
}

/** The order's shipment as its cart shows it; the rates and slots come with `/checkout/shipping_rates`. */
function shipmentResource(cart: OrderRow, priced: PricedCart): ShipmentResource {
  const code = cart.shippingMode ? shippingMethodCode(cart.shippingMode) : null;
  const selectedRate = cart.shippingMode ? `${cart.shipmentNumber}-${cart.shippingMode}` : null;
  return {
    id: cart.shipmentNumber!,
    type: 'shipment',
    attributes: {
      number: cart.shipmentNumber!,
      final_price: toDecimalString(priced.totals.shipTotalCents),
      display_final_price: formatEuros(priced.totals.shipTotalCents),
      state: cart.shipmentState ?? 'pending',
      shipped_at: null,
      tracking_url: null,
      free: priced.shipping?.quote.isOffered ?? false,
      delivery_slots: [],
      delivery_slots_headline: null,
      delivery_slot_id: cart.deliverySlot?.id ?? null,
      shipping_method_code: code,
      public_metadata: {},
    },
    relationships: {
      shipping_rates: many('shipping_rate', selectedRate ? [selectedRate] : []),
      selected_shipping_rate: one('shipping_rate', selectedRate),
      stock_location: { data: null },
      line_items: many(
        'line_item',
        priced.lines.map((line) => line.id),
      ),
    },
  };
}

function paymentResource(payment: PaymentRow): PaymentResource {
  return {
    id: payment.number,
    type: 'payment',
    attributes: {
      ...amount('amount', payment.amountCents),
      number: payment.number,
      state: payment.state,
      payment_method_id: payment.paymentMethodId,
      payment_method_name: paymentMethodName(payment),
      response_code: payment.intentId,
      cvv_response_code: null,
      cvv_response_message: null,
      public_metadata: {
        code: payment.wallet ?? 'credit_card',
        brand: payment.brand,
        last_digits: payment.lastDigits,
        wallet: payment.wallet,
        failure_code: payment.failureCode,
      },
    } as PaymentResource['attributes'],
    relationships: {
      source: payment.wallet ? { data: null } : one('credit_card', payment.processorPaymentMethodId),
      payment_method: one('payment_method', payment.paymentMethodId),
    },
  };
}

function paymentMethodName(payment: PaymentRow): string {
  if (payment.wallet === 'apple_pay') return 'Apple Pay';
  if (payment.wallet === 'google_pay') return 'Google Pay';
  return 'Carte bancaire';
}

/** Spec §7: the chosen pickup point and its address, both in `included`. */
function pickupPointResources(cart: OrderRow): (PickupPointResource | AddressResource)[] {
  const point = cart.pickupPoint;
  if (!point) return [];
  const id = `${point.providerName}-${point.providerPointId}`;
  const addressId = `${id}-address`;
  return [
    {
      id,
      type: 'pickup_point',
      attributes: pickupPointAttributes(point),
      relationships: { address: one('address', addressId) },
    },
    addressResource(addressId, {
      firstname: '',
      lastname: '',
      fullname: point.company,
      company: point.company,
      address1: point.address1,
      address2: '',
      city: point.city,
      zipcode: point.zipcode,
      countryIso: point.countryIso,
      stateName: '',
    }),
  ];
}

function cartAttributes(
  cart: OrderRow,
  priced: PricedCart,
  changeWindow: { isOpen: boolean; until: string | null },
): CartAttributes {
  const { totals } = priced;
  const preTaxItems = totals.itemTotalCents + totals.promoTotalCents - totals.taxTotalCents;
  return {
    number: cart.number,
    token: cart.token,
    state: cart.state,
    email: cart.email,
    currency: CURRENCY,
    item_count: priced.lines.reduce((count, line) => count + line.quantity, 0),
    ...amount('item_total', totals.itemTotalCents),
    ...amount('adjustment_total', totals.adjustmentTotalCents),
    ...amount('promo_total', totals.promoTotalCents),
    ...amount('tax_total', totals.taxTotalCents),
    ...amount('included_tax_total', totals.taxTotalCents),
    ...amount('additional_tax_total', 0),
    ...amount('ship_total', totals.shipTotalCents),
    ...amount('total', totals.totalCents),
    ...amount('pre_tax_item_amount', preTaxItems),
    ...amount('pre_tax_total', preTaxItems),
    ...amount('total_applied_store_credit', totals.totalAppliedStoreCreditCents),
    ...amount('order_total_after_store_credit', totals.totalAfterStoreCreditCents),
    ...amount('offered_value', priced.offeredValueCents),
    subtotals: subtotals(priced),
    gifts: priced.gifts.map(giftAttributes(totals.itemTotalCents)),
    coupon: couponStatus(priced),
    free_delivery: priced.freeDelivery,
    terms_version: cart.termsVersion,
    delivery_estimate: deliveryEstimateOf(priced),
    preloaded: cart.preloaded,
    created_at: cart.createdAt.toISOString(),
    updated_at: cart.updatedAt.toISOString(),
    completed_at: cart.completedAt?.toISOString() ?? null,
    shipment_state: cart.shipmentState,
    payment_state: cart.paymentState,
    delivery_slot: cart.deliverySlot
      ? {
          id: cart.deliverySlot.id,
          start: cart.deliverySlot.start,
          end: cart.deliverySlot.end,
          bookable_until: cart.deliverySlot.bookableUntil,
        }
      : null,
    shipping_method_code: cart.shippingMode ? shippingMethodCode(cart.shippingMode) : null,
    special_instructions: null,
    public_metadata: {},
    status: cart.status,
    changeable_until: changeWindow.until,
    can_cancel: changeWindow.isOpen,
    can_add_items: changeWindow.isOpen,
  } as CartAttributes;
}

function subtotal(code: string, label: string, cents: Cents) {
  return { code, label, amount: toDecimalString(cents), display_amount: formatEuros(cents) };
}

/**
 * The summary lines, the amounts the total is made of: items, each discount by its name (the
 * cart has no other place that says what « −10,00 € » is), delivery once its method is chosen
 * (before, `delivery_estimate` says what it will cost), then the VAT inside, per rate. Gifts are
 * not charged, so their value is no line here (`offered_value`).
 */
function subtotals(priced: PricedCart) {
  const { totals } = priced;
  const lines = [subtotal('items', t('cart.subtotals.items'), totals.itemTotalCents)];
  for (const promotion of priced.promotions) {
    if (promotion.amountCents < 0)
      lines.push(subtotal(`discount_${promotion.id}`, promotion.name, promotion.amountCents));
  }
  if (priced.shipping) lines.push(subtotal('shipping', t('cart.subtotals.shipping'), totals.shipTotalCents));
  return [...lines, ...vatSubtotals(totals.vatByRate)];
}

/** « Dont TVA 5,5 % »: the VAT inside an amount, per rate. */
function vatSubtotals(vatByRate: OrderCharge['vatByRate']) {
  return vatByRate.map((share) => {
    const rate = `${(share.vatRateBp / 100).toLocaleString('fr-FR')} %`;
    return subtotal(`vat_${share.vatRateBp}`, t('cart.subtotals.vat', { rate }), share.vatCents);
  });
}

/**
 * Issue 36: a cart whose method is not chosen yet shows what delivery will cost by the rule
 * (never « 0,00 € » that the checkout then raises); null once chosen.
 */
function deliveryEstimateOf(priced: PricedCart): CartAttributes['delivery_estimate'] {
  if (priced.shipping) return null;
  const estimate = deliveryEstimate(shippingPriceInput(priced.totals.itemTotalCents, priced.offers));
  return {
    price_from: toDecimalString(estimate.fromPriceCents),
    display_price_from: formatEuros(estimate.fromPriceCents),
    offered: estimate.isOffered,
    label: deliveryEstimateLabel(estimate),
    explain: estimate.explain,
  };
}

const giftAttributes = (itemTotalCents: Cents) => (gift: PricedGift) => ({
  variant_id: gift.variantId,
  promotion_id: gift.promotionId,
  quantity: gift.quantity,
  active: gift.active,
  available: gift.available,
  minimum_unlockable_amount: toDecimalString(gift.minimumUnlockableAmountCents),
  missing_amount: toDecimalString(missingToUnlockCents(gift, itemTotalCents)),
  offered_value: toDecimalString(gift.offeredValueCents),
});

function couponStatus(priced: PricedCart): CartAttributes['coupon'] {
  const coupon = priced.offers.coupon;
  if (!coupon) return null;
  return {
    code: coupon.code,
    applied: coupon.failure === null,
    failure_code: coupon.failure,
    failure_message: coupon.failure
      ? violationText({ code: coupon.failure, params: coupon.failureParams })
      : null,
  };
}

function many(type: string, ids: readonly string[]) {
  return { data: ids.map((id) => ({ id, type })) };
}

function uniqueVariants(variants: readonly CartVariant[]): CartVariant[] {
  return [...new Map(variants.map((variant) => [variant.variantId, variant])).values()];
}

/** `preparedQuantity`: what went in the bag, once the order is prepared (issue 37). */
function lineItem(
  line: PricedLine,
  preparedQuantity: number | null,
  substitution: Partial<LineItemResource['attributes']['public_metadata']>,
): LineItemResource {
  const metadata = {
    gift: false,
    available: line.variant.available,
    vat_rate: vatRate(line.variant),
    ...(line.addedAt ? { added_at: line.addedAt } : {}),
    ...substitution,
  };
  return lineItemOf(line.id, line.variant, line.quantity, {
    priceCents: line.priceCents,
    totalCents: line.totalCents,
    discountCents: line.discountCents,
    vatCents: line.vatCents,
    metadata: preparedQuantity === null ? metadata : { ...metadata, prepared_quantity: preparedQuantity },
  });
}

/** A preference in the API's words (`product_id`). */
function preferenceResource(preference: SubstitutionPreference) {
  return preference.kind === 'chosen'
    ? { kind: preference.kind, product_id: preference.productId }
    : { kind: preference.kind };
}

/** Issue 41: a line's preference, and once prepared its proposal and what it comes to. */
function lineSubstitution(
  cart: OrderRow,
  lineId: string,
  view: SubstitutionsView | undefined,
): Partial<LineItemResource['attributes']['public_metadata']> {
  if (!view) return {};
  const shown: Partial<LineItemResource['attributes']['public_metadata']> = {
    substitution: preferenceResource(view.preferenceOf(lineId)),
  };
  const charge = view.prepared?.charge.lines.find((line) => line.id === lineId);
  if (!view.prepared || !charge) return shown;
  const proposal = cart.substitutions?.[lineId];
  return {
    ...shown,
    ...amount('delivered_amount', charge.chargedCents),
    ...(proposal && {
      substitution_proposal: {
        product_id: proposal.productId,
        name: proposal.name,
        quantity: proposal.quantity,
        ...amount('price', proposal.priceCents),
        answer_by: proposal.answerBy,
        state: view.prepared.answers[lineId] ?? 'pending',
        ...amount('amount', charge.substituteCents),
      },
    }),
  } as Partial<LineItemResource['attributes']['public_metadata']>;
}

/** Issue 41: the order's default, and once prepared what it comes to. */
function substitutionAttributes(view: SubstitutionsView | undefined): Partial<CartAttributes> {
  if (!view) return {};
  const { prepared } = view;
  return {
    substitution_default: view.defaultKind,
    delivered_totals: prepared
      ? ({
          ...amount('total', prepared.charge.amountCents),
          ...amount('offered', prepared.charge.offeredCents),
          awaiting_answers: prepared.charge.isAwaitingAnswers,
          item_count: prepared.charge.deliveredUnits,
          vat: vatSubtotals(prepared.charge.vatByRate),
        } as NonNullable<CartAttributes['delivered_totals']>)
      : null,
  };
}

/** The money that moved (issue 37): taken and given back, in all; null while it is only held. */
function paymentTotals(payments: readonly PaymentRow[]): CartAttributes['payment_totals'] {
  const capturedCents = payments.reduce((sum, payment) => sum + (payment.capturedCents ?? 0), 0);
  const refundedCents = payments.reduce((sum, payment) => sum + (payment.refundedCents ?? 0), 0);
  if (capturedCents === 0 && refundedCents === 0) return null;
  const refundedAt = payments
    .flatMap((payment) => (payment.refundedAt ? [payment.refundedAt.getTime()] : []))
    .sort((a, b) => b - a)[0];
  return {
    ...amount('captured_total', capturedCents),
    ...amount('refunded_total', refundedCents),
    refunded_at: refundedAt === undefined ? null : new Date(refundedAt).toISOString(),
  } as NonNullable<CartAttributes['payment_totals']>;
}

function giftLineItem(gift: PricedGift): LineItemResource {
  const variant = gift.variant!;
  return lineItemOf(gift.id, variant, gift.quantity, {
    priceCents: 0,
    totalCents: 0,
    discountCents: 0,
    vatCents: 0,
    metadata: {
      gift: true,
      available: gift.available,
      vat_rate: vatRate(variant),
      offered_value: toDecimalString(gift.offeredValueCents),
      promotion_id: gift.promotionId,
    },
  });
}

function lineItemOf(
  id: string,
  variant: CartVariant,
  quantity: number,
  money: {
    priceCents: Cents;
    totalCents: Cents;
    discountCents: Cents;
    vatCents: Cents;
    metadata: LineItemResource['attributes']['public_metadata'];
  },
): LineItemResource {
  const paid = money.totalCents - money.discountCents;
  return {
    id,
    type: 'line_item',
    attributes: {
      name: variant.name,
      quantity,
      slug: variant.slug,
      options_text: variant.unitLabel,
      currency: CURRENCY,
      ...amount('price', money.priceCents),
      ...amount('total', money.totalCents),
      ...amount('adjustment_total', -money.discountCents),
      ...amount('promo_total', -money.discountCents),
      ...amount('discounted_amount', paid),
      ...amount('pre_tax_amount', paid - money.vatCents),
      ...amount('included_tax_total', money.vatCents),
      ...amount('additional_tax_total', 0),
      public_metadata: money.metadata,
    } as LineItemResource['attributes'],
    relationships: {
      variant: { data: { id: variant.variantId, type: 'variant' } },
      digital_links: { data: [] },
    },
  };
}

function variantResource(variant: CartVariant): VariantResource {
  return {
    id: variant.variantId,
    type: 'variant',
    attributes: {
      sku: variant.variantId,
      name: variant.name,
      slug: variant.slug,
      options_text: variant.unitLabel,
      ...amount('price', variant.priceCents),
      currency: CURRENCY,
      purchasable: variant.available,
      in_stock: variant.available && variant.stock > 0,
      backorderable: false,
      is_master: !variant.isRetail,
      max_orderable: variant.maxOrderable,
      product_id: variant.productId,
    } as VariantResource['attributes'],
    relationships: { product: { data: { id: variant.productId, type: 'product' } }, images: { data: [] } },
  };
}

function promotionResource(promotion: PricedCart['promotions'][number]): PromotionResource {
  return {
    id: promotion.id,
    type: 'promotion',
    attributes: {
      name: promotion.name,
      description: promotion.description,
      ...amount('amount', promotion.amountCents),
      code: promotion.code,
      public_metadata: { kind: promotion.kind },
    } as PromotionResource['attributes'],
  };
}

function vatRate(variant: CartVariant): string {
  return toDecimalString(variant.vatRateBp);
}
