/**
 * The delivery rounds (issue 42): the bike rounds of a slot's day, each ridden by a courier from
 * the hub, and their stops, one per order, in riding order, with where the address lies, what it
 * weighs, when the courier was expected and what happened at the door. The slot, the order and the
 * courier belong to other modules: they are named by id (no foreign key across modules, like the
 * slots' bookings).
 */
import type { AbsenceReason, StopOutcome } from '@sillon/contract';
import {
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
  date,
} from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const deliveryRounds = pgTable(
  'delivery_rounds',
  {
    id: uuid('id').primaryKey(),
    /** The slot's Paris day, `YYYY-MM-DD`. */
    day: date('day', { mode: 'string' }).notNull(),
    /** The delivery module's slot. */
    slotId: uuid('slot_id').notNull(),
    /** 1, 2… within the slot: a courier kept by number when the slot is planned again. */
    number: integer('number').notNull(),
    /** The staff member who rides it (role `courier`); null until assigned. */
    courierId: uuid('courier_id'),
    plannedAt: at('planned_at').notNull(),
    /** When it left the hub (its orders then « en livraison »); null while planned. */
    startedAt: at('started_at'),
  },
  (table) => [
    unique('delivery_rounds_slot_day_number_key').on(table.slotId, table.day, table.number),
    index('delivery_rounds_day_idx').on(table.day),
  ],
);

export type PointPrecision = 'address' | 'postal_code';

export const roundStops = pgTable(
  'round_stops',
  {
    id: uuid('id').primaryKey(),
    roundId: uuid('round_id')
      .notNull()
      .references(() => deliveryRounds.id, { onDelete: 'cascade' }),
    /**
     * The order module's order: in one round of a slot; a delivery missed and sent again on
     * another slot is a stop of each (the one on its slot is the order's, `stopOnSlot`).
     */
    orderId: uuid('order_id').notNull(),
    /** 1 for the first stop. */
    position: integer('position').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    pointPrecision: text('point_precision').$type<PointPrecision>().notNull(),
    bags: integer('bags').notNull(),
    weightGrams: integer('weight_grams').notNull(),
    /** Estimated when the round was planned or a stop moved by hand. */
    plannedArrival: at('planned_arrival').notNull(),
    outcome: text('outcome').$type<StopOutcome>(),
    absenceReason: text('absence_reason').$type<AbsenceReason>(),
    absenceNote: text('absence_note'),
    /** When the courier marked it, by the phone's clock. */
    outcomeAt: at('outcome_at'),
    /** The phone's id of the mark: the same mark sent again is applied once. */
    outcomeKey: uuid('outcome_key').unique(),
    /** When the mark reached the shop. */
    recordedAt: at('recorded_at'),
    /** When the customer was told « votre livreur arrive » (once per stop). */
    toldNearAt: at('told_near_at'),
  },
  (table) => [
    index('round_stops_round_idx').on(table.roundId, table.position),
    index('round_stops_order_idx').on(table.orderId),
  ],
);
