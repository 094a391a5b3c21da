/** Promotions queries. Only this file touches the promotions module's tables. */
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { containsPattern } from '../../db/like-pattern';
import {
  accountVouchers,
  promotionOrders,
  promotionSettings,
  referralCodes,
  referrals,
  voucherRedemptions,
  vouchers,
} from './promotions.tables';

export type VoucherRow = typeof vouchers.$inferSelect;
export type NewVoucherRow = typeof vouchers.$inferInsert;
export type SettingsRow = typeof promotionSettings.$inferSelect;
export type ReferralRow = typeof referrals.$inferSelect;

export type VoucherChanges = Partial<
  Pick<
    VoucherRow,
    | 'name'
    | 'description'
    | 'amountCents'
    | 'percentBp'
    | 'startsAt'
    | 'expiresAt'
    | 'usageLimit'
    | 'usageLimitPerCustomer'
    | 'minimumSubtotalCents'
    | 'firstOrderOnly'
    | 'disabledAt'
  >
>;

/** The number of completed orders that used a voucher. */
const usesSql = sql<number>`(select count(*)::int from ${voucherRedemptions} where ${voucherRedemptions.voucherId} = ${vouchers.id})`;

export const SETTINGS_ID = 'shop';
/** The first key of the customers' promotion locks (advisory locks of two keys: space, customer). */
const CUSTOMER_LOCK_SPACE = 7_301_456;

function promotionsQueries(db: Database) {
  /** Every voucher the account holds, with when it was added: used, disabled and withdrawn ones too. */
  const heldVouchers = (userId: string): Promise<{ voucher: VoucherRow; addedAt: Date }[]> =>
    db
      .select({ voucher: vouchers, addedAt: accountVouchers.addedAt })
      .from(accountVouchers)
      .innerJoin(vouchers, eq(vouchers.id, accountVouchers.voucherId))
      .where(eq(accountVouchers.userId, userId))
      .orderBy(asc(accountVouchers.addedAt), asc(vouchers.code));

  return {
    async settings(): Promise<SettingsRow | undefined> {
      const [row] = await db.select().from(promotionSettings).where(eq(promotionSettings.id, SETTINGS_ID));
      return row;
    },

    /** The shop's settings replaced whole (the one row, made when the shop has none yet). */
    async saveSettings(settings: Omit<SettingsRow, 'id'>): Promise<void> {
      await db
        .insert(promotionSettings)
        .values({ id: SETTINGS_ID, ...settings })
        .onConflictDoUpdate({ target: promotionSettings.id, set: settings });
    },

    async voucherByCode(code: string): Promise<VoucherRow | undefined> {
      const [row] = await db.select().from(vouchers).where(eq(vouchers.code, code));
      return row;
    },

    /**
     * Holds one customer's promotions until the transaction ends: their completed orders, first
     * order offers and referral reward are counted and changed by one transaction at a time.
     */
    async lockCustomer(userId: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(${CUSTOMER_LOCK_SPACE}, hashtext(${userId}))`);
    },

    /**
     * Holds the voucher's row until the transaction ends: its usage is counted one order at a time,
     * and a staff's change checks the voucher as it is.
     */
    async lockVoucher(id: string): Promise<VoucherRow | undefined> {
      const [row] = await db.select().from(vouchers).where(eq(vouchers.id, id)).for('update');
      return row;
    },

    async lockVoucherByCode(code: string): Promise<VoucherRow | undefined> {
      const [row] = await db.select().from(vouchers).where(eq(vouchers.code, code)).for('update');
      return row;
    },

    async insertVoucher(row: NewVoucherRow): Promise<void> {
      await db.insert(vouchers).values(row);
    },

    /** Inserts the voucher unless its code is taken; false when it is. */
    async insertVoucherIfNew(row: NewVoucherRow): Promise<boolean> {
      const inserted = await db
        .insert(vouchers)
        .values(row)
        .onConflictDoNothing({ target: vouchers.code })
        .returning({ id: vouchers.id });
      return inserted.length > 0;
    },

    async updateVoucher(id: string, changes: VoucherChanges): Promise<boolean> {
      const updated = await db
        .update(vouchers)
        .set(changes)
        .where(eq(vouchers.id, id))
        .returning({ id: vouchers.id });
      return updated.length > 0;
    },

    /** The staff's list: by code or name, newest first, with their uses; no reward taken back. */
    async staffVouchers(q: string | undefined, page: { offset: number; limit: number }) {
      const where = and(
        isNull(vouchers.withdrawnAt),
        q
          ? or(ilike(vouchers.code, containsPattern(q)), ilike(vouchers.name, containsPattern(q)))
          : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({ voucher: vouchers, uses: usesSql })
          .from(vouchers)
          .where(where)
          .orderBy(desc(vouchers.createdAt), asc(vouchers.code))
          .offset(page.offset)
          .limit(page.limit),
        db.select({ value: count() }).from(vouchers).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    async voucherWithUses(id: string) {
      const [row] = await db
        .select({ voucher: vouchers, uses: usesSql })
        .from(vouchers)
        // A withdrawn reward is gone for the staff too, as in their list.
        .where(and(eq(vouchers.id, id), isNull(vouchers.withdrawnAt)));
      return row;
    },

    /** Completed orders that used the voucher: all customers, and this one. */
    async voucherUsage(voucherId: string, userId: string | null) {
      const [all] = await db
        .select({ n: count() })
        .from(voucherRedemptions)
        .where(eq(voucherRedemptions.voucherId, voucherId));
      const [mine] = userId
        ? await db
            .select({ n: count() })
            .from(voucherRedemptions)
            .where(and(eq(voucherRedemptions.voucherId, voucherId), eq(voucherRedemptions.userId, userId)))
        : [{ n: 0 }];
      return { timesUsed: all?.n ?? 0, timesUsedByCustomer: mine?.n ?? 0 };
    },

    /** `voucherUsage` of several vouchers in one query (the account's list); a voucher never used is absent. */
    async voucherUsages(voucherIds: readonly string[], userId: string) {
      if (voucherIds.length === 0)
        return new Map<string, { timesUsed: number; timesUsedByCustomer: number }>();
      const rows = await db
        .select({
          voucherId: voucherRedemptions.voucherId,
          timesUsed: count(),
          timesUsedByCustomer: count(sql`case when ${voucherRedemptions.userId} = ${userId} then 1 end`),
        })
        .from(voucherRedemptions)
        .where(inArray(voucherRedemptions.voucherId, [...voucherIds]))
        .groupBy(voucherRedemptions.voucherId);
      return new Map(rows.map(({ voucherId, ...usage }) => [voucherId, usage]));
    },

    async completedOrdersCount(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(promotionOrders)
        .where(eq(promotionOrders.userId, userId));
      return row?.n ?? 0;
    },

    /** Records a completed order once; false when it was already recorded (a retried call). */
    async recordCompletedOrder(orderId: string, userId: string, completedAt: Date): Promise<boolean> {
      const inserted = await db
        .insert(promotionOrders)
        .values({ orderId, userId, completedAt })
        .onConflictDoNothing()
        .returning({ orderId: promotionOrders.orderId });
      return inserted.length > 0;
    },

    /** A cancelled order no longer counts among the customer's completed orders; false if it never did. */
    async forgetCompletedOrder(orderId: string): Promise<boolean> {
      const deleted = await db
        .delete(promotionOrders)
        .where(eq(promotionOrders.orderId, orderId))
        .returning({ orderId: promotionOrders.orderId });
      return deleted.length > 0;
    },

    /** A cancelled order's voucher uses are given back. */
    async forgetRedemptions(orderId: string): Promise<void> {
      await db.delete(voucherRedemptions).where(eq(voucherRedemptions.orderId, orderId));
    },

    async withdrawVoucher(voucherId: string, at: Date): Promise<void> {
      await db.update(vouchers).set({ withdrawnAt: at }).where(eq(vouchers.id, voucherId));
    },

    async recordRedemption(voucherId: string, orderId: string, userId: string, at: Date): Promise<void> {
      await db
        .insert(voucherRedemptions)
        .values({ voucherId, orderId, userId, redeemedAt: at })
        .onConflictDoNothing();
    },

    accountVouchers(userId: string): Promise<VoucherRow[]> {
      return heldVouchers(userId).then((rows) => rows.map((row) => row.voucher));
    },

    heldVouchers,

    /**
     * False when the voucher is gone: deleted since it was read (its owner's account erased). Its
     * row is held while the line is added, so a deletion waits for the line and then takes it
     * along, and one that came first leaves nothing to add.
     */
    async addAccountVoucher(userId: string, voucherId: string, at: Date): Promise<boolean> {
      const added = await db
        .insert(accountVouchers)
        .select(
          db
            .select({
              userId: sql<string>`${userId}::uuid`.as('user_id'),
              voucherId: vouchers.id,
              addedAt: sql<Date>`${at.toISOString()}::timestamptz`.as('added_at'),
            })
            .from(vouchers)
            .where(eq(vouchers.id, voucherId))
            .for('key share'),
        )
        .onConflictDoNothing()
        .returning({ voucherId: accountVouchers.voucherId });
      if (added.length > 0) return true;
      // Nothing added: the customer held it already, or it is gone.
      const [still] = await db.select({ id: vouchers.id }).from(vouchers).where(eq(vouchers.id, voucherId));
      return still !== undefined;
    },

    async referralCodeOf(userId: string): Promise<string | undefined> {
      const [row] = await db.select().from(referralCodes).where(eq(referralCodes.userId, userId));
      return row?.code;
    },

    /** False when the user already has a code or the code is taken (the caller retries or rereads). */
    async insertReferralCode(userId: string, code: string, at: Date): Promise<boolean> {
      const inserted = await db
        .insert(referralCodes)
        .values({ userId, code, createdAt: at })
        .onConflictDoNothing()
        .returning({ code: referralCodes.code });
      return inserted.length > 0;
    },

    async referralCodeOwner(code: string): Promise<string | undefined> {
      const [row] = await db.select().from(referralCodes).where(eq(referralCodes.code, code));
      return row?.userId;
    },

    async referralCodesOf(userIds: readonly string[]): Promise<string[]> {
      if (userIds.length === 0) return [];
      const rows = await db
        .select({ code: referralCodes.code })
        .from(referralCodes)
        .where(inArray(referralCodes.userId, [...userIds]));
      return rows.map((row) => row.code);
    },

    /**
     * What every cart of a signed-in customer is priced with: how many orders they completed and
     * the referral that brought them, in one statement (asked by each cart call).
     */
    async customerStanding(
      userId: string,
    ): Promise<{ completedOrdersCount: number; referral: ReferralRow | undefined }> {
      const [row] = await db
        .select({
          completed: sql<number>`(select count(*)::integer from ${promotionOrders} where ${eq(promotionOrders.userId, userId)})`,
          referral: referrals,
        })
        .from(sql`(select 1) as standing`)
        .leftJoin(referrals, eq(referrals.refereeUserId, userId));
      return { completedOrdersCount: row?.completed ?? 0, referral: row?.referral ?? undefined };
    },

    async referralOf(refereeUserId: string): Promise<ReferralRow | undefined> {
      const [row] = await db.select().from(referrals).where(eq(referrals.refereeUserId, refereeUserId));
      return row;
    },

    /** Friends who signed up with the customer's code, and the rewards their first orders earned. */
    async referralStats(referrerUserId: string): Promise<{ referees: number; rewards: number }> {
      const [row] = await db
        .select({ referees: count(), rewards: count(referrals.rewardVoucherId) })
        .from(referrals)
        .where(eq(referrals.referrerUserId, referrerUserId));
      return { referees: row?.referees ?? 0, rewards: row?.rewards ?? 0 };
    },

    /** The account's closing: its code leads nowhere from now on, and is never made again. */
    async retireReferralCode(userId: string): Promise<void> {
      await db.delete(referralCodes).where(eq(referralCodes.userId, userId));
    },

    /**
     * The account's erasure (issue 15): the customer's code and vouchers go, except vouchers an
     * order used (their use counts stay, under an id nobody can trace back). Who referred whom
     * stays as two such ids: the referrer's reward history is theirs.
     */
    async forgetCustomer(userId: string): Promise<void> {
      await db.delete(referralCodes).where(eq(referralCodes.userId, userId));
      await db.delete(accountVouchers).where(eq(accountVouchers.userId, userId));
      await db
        .delete(vouchers)
        .where(
          and(
            eq(vouchers.ownerUserId, userId),
            sql`not exists (select 1 from ${voucherRedemptions} where ${voucherRedemptions.voucherId} = ${vouchers.id})`,
          ),
        );
    },

    async refereesOf(referrerUserId: string): Promise<string[]> {
      const rows = await db
        .select({ id: referrals.refereeUserId })
        .from(referrals)
        .where(eq(referrals.referrerUserId, referrerUserId));
      return rows.map((row) => row.id);
    },

    /** False when the referee already has a referrer (two requests racing: the first one wins). */
    async insertReferral(refereeUserId: string, referrerUserId: string, at: Date): Promise<boolean> {
      const inserted = await db
        .insert(referrals)
        .values({ refereeUserId, referrerUserId, createdAt: at })
        .onConflictDoNothing()
        .returning({ id: referrals.refereeUserId });
      return inserted.length > 0;
    },

    async setReferralReward(refereeUserId: string, voucherId: string | null): Promise<void> {
      await db
        .update(referrals)
        .set({ rewardVoucherId: voucherId })
        .where(eq(referrals.refereeUserId, refereeUserId));
    },
  };
}

export type PromotionsQueries = ReturnType<typeof promotionsQueries>;
export type PromotionsRepository = PromotionsQueries & {
  /** Runs `work` in one transaction, with queries bound to it. */
  transaction<T>(work: (tx: PromotionsQueries) => Promise<T>): Promise<T>;
  /** Runs `work` in one transaction, with the transaction itself (for steps shared with callers' transactions). */
  transactionHandle<T>(work: (tx: Database) => Promise<T>): Promise<T>;
};

export function createPromotionsRepository(db: Database): PromotionsRepository {
  return {
    ...promotionsQueries(db),
    transaction: (work) => db.transaction((tx) => work(promotionsQueries(tx as unknown as Database))),
    transactionHandle: (work) => db.transaction((tx) => work(tx as unknown as Database)),
  };
}

/** The promotions queries bound to a transaction another module opened. */
export function promotionsQueriesIn(tx: Database): PromotionsQueries {
  return promotionsQueries(tx);
}
