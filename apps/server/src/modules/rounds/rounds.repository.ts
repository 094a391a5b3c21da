/** The delivery rounds' queries. Only this file touches the rounds module's tables. */
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { deliveryRounds, roundStops } from './rounds.tables';

export type RoundRow = typeof deliveryRounds.$inferSelect;
export type StopRow = typeof roundStops.$inferSelect;
export type RoundWithStops = RoundRow & { stops: StopRow[] };

/** The first key of the rounds' locks (advisory locks of two keys: space, slot). */
const ROUNDS_LOCK_SPACE = 4_204_242;

function roundQueries(db: Database) {
  async function withStops(rounds: RoundRow[]): Promise<RoundWithStops[]> {
    if (rounds.length === 0) return [];
    const stops = await db
      .select()
      .from(roundStops)
      .where(
        inArray(
          roundStops.roundId,
          rounds.map((round) => round.id),
        ),
      )
      .orderBy(asc(roundStops.position));
    return rounds.map((round) => ({ ...round, stops: stops.filter((stop) => stop.roundId === round.id) }));
  }

  return {
    /** A slot's rounds change one request at a time (two staff planning, a move and a start). */
    async lockSlot(slotId: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(${ROUNDS_LOCK_SPACE}, hashtext(${slotId}))`);
    },

    /** Whether the slot has a round: one look in the rounds' slot index, as each order is placed. */
    async hasRounds(slotId: string): Promise<boolean> {
      const [found] = await db
        .select({ slotId: deliveryRounds.slotId })
        .from(deliveryRounds)
        .where(eq(deliveryRounds.slotId, slotId))
        .limit(1);
      return found !== undefined;
    },

    async roundsOfSlot(slotId: string, day: string): Promise<RoundWithStops[]> {
      return withStops(
        await db
          .select()
          .from(deliveryRounds)
          .where(and(eq(deliveryRounds.slotId, slotId), eq(deliveryRounds.day, day)))
          .orderBy(asc(deliveryRounds.number)),
      );
    },

    async round(id: string): Promise<RoundWithStops | undefined> {
      const [round] = await db.select().from(deliveryRounds).where(eq(deliveryRounds.id, id));
      return round ? (await withStops([round]))[0] : undefined;
    },

    async stop(id: string): Promise<StopRow | undefined> {
      const [stop] = await db.select().from(roundStops).where(eq(roundStops.id, id));
      return stop;
    },

    /**
     * The order's stop on a round of `slotId`, the slot it is on (a missed delivery sent on another
     * slot has a stop on each: this one is the slot's).
     */
    async stopOnSlot(
      orderId: string,
      slotId: string,
    ): Promise<{ stop: StopRow; round: RoundRow } | undefined> {
      const [found] = await db
        .select({ stop: roundStops, round: deliveryRounds })
        .from(roundStops)
        .innerJoin(deliveryRounds, eq(deliveryRounds.id, roundStops.roundId))
        .where(and(eq(roundStops.orderId, orderId), eq(deliveryRounds.slotId, slotId)))
        .orderBy(desc(deliveryRounds.plannedAt))
        .limit(1);
      return found;
    },

    /** The order's latest stop the courier marked « Absent », on any slot. */
    async lastAbsentStop(orderId: string): Promise<{ stop: StopRow; round: RoundRow } | undefined> {
      const [found] = await db
        .select({ stop: roundStops, round: deliveryRounds })
        .from(roundStops)
        .innerJoin(deliveryRounds, eq(deliveryRounds.id, roundStops.roundId))
        .where(and(eq(roundStops.orderId, orderId), eq(roundStops.outcome, 'absent')))
        .orderBy(sql`${roundStops.recordedAt} desc nulls last`)
        .limit(1);
      return found;
    },

    /** The order's stop on the round planned latest, whichever slot and whatever its outcome. */
    async latestStopOf(orderId: string): Promise<StopRow | undefined> {
      const [found] = await db
        .select({ stop: roundStops })
        .from(roundStops)
        .innerJoin(deliveryRounds, eq(deliveryRounds.id, roundStops.roundId))
        .where(eq(roundStops.orderId, orderId))
        .orderBy(desc(deliveryRounds.plannedAt))
        .limit(1);
      return found?.stop;
    },

    /** The order's stops nothing was marked at yet, each with its round (`slotId`: of that slot only). */
    async openStopsOf(orderId: string, slotId?: string): Promise<{ stop: StopRow; round: RoundRow }[]> {
      return db
        .select({ stop: roundStops, round: deliveryRounds })
        .from(roundStops)
        .innerJoin(deliveryRounds, eq(deliveryRounds.id, roundStops.roundId))
        .where(
          and(
            eq(roundStops.orderId, orderId),
            isNull(roundStops.outcome),
            slotId === undefined ? undefined : eq(deliveryRounds.slotId, slotId),
          ),
        );
    },

    /** Those of `slotIds` of which a round has left the hub. */
    async slotsWithRoundStarted(slotIds: readonly string[]): Promise<Set<string>> {
      if (slotIds.length === 0) return new Set();
      const rows = await db
        .selectDistinct({ slotId: deliveryRounds.slotId })
        .from(deliveryRounds)
        .where(and(inArray(deliveryRounds.slotId, [...slotIds]), isNotNull(deliveryRounds.startedAt)));
      return new Set(rows.map((row) => row.slotId));
    },

    /** A courier's rounds of a day, by slot then number. */
    async roundsOfCourier(courierId: string, day: string): Promise<RoundWithStops[]> {
      return withStops(
        await db
          .select()
          .from(deliveryRounds)
          .where(and(eq(deliveryRounds.courierId, courierId), eq(deliveryRounds.day, day)))
          .orderBy(asc(deliveryRounds.plannedAt), asc(deliveryRounds.number)),
      );
    },

    /** The rounds that left the hub, of days `from` to `to` (both included). */
    async riddenRoundsBetween(from: string, to: string): Promise<RoundWithStops[]> {
      return withStops(
        await db
          .select()
          .from(deliveryRounds)
          .where(
            and(
              gte(deliveryRounds.day, from),
              lte(deliveryRounds.day, to),
              isNotNull(deliveryRounds.startedAt),
            ),
          )
          .orderBy(asc(deliveryRounds.day), asc(deliveryRounds.number)),
      );
    },

    /** The stops of a day's rounds marked « Absent », each with its round, the last marked first. */
    async absentStopsOfDay(day: string): Promise<{ stop: StopRow; round: RoundRow }[]> {
      return db
        .select({ stop: roundStops, round: deliveryRounds })
        .from(roundStops)
        .innerJoin(deliveryRounds, eq(deliveryRounds.id, roundStops.roundId))
        .where(and(eq(deliveryRounds.day, day), eq(roundStops.outcome, 'absent')))
        .orderBy(desc(roundStops.outcomeAt));
    },

    async removeRoundsOfSlot(slotId: string, day: string): Promise<void> {
      await db
        .delete(deliveryRounds)
        .where(and(eq(deliveryRounds.slotId, slotId), eq(deliveryRounds.day, day)));
    },

    async insertRound(row: RoundRow): Promise<void> {
      await db.insert(deliveryRounds).values(row);
    },

    async insertStops(rows: StopRow[]): Promise<void> {
      if (rows.length > 0) await db.insert(roundStops).values(rows);
    },

    async removeStop(stopId: string): Promise<void> {
      await db.delete(roundStops).where(eq(roundStops.id, stopId));
    },

    async setCourier(roundId: string, courierId: string | null): Promise<void> {
      await db.update(deliveryRounds).set({ courierId }).where(eq(deliveryRounds.id, roundId));
    },

    async setStarted(roundId: string, startedAt: Date): Promise<void> {
      await db.update(deliveryRounds).set({ startedAt }).where(eq(deliveryRounds.id, roundId));
    },

    /** A stop's place and planned arrival (a move by hand, the estimates worked out again). */
    async placeStop(
      stopId: string,
      place: { roundId: string; position: number; plannedArrival: Date },
    ): Promise<void> {
      await db.update(roundStops).set(place).where(eq(roundStops.id, stopId));
    },

    /**
     * A rough stop's own point, found after it joined its round: written only while the stop is
     * still rough and unmarked (a plan since placed it, or the courier is past it).
     */
    async locateRoughStop(stopId: string, point: { latitude: number; longitude: number }): Promise<boolean> {
      const located = await db
        .update(roundStops)
        .set({ ...point, pointPrecision: 'address' })
        .where(
          and(
            eq(roundStops.id, stopId),
            eq(roundStops.pointPrecision, 'postal_code'),
            isNull(roundStops.outcome),
          ),
        )
        .returning({ id: roundStops.id });
      return located.length > 0;
    },

    /** The doorstep's outcome, written once: false when the stop already has one. */
    async markStop(
      stopId: string,
      mark: Pick<
        StopRow,
        'outcome' | 'absenceReason' | 'absenceNote' | 'outcomeAt' | 'outcomeKey' | 'recordedAt'
      >,
    ): Promise<boolean> {
      const marked = await db
        .update(roundStops)
        .set(mark)
        .where(and(eq(roundStops.id, stopId), sql`${roundStops.outcome} is null`))
        .returning({ id: roundStops.id });
      return marked.length > 0;
    },

    async markToldNear(stopIds: readonly string[], at: Date): Promise<void> {
      if (stopIds.length === 0) return;
      await db
        .update(roundStops)
        .set({ toldNearAt: at })
        .where(inArray(roundStops.id, [...stopIds]));
    },
  };
}

export type RoundQueries = ReturnType<typeof roundQueries>;
export type RoundsRepository = RoundQueries & {
  transaction<T>(work: (queries: RoundQueries, tx: Transaction) => Promise<T>): Promise<T>;
  within(tx: Transaction): RoundQueries;
};

export function createRoundsRepository(db: Database): RoundsRepository {
  return {
    ...roundQueries(db),
    transaction: (work) => db.transaction((tx) => work(roundQueries(tx), tx)),
    within: (tx) => roundQueries(tx),
  };
}
