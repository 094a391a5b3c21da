/** Empties the job queue between tests that share a database: pg-boss's jobs and the dedupe keys. */
import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../db/client';
import { jobDedupeKeys } from '../modules/jobs/jobs.tables';

export async function clearJobs(database: DatabaseHandle): Promise<void> {
  const boss = new PgBoss({ db: { executeSql: database.executeSql }, schema: database.jobsSchema });
  if (await boss.isInstalled()) await boss.clearStorage();
  await database.db.delete(jobDedupeKeys);
}
