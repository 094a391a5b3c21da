/**
 * The order module's reads across orders (a customer's placed orders, the staff's lists, what a
 * customer bought) and the additions' own records. Loading and saving one order is the store's
 * (`order-store.ts`).
 */
import type { StaffOrderAttention } from '@sillon/contract';
import { DROPPED_PAYMENT_STATE, type OrderStatus } from '@sillon/domain';
import {
  and,
  asc,
  count,
  countDistinct,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  max,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { statementName, type Database } from '../../db/client';
import { preparedOnce } from '../../db/prepared-once';
import type {
  AdditionChanges,
  AdditionRow,
  OrderLineRow,
  OrderRow,
  PaymentRow,
  PreparationMarkRow,
  StatusChangeRow,
} from './order-types';
import {
  cartLines,
  carts,
  orderAdditions,
  orderPayments,
  orderPreparationMarks,
  orderStatusChanges,
} from './orders.tables';

export type PlacedOrderFilter = {
  /** The Paris day, as instants. */
  day?: { from: Date; to: Date } | undefined;
  slotId?: string | undefined;
  /** The pickup point's id at its provider. */
  pickupPointId?: string | undefined;
  status?: OrderStatus | undefined;
  prepared?: boolean | undefined;
  attention?: StaffOrderAttention | undefined;
  /** Part of a number or an e-mail, or the customers (found by phone) whose orders to show. */
  text?: { fragment: string; userIds: readonly string[] } | undefined;
};

const placed = eq(carts.state, 'complete');
/** Orders placed and kept: a cancelled order bought nothing. */
const kept = and(placed, ne(carts.status, 'canceled'));

function placedOrderConditions(filter: PlacedOrderFilter): SQL | undefined {
  const slotStart = sql`(${carts.deliverySlot}->>'start')::timestamptz`;
  const conditions: (SQL | undefined)[] = [placed];
  if (filter.day) {
    const { from, to } = filter.day;
    conditions.push(
      or(
        and(isNotNull(carts.deliverySlot), gte(slotStart, from), lt(slotStart, to)),
        and(isNull(carts.deliverySlot), gte(carts.completedAt, from), lt(carts.completedAt, to)),
      ),
    );
  }
  if (filter.slotId) conditions.push(sql`${carts.deliverySlot}->>'id' = ${filter.slotId}`);
  if (filter.pickupPointId)
    conditions.push(sql`${carts.pickupPoint}->>'providerPointId' = ${filter.pickupPointId}`);
  if (filter.status) conditions.push(eq(carts.status, filter.status));
  // « À préparer » is work to do: a cancelled order is none.
  if (filter.prepared !== undefined)
    conditions.push(
      filter.prepared
        ? isNotNull(carts.preparedAt)
        : and(isNull(carts.preparedAt), ne(carts.status, 'canceled'))!,
    );
  if (filter.attention) conditions.push(attentionCondition(filter.attention));
  if (filter.text) {
    const pattern = `%${filter.text.fragment.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    conditions.push(
      or(
        ilike(carts.number, pattern),
        ilike(carts.email, pattern),
        // The name the order goes to, accents and case aside (« zoe » finds « Zoé »).
        sql`unaccent(coalesce(${carts.shipAddress}->>'fullname', '')) ilike unaccent(${pattern})`,
        sql`unaccent(coalesce(${carts.billAddress}->>'fullname', '')) ilike unaccent(${pattern})`,
        filter.text.userIds.length > 0 ? inArray(carts.userId, [...filter.text.userIds]) : undefined,
      ),
    );
  }
  return and(...conditions);
}

/**
 * « Encaissement refusé »: the money refused or the hold dropped (the domain's `isPaymentDropped`),
 * on an order still to deliver; « Litige bancaire »: the bank disputes the payment.
 */
function attentionCondition(attention: StaffOrderAttention): SQL {
  if (attention === 'disputed') return isNotNull(carts.disputedAt);
  return and(eq(carts.paymentState, DROPPED_PAYMENT_STATE), ne(carts.status, 'canceled'))!;
}

/** Each product of a kept order's frozen lines, with the order it is in. */
function boughtProducts(db: Database, userId: string) {
  const line = sql`jsonb_array_elements(${carts.snapshot}->'priced'->'lines')`;
  return db
    .select({
      productId: sql<string>`bought.line->'variant'->>'productId'`.as('product_id'),
      orderId: carts.id,
      completedAt: carts.completedAt,
    })
    .from(carts)
    .innerJoin(sql`lateral ${line} as bought(line)`, sql`true`)
    .where(and(eq(carts.userId, userId), kept))
    .as('bought_products');
}

export function createOrdersRepository(db: Database) {
  // Asked by every request for an account's order history (its kept pages hang on it): prepared.
  // The count is a window over the customer's placed orders, counted before the page is cut.
  const placedOrderPage = preparedOnce(() =>
    db
      .select({ id: carts.id, version: carts.version, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(carts)
      .where(and(eq(carts.userId, sql.placeholder('userId')), placed))
      .orderBy(desc(carts.completedAt), desc(carts.id))
      .offset(sql.placeholder('offset'))
      .limit(sql.placeholder('limit'))
      .prepare(statementName(db, 'placed_order_page')),
  );
  return {
    /** A customer's completed orders, newest first (Spree's account orders), and how many in all. */
    async completedOrdersOf(userId: string, page: { offset: number; limit: number }) {
      const mine = and(eq(carts.userId, userId), placed);
      // Both from the placed orders' index: the page, then the count.
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(carts)
          .where(mine)
          .orderBy(desc(carts.completedAt), desc(carts.id))
          .offset(page.offset)
          .limit(page.limit),
        db.select({ total: count() }).from(carts).where(mine),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },

    /** Every order the customer placed, newest first (their data export). */
    allPlacedOrdersOf(userId: string): Promise<OrderRow[]> {
      return db
        .select()
        .from(carts)
        .where(and(eq(carts.userId, userId), placed))
        .orderBy(desc(carts.completedAt), desc(carts.id));
    },

    /**
     * A page of the customer's placed orders by their versions only, and their count: each
     * order's id and `version` (a new one with every save of the order, its payments included,
     * whichever server copy made it). Equal versions mean an equal page, so a page built before
     * can be answered again without reading the orders.
     */
    async placedOrderVersions(
      userId: string,
      page: { offset: number; limit: number },
    ): Promise<{ ids: string[]; versions: string; total: number }> {
      const rows = await placedOrderPage().execute({ userId, ...page });
      // An empty page says nothing of the count (past the last page): asked on its own then.
      const total =
        rows[0]?.total ??
        (page.offset === 0
          ? 0
          : ((
              await db
                .select({ total: count() })
                .from(carts)
                .where(and(eq(carts.userId, userId), placed))
            )[0]?.total ?? 0));
      return {
        ids: rows.map((row) => row.id),
        versions: rows.map((row) => `${row.id}@${row.version}`).join(' '),
        total,
      };
    },

    /** A customer's placed orders by their ids, in the order of the ids. */
    async placedOrdersByIds(userId: string, ids: readonly string[]): Promise<OrderRow[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select()
        .from(carts)
        .where(and(inArray(carts.id, [...ids]), eq(carts.userId, userId), placed));
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    /** Placed orders by their ids, whoever placed them (the delivery rounds' stops, issue 42). */
    async placedOrdersWithIds(ids: readonly string[]): Promise<OrderRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(carts)
        .where(and(inArray(carts.id, [...ids]), placed));
    },

    /** The payments of several orders in one query (a page of account orders), each order's oldest first. */
    async paymentsOfOrders(cartIds: readonly string[]): Promise<Map<string, PaymentRow[]>> {
      const byOrder = new Map<string, PaymentRow[]>(cartIds.map((id) => [id, []]));
      if (cartIds.length === 0) return byOrder;
      const rows = await db
        .select()
        .from(orderPayments)
        .where(inArray(orderPayments.cartId, [...cartIds]))
        .orderBy(asc(orderPayments.id));
      for (const row of rows) byOrder.get(row.cartId)?.push(row);
      return byOrder;
    },

    /** Issue 41: the lines' own substitution preferences of several orders, by order. */
    async linePreferencesOf(cartIds: readonly string[]) {
      const byOrder = new Map<string, Pick<OrderLineRow, 'id' | 'substitution'>[]>(
        cartIds.map((id) => [id, []]),
      );
      if (cartIds.length === 0) return byOrder;
      const rows = await db
        .select({ cartId: cartLines.cartId, id: cartLines.id, substitution: cartLines.substitution })
        .from(cartLines)
        .where(inArray(cartLines.cartId, [...cartIds]));
      for (const { cartId, ...line } of rows) byOrder.get(cartId)?.push(line);
      return byOrder;
    },

    /** The products of the customer's kept orders, most ordered first, a tie to the latest bought. */
    async mostOrderedProducts(userId: string): Promise<{ productId: string; times: number }[]> {
      const bought = boughtProducts(db, userId);
      const times = countDistinct(bought.orderId);
      return db
        .select({ productId: bought.productId, times })
        .from(bought)
        .groupBy(bought.productId)
        .orderBy(desc(times), desc(max(bought.completedAt)));
    },

    /** Whether the customer bought the product in an order they kept (« Achat vérifié »). */
    async hasBought(userId: string, productId: string): Promise<boolean> {
      const bought = boughtProducts(db, userId);
      const [found] = await db
        .select({ productId: bought.productId })
        .from(bought)
        .where(eq(bought.productId, productId))
        .limit(1);
      return found !== undefined;
    },

    /**
     * Issue 41, « Ruptures »: per Paris day of preparation and ordered product, the kept orders'
     * lines prepared short, the units missing, and the lines a substitute was proposed for.
     */
    async shortages(range: { from: Date; to: Date }) {
      const line = sql`jsonb_array_elements(${carts.snapshot}->'priced'->'lines')`;
      const ordered = sql<number>`(short.line->>'quantity')::int`;
      const prepared = sql<number>`coalesce((${carts.preparedQuantities}->>(short.line->>'id'))::int, ${ordered})`;
      const day = sql<string>`to_char(${carts.preparedAt} at time zone 'Europe/Paris', 'YYYY-MM-DD')`;
      const productId = sql<string>`short.line->'variant'->>'productId'`;
      const unitsShort = sql<number>`sum(${ordered} - ${prepared})`.mapWith(Number);
      return db
        .select({
          day: day.as('day'),
          productId: productId.as('product_id'),
          name: sql<string>`min(short.line->'variant'->>'name')`,
          linesShort: count().as('lines_short'),
          unitsShort: unitsShort.as('units_short'),
          linesSubstituted: sql<number>`count(*) filter (where ${carts.substitutions} ? (short.line->>'id'))`
            .mapWith(Number)
            .as('lines_substituted'),
        })
        .from(carts)
        .innerJoin(sql`lateral ${line} as short(line)`, sql`true`)
        .where(
          and(
            kept,
            isNotNull(carts.preparedAt),
            gte(carts.preparedAt, range.from),
            lt(carts.preparedAt, range.to),
            sql`${prepared} < ${ordered}`,
          ),
        )
        .groupBy(sql`1`, sql`2`)
        .orderBy(sql`1`, desc(sql`5`), sql`3`);
    },

    /** The times an order was marked prepared or taken back, oldest first. */
    preparationMarks(orderId: string): Promise<PreparationMarkRow[]> {
      return db
        .select()
        .from(orderPreparationMarks)
        .where(eq(orderPreparationMarks.orderId, orderId))
        .orderBy(asc(orderPreparationMarks.markedAt), asc(orderPreparationMarks.id));
    },

    /** An order's statuses, oldest first. */
    statusChanges(orderId: string): Promise<StatusChangeRow[]> {
      return db
        .select()
        .from(orderStatusChanges)
        .where(eq(orderStatusChanges.orderId, orderId))
        .orderBy(asc(orderStatusChanges.changedAt), asc(orderStatusChanges.id));
    },

    /**
     * Placed orders as the staff look for them, newest first. An order's day is its slot's (Paris
     * day of its start) or, without a slot (a pickup point), the day it was placed.
     */
    async placedOrders(filter: PlacedOrderFilter, page: { offset: number; limit: number }) {
      const where = placedOrderConditions(filter);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(carts)
          .where(where)
          .orderBy(desc(carts.completedAt), desc(carts.id))
          .offset(page.offset)
          .limit(page.limit),
        db.select({ value: count() }).from(carts).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    /** Records an addition once per key; answers the key's row, new or already there. */
    async claimAddition(row: typeof orderAdditions.$inferInsert): Promise<AdditionRow> {
      await db.insert(orderAdditions).values(row).onConflictDoNothing();
      const [claimed] = await db
        .select()
        .from(orderAdditions)
        .where(
          and(eq(orderAdditions.orderId, row.orderId), eq(orderAdditions.idempotencyKey, row.idempotencyKey)),
        );
      return claimed!;
    },

    async additionByKey(orderId: string, idempotencyKey: string): Promise<AdditionRow | undefined> {
      const [row] = await db
        .select()
        .from(orderAdditions)
        .where(and(eq(orderAdditions.orderId, orderId), eq(orderAdditions.idempotencyKey, idempotencyKey)));
      return row;
    },

    /** The addition an authorisation was asked for, if any. */
    async additionByIntent(intentId: string): Promise<AdditionRow | undefined> {
      const [row] = await db.select().from(orderAdditions).where(eq(orderAdditions.intentId, intentId));
      return row;
    },

    async addition(id: number): Promise<AdditionRow | undefined> {
      const [row] = await db.select().from(orderAdditions).where(eq(orderAdditions.id, id));
      return row;
    },

    /**
     * Changes an addition still pending; false when another request decided it first (added or
     * refused), so a decision is never overwritten.
     */
    async changePendingAddition(id: number, changes: AdditionChanges): Promise<boolean> {
      const moved = await db
        .update(orderAdditions)
        .set(changes)
        .where(and(eq(orderAdditions.id, id), eq(orderAdditions.state, 'pending')))
        .returning({ id: orderAdditions.id });
      return moved.length > 0;
    },

    /**
     * Forgets a pending addition (a failure of the shop's, not the customer's): its key may try
     * again. False when another request decided it first.
     */
    async forgetPendingAddition(id: number): Promise<boolean> {
      const forgotten = await db
        .delete(orderAdditions)
        .where(and(eq(orderAdditions.id, id), eq(orderAdditions.state, 'pending')))
        .returning({ id: orderAdditions.id });
      return forgotten.length > 0;
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
