/**
 * The delivery day (issue 42): the bike rounds of a slot as the back office plans them, the
 * courier's round on their phone, and what the shop learns from each slot. Times ISO 8601, days
 * `YYYY-MM-DD` (Paris), coordinates in degrees (WGS 84).
 */
import { z } from 'zod';
import { orderStatusSchema } from './orders';

/** A day, `YYYY-MM-DD` (Paris). */
const staffDay = z.iso.date();

export const roundPoint = z.object({ latitude: z.number(), longitude: z.number() });

/** A stop's outcome on the doorstep; null while the courier has not been there. */
export const stopOutcome = z.enum(['delivered', 'absent']);
export type StopOutcome = z.infer<typeof stopOutcome>;

/** Why the courier could not hand the bags over. */
export const absenceReason = z.enum(['absent', 'unreachable', 'refused', 'other']);
export type AbsenceReason = z.infer<typeof absenceReason>;

/** A narrowed arrival window, « entre 10 h 20 et 10 h 40 ». */
export const arrivalWindow = z.object({ from: z.string(), to: z.string() });
export type ArrivalWindowBody = z.infer<typeof arrivalWindow>;

export const roundStop = z.object({
  stopId: z.string(),
  /** 1 for the first stop of the round. */
  position: z.number().int().min(1),
  orderNumber: z.string(),
  customerName: z.string(),
  /** Tap to call; null when the order has none. */
  phone: z.string().nullable(),
  address1: z.string(),
  address2: z.string().nullable(),
  zipcode: z.string(),
  city: z.string(),
  /** Door code, floor, « laisser chez le voisin » (issue 40); null when none. */
  instructions: z.string().nullable(),
  bags: z.number().int().min(1),
  weightGrams: z.number().int().min(0),
  point: roundPoint,
  /** Whether the point is the address's own (`address`) or only its postal code's (`postal_code`). */
  pointPrecision: z.enum(['address', 'postal_code']),
  /** Estimated when the round was planned (or a stop moved by hand). */
  plannedArrival: z.string(),
  /** Estimated now, from the round's departure and the stops already done. */
  estimatedArrival: z.string(),
  /** Around the estimate while the stop is to do; once done, the one planned (what « en retard » measures). */
  window: arrivalWindow,
  outcome: stopOutcome.nullable(),
  absenceReason: absenceReason.nullable(),
  absenceNote: z.string().nullable(),
  /** When the courier marked the stop (the phone's clock). */
  outcomeAt: z.string().nullable(),
  /**
   * Taken off the bike by the staff after the round left (its order brought back « En cours », or
   * cancelled since): the courier does not deliver it, and the round ends without it.
   */
  withdrawn: z.boolean(),
});
export type RoundStop = z.infer<typeof roundStop>;

export const deliveryRound = z.object({
  id: z.string(),
  /** 1, 2… within the slot. */
  number: z.number().int().min(1),
  courier: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** When the round left the hub (its orders then « en livraison »); null while planned. */
  startedAt: z.string().nullable(),
  bags: z.number().int(),
  weightGrams: z.number().int(),
  /** The ride, hub to hub. */
  rideKm: z.number(),
  stops: z.array(roundStop),
});
export type DeliveryRound = z.infer<typeof deliveryRound>;

/**
 * A bike order of the slot not in any round (placed after the planning, or never planned, or
 * left out because its card's hold was dropped: `paymentFailed`).
 */
export const unplannedOrder = z.object({
  orderNumber: z.string(),
  customerName: z.string(),
  zipcode: z.string(),
  paymentFailed: z.boolean(),
});

/** `GET /api/staff/rounds?day&slotId`, and the answer of every change to a slot's rounds. */
export const slotRoundsQuery = z.object({ day: staffDay, slotId: z.uuid() });
export const slotRounds = z.object({
  day: z.string(),
  slot: z.object({ id: z.string(), start: z.string(), end: z.string() }),
  /**
   * When its rounds may leave at the earliest (its day, once customers may no longer change their
   * orders), and whether that time has come on the shop's clock: « Départ » waits for it.
   */
  departure: z.object({ from: z.string(), open: z.boolean() }),
  hub: z.object({ label: z.string(), point: roundPoint }),
  /** What one bike carries. */
  capacity: z.object({ bags: z.number().int(), weightGrams: z.number().int() }),
  rounds: z.array(deliveryRound),
  unplanned: z.array(unplannedOrder),
  /** The active members who may ride (role `courier`). */
  couriers: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type SlotRounds = z.infer<typeof slotRounds>;

/** `POST /api/staff/rounds/plan`: (re)builds the slot's rounds; refused once one has left. */
export const planRoundsBody = z.object({ day: staffDay, slotId: z.uuid() });

export const roundParams = z.object({ roundId: z.uuid() });
export const stopParams = z.object({ stopId: z.uuid() });

/** `POST /api/staff/rounds/stops/:stopId/move`: a stop moved by hand, to a round and a place in it. */
export const moveStopBody = z.object({ roundId: z.uuid(), position: z.number().int().min(1).max(200) });

/** `POST /api/staff/rounds/:roundId/courier`: who rides it (null: nobody yet). */
export const assignCourierBody = z.object({ courierId: z.uuid().nullable() });

/** `POST /api/staff/rounds/:roundId/start`: the round leaves the hub, its orders « en livraison ». */

/** `GET /api/staff/courier/rounds`: the signed-in courier's rounds of the shop's day, in order. */
export const courierRounds = z.object({
  day: z.string(),
  /** The shop's time as it answered: the phone stamps its marks by it, whatever its own clock says. */
  now: z.string(),
  rounds: z.array(
    deliveryRound.extend({ slot: z.object({ id: z.string(), start: z.string(), end: z.string() }) }),
  ),
});
export type CourierRounds = z.infer<typeof courierRounds>;

/**
 * `POST /api/staff/courier/stops/:stopId`: the doorstep's outcome, sent by the phone when it can
 * (kept while offline). `key` is the phone's own id of the mark: sent twice, applied once.
 */
export const stopOutcomeBody = z
  .object({
    key: z.uuid(),
    outcome: stopOutcome,
    absenceReason: absenceReason.optional(),
    absenceNote: z.string().trim().max(300).optional(),
    /** When it was marked, by the phone's clock (it may reach the server much later). */
    at: z.iso.datetime({ offset: true }),
  })
  .refine((body) => body.outcome === 'delivered' || body.absenceReason !== undefined, {
    path: ['absenceReason'],
    message: 'absence_reason_required',
  });
export type StopOutcomeBody = z.infer<typeof stopOutcomeBody>;

/** `GET /api/staff/rounds/report?from&to`: per slot, what was planned against what happened. */
export const roundsReportQuery = z.object({ from: staffDay, to: staffDay });
export const roundsReport = z.object({
  slots: z.array(
    z.object({
      day: z.string(),
      slot: z.object({ id: z.string(), start: z.string(), end: z.string() }),
      rounds: z.number().int(),
      stops: z.number().int(),
      delivered: z.number().int(),
      absent: z.number().int(),
      /** Done (delivered or absent) after their window's end: the courier came late. */
      late: z.number().int(),
      /** Mean of (outcome time − planned arrival), in minutes, over the stops done; null when none. */
      meanDelayMinutes: z.number().nullable(),
    }),
  ),
});
export type RoundsReport = z.infer<typeof roundsReport>;

/**
 * `GET /api/staff/rounds/missed?day`: the day's failed deliveries, the stops the courier marked
 * « Absent », the last first, each with its order as it stands now (back « en cours », moved to
 * another slot, sent again by hand, delivered or cancelled since).
 */
export const missedDeliveriesQuery = z.object({ day: staffDay });
export const missedDelivery = z.object({
  orderNumber: z.string(),
  customerName: z.string(),
  /** The order's status now, as its round carries it (« en cours » again after the mark). */
  status: orderStatusSchema.nullable(),
  slot: z.object({ id: z.string(), start: z.string(), end: z.string() }),
  /** The slot the order was sent on since (« Changer de créneau »); null while it is still on `slot`. */
  newSlot: z.object({ id: z.string(), start: z.string(), end: z.string() }).nullable(),
  roundNumber: z.number().int(),
  courierName: z.string().nullable(),
  absenceReason: absenceReason,
  absenceNote: z.string().nullable(),
  /** When the courier marked it (the phone's clock). */
  outcomeAt: z.string(),
});
export type MissedDelivery = z.infer<typeof missedDelivery>;
export const missedDeliveries = z.object({ day: z.string(), items: z.array(missedDelivery) });
export type MissedDeliveries = z.infer<typeof missedDeliveries>;

/**
 * The customer's order on the delivery day (storefront `account/orders/{number}` and the order's
 * page): the narrowed window once the round is planned, what happened at the door; for a pickup
 * point, the code to show once the order is ready.
 */
export const orderDeliveryDay = z.object({
  /** Null before the round is planned, and once the stop is done. */
  arrival_window: arrivalWindow.nullable(),
  /** Stops the courier makes before this one; null when not in a started round. */
  stops_before: z.number().int().nullable(),
  outcome: stopOutcome.nullable(),
  outcome_at: z.string().nullable(),
  absence_reason: absenceReason.nullable(),
  /** Pickup point: « Votre code de retrait », this one, once prepared; null otherwise. */
  pickup_code: z.string().nullable(),
});
export type OrderDeliveryDay = z.infer<typeof orderDeliveryDay>;
