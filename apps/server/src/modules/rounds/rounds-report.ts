/**
 * What the shop learns from the rounds that left (issue 42): per slot, the stops planned, delivered and
 * absent, those delivered after the window the customer was told, and the mean delay against the
 * planned arrival (the domain's `slotRoundsReport`).
 */
import type { RoundsReport } from '@sillon/contract';
import { slotRoundsReport } from '@sillon/domain';
import { plannedWindowOf } from './round-views';
import type { RoundsDeps, RoundsService } from './rounds.service';

export function createRoundsReport(
  deps: Pick<RoundsDeps, 'repository'>,
  rounds: Pick<RoundsService, 'bikeSlot'>,
) {
  return async function report(from: string, to: string): Promise<RoundsReport> {
    // A round still at the hub has nothing to teach yet: its stops would count as neither done nor missed.
    const all = await deps.repository.riddenRoundsBetween(from, to);
    const bySlot = new Map<string, typeof all>();
    for (const round of all) {
      const key = `${round.day} ${round.slotId}`;
      bySlot.set(key, [...(bySlot.get(key) ?? []), round]);
    }
    const slots: RoundsReport['slots'] = [];
    for (const slotRounds of bySlot.values()) {
      const { day, slotId } = slotRounds[0]!;
      const slot = await rounds.bikeSlot(slotId).catch(() => null);
      if (!slot) continue;
      const figures = slotRoundsReport(
        slotRounds.flatMap((round) =>
          round.stops.map((stop) => ({
            outcome: stop.outcome,
            plannedArrival: stop.plannedArrival,
            windowTo: plannedWindowOf(stop, new Date(slot.startsAt)).to,
            outcomeAt: stop.outcomeAt,
          })),
        ),
      );
      slots.push({
        day,
        slot: { id: slot.id, start: slot.startsAt, end: slot.endsAt },
        rounds: slotRounds.length,
        ...figures,
      });
    }
    slots.sort((a, b) => a.slot.start.localeCompare(b.slot.start));
    return { slots };
  };
}
