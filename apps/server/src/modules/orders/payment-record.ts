/**
 * A payment row as the processor's view of its intent says it is now (issue 37): taken, given
 * back, or released. The row keeps what was captured and refunded, and when, so the customer's
 * order and the back office show the money that actually moved.
 */
import {
  deliveredCharge,
  lineSubstitutionPreference,
  settledAnswer,
  shareInProportion,
  sumCents,
  takeableCents,
  type Cents,
  type DeliveredCharge,
  type DeliveredLine,
  type SubstitutionAnswer,
  type SubstitutionPreference,
} from '@sillon/domain';
import type { IntentView } from '../payments';
import type { AppliedPromotion, PricedCart } from './order-snapshot';
import type { OrderLineRow, OrderRow, PaymentChanges, PaymentRow } from './order-types';

/** Payments whose authorisation the order uses: held (`processing`) or taken (`completed`). */
export const LIVE_PAYMENT_STATES: ReadonlySet<string> = new Set(['processing', 'completed']);

export function livePayments<P extends Pick<PaymentRow, 'state' | 'intentId'>>(payments: readonly P[]): P[] {
  return payments.filter((payment) => payment.intentId && LIVE_PAYMENT_STATES.has(payment.state));
}

/** The row's changes once the processor answered `intent`; nothing when it says what the row says. */
export function paymentChangesFrom(payment: PaymentRow, intent: IntentView, at: Date): PaymentChanges {
  const state = stateOf(payment, intent);
  const capturedCents = intent.amountReceivedCents > 0 ? intent.amountReceivedCents : null;
  const refundedCents = intent.amountRefundedCents > 0 ? intent.amountRefundedCents : null;
  const changes: PaymentChanges = {};
  if (state !== payment.state) changes.state = state;
  if (capturedCents !== payment.capturedCents) {
    changes.capturedCents = capturedCents;
    changes.capturedAt = payment.capturedAt ?? at;
  }
  if (refundedCents !== payment.refundedCents) {
    changes.refundedCents = refundedCents;
    changes.refundedAt = at;
  }
  return Object.keys(changes).length === 0 ? {} : { ...changes, updatedAt: at };
}

function stateOf(payment: PaymentRow, intent: IntentView): string {
  switch (intent.status) {
    case 'succeeded':
      return 'completed';
    case 'refunded':
      return 'refunded';
    case 'canceled':
      return payment.state === 'processing' || payment.state === 'pending' ? 'void' : payment.state;
    default:
      return payment.state;
  }
}

/** Orders on their way or delivered: a proposal left unanswered follows its line's preference. */
const HAS_LEFT: ReadonlySet<string> = new Set(['delivery', 'delivered']);

/** Each line's preference: its own, else the order's default (`lines` as the store loads them). */
export function preferencesOf(
  order: Pick<OrderRow, 'substitutionDefault'>,
  lines: readonly Pick<OrderLineRow, 'id' | 'substitution'>[],
): (lineId: string) => SubstitutionPreference {
  const own = new Map(lines.map((line) => [String(line.id), line.substitution]));
  return (lineId) => lineSubstitutionPreference(own.get(lineId), order.substitutionDefault);
}

/** What each proposal of the order comes to now (`pending` while the customer may still answer). */
export function answersOf(
  order: Pick<OrderRow, 'substitutions' | 'substitutionDefault' | 'status'>,
  lines: readonly Pick<OrderLineRow, 'id' | 'substitution'>[],
  now: Date,
): Record<string, SubstitutionAnswer | 'pending'> {
  const preferenceOf = preferencesOf(order, lines);
  const hasLeft = HAS_LEFT.has(order.status ?? '');
  return Object.fromEntries(
    Object.entries(order.substitutions ?? {}).map(([lineId, proposal]) => [
      lineId,
      settledAnswer(proposal, preferenceOf(lineId), now, hasLeft),
    ]),
  );
}

/**
 * The order's discounts as a shortage treats them: those of a set amount (a voucher's euros, a
 * referral's) stay the order's, whole; the rest (a percentage off) stays shared over the lines as
 * priced, each line's in proportion to its share. An order placed before its coupon's kind was
 * kept shares its coupon as a percentage.
 */
export function lineDiscounts(priced: PricedCart): { fixedCents: Cents; ofLines: Cents[] } {
  const offOf = (kind: AppliedPromotion['kind']) =>
    -sumCents(priced.promotions.filter((promotion) => promotion.kind === kind).map((p) => p.amountCents));
  const fixedCents =
    offOf('referral') + (priced.offers.coupon?.kind === 'fixed_amount' ? offOf('coupon') : 0);
  const shared = priced.lines.map((line) => line.discountCents);
  return {
    fixedCents,
    ofLines: shareInProportion(shared, Math.max(sumCents(shared) - fixedCents, 0)),
  };
}

export type OrderCharge = DeliveredCharge & {
  /** Some proposal still waits for the customer's answer: nothing is taken until it is settled. */
  isAwaitingAnswers: boolean;
};

/**
 * What the prepared order is charged (the domain's rule on its priced snapshot, the preparers'
 * counts and the substitutes the customer kept; a line they did not count, such as one added
 * after they prepared, in full), within what its payments can still bring (`takeableCents`). A
 * substitute still awaiting an answer is counted as kept: the most the customer may pay.
 */
export function chargeOfOrder(
  order: OrderRow,
  lines: readonly Pick<OrderLineRow, 'id' | 'substitution'>[],
  payments: readonly PaymentRow[],
  now: Date,
): OrderCharge {
  const { priced } = order.snapshot!;
  const counted = order.preparedQuantities ?? {};
  const answers = answersOf(order, lines, now);
  const discounts = lineDiscounts(priced);
  const delivered: DeliveredLine[] = priced.lines.map((line, index) => {
    const proposal = order.substitutions?.[line.id];
    const isKept = proposal !== undefined && answers[line.id] !== 'refused';
    return {
      id: line.id,
      quantity: line.quantity,
      priceCents: line.priceCents,
      discountCents: discounts.ofLines[index] ?? 0,
      vatRateBp: line.variant.vatRateBp,
      preparedQuantity: counted[line.id] ?? line.quantity,
      substitute: isKept ? proposal : undefined,
    };
  });
  const charge = deliveredCharge({
    lines: delivered,
    shippingCents: priced.totals.shipTotalCents,
    fixedDiscountCents: discounts.fixedCents,
    storeCreditCents: priced.totals.totalAppliedStoreCreditCents,
    orderedTotalCents: priced.totals.totalAfterStoreCreditCents,
    authorisedCents: livePayments(payments).reduce((sum, payment) => sum + takeableCents(payment), 0),
  });
  return { ...charge, isAwaitingAnswers: Object.values(answers).includes('pending') };
}
