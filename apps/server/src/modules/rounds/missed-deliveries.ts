/**
 * The day's failed deliveries for the office (« Livraisons manquées »): every stop the courier
 * marked « Absent », with the courier's reason and note and the order as it stands now (moved to
 * another slot since, or not), so that whoever takes the customer's call, or sends the bags again,
 * finds them without opening each round.
 */
import type { MissedDeliveries } from '@sillon/contract';
import type { RoundsDeps } from './rounds.service';

export function createMissedDeliveries(
  deps: Pick<RoundsDeps, 'repository' | 'orders' | 'members' | 'slots'>,
) {
  return async function missedDeliveries(day: string): Promise<MissedDeliveries> {
    const missed = await deps.repository.absentStopsOfDay(day);
    if (missed.length === 0) return { day, items: [] };
    const [orders, members] = await Promise.all([
      deps.orders.roundOrders(missed.map(({ stop }) => stop.orderId)),
      deps.members(),
    ]);
    // The missed stops' slots, and those the orders were moved to since.
    const slotIds = [
      ...new Set([
        ...missed.map(({ round }) => round.slotId),
        ...orders.flatMap((order) => (order.slotId ? [order.slotId] : [])),
      ]),
    ];
    const slotsFound = await Promise.all(slotIds.map((slotId) => deps.slots.staffSlot(slotId)));
    const slots = new Map(
      slotsFound.flatMap((slot) =>
        slot ? [[slot.id, { id: slot.id, start: slot.startsAt, end: slot.endsAt }] as const] : [],
      ),
    );
    const orderOf = new Map(orders.map((order) => [order.id, order]));
    const nameOf = new Map(members.map((member) => [member.id, member.name]));
    return {
      day,
      // An order or a slot no longer found (erased) has nobody left to call back.
      items: missed.flatMap(({ stop, round }) => {
        const order = orderOf.get(stop.orderId);
        const slot = slots.get(round.slotId);
        if (!order || !slot) return [];
        const moved = order.slotId && order.slotId !== slot.id ? slots.get(order.slotId) : undefined;
        return [
          {
            orderNumber: order.number,
            customerName: order.customerName,
            status: order.status,
            slot,
            newSlot: moved ?? null,
            roundNumber: round.number,
            courierName: round.courierId ? (nameOf.get(round.courierId) ?? null) : null,
            absenceReason: stop.absenceReason ?? 'absent',
            absenceNote: stop.absenceNote,
            outcomeAt: (stop.outcomeAt ?? stop.recordedAt ?? round.plannedAt).toISOString(),
          },
        ];
      }),
    };
  };
}
