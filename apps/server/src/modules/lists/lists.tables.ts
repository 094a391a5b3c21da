/**
 * A customer's shopping list (spec §1, §2 `shopping-list`; issue 17): one row per product, kept
 * after its removal (quantity 0) so that a device's older change never brings it back: the last
 * change wins, per product, whatever the order changes arrive in.
 */
import { index, integer, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const shoppingListItems = pgTable(
  'shopping_list_items',
  {
    userId: uuid('user_id').notNull(),
    productId: uuid('product_id').notNull(),
    /** 0 once removed (kept as the removal's date). */
    quantity: integer('quantity').notNull(),
    /** When the customer made the change, on their device: the last one wins. */
    changedAt: at('changed_at').notNull(),
    /** When the product came on the list (again, after a removal): its place there. */
    addedAt: at('added_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.productId] }),
    index('shopping_list_items_user_idx').on(table.userId, table.addedAt),
  ],
);
