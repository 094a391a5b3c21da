/** Content document queries. Only this file touches the `content_documents` table. */
import { and, asc, eq, inArray, notLike, sql, type SQL } from 'drizzle-orm';
import { DRAFT_PREFIX } from '@sillon/domain';
import type { Database, Transaction } from '../../db/client';
import { contentDocuments } from './content.tables';

export type ContentDocumentRow = typeof contentDocuments.$inferSelect;
export type NewContentDocumentRow = Pick<ContentDocumentRow, 'id' | 'type' | 'path' | 'body' | 'updatedAt'>;

/** `drafts.%` as a LIKE pattern: the prefix holds no wildcard, so it is used as is. */
const DRAFT_PATTERN = `${DRAFT_PREFIX}%`;

export function createContentRepository(db: Database) {
  const publishedOnly = (condition: SQL | undefined, includeDrafts: boolean) =>
    includeDrafts ? condition : and(condition, notLike(contentDocuments.id, DRAFT_PATTERN));

  return {
    /** Runs `work` in one transaction (its queries: `createContentRepository(tx)`). */
    transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },
    findByIds(ids: readonly string[]): Promise<ContentDocumentRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(contentDocuments)
        .where(inArray(contentDocuments.id, [...ids]))
        .orderBy(asc(contentDocuments.id));
    },
    findByType(type: string, options: { includeDrafts: boolean }): Promise<ContentDocumentRow[]> {
      return db
        .select()
        .from(contentDocuments)
        .where(publishedOnly(eq(contentDocuments.type, type), options.includeDrafts))
        .orderBy(asc(contentDocuments.id));
    },
    /** Every document, drafts too (the staff's list), of one type or all. */
    findAll(type: string | undefined): Promise<ContentDocumentRow[]> {
      return db
        .select()
        .from(contentDocuments)
        .where(type === undefined ? undefined : eq(contentDocuments.type, type))
        .orderBy(asc(contentDocuments.type), asc(contentDocuments.id));
    },
    /** The draft becomes the published document, in one transaction: written, then the draft deleted. */
    async publishDraft(draftId: string, published: NewContentDocumentRow): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .insert(contentDocuments)
          .values(published)
          .onConflictDoUpdate({
            target: contentDocuments.id,
            set: {
              type: sql`excluded.type`,
              path: sql`excluded.path`,
              body: sql`excluded.body`,
              updatedAt: sql`excluded.updated_at`,
            },
          });
        await tx.delete(contentDocuments).where(eq(contentDocuments.id, draftId));
      });
    },
    findByPath(path: string, options: { includeDrafts: boolean }): Promise<ContentDocumentRow[]> {
      return db
        .select()
        .from(contentDocuments)
        .where(publishedOnly(eq(contentDocuments.path, path), options.includeDrafts))
        .orderBy(asc(contentDocuments.id));
    },
    /** Writes the row unless one with its id (or, published, its path) exists; answers whether it was written. */
    async insertIfMissing(row: NewContentDocumentRow): Promise<boolean> {
      const written = await db
        .insert(contentDocuments)
        .values(row)
        .onConflictDoNothing()
        .returning({ id: contentDocuments.id });
      return written.length > 0;
    },
    /**
     * Writes the row unless the stored one is as recent or more: the service decides with the
     * domain rule, and this condition keeps that decision true when two writers race.
     * Answers whether the row was written.
     */
    async upsertIfNewer(row: NewContentDocumentRow): Promise<boolean> {
      const written = await db
        .insert(contentDocuments)
        .values(row)
        .onConflictDoUpdate({
          target: contentDocuments.id,
          set: {
            type: sql`excluded.type`,
            path: sql`excluded.path`,
            body: sql`excluded.body`,
            updatedAt: sql`excluded.updated_at`,
          },
          setWhere: sql`${contentDocuments.updatedAt} < excluded.updated_at`,
        })
        .returning({ id: contentDocuments.id });
      return written.length > 0;
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
