/**
 * The delivery module's tables: delivery slots (créneaux) with their capacity and places taken,
 * the order that took each place, and the pickup points (points relais) customers choose from.
 */
import type { DeliverySlotMode, BikeWindow } from '@sillon/domain';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One slot of a home delivery mode. Rows are created from the domain's calendar when first
 * offered; `capacity` is copied then, so changing a default never rewrites booked slots.
 */
export const deliverySlots = pgTable(
  'delivery_slots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mode: text('mode').$type<DeliverySlotMode>().notNull(),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    bookableUntil: at('bookable_until').notNull(),
    capacity: integer('capacity').notNull(),
    booked: integer('booked').notNull().default(0),
    /** Closed by the staff (a holiday, a van off the road): shown closed, no new booking. */
    closedAt: at('closed_at'),
    /**
     * Closed by its day's closing (« Fermer la journée »), not on its own: opening the day again
     * opens it, and leaves closed a slot the staff had closed by itself.
     */
    closedWithDay: boolean('closed_with_day').notNull().default(false),
  },
  (table) => [
    // Two server copies planning the same calendar insert the same (mode, start): one row wins.
    unique('delivery_slots_mode_start_key').on(table.mode, table.startsAt),
    index('delivery_slots_mode_bookable_idx').on(table.mode, table.bookableUntil),
    check(
      'delivery_slots_booked_within_capacity',
      sql`${table.booked} >= 0 and ${table.booked} <= ${table.capacity}`,
    ),
  ],
);

/** The order that took a place on a slot; one place per order, so a retried booking books nothing twice. */
export const deliverySlotBookings = pgTable(
  'delivery_slot_bookings',
  {
    slotId: uuid('slot_id')
      .notNull()
      .references(() => deliverySlots.id, { onDelete: 'cascade' }),
    /** The checkout's order (a cart id today); text so the checkout may change its ids. */
    orderId: text('order_id').notNull().unique(),
    bookedAt: at('booked_at').notNull(),
  },
  (table) => [index('delivery_slot_bookings_slot_idx').on(table.slotId)],
);

/**
 * The staff's changes of the bike rounds' hours (back office): from a Paris day on, each bike
 * delivery day is cut into the windows of its weekday, until a later change. The domain's hours
 * before the first.
 */
export const bikeRoundHours = pgTable('bike_round_hours', {
  fromDay: date('from_day', { mode: 'string' }).primaryKey(),
  windows: jsonb('windows').$type<BikeWindow[]>().notNull(),
  changedAt: at('changed_at').notNull(),
});

/** Spec §3 "Order.chosenPickupPoint": a relay point of a carrier's network. */
export type PickupPointOpeningHours = { day: string; hours: string }[];

export const pickupPoints = pgTable(
  'pickup_points',
  {
    id: uuid('id').primaryKey(),
    providerName: text('provider_name').notNull(),
    providerPointId: text('provider_point_id').notNull(),
    company: text('company').notNull(),
    address1: text('address1').notNull(),
    zipcode: text('zipcode').notNull(),
    city: text('city').notNull(),
    countryIso: text('country_iso').notNull().default('FR'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    openingHours: jsonb('opening_hours')
      .$type<PickupPointOpeningHours>()
      .notNull()
      .default(sql`'[]'::jsonb`),
  },
  (table) => [
    unique('pickup_points_provider_point_key').on(table.providerName, table.providerPointId),
    index('pickup_points_zipcode_idx').on(table.zipcode),
  ],
);
