/**
 * The content service's documents (home page, sidebar, editorial pages, recipes), stored as JSON
 * like a headless CMS: `_id`, `_type`, body, `_updatedAt`. A draft is a copy whose id starts with
 * `drafts.`; it is served instead of the published one only in preview mode.
 */
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const contentDocuments = pgTable(
  'content_documents',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    /** The web path the document is published at (`mission-regeneration`, `recettes/…`), if any. */
    path: text('path'),
    body: jsonb('body').$type<Record<string, unknown>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('content_documents_type_idx').on(table.type),
    uniqueIndex('content_documents_published_path_idx')
      .on(table.path)
      .where(sql`${table.id} not like 'drafts.%'`),
  ],
);
