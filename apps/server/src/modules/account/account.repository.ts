import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { containsPattern } from '../../db/like-pattern';
import {
  accountBanners,
  accountEmailChanges,
  customerProfiles,
  pushDevices,
  type BannerAudience,
} from './account.tables';

export type ProfileRow = typeof customerProfiles.$inferSelect;
export type ProfileChanges = Partial<
  Pick<
    ProfileRow,
    | 'firstName'
    | 'email'
    | 'deliveryAddress'
    | 'newsletter'
    | 'notificationsOptIn'
    | 'newsletterChangedAt'
    | 'notificationsChangedAt'
    | 'minimumOrderCents'
    | 'substitutionDefault'
  >
>;
export type BannerRow = typeof accountBanners.$inferSelect;

/** Postgres' unique-violation code: the email index answers "already used" atomically. */
const UNIQUE_VIOLATION = '23505';

export function isUniqueViolation(failure: unknown): boolean {
  const error = failure as { code?: string; cause?: { code?: string } };
  return error?.code === UNIQUE_VIOLATION || error?.cause?.code === UNIQUE_VIOLATION;
}

export function createAccountRepository(db: Database) {
  return {
    async profile(userId: string): Promise<ProfileRow | undefined> {
      const [row] = await db
        .select()
        .from(customerProfiles)
        .where(eq(customerProfiles.userId, userId))
        .limit(1);
      return row;
    },

    /**
     * The staff's search (the back office): profiles whose first name, delivery address name or
     * e-mail contains the text, or whose user is among `userIds` (found by phone), newest first.
     */
    async searchProfiles(
      search: { text?: string | undefined; userIds: readonly string[] },
      page: { offset: number; limit: number },
    ) {
      let where: SQL | undefined;
      if (search.text) {
        const pattern = containsPattern(search.text);
        where = or(
          sql`unaccent(${customerProfiles.firstName}) ilike unaccent(${pattern})`,
          sql`unaccent(coalesce(${customerProfiles.deliveryAddress}->>'fullname', '')) ilike unaccent(${pattern})`,
          ilike(customerProfiles.email, pattern),
          ...(search.userIds.length > 0 ? [inArray(customerProfiles.userId, [...search.userIds])] : []),
        );
      }
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(customerProfiles)
          .where(and(where))
          .orderBy(desc(customerProfiles.createdAt), asc(customerProfiles.userId))
          .offset(page.offset)
          .limit(page.limit),
        db.select({ value: count() }).from(customerProfiles).where(and(where)),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    /** Creates the profile; undefined when the user already has one. */
    async createProfile(row: typeof customerProfiles.$inferInsert): Promise<ProfileRow | undefined> {
      const [created] = await db
        .insert(customerProfiles)
        .values(row)
        .onConflictDoNothing({ target: customerProfiles.userId })
        .returning();
      return created;
    },

    async updateProfile(userId: string, changes: ProfileChanges, now: Date): Promise<ProfileRow | undefined> {
      const [row] = await db
        .update(customerProfiles)
        .set({ ...changes, updatedAt: now })
        .where(eq(customerProfiles.userId, userId))
        .returning();
      return row;
    },

    /** The profile, its row locked until the transaction ends (an e-mail change reads the former one). */
    async profileForUpdate(userId: string): Promise<ProfileRow | undefined> {
      const [row] = await db
        .select()
        .from(customerProfiles)
        .where(eq(customerProfiles.userId, userId))
        .for('update');
      return row;
    },

    /** Keeps the address an account just left; answers the change's id. */
    async keepFormerEmail(change: { userId: string; formerEmail: string; changedAt: Date }): Promise<string> {
      const [row] = await db
        .insert(accountEmailChanges)
        .values(change)
        .returning({ id: accountEmailChanges.id });
      return row!.id;
    },

    async emailChange(id: string) {
      const [row] = await db.select().from(accountEmailChanges).where(eq(accountEmailChanges.id, id));
      return row;
    },

    /** The addresses the account had before, oldest first. */
    formerEmailsOf(userId: string) {
      return db
        .select({ email: accountEmailChanges.formerEmail, changedAt: accountEmailChanges.changedAt })
        .from(accountEmailChanges)
        .where(eq(accountEmailChanges.userId, userId))
        .orderBy(asc(accountEmailChanges.changedAt));
    },

    /** A device belongs to whoever registered it last (a phone changes hands, or signs in). */
    async savePushDevice(device: typeof pushDevices.$inferInsert): Promise<void> {
      await db
        .insert(pushDevices)
        .values(device)
        .onConflictDoUpdate({
          target: pushDevices.pushTokenId,
          set: {
            userId: device.userId,
            platform: device.platform,
            app: device.app,
            updatedAt: device.updatedAt,
          },
        });
    },

    pushDevicesOf(userId: string) {
      return db.select().from(pushDevices).where(eq(pushDevices.userId, userId));
    },

    /** Forgets a device; with `userId`, only while it is that user's (another may have taken it since). */
    async deletePushDevice(pushTokenId: string, userId?: string): Promise<void> {
      await db
        .delete(pushDevices)
        .where(
          and(
            eq(pushDevices.pushTokenId, pushTokenId),
            userId === undefined ? undefined : eq(pushDevices.userId, userId),
          ),
        );
    },

    async movePushDevices(fromUserId: string, toUserId: string): Promise<void> {
      await db.update(pushDevices).set({ userId: toUserId }).where(eq(pushDevices.userId, fromUserId));
    },

    async banner(audience: BannerAudience): Promise<BannerRow | undefined> {
      const [row] = await db.select().from(accountBanners).where(eq(accountBanners.audience, audience));
      return row;
    },

    async saveBanner(row: BannerRow): Promise<void> {
      await db
        .insert(accountBanners)
        .values(row)
        .onConflictDoUpdate({ target: accountBanners.audience, set: row });
    },

    /** Erases the customer's profile, former addresses and devices (the account's erasure, issue 15). */
    async forgetCustomer(userId: string): Promise<void> {
      await db.delete(pushDevices).where(eq(pushDevices.userId, userId));
      await db.delete(accountEmailChanges).where(eq(accountEmailChanges.userId, userId));
      await db.delete(customerProfiles).where(eq(customerProfiles.userId, userId));
    },

    async isEmailTaken(email: string, exceptUserId: string): Promise<boolean> {
      const rows = await db
        .select({ userId: customerProfiles.userId })
        .from(customerProfiles)
        .where(
          sql`lower(${customerProfiles.email}) = lower(${email}) and ${customerProfiles.userId} <> ${exceptUserId}`,
        )
        .limit(1);
      return rows.length > 0;
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
