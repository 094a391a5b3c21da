/**
 * The staff mark an order prepared (issue 37): with what they could put in the bags, line by line
 * (a line short, or missing), and the money is then taken for what was delivered
 * (`payment-capture.ts`). For a short line they may put a substitute in the bag (issue 41): it is
 * checked against the line's preference and proposed to the customer, who answers until a
 * deadline; the money waits for the answers. Undoing a preparation forgets the counts and the
 * proposals; money already taken stays taken, and the next preparation can only give back more,
 * never take more than was captured: what it delivers beyond is the shop's, « Offert par Sillon »
 * on the receipt (`takeableCents`, `deliveredCharge`).
 */
import {
  checkPreparedQuantities,
  checkSubstitute,
  checkSubstituteQuantity,
  isPaymentDropped,
  substitutionAnswerBy,
  type SubstitutionProposal,
} from '@sillon/domain';
import type { SubstitutableOffer } from '../catalog';
import { AppError } from '../../http/app-error';
import type { ChangeAudit } from '../../http/staff-routes';
import type { OrderCore } from './order-core';
import type { OrderEvents } from './order-events';
import type { LoadedOrder } from './order-types';
import type { OrdersDeps } from './orders-deps';
import { auditedOrder, type StatusActor } from './order-statuses';
import { newPickupCode } from './order-rounds';
import type { PaymentCapture } from './payment-capture';
import { preferencesOf } from './payment-record';
import { moveSubstituteStock } from './substitute-stock';

/**
 * The staff's mark: prepared at `preparedAt` (with the counts of the lines that were short), or not
 * (null), by whom; `preparedAtRead`, the mark the screen showed (a screen that read it before
 * another's save changes nothing).
 */
export type PreparationMark = {
  preparedAt: Date | null;
  by: StatusActor;
  counts?: readonly PreparedCount[] | undefined;
  preparedAtRead?: string | null | undefined;
};

/** The preparers' count of a line of the order's priced snapshot, and what replaced its missing units. */
export type PreparedCount = {
  lineId: string;
  preparedQuantity: number;
  substitute?: { productId: string; quantity: number } | undefined;
};

/** Where the order goes: a substitute must be deliverable there (regional products). */
export function zipcodeOf(order: Pick<LoadedOrder, 'shipAddress' | 'pickupPoint'>): string {
  return order.shipAddress?.zipcode ?? order.pickupPoint?.zipcode ?? '';
}

export function createOrderPreparation(
  core: OrderCore,
  deps: Pick<OrdersDeps, 'store' | 'now'> & {
    catalog: Pick<OrdersDeps['catalog'], 'substitutables' | 'takeStock' | 'returnStock' | 'stockChanged'>;
  },
  capture: Pick<PaymentCapture, 'queue' | 'queueAnswered' | 'takeNow'>,
  events: OrderEvents,
) {
  /** The products the counts name (the ordered ones and their substitutes), by id. */
  async function offersFor(order: LoadedOrder, counts: readonly PreparedCount[]) {
    const named = counts.flatMap((count) => {
      if (!count.substitute) return [];
      const line = order.snapshot!.priced.lines.find((priced) => priced.id === count.lineId);
      return [count.substitute.productId, ...(line ? [line.variant.productId] : [])];
    });
    if (named.length === 0) return new Map<string, SubstitutableOffer>();
    const offers = await deps.catalog.substitutables({ ids: named });
    return new Map(offers.map((offer) => [offer.id, offer]));
  }

  /**
   * The proposals of this preparation, each checked: a proposal already made for the same product
   * and quantity is kept as it is (with its answer), so marking the order prepared again asks nothing twice.
   */
  function proposalsOf(
    order: LoadedOrder,
    counted: Record<string, number>,
    counts: readonly PreparedCount[],
    offers: ReadonlyMap<string, SubstitutableOffer>,
    at: Date,
  ): Record<string, SubstitutionProposal> {
    const preferenceOf = preferencesOf(order, order.lines);
    const proposals: Record<string, SubstitutionProposal> = {};
    for (const { lineId, substitute } of counts) {
      if (!substitute) continue;
      const line = order.snapshot!.priced.lines.find((priced) => priced.id === lineId)!;
      const fields = { fields: { lines: lineId } };
      const quantity = checkSubstituteQuantity({
        quantity: line.quantity,
        preparedQuantity: counted[lineId] ?? line.quantity,
        substituteQuantity: substitute.quantity,
      });
      if (!quantity.ok) throw new AppError('invalid_input', quantity.code, fields);
      const candidate = offers.get(substitute.productId);
      if (!candidate) throw new AppError('invalid_input', 'substitute_product_unknown', fields);
      const original = offers.get(line.variant.productId);
      const checked = original
        ? checkSubstitute(preferenceOf(lineId), original, candidate, {
            zipcode: zipcodeOf(order),
            quantity: substitute.quantity,
          })
        : ({ ok: false, code: 'substitute_not_similar' } as const);
      if (!checked.ok) throw new AppError('invalid_input', checked.code, fields);
      const earlier = order.substitutions?.[lineId];
      if (earlier?.productId === candidate.id && earlier.quantity === substitute.quantity) {
        proposals[lineId] = earlier;
        continue;
      }
      proposals[lineId] = {
        productId: candidate.id,
        name: candidate.name,
        quantity: substitute.quantity,
        priceCents: candidate.priceCents,
        vatRateBp: candidate.vatRateBp,
        proposedAt: at.toISOString(),
        answerBy: substitutionAnswerBy(
          { shippingMode: order.shippingMode, slotStart: order.deliverySlot?.start ?? null },
          at,
        ).toISOString(),
        answer: null,
        answeredAt: null,
      };
    }
    return proposals;
  }

  return {
    /**
     * Marks a placed order prepared (`preparedAt`, with the counts of the lines that were short
     * and their substitutes; the others in full) or not (null), the mark kept in its history;
     * false when no placed order has that number.
     */
    async setPrepared(number: string, mark: PreparationMark, audit?: ChangeAudit): Promise<boolean> {
      const { preparedAt, by, counts = [], preparedAtRead } = mark;
      const order = await deps.store.placedByNumber(number);
      if (!order) return false;
      const offers = preparedAt ? await offersFor(order, counts) : new Map<string, SubstitutableOffer>();
      const levels = await core.changeInTransaction(order.id, async (current, bound, tx) => {
        audit?.replacing(auditedOrder(current));
        // Two screens on one order: the one that read it before the other's save says so, and
        // changes nothing (the customer may already have been asked about a substitute).
        if (preparedAtRead !== undefined && !sameInstant(current.preparedAt, preparedAtRead)) {
          throw new AppError('conflict', 'order_prepared_meanwhile');
        }
        const at = deps.now();
        const markOf = (prepared: boolean) => ({
          prepared,
          actorKind: by.kind,
          actorId: by.id,
          markedAt: preparedAt ?? at,
        });
        if (!preparedAt) {
          const returned = await moveSubstituteStock(deps.catalog, tx, current.substitutions, null);
          await bound.save(
            current,
            {
              order: { preparedAt: null, preparedQuantities: null, substitutions: null },
              // Taking back a mark the order does not have changes nothing to tell.
              ...(current.preparedAt ? { preparationMark: markOf(false) } : {}),
            },
            at,
          );
          await audit?.record(tx, {
            after: auditedOrder({ ...current, preparedAt: null, substitutions: null }),
          });
          return returned;
        }
        // Nothing is paid: its products stay on the shelves until the shop has seen the customer.
        if (isPaymentDropped(current)) throw new AppError('conflict', 'order_payment_failed');
        const { lines } = current.snapshot!.priced;
        const stray = counts.find(
          (count) => count.substitute && !lines.some((line) => line.id === count.lineId),
        );
        if (stray) {
          throw new AppError('invalid_input', 'substitute_unknown_line', { fields: { lines: stray.lineId } });
        }
        const checked = checkPreparedQuantities(lines, counts);
        if (!checked.ok) {
          throw new AppError('invalid_input', checked.code, { fields: { lines: checked.code } });
        }
        const proposals = proposalsOf(current, checked.value, counts, offers, preparedAt);
        const hasProposals = Object.keys(proposals).length > 0;
        const changes = {
          preparedAt,
          preparedQuantities: checked.value,
          substitutions: hasProposals ? proposals : null,
          // Issue 42: the code the customer shows at the pickup point; kept if prepared again.
          ...(current.shippingMode === 'pickup-point' && !current.pickupCode
            ? { pickupCode: newPickupCode() }
            : {}),
        };
        const moved = await moveSubstituteStock(
          deps.catalog,
          tx,
          current.substitutions,
          changes.substitutions,
        );
        await bound.save(current, { order: changes, preparationMark: markOf(true) }, at);
        await capture.queue(tx, current.id, preparedAt);
        await audit?.record(tx, { after: auditedOrder({ ...current, ...changes }) });
        const asked = Object.entries(proposals).filter(([, proposal]) => proposal.answer === null);
        if (asked.length === 0) return moved;
        // An unanswered proposal follows its preference once its time is up: the money is taken then.
        const lastAnswerBy = Math.max(...asked.map(([, proposal]) => Date.parse(proposal.answerBy)));
        await capture.queueAnswered(tx, current.id, new Date(lastAnswerBy));
        const fresh = asked.filter(([, proposal]) => proposal.proposedAt === preparedAt.toISOString());
        if (fresh.length === 0) return moved;
        await events.emit(tx, {
          type: 'substitutions_proposed',
          orderId: current.id,
          number: current.number,
          userId: current.userId,
          status: current.status!,
          previousStatus: current.status,
          actor: { kind: 'system', id: null },
          at: preparedAt,
          proposalKey: String(preparedAt.getTime()),
          lineIds: fresh.map(([lineId]) => lineId),
        });
        return moved;
      });
      deps.catalog.stockChanged(levels);
      if (preparedAt) await capture.takeNow(order.id, number);
      return true;
    },
  };
}

/** Whether the order's `preparedAt` is still the one a screen read (both none, or the same instant). */
function sameInstant(preparedAt: Date | null, read: string | null): boolean {
  return preparedAt === null || read === null
    ? preparedAt === read
    : preparedAt.getTime() === Date.parse(read);
}
