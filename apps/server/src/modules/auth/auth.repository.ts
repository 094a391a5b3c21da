/** The auth module's SQL. Times always come from the caller's clock, never from `now()`. */
import { and, count, desc, eq, gt, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { OTP_REQUEST_WINDOW_MS } from '@sillon/domain';
import type { Database } from '../../db/client';
import { containsPattern } from '../../db/like-pattern';
import type { SmsMessage } from './sms';
import {
  otpPhoneLimits,
  otpRequests,
  otpVerifications,
  refreshTokens,
  smsOutbox,
  smsQuotaWindows,
  usedCaptchas,
  users,
  type UserKind,
} from './auth.tables';

export type UserRow = typeof users.$inferSelect;
export type VerificationRow = typeof otpVerifications.$inferSelect;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type Executor = Database | Transaction;

export function createAuthRepository(db: Database) {
  return {
    async createUser(user: {
      id: string;
      kind: UserKind;
      phone: string | null;
      now: Date;
    }): Promise<UserRow> {
      const [row] = await db
        .insert(users)
        .values({
          id: user.id,
          kind: user.kind,
          phone: user.phone,
          createdAt: user.now,
          lastSignInAt: user.now,
        })
        .returning();
      return row!;
    },

    async userById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    /** The user exists and is neither closed nor deactivated (a merged anonymous user is disabled too). */
    async mayStaySignedIn(id: string): Promise<boolean> {
      const [row] = await db
        .select({ disabled: users.disabled })
        .from(users)
        .where(eq(users.id, id))
        .limit(1);
      return row !== undefined && !row.disabled;
    },

    /** The customer of a verified number, created on first sign-in (two copies racing create one). */
    async findOrCreateCustomer(
      phone: string,
      newId: string,
      now: Date,
    ): Promise<{ user: UserRow; isCreated: boolean }> {
      const [created] = await db
        .insert(users)
        .values({ id: newId, kind: 'customer', phone, createdAt: now, lastSignInAt: now })
        .onConflictDoNothing()
        .returning();
      if (created) return { user: created, isCreated: true };
      const [existing] = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
      return { user: existing!, isCreated: false };
    },

    async recordSignIn(id: string, now: Date): Promise<UserRow> {
      const [row] = await db.update(users).set({ lastSignInAt: now }).where(eq(users.id, id)).returning();
      return row!;
    },

    /** Disables an anonymous user merged into `targetId`; false if it was merged elsewhere. */
    async markMerged(anonymousId: string, targetId: string): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ mergedInto: targetId, disabled: true })
        .where(
          and(
            eq(users.id, anonymousId),
            eq(users.kind, 'anonymous'),
            or(isNull(users.mergedInto), eq(users.mergedInto, targetId)),
          ),
        )
        .returning({ id: users.id });
      return rows.length === 1;
    },

    /**
     * Runs `task` holding the number's limits row locked (`select … for update`), so copies of the
     * server sharing the database decide one request at a time per number.
     */
    withPhoneLock<T>(phone: string, task: (locked: LockedPhone) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        // An upsert creates and locks the row in one statement, so pruning cannot slip in between.
        const [limits] = await tx
          .insert(otpPhoneLimits)
          .values({ phone })
          .onConflictDoUpdate({ target: otpPhoneLimits.phone, set: { phone: sql`excluded.phone` } })
          .returning();
        return task(lockedPhone(tx, phone, limits!));
      });
    },

    /** Counts this try; answers the verification unless it is unknown or already used. */
    async countAttempt(verificationId: string): Promise<VerificationRow | undefined> {
      const [row] = await db
        .update(otpVerifications)
        .set({ attempts: sql`${otpVerifications.attempts} + 1` })
        .where(and(eq(otpVerifications.id, verificationId), isNull(otpVerifications.consumedAt)))
        .returning();
      return row;
    },

    /** Marks the code used; false when a concurrent confirmation used it first. */
    async consumeVerification(verificationId: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(otpVerifications)
        .set({ consumedAt: now })
        .where(and(eq(otpVerifications.id, verificationId), isNull(otpVerifications.consumedAt)))
        .returning({ id: otpVerifications.id });
      return rows.length === 1;
    },

    async markCaptchaUsed(challenge: string, expiresAt: Date): Promise<boolean> {
      const rows = await db
        .insert(usedCaptchas)
        .values({ challenge, expiresAt })
        .onConflictDoNothing()
        .returning({ challenge: usedCaptchas.challenge });
      return rows.length === 1;
    },

    async insertRefreshToken(row: typeof refreshTokens.$inferInsert): Promise<void> {
      await db.insert(refreshTokens).values(row);
    },

    async refreshTokenByHash(tokenHash: string): Promise<RefreshTokenRow | undefined> {
      const [row] = await db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash))
        .limit(1);
      return row;
    },

    /** Marks the token used; false when it was rotated or revoked meanwhile (a replay). */
    async rotateRefreshToken(id: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(refreshTokens)
        .set({ rotatedAt: now })
        .where(
          and(eq(refreshTokens.id, id), isNull(refreshTokens.rotatedAt), isNull(refreshTokens.revokedAt)),
        )
        .returning({ id: refreshTokens.id });
      return rows.length === 1;
    },

    async revokeFamily(familyId: string, now: Date): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    },

    async revokeUserTokens(userId: string, now: Date): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    },

    /** Customers whose number contains these digits (the staff's search), at most `limit`. */
    async customerIdsByPhoneDigits(digits: string, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.kind, 'customer'), sql`${users.phone} like ${containsPattern(digits)}`))
        .limit(limit);
      return rows.map((row) => row.id);
    },

    usersByIds(ids: readonly string[]): Promise<UserRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(users)
        .where(inArray(users.id, [...ids]));
    },

    /**
     * The staff deactivate a customer (no sign-in, every sign-in ended) or reactivate them; a
     * closed or merged account stays disabled. False when no such customer may change.
     */
    async setCustomerDisabled(userId: string, disabled: boolean, now: Date): Promise<boolean> {
      const updated = await db
        .update(users)
        .set({ disabled })
        .where(
          and(
            eq(users.id, userId),
            eq(users.kind, 'customer'),
            isNull(users.closedAt),
            isNull(users.mergedInto),
          ),
        )
        .returning({ id: users.id });
      if (updated.length === 0) return false;
      if (disabled) await this.revokeUserTokens(userId, now);
      return true;
    },

    /** The customer closed the account: no sign-in from now on, every sign-in ended. */
    async closeUser(userId: string, now: Date): Promise<void> {
      await db.update(users).set({ closedAt: now, disabled: true }).where(eq(users.id, userId));
      await this.revokeUserTokens(userId, now);
    },

    /**
     * The account's erasure: the number is forgotten (a new sign-up with it makes a new, empty
     * account), and so are its sign-ins, codes and the texts sent to it.
     */
    async forgetUser(userId: string): Promise<void> {
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      if (!user) return;
      if (user.phone) {
        await db.delete(otpVerifications).where(eq(otpVerifications.phone, user.phone));
        await db.delete(smsOutbox).where(eq(smsOutbox.phone, user.phone));
        // The number's request limits: it belongs to no one here any more.
        await db.delete(otpRequests).where(eq(otpRequests.phone, user.phone));
        await db.delete(otpPhoneLimits).where(eq(otpPhoneLimits.phone, user.phone));
      }
      await db.delete(refreshTokens).where(eq(refreshTokens.userId, userId));
      await db.update(users).set({ phone: null, disabled: true }).where(eq(users.id, userId));
    },

    async keepSms(message: SmsMessage & { sentAt: Date }): Promise<void> {
      await db.insert(smsOutbox).values(message);
    },

    latestSms(limit: number) {
      return db
        .select({ phone: smsOutbox.phone, text: smsOutbox.text, sentAt: smsOutbox.sentAt })
        .from(smsOutbox)
        .orderBy(desc(smsOutbox.id))
        .limit(limit);
    },

    /** Forgets what no rule needs any more: used captchas, old codes, quota windows, dead tokens. */
    async pruneExpired(now: Date): Promise<void> {
      const dayAgo = new Date(now.getTime() - 24 * 3600_000);
      await db.delete(usedCaptchas).where(lte(usedCaptchas.expiresAt, now));
      await db.delete(otpVerifications).where(lt(otpVerifications.expiresAt, dayAgo));
      await db
        .delete(smsQuotaWindows)
        .where(lt(smsQuotaWindows.windowStart, new Date(now.getTime() - 600_000)));
      await db.delete(refreshTokens).where(lt(refreshTokens.expiresAt, dayAgo));
      const hourAgo = new Date(now.getTime() - OTP_REQUEST_WINDOW_MS);
      await db.delete(otpRequests).where(lte(otpRequests.requestedAt, hourAgo));
      // A number with no code in the last hour and no running ban has nothing left to remember.
      await db
        .delete(otpPhoneLimits)
        .where(
          and(
            or(isNull(otpPhoneLimits.bannedUntil), lte(otpPhoneLimits.bannedUntil, now)),
            or(isNull(otpPhoneLimits.lastSentAt), lte(otpPhoneLimits.lastSentAt, hourAgo)),
          ),
        );
    },
  };
}

export type LockedPhone = ReturnType<typeof lockedPhone>;

/** What may be done with a number's limits while its row is locked. */
function lockedPhone(tx: Executor, phone: string, limits: typeof otpPhoneLimits.$inferSelect) {
  return {
    limits,
    async requestsSince(since: Date): Promise<number> {
      await tx
        .delete(otpRequests)
        .where(and(eq(otpRequests.phone, phone), lte(otpRequests.requestedAt, since)));
      const [row] = await tx
        .select({ value: count() })
        .from(otpRequests)
        .where(and(eq(otpRequests.phone, phone), gt(otpRequests.requestedAt, since)));
      return row?.value ?? 0;
    },
    async ban(until: Date): Promise<void> {
      await tx.update(otpPhoneLimits).set({ bannedUntil: until }).where(eq(otpPhoneLimits.phone, phone));
    },
    /** Adds one to a one-minute quota window and answers the new count (atomic across copies). */
    async countInQuota(key: string, windowStart: Date): Promise<number> {
      const [row] = await tx
        .insert(smsQuotaWindows)
        .values({ key, windowStart, count: 1 })
        .onConflictDoUpdate({
          target: [smsQuotaWindows.key, smsQuotaWindows.windowStart],
          set: { count: sql`${smsQuotaWindows.count} + 1` },
        })
        .returning({ count: smsQuotaWindows.count });
      return row!.count;
    },
    async recordCodeSent(verification: typeof otpVerifications.$inferInsert): Promise<void> {
      await tx.insert(otpRequests).values({ phone, requestedAt: verification.createdAt });
      await tx
        .update(otpPhoneLimits)
        .set({ lastSentAt: verification.createdAt })
        .where(eq(otpPhoneLimits.phone, phone));
      await tx.insert(otpVerifications).values(verification);
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
