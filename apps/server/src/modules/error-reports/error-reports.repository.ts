/** The error reports' SQL. */
import { count, desc, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { errorReports } from './error-reports.tables';

export type NewErrorReport = typeof errorReports.$inferInsert;

export function createErrorReportsRepository(db: Database) {
  return {
    async keep(report: NewErrorReport): Promise<void> {
      await db.insert(errorReports).values(report);
    },

    async purgeBefore(instant: Date): Promise<void> {
      await db.delete(errorReports).where(lt(errorReports.receivedAt, instant));
    },

    async list(query: { source?: 'app' | 'server' | undefined; offset: number; limit: number }) {
      const where = query.source ? eq(errorReports.source, query.source) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(errorReports)
          .where(where)
          .orderBy(desc(errorReports.id))
          .offset(query.offset)
          .limit(query.limit),
        db.select({ value: count() }).from(errorReports).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },
  };
}

export type ErrorReportsRepository = ReturnType<typeof createErrorReportsRepository>;
