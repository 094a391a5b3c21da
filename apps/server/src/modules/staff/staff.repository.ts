/** Staff queries. Only this file touches the staff module's tables. */
import { and, desc, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { auditEntries, staffMembers, staffSessions } from './staff.tables';

export type StaffMemberRow = typeof staffMembers.$inferSelect;
export type AuditEntryRow = typeof auditEntries.$inferSelect;
export type NewAuditEntry = typeof auditEntries.$inferInsert;

/** The first key of the audited subjects' locks (advisory locks of two keys: space, subject). */
const AUDITED_SUBJECT_LOCK_SPACE = 7_301_458;

export function createStaffRepository(db: Database) {
  return {
    /** Runs `work` in one transaction (its queries: `createStaffRepository(tx)`). */
    transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    memberById(id: string): Promise<StaffMemberRow | undefined> {
      return db
        .select()
        .from(staffMembers)
        .where(eq(staffMembers.id, id))
        .then((rows) => rows[0]);
    },

    /** The member's row, held until the transaction ends: a change reads what it replaces. */
    lockMember(id: string): Promise<StaffMemberRow | undefined> {
      return db
        .select()
        .from(staffMembers)
        .where(eq(staffMembers.id, id))
        .for('update')
        .then((rows) => rows[0]);
    },

    memberByEmail(email: string): Promise<StaffMemberRow | undefined> {
      return db
        .select()
        .from(staffMembers)
        .where(eq(staffMembers.email, email))
        .then((rows) => rows[0]);
    },

    members(): Promise<StaffMemberRow[]> {
      return db.select().from(staffMembers).orderBy(staffMembers.name);
    },

    /** False when the e-mail is taken (the unique index decides, even for two admins at once). */
    async insertMember(row: StaffMemberRow): Promise<boolean> {
      const inserted = await db
        .insert(staffMembers)
        .values(row)
        .onConflictDoNothing({ target: staffMembers.email })
        .returning({ id: staffMembers.id });
      return inserted.length === 1;
    },

    async updateMember(id: string, changes: Partial<StaffMemberRow>): Promise<StaffMemberRow | undefined> {
      const [row] = await db.update(staffMembers).set(changes).where(eq(staffMembers.id, id)).returning();
      return row;
    },

    /**
     * The active admins' ids, their rows held until the transaction ends. Taken in id order, so two
     * changes that take them both wait in turn rather than deadlock; the second reads them as the
     * first left them (an admin it demoted is no longer among them).
     */
    async lockActiveAdmins(): Promise<string[]> {
      const rows = await db
        .select({ id: staffMembers.id })
        .from(staffMembers)
        .where(and(eq(staffMembers.role, 'admin'), isNull(staffMembers.deactivatedAt)))
        .orderBy(staffMembers.id)
        .for('update');
      return rows.map((row) => row.id);
    },

    /** A wrong password counts under the row's lock, so parallel guesses cannot skip the lock. */
    async recordWrongPassword(
      id: string,
      next: (failedSignIns: number) => { failedSignIns: number; lockedUntil: Date | null },
    ): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ failedSignIns: staffMembers.failedSignIns })
          .from(staffMembers)
          .where(eq(staffMembers.id, id))
          .for('update');
        if (!row) return;
        await tx.update(staffMembers).set(next(row.failedSignIns)).where(eq(staffMembers.id, id));
      });
    },

    async insertSession(memberId: string, tokenDigest: string, createdAt: Date, expiresAt: Date) {
      const [row] = await db
        .insert(staffSessions)
        .values({ memberId, tokenDigest, createdAt, expiresAt })
        .returning({ id: staffSessions.id });
      return row!.id;
    },

    /** The live session of a token and its active member. */
    async sessionByDigest(tokenDigest: string, now: Date) {
      const [row] = await db
        .select({ sessionId: staffSessions.id, member: staffMembers })
        .from(staffSessions)
        .innerJoin(staffMembers, eq(staffMembers.id, staffSessions.memberId))
        .where(
          and(
            eq(staffSessions.tokenDigest, tokenDigest),
            isNull(staffSessions.revokedAt),
            gt(staffSessions.expiresAt, now),
            isNull(staffMembers.deactivatedAt),
          ),
        );
      return row;
    },

    async revokeSession(sessionId: number, now: Date): Promise<void> {
      await db
        .update(staffSessions)
        .set({ revokedAt: now })
        .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.revokedAt)));
    },

    async revokeSessionsOf(memberId: string, now: Date): Promise<number> {
      const revoked = await db
        .update(staffSessions)
        .set({ revokedAt: now })
        .where(
          and(
            eq(staffSessions.memberId, memberId),
            isNull(staffSessions.revokedAt),
            gt(staffSessions.expiresAt, now),
          ),
        )
        .returning({ id: staffSessions.id });
      return revoked.length;
    },

    /** Holds one subject's staff changes until the transaction ends: one at a time, in order. */
    async holdAuditedSubject(subjectType: string, subjectId: string): Promise<void> {
      await db.execute(
        sql`select pg_advisory_xact_lock(${AUDITED_SUBJECT_LOCK_SPACE}, hashtext(${`${subjectType}:${subjectId}`}))`,
      );
    },

    async insertAudit(entry: NewAuditEntry): Promise<number> {
      const [inserted] = await db.insert(auditEntries).values(entry).returning({ id: auditEntries.id });
      return inserted!.id;
    },

    /** The subject's records in its entries go (who did what, and when, stay). */
    async forgetAuditedSubject(subjectType: string, subjectId: string): Promise<void> {
      await db
        .update(auditEntries)
        .set({ before: null, after: null })
        .where(and(eq(auditEntries.subjectType, subjectType), eq(auditEntries.subjectId, subjectId)));
    },

    async audit(
      filter: { subjectType?: string; subjectId?: string; memberId?: string },
      page: { limit: number; offset: number },
    ) {
      const conditions: SQL[] = [];
      if (filter.subjectType) conditions.push(eq(auditEntries.subjectType, filter.subjectType));
      if (filter.subjectId) conditions.push(eq(auditEntries.subjectId, filter.subjectId));
      if (filter.memberId) conditions.push(eq(auditEntries.memberId, filter.memberId));
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const [items, [total]] = await Promise.all([
        db
          .select({ entry: auditEntries, memberName: staffMembers.name })
          .from(auditEntries)
          .leftJoin(staffMembers, eq(staffMembers.id, auditEntries.memberId))
          .where(where)
          .orderBy(desc(auditEntries.at), desc(auditEntries.id))
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(auditEntries)
          .where(where),
      ]);
      return { items, total: total?.n ?? 0 };
    },
  };
}

export type StaffRepository = ReturnType<typeof createStaffRepository>;
