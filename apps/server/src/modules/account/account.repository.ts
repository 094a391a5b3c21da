import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { customerProfiles, pushDevices } from './account.tables';

export type ProfileRow = typeof customerProfiles.$inferSelect;
export type ProfileChanges = Partial<
  Pick<ProfileRow, 'firstName' | 'email' | 'deliveryAddress' | 'newsletter' | 'notificationsOptIn'>
>;

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

    async movePushDevices(fromUserId: string, toUserId: string): Promise<void> {
      await db.update(pushDevices).set({ userId: toUserId }).where(eq(pushDevices.userId, fromUserId));
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
