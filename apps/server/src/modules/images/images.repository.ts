import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { images } from './images.tables';

export type StoredImage = typeof images.$inferSelect;
export type NewImage = Omit<typeof images.$inferInsert, 'updatedAt'>;

export function createImagesRepository(db: Database) {
  return {
    async find(key: string): Promise<StoredImage | undefined> {
      const [row] = await db.select().from(images).where(eq(images.key, key)).limit(1);
      return row;
    },
    async findVersion(key: string): Promise<string | undefined> {
      const [row] = await db
        .select({ sha256: images.sha256 })
        .from(images)
        .where(eq(images.key, key))
        .limit(1);
      return row?.sha256;
    },
    async listHashes(): Promise<Map<string, string>> {
      const rows = await db.select({ key: images.key, sha256: images.sha256 }).from(images);
      return new Map(rows.map((row) => [row.key, row.sha256]));
    },
    async upsertMany(rows: NewImage[]): Promise<void> {
      if (rows.length === 0) return;
      await db
        .insert(images)
        .values(rows)
        .onConflictDoUpdate({
          target: images.key,
          set: {
            content: sql`excluded.content`,
            contentType: sql`excluded.content_type`,
            width: sql`excluded.width`,
            height: sql`excluded.height`,
            sha256: sql`excluded.sha256`,
            updatedAt: sql`now()`,
          },
        });
    },
  };
}

export type ImagesRepository = ReturnType<typeof createImagesRepository>;
