/**
 * Substitutions (issue 41): a grocer's orders are prepared hours after they are placed, and fresh
 * produce runs short. Each line carries the customer's preference for that case; these rules say
 * which products are « similar » to a short one, in what order they are offered, and what the
 * customer pays for an order delivered with substitutes and missing lines.
 */
import { isRegionalProductDelivered } from './address';
import type { ShippingMode } from './delivery';
import { tCount } from './messages/translate';
import { formatEuros, type Cents } from './money';
import { ok, violation, type Result } from './result';
import { orderTotals, type VatShare } from './order-totals';
import { inSentence, withDe } from './text';
import type { NetQuantity } from './unit-price';

/**
 * What the customer wants when a line runs short: « Produit similaire » (the shop chooses among
 * the similar products), « Ce produit à la place » (one they picked), « Ne pas remplacer »
 * (the missing units are not charged).
 */
export type SubstitutionPreference =
  { kind: 'similar' } | { kind: 'chosen'; productId: string } | { kind: 'none' };

/** The account's default preference, until the customer sets one. */
export const DEFAULT_SUBSTITUTION_PREFERENCE: SubstitutionPreference = { kind: 'similar' };

/** The kinds an account's default may take (« Ce produit à la place » names a product: per line only). */
export const DEFAULT_SUBSTITUTION_KINDS = ['similar', 'none'] as const;
export type DefaultSubstitutionKind = (typeof DEFAULT_SUBSTITUTION_KINDS)[number];

/** A line's preference: its own, else the order's (the account's default when it was placed). */
export function lineSubstitutionPreference(
  own: SubstitutionPreference | null | undefined,
  orderDefault: DefaultSubstitutionKind | null | undefined,
): SubstitutionPreference {
  return own ?? (orderDefault ? { kind: orderDefault } : DEFAULT_SUBSTITUTION_PREFERENCE);
}

/**
 * The labels a substitute must keep, each satisfied by the labels listed with it: organic stays
 * organic (Demeter and Nature & Progrès are organic too), regenerative stays regenerative, and a
 * vegan product is never replaced by one that is not.
 */
const KEPT_LABELS: Record<string, readonly string[]> = {
  Bio: ['Bio', 'Demeter', 'Nature & Progrès'],
  Demeter: ['Demeter'],
  'Nature & Progrès': ['Nature & Progrès', 'Demeter'],
  'Agriculture régénératrice': ['Agriculture régénératrice'],
  Vegan: ['Vegan'],
};

/** How far a similar product's price (per kg or litre, else per piece) may be from the original's. */
export const SIMILAR_PRICE_BAND = { lowest: 0.7, highest: 1.3 } as const;

/** A product as the rule compares it. */
export type SubstitutableProduct = {
  id: string;
  shelfIds: readonly number[];
  labels: readonly string[];
  priceCents: Cents;
  /** Net quantity of what is sold (`null`: sold by the piece). */
  netQuantity: NetQuantity | null;
  producerId: number;
  available: boolean;
  stock: number;
  regionalPostalPrefixes: readonly string[] | null;
};

function keepsLabels(original: readonly string[], substitute: readonly string[]): boolean {
  return original.every((label) => {
    const satisfiedBy = KEPT_LABELS[label];
    return !satisfiedBy || satisfiedBy.some((kept) => substitute.includes(kept));
  });
}

/** The price the band compares: per gram or millilitre when the quantity is known, else per piece. */
function comparablePrice(product: SubstitutableProduct): number {
  return product.netQuantity && product.netQuantity.amount > 0
    ? product.priceCents / product.netQuantity.amount
    : product.priceCents;
}

function sameUnit(original: SubstitutableProduct, candidate: SubstitutableProduct): boolean {
  return (original.netQuantity?.unit ?? 'piece') === (candidate.netQuantity?.unit ?? 'piece');
}

/** Whether `candidate` may replace `original` for a delivery to `zipcode`, `quantity` units of it. */
export function isSimilarProduct(
  original: SubstitutableProduct,
  candidate: SubstitutableProduct,
  delivery: { zipcode: string; quantity: number },
): boolean {
  const ratio = comparablePrice(candidate) / comparablePrice(original);
  return (
    candidate.id !== original.id &&
    candidate.available &&
    candidate.stock >= delivery.quantity &&
    candidate.shelfIds.some((shelf) => original.shelfIds.includes(shelf)) &&
    sameUnit(original, candidate) &&
    keepsLabels(original.labels, candidate.labels) &&
    ratio >= SIMILAR_PRICE_BAND.lowest &&
    ratio <= SIMILAR_PRICE_BAND.highest &&
    isRegionalProductDelivered(candidate.regionalPostalPrefixes, delivery.zipcode)
  );
}

/**
 * The similar products, best first: the most labels in common, then the closest price, then the
 * same farm; ties by id so every preparer sees the same list.
 */
export function rankSimilarProducts(
  original: SubstitutableProduct,
  candidates: readonly SubstitutableProduct[],
  delivery: { zipcode: string; quantity: number },
): SubstitutableProduct[] {
  const shared = (candidate: SubstitutableProduct) =>
    candidate.labels.filter((label) => original.labels.includes(label)).length;
  const distance = (candidate: SubstitutableProduct) =>
    Math.abs(Math.log(comparablePrice(candidate) / comparablePrice(original)));
  return candidates
    .filter((candidate) => isSimilarProduct(original, candidate, delivery))
    .sort(
      (a, b) =>
        shared(b) - shared(a) ||
        distance(a) - distance(b) ||
        Number(b.producerId === original.producerId) - Number(a.producerId === original.producerId) ||
        a.id.localeCompare(b.id),
    );
}

/** A paid line of the order as it was ordered, and what went in the bag for it. */
export type DeliveredLine = {
  id: string;
  quantity: number;
  priceCents: Cents;
  /**
   * The line's share of the order's discounts that go with the goods (a percentage off), as priced
   * at ordering: a missing unit takes its share away. A discount of a set amount is the order's
   * (`deliveredCharge`'s `fixedDiscountCents`).
   */
  discountCents: Cents;
  vatRateBp: number;
  /** Units of the ordered product put in the bag. */
  preparedQuantity: number;
  /** What replaced the missing units, if anything did. */
  substitute?: { productId: string; quantity: number; priceCents: Cents; vatRateBp: number } | undefined;
};

export type DeliveredLineCharge = {
  id: string;
  /** What the ordered units that were delivered cost. */
  deliveredCents: Cents;
  /** What the substitute costs the customer. */
  substituteCents: Cents;
  /** What the line cost at ordering and is not charged. */
  notChargedCents: Cents;
  /**
   * What the line is charged in all (its delivered units and its substitute): the line's amount
   * once prepared, beside what it came to when ordered.
   */
  chargedCents: Cents;
  /** Units the customer gets for the line: the ordered product's prepared ones and the substitute's. */
  deliveredUnits: number;
};

export type DeliveredCharge = {
  /** What the card is charged in all: never more than ordered, nor than the card holds. */
  amountCents: Cents;
  /**
   * What the delivered goods came to beyond what the payments could bring (a pricier substitute,
   * a preparation counting more after the money was taken): the shop's, shown on the receipt.
   */
  offeredCents: Cents;
  lines: DeliveredLineCharge[];
  /** Units the customer gets in all (gifts aside, as the ordered count): « 2 articles sur 4 ». */
  deliveredUnits: number;
  /** The VAT inside what is charged, per rate (a substitute's at its own rate). */
  vatByRate: VatShare[];
};

/** A line prepared with fewer units than ordered (none, or some); not yet prepared is not short. */
export function isPreparedShort<L extends { quantity: number; preparedQuantity: number | null }>(
  line: L,
): line is L & { preparedQuantity: number } {
  return line.preparedQuantity !== null && line.preparedQuantity < line.quantity;
}

/**
 * What a line costs once delivered. An ordered unit costs what it cost at ordering (its share of
 * the discounts kept: a voucher whose minimum was met at ordering stays). A substitute unit costs
 * the lower of its price and the original's, with the original's discount rate: the customer
 * never pays more than they authorised, and a cheaper substitute is cheaper for them too.
 */
export function deliveredLineCharge(line: DeliveredLine): DeliveredLineCharge {
  const orderedCents = line.priceCents * line.quantity;
  const paidCents = Math.max(orderedCents - line.discountCents, 0);
  const prepared = Math.min(Math.max(line.preparedQuantity, 0), line.quantity);
  const deliveredCents = line.quantity > 0 ? Math.round((paidCents * prepared) / line.quantity) : 0;
  const missing = line.quantity - prepared;
  const substituted = Math.min(Math.max(line.substitute?.quantity ?? 0, 0), missing);
  const unitCents = Math.min(line.substitute?.priceCents ?? 0, line.priceCents);
  const paidShare = orderedCents > 0 ? paidCents / orderedCents : 1;
  const substituteCents = Math.round(unitCents * substituted * paidShare);
  return {
    id: line.id,
    deliveredCents,
    substituteCents,
    notChargedCents: paidCents - deliveredCents - substituteCents,
    chargedCents: deliveredCents + substituteCents,
    deliveredUnits: prepared + substituted,
  };
}

/**
 * Issue 41: what the customer pays for the order as delivered: each line's charge, the delivery
 * as ordered (a free delivery or a gift earned at ordering stays, though the delivered goods fall
 * below its threshold: the shop's shortage never costs the customer, so a discount of a set
 * amount stays whole, up to what the goods delivered cost); never more than the ordered total nor
 * than the payments can still bring (`authorisedCents`, see `takeableCents`).
 */
export function deliveredCharge(input: {
  lines: readonly DeliveredLine[];
  shippingCents: Cents;
  /** The order's discounts of a set amount (a voucher's euros, a referral's): not the lines'. */
  fixedDiscountCents?: Cents;
  /** The store credit the order used: it pays for the delivered goods first. */
  storeCreditCents?: Cents;
  orderedTotalCents: Cents;
  authorisedCents: Cents;
}): DeliveredCharge {
  const lines = input.lines.map(deliveredLineCharge);
  const taxed = input.lines.flatMap((line, index) => {
    const charge = lines[index]!;
    return [
      { totalCents: charge.deliveredCents, vatRateBp: line.vatRateBp },
      { totalCents: charge.substituteCents, vatRateBp: line.substitute?.vatRateBp ?? line.vatRateBp },
    ].filter((share) => share.totalCents > 0);
  });
  const goodsCents = taxed.reduce((sum, share) => sum + share.totalCents, 0);
  const fixedDiscountCents = Math.min(Math.max(input.fixedDiscountCents ?? 0, 0), goodsCents);
  const due = Math.min(
    Math.max(goodsCents - fixedDiscountCents + input.shippingCents - (input.storeCreditCents ?? 0), 0),
    input.orderedTotalCents,
  );
  const amountCents = Math.max(Math.min(due, input.authorisedCents), 0);
  const offeredCents = due - amountCents;
  return {
    amountCents,
    offeredCents,
    lines,
    deliveredUnits: lines.reduce((units, line) => units + line.deliveredUnits, 0),
    // What the shop offers lowers the goods' VAT base, as a discount does.
    vatByRate: orderTotals({
      lines: taxed,
      itemDiscountCents: fixedDiscountCents + offeredCents,
      shippingCents: input.shippingCents,
    }).vatByRate,
  };
}

/** The customer's answer to a proposed substitute. */
export type SubstitutionAnswer = 'accepted' | 'refused';

/**
 * A substitute the preparers put in the bag for a short line, proposed to the customer, who may
 * accept or refuse it until `answerBy`. Kept with the order; prices are the substitute's when it
 * was proposed.
 */
export type SubstitutionProposal = {
  productId: string;
  name: string;
  quantity: number;
  priceCents: Cents;
  vatRateBp: number;
  proposedAt: string;
  answerBy: string;
  answer: SubstitutionAnswer | null;
  answeredAt: string | null;
};

/**
 * A proposal as the customer reads it, the same on the order's page, in the e-mail and in the
 * push: « Nous n’avions plus de jus de pomme : nous vous proposons Jus de poire × 2 pour 6,20 €
 * en tout. » The missing product is named as within a sentence, with its « de » (« d’oignons »).
 * `amountCents` is what the substitute's units cost together (`substituteCents`), never a unit
 * price: it may be capped at the original's price, so it is not said as one.
 */
export function substitutionProposalText(proposal: {
  originalName: string;
  name: string;
  quantity: number;
  amountCents: Cents;
}): string {
  return tCount('orders.substitution_proposal', proposal.quantity, {
    original: withDe(inSentence(proposal.originalName)),
    substitute: proposal.name,
    amount: formatEuros(proposal.amountCents),
  });
}

/** A bike round leaves at its slot's start: the customer answers before the bags are loaded. */
export const ANSWER_BEFORE_DEPARTURE_MS = 30 * 60_000;
/** A parcel or a pickup order leaves within the day it is prepared: two hours to answer. */
export const PARCEL_ANSWER_WINDOW_MS = 2 * 3600_000;

/**
 * Until when the customer may answer a proposal made at `proposedAt`: before a bike slot leaves,
 * else within two hours; never before the proposal (a late preparation follows the preference).
 */
export function substitutionAnswerBy(
  order: { shippingMode: ShippingMode | null; slotStart: string | null },
  proposedAt: Date,
): Date {
  const until =
    order.shippingMode === 'bag' && order.slotStart
      ? Date.parse(order.slotStart) - ANSWER_BEFORE_DEPARTURE_MS
      : proposedAt.getTime() + PARCEL_ANSWER_WINDOW_MS;
  return new Date(Math.max(until, proposedAt.getTime()));
}

/**
 * What a proposal comes to: the customer's answer, or, once the time to answer is over (or the
 * order left), the line's preference: a substitute they let the shop choose or chose is kept,
 * one they did not want is not. `pending` while they may still answer.
 */
export function settledAnswer(
  proposal: Pick<SubstitutionProposal, 'answer' | 'answerBy'>,
  preference: SubstitutionPreference,
  now: Date,
  hasLeft = false,
): SubstitutionAnswer | 'pending' {
  if (proposal.answer) return proposal.answer;
  if (!hasLeft && now.getTime() < Date.parse(proposal.answerBy)) return 'pending';
  return preference.kind === 'none' ? 'refused' : 'accepted';
}

/**
 * Whether the preparers may put `candidate` in the bag for a short line: never against « Ne pas
 * remplacer »; the customer's own pick, or a similar product when they let the shop choose.
 */
export function checkSubstitute(
  preference: SubstitutionPreference,
  original: SubstitutableProduct,
  candidate: SubstitutableProduct,
  delivery: { zipcode: string; quantity: number },
): Result<true, 'substitute_not_wanted' | 'substitute_not_similar'> {
  if (preference.kind === 'none') return violation('substitute_not_wanted');
  const isChosen = preference.kind === 'chosen' && preference.productId === candidate.id;
  const isAvailable = candidate.available && candidate.stock >= delivery.quantity;
  if (isChosen && isAvailable) return ok(true);
  if (!isSimilarProduct(original, candidate, delivery)) return violation('substitute_not_similar');
  return ok(true);
}

/** Units of a product moved in or out of stock. */
export type SubstituteStock = { productId: string; quantity: number };

/**
 * The stock a preparation's substitutes move: a substitute holds its units from the moment it is
 * put in the bag until the customer refuses it (the preparers take it out) or the preparation is
 * undone. From the proposals `before` a change to those `after` it (null: none), what to take from
 * stock and what to give back.
 */
export function substituteStockMoves(
  before: Readonly<Record<string, SubstitutionProposal>> | null | undefined,
  after: Readonly<Record<string, SubstitutionProposal>> | null | undefined,
): { taken: SubstituteStock[]; returned: SubstituteStock[] } {
  const held = (proposals: typeof before, lineId: string) => {
    const proposal = proposals?.[lineId];
    return proposal && proposal.answer !== 'refused' ? proposal : undefined;
  };
  const taken: SubstituteStock[] = [];
  const returned: SubstituteStock[] = [];
  for (const lineId of new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])) {
    const was = held(before, lineId);
    const is = held(after, lineId);
    if (was?.productId === is?.productId && was?.quantity === is?.quantity) continue;
    if (was) returned.push({ productId: was.productId, quantity: was.quantity });
    if (is) taken.push({ productId: is.productId, quantity: is.quantity });
  }
  return { taken, returned };
}
