/** Delivery queries. Only this file touches the delivery module's tables. */
import type { BikeHoursChange, DeliverySlotMode } from '@sillon/domain';
import { and, asc, count, eq, gt, gte, inArray, isNull, lt, notExists, sql } from 'drizzle-orm';
import { statementName, type Database, type Transaction } from '../../db/client';
import { preparedOnce } from '../../db/prepared-once';
import { bikeRoundHours, deliverySlotBookings, deliverySlots, pickupPoints } from './delivery.tables';
import type { Location } from './postal-code-locations';

export type DeliverySlotRow = typeof deliverySlots.$inferSelect;
export type NewDeliverySlotRow = typeof deliverySlots.$inferInsert;
export type PickupPointRow = typeof pickupPoints.$inferSelect;

/** Queries on `db`, which may be the caller's transaction (the checkout books inside its own). */
export function deliveryQueries(db: Database) {
  return {
    /** Creates the slots not there yet; safe when several server copies plan the same calendar at once. */
    async insertMissingSlots(rows: NewDeliverySlotRow[]): Promise<void> {
      if (rows.length === 0) return;
      await db.insert(deliverySlots).values(rows).onConflictDoNothing();
    },

    async bookableSlots(modes: readonly DeliverySlotMode[], now: Date): Promise<DeliverySlotRow[]> {
      if (modes.length === 0) return [];
      return db
        .select()
        .from(deliverySlots)
        .where(and(inArray(deliverySlots.mode, [...modes]), gt(deliverySlots.bookableUntil, now)))
        .orderBy(asc(deliverySlots.startsAt));
    },

    /** Slots starting in [from, to), every mode or one, in start order (the staff's calendar). */
    slotsStarting(from: Date, to: Date, mode: string | undefined): Promise<DeliverySlotRow[]> {
      return db
        .select()
        .from(deliverySlots)
        .where(
          and(
            gte(deliverySlots.startsAt, from),
            lt(deliverySlots.startsAt, to),
            mode === undefined ? undefined : eq(deliverySlots.mode, mode as DeliverySlotMode),
          ),
        )
        .orderBy(asc(deliverySlots.startsAt), asc(deliverySlots.mode));
    },

    /**
     * The staff change a slot's capacity or close it. The capacity never goes below the places
     * taken (the row's check says so too): false when it would.
     */
    async changeSlot(
      id: string,
      changes: { capacity?: number; closedAt?: Date | null; closedWithDay?: false },
    ): Promise<DeliverySlotRow | 'below_booked' | undefined> {
      const [row] = await db
        .update(deliverySlots)
        .set(changes)
        .where(
          and(
            eq(deliverySlots.id, id),
            changes.capacity === undefined ? undefined : sql`${deliverySlots.booked} <= ${changes.capacity}`,
          ),
        )
        .returning();
      if (row) return row;
      return (await this.slotById(id)) ? 'below_booked' : undefined;
    },

    /**
     * Closes the open slots of a day (from `from` to `to`) as its closing, or opens again those its
     * closing closed; answers how many slots the day has.
     */
    async closeDaySlots(from: Date, to: Date, closedAt: Date | null): Promise<number> {
      const ofDay = and(gte(deliverySlots.startsAt, from), lt(deliverySlots.startsAt, to));
      await db
        .update(deliverySlots)
        .set(closedAt ? { closedAt, closedWithDay: true } : { closedAt: null, closedWithDay: false })
        .where(and(ofDay, closedAt ? isNull(deliverySlots.closedAt) : eq(deliverySlots.closedWithDay, true)));
      const [found] = await db.select({ slots: count() }).from(deliverySlots).where(ofDay);
      return found?.slots ?? 0;
    },

    async slotById(id: string): Promise<DeliverySlotRow | undefined> {
      const [slot] = await db.select().from(deliverySlots).where(eq(deliverySlots.id, id));
      return slot;
    },

    /**
     * Takes one place while the slot has room, is open and `now` is before its cut-off (a
     * customer's choice) or before its start (the staff's, `checkRebookingSlot`): a single
     * conditional update, so of two orders racing for the last place the second finds the row
     * updated (PostgreSQL re-checks the condition after the first commits) and takes nothing.
     * False when the slot is full or closed.
     */
    async takePlace(slotId: string, now: Date, until: 'cutoff' | 'start' = 'cutoff'): Promise<boolean> {
      const rows = await db
        .update(deliverySlots)
        .set({ booked: sql`${deliverySlots.booked} + 1` })
        .where(
          and(
            eq(deliverySlots.id, slotId),
            sql`${deliverySlots.booked} < ${deliverySlots.capacity}`,
            gt(until === 'start' ? deliverySlots.startsAt : deliverySlots.bookableUntil, now),
            isNull(deliverySlots.closedAt),
          ),
        )
        .returning({ id: deliverySlots.id });
      return rows.length > 0;
    },

    async givePlaceBack(slotId: string): Promise<void> {
      await db
        .update(deliverySlots)
        .set({ booked: sql`${deliverySlots.booked} - 1` })
        .where(and(eq(deliverySlots.id, slotId), gt(deliverySlots.booked, 0)));
    },

    /**
     * An order's first booking in one statement: a place taken on the slot (open, not full) and
     * the booking recorded, only if the order has no booking yet. `taken` without `booked` means
     * another booking of the order came in meanwhile: the caller gives the place back.
     */
    async bookFirstPlace(
      slotId: string,
      orderId: string,
      now: Date,
    ): Promise<{ taken: boolean; booked: boolean }> {
      const taken = db.$with('taken').as(
        db
          .update(deliverySlots)
          .set({ booked: sql`${deliverySlots.booked} + 1` })
          .where(
            and(
              eq(deliverySlots.id, slotId),
              lt(deliverySlots.booked, deliverySlots.capacity),
              gt(deliverySlots.bookableUntil, now),
              isNull(deliverySlots.closedAt),
              notExists(
                db
                  .select({ orderId: deliverySlotBookings.orderId })
                  .from(deliverySlotBookings)
                  .where(eq(deliverySlotBookings.orderId, orderId)),
              ),
            ),
          )
          .returning({ id: deliverySlots.id }),
      );
      const booking = db.$with('booking').as(
        db
          .insert(deliverySlotBookings)
          // The table's columns in order: slot, order, when.
          .select(sql`select ${taken.id}, ${orderId}, ${now} from ${taken}`)
          .onConflictDoNothing({ target: deliverySlotBookings.orderId })
          .returning({ orderId: deliverySlotBookings.orderId }),
      );
      const [row] = await db
        .with(taken, booking)
        .select({
          taken: sql<boolean>`exists (select 1 from ${taken})`,
          booked: sql<boolean>`exists (select 1 from ${booking})`,
        })
        .from(sql`(select 1) as one`);
      return { taken: row?.taken === true, booked: row?.booked === true };
    },

    /**
     * Records the order's booking unless it has one. A second booking of the same order waits
     * here for the first one's transaction (unique order id), then finds it: false.
     */
    async insertBooking(slotId: string, orderId: string, at: Date): Promise<boolean> {
      const rows = await db
        .insert(deliverySlotBookings)
        .values({ slotId, orderId, bookedAt: at })
        .onConflictDoNothing({ target: deliverySlotBookings.orderId })
        .returning({ orderId: deliverySlotBookings.orderId });
      return rows.length > 0;
    },

    /**
     * The order's booking, its row locked until the transaction ends: a change of the booking
     * takes it before any slot's row, as `deleteBooking` does (a release).
     */
    async lockedBookingOf(orderId: string): Promise<{ slotId: string } | undefined> {
      const [row] = await db
        .select({ slotId: deliverySlotBookings.slotId })
        .from(deliverySlotBookings)
        .where(eq(deliverySlotBookings.orderId, orderId))
        .for('update');
      return row;
    },

    /** The slot's row held, shared, until the transaction ends: its places neither taken nor given back. */
    async holdSlotRow(slotId: string): Promise<void> {
      await db
        .select({ id: deliverySlots.id })
        .from(deliverySlots)
        .where(eq(deliverySlots.id, slotId))
        .for('share');
    },

    async moveBooking(orderId: string, slotId: string, at: Date): Promise<void> {
      await db
        .update(deliverySlotBookings)
        .set({ slotId, bookedAt: at })
        .where(eq(deliverySlotBookings.orderId, orderId));
    },

    async deleteBooking(orderId: string): Promise<{ slotId: string } | undefined> {
      const [row] = await db
        .delete(deliverySlotBookings)
        .where(eq(deliverySlotBookings.orderId, orderId))
        .returning({ slotId: deliverySlotBookings.slotId });
      return row;
    },

    /** Every change of the bike rounds' hours, in day order. */
    async bikeHours(): Promise<BikeHoursChange[]> {
      const rows = await db
        .select({ from: bikeRoundHours.fromDay, windows: bikeRoundHours.windows })
        .from(bikeRoundHours)
        .orderBy(asc(bikeRoundHours.fromDay));
      return rows;
    },

    /** The change from `from`, replacing the one already planned from that day. */
    async saveBikeHours(change: BikeHoursChange, at: Date): Promise<void> {
      const row = { fromDay: change.from, windows: [...change.windows], changedAt: at };
      await db
        .insert(bikeRoundHours)
        .values(row)
        .onConflictDoUpdate({ target: bikeRoundHours.fromDay, set: { windows: row.windows, changedAt: at } });
    },

    /** False when no change was planned from `from`. */
    async deleteBikeHours(from: string): Promise<boolean> {
      const rows = await db
        .delete(bikeRoundHours)
        .where(eq(bikeRoundHours.fromDay, from))
        .returning({ from: bikeRoundHours.fromDay });
      return rows.length > 0;
    },

    /**
     * Points of `zipcode` first, then the nearest to `from` (equirectangular distance: at the
     * scale of France it orders like the great-circle one and stays index-free arithmetic).
     */
    pickupPointsNear(zipcode: string, from: Location | undefined, limit: number): Promise<PickupPointRow[]> {
      const sameZipcode = sql`case when ${pickupPoints.zipcode} = ${zipcode} then 0 else 1 end`;
      const nearness = from
        ? [
            sql`power(${pickupPoints.latitude} - ${from.latitude}::float8, 2)
              + power((${pickupPoints.longitude} - ${from.longitude}::float8) * cos(radians(${from.latitude}::float8)), 2)`,
          ]
        : [];
      return (
        db
          .select()
          .from(pickupPoints)
          // A postal code the shop cannot place (overseas, Corsica's, none) has only its own points:
          // the others, in no order of distance, would be nowhere near.
          .where(from ? undefined : eq(pickupPoints.zipcode, zipcode))
          .orderBy(
            sameZipcode,
            ...nearness,
            asc(pickupPoints.zipcode),
            asc(pickupPoints.company),
            asc(pickupPoints.id),
          )
          .limit(limit)
      );
    },

    async pickupPoint(providerName: string, providerPointId: string): Promise<PickupPointRow | undefined> {
      const [row] = await db
        .select()
        .from(pickupPoints)
        .where(
          and(eq(pickupPoints.providerName, providerName), eq(pickupPoints.providerPointId, providerPointId)),
        );
      return row;
    },
  };
}

export type DeliveryQueries = ReturnType<typeof deliveryQueries>;

export type DeliveryRepository = DeliveryQueries & {
  /**
   * Runs `work` in a savepoint of the caller's transaction `tx` (or a transaction of its own when
   * `tx` is the database), with queries bound to it: a refusal undoes only this work.
   */
  withinSavepoint<T>(tx: Transaction, work: (queries: DeliveryQueries) => Promise<T>): Promise<T>;
  /** The queries bound to the caller's transaction `tx`. */
  within(tx: Transaction): DeliveryQueries;
  /** Runs `work` in one transaction of its own (its queries: `within(tx)`). */
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
};

export function createDeliveryRepository(db: Database): DeliveryRepository {
  const name = (statement: string) => statementName(db, statement);
  // Read by every checkout step: prepared once.
  const slotById = preparedOnce(() =>
    db
      .select()
      .from(deliverySlots)
      .where(eq(deliverySlots.id, sql.placeholder('id')))
      .prepare(name('delivery_slot_by_id')),
  );
  const bookableSlots = preparedOnce(() =>
    db
      .select()
      .from(deliverySlots)
      .where(
        and(
          sql`${deliverySlots.mode} = any(${sql.placeholder('modes')})`,
          gt(deliverySlots.bookableUntil, sql.placeholder('now')),
        ),
      )
      .orderBy(asc(deliverySlots.startsAt))
      .prepare(name('bookable_delivery_slots')),
  );
  return {
    ...deliveryQueries(db),
    async slotById(id) {
      const [slot] = await slotById().execute({ id });
      return slot;
    },
    async bookableSlots(modes, now) {
      if (modes.length === 0) return [];
      return bookableSlots().execute({ modes: [...modes], now });
    },
    withinSavepoint: (tx, work) =>
      tx.transaction((savepoint) => work(deliveryQueries(savepoint as unknown as Database))),
    within: (tx) => deliveryQueries(tx),
    transaction: (work) => db.transaction(work),
  };
}
