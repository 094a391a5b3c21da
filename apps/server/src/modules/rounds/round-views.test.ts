/**
 * A round as the staff see it: a stop not done yet shows the window estimated now; a stop done
 * shows the one planned, which the report's « en retard » measures, not a window worked out again
 * around the visit itself.
 */
import { describe, expect, it } from 'vitest';
import type { RoundWithStops, StopRow } from './rounds.repository';
import { roundView } from './round-views';

const slotStart = new Date('2026-12-09T09:00:00.000Z');
const hub = { latitude: 48.8566, longitude: 2.3522 };

function stop(position: number, plannedMinutes: number, doneMinutes: number | null): StopRow {
  const at = (minutes: number) => new Date(slotStart.getTime() + minutes * 60_000);
  return {
    id: `stop-${position}`,
    roundId: 'round-1',
    orderId: `order-${position}`,
    position,
    latitude: 48.8655,
    longitude: 2.377,
    pointPrecision: 'address',
    bags: 1,
    weightGrams: 1000,
    plannedArrival: at(plannedMinutes),
    outcome: doneMinutes === null ? null : 'delivered',
    absenceReason: null,
    absenceNote: null,
    outcomeAt: doneMinutes === null ? null : at(doneMinutes),
    outcomeKey: null,
    recordedAt: doneMinutes === null ? null : at(doneMinutes),
    toldNearAt: null,
  };
}

describe('the windows of a round’s stops', () => {
  it('shows a stop done late in the window it was planned in, and the next one as estimated now', () => {
    const round: RoundWithStops = {
      id: 'round-1',
      day: '2026-12-09',
      slotId: 'slot-1',
      number: 1,
      courierId: null,
      plannedAt: slotStart,
      startedAt: new Date(slotStart.getTime() - 20 * 60_000),
      // Planned at 10:05, delivered at 11:30; the next one planned at 10:15.
      stops: [stop(1, 5, 90), stop(2, 15, null)],
    };
    const view = roundView(round, {
      hub,
      slotStart,
      now: new Date(slotStart.getTime() + 91 * 60_000),
      orders: new Map(),
      phones: new Map(),
      courierName: () => null,
    });
    expect(view.stops[0]!.window).toEqual({
      from: '2026-12-09T09:00:00.000Z',
      to: '2026-12-09T09:10:00.000Z',
    });
    // Not yet done: after the late first stop, later than planned.
    expect(Date.parse(view.stops[1]!.window.from)).toBeGreaterThanOrEqual(
      Date.parse('2026-12-09T10:15:00.000Z'),
    );
  });
});
