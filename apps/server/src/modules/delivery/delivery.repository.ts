/** Delivery queries. Only this file touches the delivery module's tables. */
import type { DeliverySlotMode } from '@sillon/domain';
import { and, asc, eq, gt, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { queryRows, rowsOf, selectList } from '../../db/statements';
import { deliverySlotBookings, deliverySlots, pickupPoints } from './delivery.tables';
import type { Location } from './postal-code-locations';

export type DeliverySlotRow = typeof deliverySlots.$inferSelect;
export type NewDeliverySlotRow = typeof deliverySlots.$inferInsert;
export type PickupPointRow = typeof pickupPoints.$inferSelect;

/** Read on every checkout step: written once as SQL (`db/statements.ts`). */
const SLOT_COLUMNS = selectList(deliverySlots);

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
      const rows = await queryRows(
        db,
        sql`select ${SLOT_COLUMNS} from delivery_slots where mode in ${[...modes]} and bookable_until > ${now}
          order by starts_at`,
      );
      return rowsOf(deliverySlots, rows);
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
      changes: { capacity?: number; closedAt?: Date | null },
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

    async closeSlotsStarting(from: Date, to: Date, closedAt: Date | null): Promise<number> {
      const rows = await db
        .update(deliverySlots)
        .set({ closedAt })
        .where(and(gte(deliverySlots.startsAt, from), lt(deliverySlots.startsAt, to)))
        .returning({ id: deliverySlots.id });
      return rows.length;
    },

    async slotById(id: string): Promise<DeliverySlotRow | undefined> {
      const rows = await queryRows(db, sql`select ${SLOT_COLUMNS} from delivery_slots where id = ${id}`);
      return rowsOf(deliverySlots, rows)[0];
    },

    /**
     * Takes one place: a single conditional update, so of two orders racing for the last place
     * the second finds the row updated (PostgreSQL re-checks the condition after the first
     * commits) and takes nothing. False when the slot is full or closed.
     */
    async takePlace(slotId: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(deliverySlots)
        .set({ booked: sql`${deliverySlots.booked} + 1` })
        .where(
          and(
            eq(deliverySlots.id, slotId),
            sql`${deliverySlots.booked} < ${deliverySlots.capacity}`,
            gt(deliverySlots.bookableUntil, now),
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
      const [row] = await queryRows(
        db,
        sql`with taken as (update delivery_slots set booked = booked + 1
            where id = ${slotId} and booked < capacity and bookable_until > ${now} and closed_at is null
              and not exists (select 1 from delivery_slot_bookings where order_id = ${orderId})
            returning id),
          booking as (insert into delivery_slot_bookings (slot_id, order_id, booked_at)
            select id, ${orderId}, ${now} from taken on conflict (order_id) do nothing returning order_id)
        select exists (select 1 from taken) as taken, exists (select 1 from booking) as booked`,
      );
      return { taken: row?.['taken'] === true, booked: row?.['booked'] === true };
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

    async bookingOf(orderId: string): Promise<{ slotId: string } | undefined> {
      const [row] = await db
        .select({ slotId: deliverySlotBookings.slotId })
        .from(deliverySlotBookings)
        .where(eq(deliverySlotBookings.orderId, orderId));
      return row;
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
      return db
        .select()
        .from(pickupPoints)
        .orderBy(
          sameZipcode,
          ...nearness,
          asc(pickupPoints.zipcode),
          asc(pickupPoints.company),
          asc(pickupPoints.id),
        )
        .limit(limit);
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
};

export function createDeliveryRepository(db: Database): DeliveryRepository {
  return {
    ...deliveryQueries(db),
    withinSavepoint: (tx, work) =>
      tx.transaction((savepoint) => work(deliveryQueries(savepoint as unknown as Database))),
    within: (tx) => deliveryQueries(tx),
  };
}
