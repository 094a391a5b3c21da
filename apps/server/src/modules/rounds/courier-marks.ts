/**
 * The courier's marks at the door (issue 42), sent by a phone that may have been offline: each
 * mark carries the phone's own key, so a mark sent twice is applied once and answered the same.
 * « Livrée » moves the order to `delivered`; « Absent » keeps the bags and brings the order back
 * to `scheduled` (the order's undo of a departure): the customer's page says the courier came,
 * and so does an e-mail, so it is refused before the customer's slot starts
 * (`checkDoorstepOutcome`). Then the customers two stops away are told their courier is near.
 */
import type { DeliveryRound, StopOutcomeBody } from '@sillon/contract';
import { checkDoorstepOutcome, staffMay } from '@sillon/domain';
import { AppError } from '../../http/app-error';
import type { ChangeAudit } from '../../http/staff-routes';
import type { RoundActor, RoundsDeps, RoundsService } from './rounds.service';

/** Another request marked the stop while this one worked: its mark is read again. */
class MarkedMeanwhile extends Error {}

export function createCourierMarks(
  deps: Pick<RoundsDeps, 'repository' | 'orders' | 'now' | 'tellMissed'>,
  rounds: Pick<RoundsService, 'roundOrFail' | 'stopOrFail' | 'bikeSlot' | 'viewsOf' | 'tellNear'>,
) {
  const { repository, now } = deps;

  async function answer(roundId: string): Promise<DeliveryRound> {
    const round = await rounds.roundOrFail(roundId);
    const slot = await rounds.bikeSlot(round.slotId);
    return (await rounds.viewsOf([round], slot.start)).views[0]!;
  }

  /** The same key again answers the round as it is; a stop done by another mark is refused with it. */
  async function earlierMark(stopId: string, key: string): Promise<DeliveryRound | null> {
    const stop = await rounds.stopOrFail(stopId);
    if (stop.outcomeKey === key) return answer(stop.roundId);
    if (stop.outcome !== null) {
      throw new AppError('conflict', 'stop_already_done', { round: await answer(stop.roundId) });
    }
    return null;
  }

  async function apply(stopId: string, body: StopOutcomeBody, actor: RoundActor, audit?: ChangeAudit) {
    const stop = await rounds.stopOrFail(stopId);
    const round = await rounds.roundOrFail(stop.roundId);
    if (!staffMay(actor.role, 'rounds.write') && round.courierId !== actor.id) {
      throw new AppError('forbidden', 'stop_not_yours');
    }
    if (!round.startedAt) throw new AppError('conflict', 'round_not_started');
    const slot = await rounds.bikeSlot(round.slotId);
    const outcomeAt = markedAt(body.at, round.startedAt, now());
    const doorstep = checkDoorstepOutcome(body.outcome, outcomeAt, slot.start);
    if (!doorstep.ok) throw new AppError('conflict', doorstep.code, doorstep.params);
    const to = body.outcome === 'delivered' ? ('delivered' as const) : ('scheduled' as const);
    // An order already there (delivered by hand) is left as it is; one the staff moved elsewhere
    // meanwhile (cancelled, brought back) refuses the mark with the order's own reason.
    const moves = [{ orderId: stop.orderId, to }];
    const [order] = body.outcome === 'absent' ? await deps.orders.roundOrders([stop.orderId]) : [];
    await deps.orders.moveTogetherByStaff(moves, { kind: 'staff', id: actor.id }, async (tx) => {
      const queries = repository.within(tx);
      await queries.lockSlot(round.slotId);
      const marked = await queries.markStop(stop.id, {
        outcome: body.outcome,
        absenceReason: body.outcome === 'absent' ? (body.absenceReason ?? 'absent') : null,
        absenceNote: body.outcome === 'absent' ? body.absenceNote || null : null,
        outcomeAt,
        outcomeKey: body.key,
        recordedAt: now(),
      });
      if (!marked) throw new MarkedMeanwhile();
      if (order?.userId) await deps.tellMissed(tx, { number: order.number, stopId: stop.id });
      const after = await rounds.roundOrFail(round.id, queries);
      await rounds.tellNear(queries, tx, after, slot.start);
      await audit?.record(tx);
    });
    return answer(round.id);
  }

  return {
    /** The doorstep's outcome of a stop, by the phone's key (applied once). */
    async mark(
      stopId: string,
      body: StopOutcomeBody,
      actor: RoundActor,
      audit?: ChangeAudit,
    ): Promise<DeliveryRound> {
      const earlier = await earlierMark(stopId, body.key);
      if (earlier) return earlier;
      try {
        return await apply(stopId, body, actor, audit);
      } catch (failure) {
        if (!(failure instanceof MarkedMeanwhile)) throw failure;
        const settled = await earlierMark(stopId, body.key);
        if (settled) return settled;
        throw failure;
      }
    },
  };
}

/**
 * The phone's time of the mark, kept within what can be true: not before the round left, not
 * after it reached the shop (a phone's clock may be wrong).
 */
function markedAt(at: string, startedAt: Date, received: Date): Date {
  const time = Date.parse(at);
  return new Date(Math.min(Math.max(time, startedAt.getTime()), received.getTime()));
}

export type CourierMarks = ReturnType<typeof createCourierMarks>;
