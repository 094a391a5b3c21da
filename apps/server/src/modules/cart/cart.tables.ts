/**
 * The storefront cart (Spree's order in its `cart` state): who owns it, its token, the coupon and
 * preloaded promotions it names, and the lines the customer chose. Prices, gifts and discounts are
 * not stored: every answer computes them from the catalogue and the promotions as they are now.
 */
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const carts = pgTable(
  'carts',
  {
    id: uuid('id').primaryKey(),
    /** Spree's order number, `R` and 9 digits. */
    number: text('number').notNull().unique(),
    /** The order token (`X-Spree-Order-Token`), 128 random bits. */
    token: text('token').notNull().unique(),
    /** The auth module's user; null for a guest cart, reachable by its token only. */
    userId: uuid('user_id'),
    state: text('state').$type<'cart'>().notNull().default('cart'),
    couponCode: text('coupon_code'),
    /** Spec §7 set_items `preloaded`: promotion id → version the app shows. */
    preloaded: jsonb('preloaded')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [index('carts_user_idx').on(table.userId, table.updatedAt)],
);

export const cartLines = pgTable(
  'cart_lines',
  {
    id: serial('id').primaryKey(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    /** A catalogue product id or a retail variant id. */
    variantId: uuid('variant_id').notNull(),
    quantity: integer('quantity').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [uniqueIndex('cart_lines_variant_key').on(table.cartId, table.variantId)],
);
