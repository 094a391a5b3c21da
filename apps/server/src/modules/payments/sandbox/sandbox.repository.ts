/** The sandbox processor's queries. Only this file touches the sandbox tables. */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { statementName, type Database } from '../../../db/client';
import { preparedOnce } from '../../../db/prepared-once';
import type { IntentStatus, PaymentFailure } from '../payment-provider';
import {
  sandboxChallenges,
  sandboxCustomers,
  sandboxPaymentIntents,
  sandboxPaymentMethods,
  sandboxRefunds,
  type ChallengeStatus,
} from './sandbox.tables';

export type PaymentMethodRow = typeof sandboxPaymentMethods.$inferSelect;
export type IntentRow = typeof sandboxPaymentIntents.$inferSelect;
export type ChallengeRow = typeof sandboxChallenges.$inferSelect;
/** An intent with its payment method (absent when the id was unknown) and its challenge. */
export type IntentRecord = {
  intent: IntentRow;
  method: PaymentMethodRow | null;
  challenge: ChallengeRow | null;
};

/** A state move: only from the listed statuses, so two copies racing move an intent once. */
export type IntentMove = {
  from: readonly IntentStatus[];
  to: IntentStatus;
  at: Date;
  failure?: PaymentFailure;
  capturedAt?: Date;
  canceledAt?: Date;
  refundedAt?: Date;
  amountReceivedCents?: number;
};

/** An intent with its payment method and its challenge. */
const intentRecordsOf = (db: Database) =>
  db
    .select({ intent: sandboxPaymentIntents, method: sandboxPaymentMethods, challenge: sandboxChallenges })
    .from(sandboxPaymentIntents)
    .leftJoin(sandboxPaymentMethods, eq(sandboxPaymentMethods.id, sandboxPaymentIntents.paymentMethodId))
    .leftJoin(sandboxChallenges, eq(sandboxChallenges.intentId, sandboxPaymentIntents.id));

function sandboxQueries(db: Database) {
  const intentRecords = () => intentRecordsOf(db);

  return {
    async insertPaymentMethod(row: PaymentMethodRow): Promise<void> {
      await db.insert(sandboxPaymentMethods).values(row);
    },

    async paymentMethod(id: string): Promise<PaymentMethodRow | undefined> {
      const [method] = await db.select().from(sandboxPaymentMethods).where(eq(sandboxPaymentMethods.id, id));
      return method;
    },

    /**
     * The intent written; none when an intent already has this idempotency key (another call got
     * there first).
     */
    async insertIntent(row: typeof sandboxPaymentIntents.$inferInsert): Promise<IntentRow | undefined> {
      const [inserted] = await db
        .insert(sandboxPaymentIntents)
        .values(row)
        .onConflictDoNothing({ target: sandboxPaymentIntents.idempotencyKey })
        .returning();
      return inserted;
    },

    async insertChallenge(row: typeof sandboxChallenges.$inferInsert): Promise<ChallengeRow> {
      const [inserted] = await db.insert(sandboxChallenges).values(row).returning();
      return inserted!;
    },

    async intentByKey(idempotencyKey: string): Promise<IntentRecord | undefined> {
      const [record] = await intentRecords().where(eq(sandboxPaymentIntents.idempotencyKey, idempotencyKey));
      return record;
    },

    async intent(id: string): Promise<IntentRecord | undefined> {
      const [record] = await intentRecords().where(eq(sandboxPaymentIntents.id, id));
      return record;
    },

    intentsOf(reference: string): Promise<IntentRecord[]> {
      return intentRecords()
        .where(eq(sandboxPaymentIntents.reference, reference))
        .orderBy(desc(sandboxPaymentIntents.createdAt), desc(sandboxPaymentIntents.id));
    },

    capturedIntents(reference: string): Promise<IntentRecord[]> {
      return intentRecords()
        .where(
          and(eq(sandboxPaymentIntents.reference, reference), eq(sandboxPaymentIntents.status, 'succeeded')),
        )
        .orderBy(asc(sandboxPaymentIntents.capturedAt), asc(sandboxPaymentIntents.id));
    },

    /**
     * The intent as this call moved it, with its method and challenge (one statement); none when
     * it was not in a `from` status.
     */
    async moveIntent(id: string, move: IntentMove): Promise<IntentRecord | undefined> {
      const moved = await db
        .update(sandboxPaymentIntents)
        .set({
          status: move.to,
          updatedAt: move.at,
          failure: move.failure,
          capturedAt: move.capturedAt,
          canceledAt: move.canceledAt,
          refundedAt: move.refundedAt,
          amountReceivedCents: move.amountReceivedCents,
        })
        .where(and(eq(sandboxPaymentIntents.id, id), inArray(sandboxPaymentIntents.status, [...move.from])))
        .returning({ id: sandboxPaymentIntents.id });
      if (moved.length === 0) return undefined;
      const [record] = await intentRecords().where(eq(sandboxPaymentIntents.id, id));
      return record;
    },

    /**
     * Gives back `amountCents` of what the intent took, once per key, only within what is left
     * (one statement guards the sum): answers whether this call gave it back.
     */
    async refund(row: typeof sandboxRefunds.$inferInsert): Promise<boolean> {
      const [inserted] = await db
        .insert(sandboxRefunds)
        .values(row)
        .onConflictDoNothing({ target: sandboxRefunds.idempotencyKey })
        .returning({ id: sandboxRefunds.id });
      if (!inserted) return false;
      const refunded = sql`${sandboxPaymentIntents.amountRefundedCents} + ${row.amountCents}`;
      const moved = await db
        .update(sandboxPaymentIntents)
        .set({
          amountRefundedCents: refunded,
          status: sql`case when ${refunded} = ${sandboxPaymentIntents.amountReceivedCents} then 'refunded' else ${sandboxPaymentIntents.status} end`,
          refundedAt: row.createdAt,
          updatedAt: row.createdAt,
        })
        .where(
          and(
            eq(sandboxPaymentIntents.id, row.intentId),
            eq(sandboxPaymentIntents.status, 'succeeded'),
            sql`${refunded} <= ${sandboxPaymentIntents.amountReceivedCents}`,
          ),
        )
        .returning({ id: sandboxPaymentIntents.id });
      if (moved.length === 0) throw new RefundRefused();
      return true;
    },

    async refundByKey(idempotencyKey: string) {
      const [row] = await db
        .select()
        .from(sandboxRefunds)
        .where(eq(sandboxRefunds.idempotencyKey, idempotencyKey));
      return row;
    },

    async insertCustomer(row: typeof sandboxCustomers.$inferInsert): Promise<void> {
      await db.insert(sandboxCustomers).values(row);
    },

    async customer(id: string) {
      const [row] = await db.select().from(sandboxCustomers).where(eq(sandboxCustomers.id, id));
      return row;
    },

    /** Stripe deletes the customer's payment methods with it: none may pay again. */
    async deleteCustomer(id: string): Promise<boolean> {
      const deleted = await db.delete(sandboxCustomers).where(eq(sandboxCustomers.id, id)).returning();
      await db
        .update(sandboxPaymentMethods)
        .set({ customerId: null, consumedAt: sql`coalesce(${sandboxPaymentMethods.consumedAt}, now())` })
        .where(eq(sandboxPaymentMethods.customerId, id));
      return deleted.length > 0;
    },

    /** After an authorisation: kept for its customer (attached), or used up (no customer). */
    async usePaymentMethod(id: string, customerId: string | null, at: Date): Promise<void> {
      await db
        .update(sandboxPaymentMethods)
        .set(customerId ? { customerId } : { consumedAt: at })
        .where(eq(sandboxPaymentMethods.id, id));
    },

    /** The challenge of the intent whose client secret the app holds. */
    async challenge(
      clientSecret: string,
    ): Promise<{ challenge: ChallengeRow; intent: IntentRow } | undefined> {
      const [row] = await db
        .select({ challenge: sandboxChallenges, intent: sandboxPaymentIntents })
        .from(sandboxChallenges)
        .innerJoin(sandboxPaymentIntents, eq(sandboxPaymentIntents.id, sandboxChallenges.intentId))
        .where(eq(sandboxPaymentIntents.clientSecret, clientSecret));
      return row;
    },

    /** Records the answer of a challenge still pending; an answered one keeps its first answer. */
    async answerChallenge(intentId: string, status: ChallengeStatus, at: Date): Promise<void> {
      await db
        .update(sandboxChallenges)
        .set({ status, answeredAt: at })
        .where(and(eq(sandboxChallenges.intentId, intentId), eq(sandboxChallenges.status, 'pending')));
    },
  };
}

/** A refund over what is left to give back (or of an intent not captured): nothing was written. */
export class RefundRefused extends Error {
  constructor() {
    super('refund refused');
  }
}

export type SandboxQueries = ReturnType<typeof sandboxQueries>;
export type SandboxRepository = SandboxQueries & {
  /** Runs `work` in one transaction, with queries bound to it. */
  transaction<T>(work: (tx: SandboxQueries) => Promise<T>): Promise<T>;
};

export function createSandboxRepository(db: Database): SandboxRepository {
  const name = (statement: string) => statementName(db, statement);
  // Read by every payment: prepared once.
  const paymentMethod = preparedOnce(() =>
    db
      .select()
      .from(sandboxPaymentMethods)
      .where(eq(sandboxPaymentMethods.id, sql.placeholder('id')))
      .prepare(name('sandbox_payment_method')),
  );
  const intentWhere = (column: PgColumn, statement: string) =>
    preparedOnce(() =>
      intentRecordsOf(db)
        .where(eq(column, sql.placeholder('value')))
        .prepare(name(statement)),
    );
  const intentById = intentWhere(sandboxPaymentIntents.id, 'sandbox_intent');
  const intentByKey = intentWhere(sandboxPaymentIntents.idempotencyKey, 'sandbox_intent_by_key');
  const queries = sandboxQueries(db);
  return {
    ...queries,
    paymentMethod: async (id) => (await paymentMethod().execute({ id }))[0],
    intent: async (id) => (await intentById().execute({ value: id }))[0],
    intentByKey: async (key) => (await intentByKey().execute({ value: key }))[0],
    transaction: (work) => db.transaction((tx) => work(sandboxQueries(tx as unknown as Database))),
  };
}
