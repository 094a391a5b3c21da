/** Product reviews and the per-product rating aggregate (spec §3 "Review", §9 average rule). */
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey(),
    productId: uuid('product_id').notNull(),
    /** Null for the demo shop's seeded reviews; the author otherwise. */
    userId: uuid('user_id'),
    title: text('title').notNull(),
    comment: text('comment').notNull().default(''),
    displayName: text('display_name').notNull(),
    rating: smallint('rating').notNull(),
    /** The author bought the product in a completed order when writing (« Achat vérifié »). */
    verifiedPurchase: boolean('verified_purchase').notNull().default(false),
    /** Hidden by the staff: no longer shown nor counted in the product's rating. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('reviews_product_created_idx').on(table.productId, table.createdAt.desc(), table.id),
    // One review per customer and product: writing again replaces it.
    uniqueIndex('reviews_product_author_key')
      .on(table.productId, table.userId)
      .where(sql`${table.userId} is not null`),
  ],
);

export const productRatings = pgTable('product_ratings', {
  productId: uuid('product_id').primaryKey(),
  averageRating: doublePrecision('average_rating').notNull(),
  reviewCount: integer('review_count').notNull(),
});
