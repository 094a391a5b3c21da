/** Product reviews and the per-product rating aggregate (spec §3 "Review", §9 average rule). */
import {
  doublePrecision,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('reviews_product_created_idx').on(table.productId, table.createdAt.desc(), table.id)],
);

export const productRatings = pgTable('product_ratings', {
  productId: uuid('product_id').primaryKey(),
  averageRating: doublePrecision('average_rating').notNull(),
  reviewCount: integer('review_count').notNull(),
});
