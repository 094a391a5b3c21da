/** The order module's queries. Only this file touches its tables. */
import type { OrderStatus } from '@sillon/domain';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { insertList, queryRows, rowsOf, runStatement, selectList, setList } from '../../db/statements';
import {
  cartLines,
  carts,
  orderAdditions,
  orderPayments,
  orderStatusChanges,
  type OrderAddress,
} from './orders.tables';

export type OrderRow = typeof carts.$inferSelect;
export type OrderLineRow = typeof cartLines.$inferSelect;
export type PaymentRow = typeof orderPayments.$inferSelect;
/** What an order's every answer shows besides its row: its lines (in their order) and payments. */
export type OrderParts = { lines: OrderLineRow[]; payments: PaymentRow[] };
/** An order read with its parts, in one query; `version` its row's (`xmin`) when read so. */
export type LoadedOrder = OrderRow & OrderParts & { version?: string };
export type NewPaymentRow = typeof orderPayments.$inferInsert;
export type OrderChanges = Partial<
  Pick<
    OrderRow,
    | 'couponCode'
    | 'preloaded'
    | 'declinedGifts'
    | 'state'
    | 'email'
    | 'billAddress'
    | 'shipAddress'
    | 'shipmentNumber'
    | 'shippingMode'
    | 'deliverySlot'
    | 'pickupPoint'
    | 'paymentState'
    | 'shipmentState'
    | 'completedAt'
    | 'snapshot'
    | 'status'
  >
>;
/** What a basket change does to the order's lines (Spree's add_item, set_quantity, remove_line_item, set_items). */
export type LineChange =
  | { kind: 'add'; variantId: string; quantity: number }
  | { kind: 'quantity'; lineId: number; quantity: number }
  | { kind: 'remove'; lineId: number }
  | { kind: 'replace'; lines: readonly { variantId: string; quantity: number }[] };
export type AdditionRow = typeof orderAdditions.$inferSelect;
export type AdditionChanges = Partial<
  Pick<AdditionRow, 'state' | 'amountCents' | 'failureCode' | 'intentId' | 'updatedAt'>
>;
export type StatusChangeRow = typeof orderStatusChanges.$inferSelect;
export type NewStatusChangeRow = typeof orderStatusChanges.$inferInsert;
export type PaymentChanges = Partial<
  Pick<PaymentRow, 'state' | 'intentId' | 'failureCode' | 'amountCents' | 'updatedAt'>
>;

export type PlacedOrderFilter = {
  /** The Paris day, as instants. */
  day?: { from: Date; to: Date } | undefined;
  slotId?: string | undefined;
  /** The pickup point's id at its provider. */
  pickupPointId?: string | undefined;
  status?: OrderStatus | undefined;
  prepared?: boolean | undefined;
  /** Part of a number or an e-mail, or the customers (found by phone) whose orders to show. */
  text?: { fragment: string; userIds: readonly string[] } | undefined;
};

function placedOrderConditions(filter: PlacedOrderFilter): SQL | undefined {
  const slotStart = sql`(${carts.deliverySlot}->>'start')::timestamptz`;
  const conditions: (SQL | undefined)[] = [eq(carts.state, 'complete')];
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
  if (filter.prepared !== undefined)
    conditions.push(filter.prepared ? isNotNull(carts.preparedAt) : isNull(carts.preparedAt));
  if (filter.text) {
    const pattern = `%${filter.text.fragment.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    conditions.push(
      or(
        ilike(carts.number, pattern),
        ilike(carts.email, pattern),
        filter.text.userIds.length > 0 ? inArray(carts.userId, [...filter.text.userIds]) : undefined,
      ),
    );
  }
  return and(...conditions);
}

/** The payments a new payment of the order voids: those still waiting (not paid, not void). */
const VOIDED_BY_A_NEW_PAYMENT = ['checkout', 'pending', 'failed'] as const;
/** The same as SQL constants: a statement's parameters are kept few enough to be named (prepared). */
const VOIDED_STATES_LIST = sql.raw(VOIDED_BY_A_NEW_PAYMENT.map((state) => `'${state}'`).join(', '));

/** Spree's finder only sees orders not yet complete. */
const incomplete = ne(carts.state, 'complete');

async function orderLines(db: Database, cartId: string): Promise<OrderLineRow[]> {
  const rows = await queryRows(
    db,
    sql`select ${selectList(cartLines)} from cart_lines where cart_id = ${cartId} order by position, id`,
  );
  return rowsOf(cartLines, rows);
}

async function orderPaymentRows(db: Database, cartId: string): Promise<PaymentRow[]> {
  const rows = await queryRows(
    db,
    sql`select ${selectList(orderPayments)} from order_payments where cart_id = ${cartId} order by id`,
  );
  return rowsOf(orderPayments, rows);
}

/** The order's row and payments: a placed order's answer, or an update that also changes its lines. */
const ORDER_WITH_PAYMENTS = sql`${selectList(carts)}, carts.xmin::text as row_version,
  coalesce((select json_agg(p order by p.id) from order_payments p where p.cart_id = carts.id), '[]'::json) as payments_json`;
/**
 * An order with its lines and payments as JSON beside its row: every storefront call shows them,
 * and one round trip instead of three is most of a call's database time. Written once as SQL
 * (`db/statements.ts`): these statements run on every call.
 */
const ORDER_WITH_PARTS = sql`${ORDER_WITH_PAYMENTS},
  coalesce((select json_agg(l order by l.position, l.id) from cart_lines l where l.cart_id = carts.id), '[]'::json) as lines_json`;

/** The condition of a change made in one statement: the order is open, its row still that version. */
const unchangedSince = (id: string, version: string) =>
  sql`id = ${id} and xmin::text = ${version} and state <> 'complete'`;

/**
 * The statement (a part of `changeBasketIfUnchanged`'s) that changes the lines of the order
 * `saved` answered, if it answered one, and answers the lines it wrote (or removed).
 */
function lineChangeStatement(change: LineChange | undefined): SQL | undefined {
  const columns = selectList(cartLines, 'cart_lines');
  switch (change?.kind) {
    case undefined:
      return undefined;
    case 'add':
      return sql`insert into cart_lines (cart_id, variant_id, quantity, position)
        select saved.id, ${change.variantId}, ${change.quantity},
          (select coalesce(max(position), -1) + 1 from cart_lines where cart_id = saved.id)
        from saved
        on conflict (cart_id, variant_id) do update set quantity = cart_lines.quantity + excluded.quantity
        returning ${columns}`;
    case 'quantity':
      return sql`update cart_lines set quantity = ${change.quantity} from saved
        where cart_lines.cart_id = saved.id and cart_lines.id = ${change.lineId} returning ${columns}`;
    case 'remove':
      return sql`delete from cart_lines using saved
        where cart_lines.cart_id = saved.id and cart_lines.id = ${change.lineId} returning ${columns}`;
    case 'replace':
      // Deleting and inserting a variant's line in one statement would meet the unique key: the
      // locked path replaces lines in two statements.
      throw new Error('a replacement of the lines is not made in one statement');
  }
}

/** The order's lines once `change` wrote `written` (the rows it answered) over `before`. */
function linesAfter(
  before: readonly OrderLineRow[],
  change: LineChange | undefined,
  written: OrderLineRow[],
) {
  if (change === undefined) return [...before];
  if (change.kind === 'remove') return before.filter((line) => !written.some((row) => row.id === line.id));
  const kept = before.map((line) => written.find((row) => row.id === line.id) ?? line);
  const added = written.filter((row) => !before.some((line) => line.id === row.id));
  return [...kept, ...added].sort((a, b) => a.position - b.position || a.id - b.id);
}

export type OrderWithPayments = OrderRow & { payments: PaymentRow[] };

/** A row of `ORDER_WITH_PAYMENTS` as the order and its payments. */
function withPayments(raw: Record<string, unknown> | undefined): OrderWithPayments | undefined {
  if (!raw) return undefined;
  return {
    ...rowsOf(carts, [raw])[0]!,
    payments: rowsOf(orderPayments, raw['payments_json'] as Record<string, unknown>[]),
  };
}

function loaded(raw: Record<string, unknown> | undefined): LoadedOrder | undefined {
  if (!raw) return undefined;
  return {
    ...withPayments(raw)!,
    lines: rowsOf(cartLines, raw['lines_json'] as Record<string, unknown>[]),
    version: String(raw['row_version']),
  };
}

function orderQueries(db: Database) {
  const queries = {
    /** A new order has no lines and no payments yet. */
    async insertOrder(row: typeof carts.$inferInsert): Promise<LoadedOrder> {
      const { columns, values } = insertList(carts, row);
      const created = await queryRows(
        db,
        sql`insert into carts ${columns} values (${values}) returning ${selectList(carts)}`,
      );
      return { ...rowsOf(carts, created)[0]!, lines: [], payments: [] };
    },

    /** Spree's finder, first step: the open cart of this token and this user (null for a guest). */
    async openOrderByToken(token: string, userId: string | null): Promise<LoadedOrder | undefined> {
      const owner = userId === null ? sql`user_id is null` : sql`user_id = ${userId}`;
      const [row] = await queryRows(
        db,
        sql`select ${ORDER_WITH_PARTS} from carts where token = ${token} and state <> 'complete' and ${owner}`,
      );
      return loaded(row);
    },

    /** Spree's finder, second step: the user's most recent open cart. */
    async latestOpenOrderOf(userId: string): Promise<LoadedOrder | undefined> {
      const [row] = await queryRows(
        db,
        sql`select ${ORDER_WITH_PARTS} from carts where user_id = ${userId} and state <> 'complete'
          order by updated_at desc, created_at desc limit 1`,
      );
      return loaded(row);
    },

    /**
     * Holds the cart's row until the transaction ends, so two edits of one cart queue up, then
     * reads it with its parts. Two statements: one that waits for the lock reads the locked row as
     * the other transaction committed it, but everything else (lines, payments) as it was when the
     * statement began, before that transaction's changes (`order-lock.test.ts`). `known`: the order
     * as the caller read it before, answered again when its row is still that version. Its lines
     * are then current too (they change only with the row: every basket change saves the order),
     * its payments may not be (a payment moves without the row): only a caller that does not read
     * them passes it.
     */
    async lockOrder(id: string, known?: LoadedOrder): Promise<LoadedOrder | undefined> {
      const [locked] = await queryRows(
        db,
        sql`select xmin::text as row_version from carts where id = ${id} for update`,
      );
      if (!locked) return undefined;
      if (known?.version !== undefined && known.version === locked['row_version']) return known;
      const [row] = await queryRows(db, sql`select ${ORDER_WITH_PARTS} from carts where id = ${id}`);
      return loaded(row);
    },

    /**
     * A basket change in one statement, without a transaction: the order's row is written only if
     * it is still the version `known` was read at (its lines then are `known`'s: they change only
     * with the row), and its lines only if the row was. Answers the order as it now is, or nothing
     * when it changed meanwhile (or was placed): the caller then makes the change under the lock.
     * A row another transaction holds is waited for, then compared as that one left it.
     */
    async changeBasketIfUnchanged(
      known: LoadedOrder,
      change: LineChange | undefined,
      changes: OrderChanges,
      at: Date,
    ): Promise<LoadedOrder | undefined> {
      if (known.version === undefined || change?.kind === 'replace') return undefined;
      const lineStatement = lineChangeStatement(change);
      const written = lineStatement
        ? sql`, written as (${lineStatement})
          select saved.*, coalesce((select json_agg(written) from written), '[]'::json) as lines_json from saved`
        : sql` select saved.*, '[]'::json as lines_json from saved`;
      const [row] = await queryRows(
        db,
        sql`with saved as (update carts set ${setList(carts, { ...changes, updatedAt: at })}
          where ${unchangedSince(known.id, known.version)}
          returning ${ORDER_WITH_PAYMENTS})${written}`,
      );
      const saved = loaded(row);
      return saved && { ...saved, lines: linesAfter(known.lines, change, saved.lines) };
    },

    /**
     * Spree's create_payment in one statement, without a transaction: the payments still waiting
     * are voided and `payment` added, only if the order's row is still the version `known` was
     * read at (a payment is only ever added with the row saved). Answers the order as it now is,
     * or nothing when it changed meanwhile (or was placed): the caller then does it under the lock.
     */
    async replacePaymentIfUnchanged(
      known: LoadedOrder,
      payment: NewPaymentRow,
      at: Date,
    ): Promise<LoadedOrder | undefined> {
      if (known.version === undefined) return undefined;
      const inserted = insertList(orderPayments, { ...payment, cartId: known.id });
      const [row] = await queryRows(
        db,
        sql`with saved as (update carts set updated_at = ${at}
            where ${unchangedSince(known.id, known.version)}
            returning ${ORDER_WITH_PARTS}),
          voided as (update order_payments set state = 'void', updated_at = ${at} from saved
            where order_payments.cart_id = saved.id and order_payments.state in (${VOIDED_STATES_LIST})
            returning order_payments.id),
          added as (insert into order_payments ${inserted.columns} select ${inserted.values} from saved
            returning ${selectList(orderPayments, 'order_payments')})
        select saved.*, coalesce((select json_agg(voided.id) from voided), '[]'::json) as voided_json,
          coalesce((select json_agg(added) from added), '[]'::json) as added_json from saved`,
      );
      const saved = loaded(row);
      if (!saved) return undefined;
      const voided = new Set(row!['voided_json'] as number[]);
      const payments = saved.payments.map((before) =>
        voided.has(before.id) ? { ...before, state: 'void' as const, updatedAt: at } : before,
      );
      return {
        ...saved,
        payments: [...payments, ...rowsOf(orderPayments, row!['added_json'] as Record<string, unknown>[])],
      };
    },

    /** Makes a basket change's line change, in the transaction that holds the order's row. */
    async changeLines(cartId: string, change: LineChange): Promise<boolean> {
      switch (change.kind) {
        case 'add':
          await queries.addLine(cartId, change.variantId, change.quantity);
          return true;
        case 'quantity':
          return queries.setLineQuantity(cartId, change.lineId, change.quantity);
        case 'remove':
          return queries.removeLine(cartId, change.lineId);
        case 'replace':
          await queries.replaceLines(cartId, change.lines);
          return true;
      }
    },

    /** The lines and payments of an order read without them. */
    async partsOf(id: string): Promise<OrderParts> {
      const [lines, payments] = await Promise.all([orderLines(db, id), orderPaymentRows(db, id)]);
      return { lines, payments };
    },

    lines: (cartId: string): Promise<OrderLineRow[]> => orderLines(db, cartId),

    // The lines of an open order, and its payments, change only in a transaction that saves the
    // order's row as well (`changeLocked`): the one-statement changes above compare the row's
    // version to know that the lines and payments they read are still those.
    async replaceLines(
      cartId: string,
      lines: readonly { variantId: string; quantity: number }[],
    ): Promise<void> {
      await db.delete(cartLines).where(eq(cartLines.cartId, cartId));
      if (lines.length === 0) return;
      await db.insert(cartLines).values(lines.map((line, position) => ({ cartId, ...line, position })));
    },

    async addLine(cartId: string, variantId: string, quantity: number): Promise<void> {
      await runStatement(
        db,
        sql`insert into cart_lines (cart_id, variant_id, quantity, position)
        values (${cartId}, ${variantId}, ${quantity},
          (select coalesce(max(position), -1) + 1 from cart_lines where cart_id = ${cartId}))
        on conflict (cart_id, variant_id) do update set quantity = cart_lines.quantity + excluded.quantity`,
      );
    },

    async setLineQuantity(cartId: string, lineId: number, quantity: number): Promise<boolean> {
      const updated = await db
        .update(cartLines)
        .set({ quantity })
        .where(and(eq(cartLines.cartId, cartId), eq(cartLines.id, lineId)))
        .returning({ id: cartLines.id });
      return updated.length > 0;
    },

    async removeLine(cartId: string, lineId: number): Promise<boolean> {
      const removed = await db
        .delete(cartLines)
        .where(and(eq(cartLines.cartId, cartId), eq(cartLines.id, lineId)))
        .returning({ id: cartLines.id });
      return removed.length > 0;
    },

    /**
     * The order placed, in its completion's transaction: its payment taken, its row's changes and
     * its first status, in one statement.
     */
    async recordPlacedOrder(placed: {
      id: string;
      changes: OrderChanges;
      payment: { id: number; changes: PaymentChanges };
      status: NewStatusChangeRow;
      at: Date;
    }): Promise<void> {
      const status = insertList(orderStatusChanges, placed.status);
      await runStatement(
        db,
        sql`with taken as (update order_payments set ${setList(orderPayments, placed.payment.changes)}
          where id = ${placed.payment.id} returning id),
        noted as (insert into order_status_changes ${status.columns} values (${status.values}) returning id)
        update carts set ${setList(carts, { ...placed.changes, updatedAt: placed.at })} where id = ${placed.id}`,
      );
    },

    async updateOrder(id: string, changes: OrderChanges, at: Date): Promise<void> {
      await db
        .update(carts)
        .set({ ...changes, updatedAt: at })
        .where(eq(carts.id, id));
    },

    /**
     * Saves the changes of an order still open and answers it as it now is, parts included; none
     * when it was completed meanwhile. One statement: it takes the row's lock itself.
     */
    async saveOpenOrder(id: string, changes: OrderChanges, at: Date): Promise<LoadedOrder | undefined> {
      const [row] = await queryRows(
        db,
        sql`update carts set ${setList(carts, { ...changes, updatedAt: at })}
          where id = ${id} and state <> 'complete' returning ${ORDER_WITH_PARTS}`,
      );
      return loaded(row);
    },

    /**
     * Gives the open order a shipment number, in one statement, if it is still the version `known`
     * was read at (its parts then are those read: the statement's own reads would not see a change
     * it waited for). Answers the order as it now is, or nothing: the caller then does it under
     * the lock.
     */
    async giveShipmentNumberIfUnchanged(
      known: LoadedOrder,
      number: string,
      at: Date,
    ): Promise<LoadedOrder | undefined> {
      if (known.version === undefined) return undefined;
      const [row] = await queryRows(
        db,
        sql`update carts set shipment_number = ${number}, updated_at = ${at}
          where ${unchangedSince(known.id, known.version)}
          returning carts.xmin::text as row_version`,
      );
      if (!row) return undefined;
      return { ...known, shipmentNumber: number, updatedAt: at, version: String(row['row_version']) };
    },

    /** Saves the changes and answers the order as it now is, parts included (one round trip). */
    async saveOrder(id: string, changes: OrderChanges, at: Date): Promise<LoadedOrder | undefined> {
      const [row] = await queryRows(
        db,
        sql`update carts set ${setList(carts, { ...changes, updatedAt: at })} where id = ${id}
          returning ${ORDER_WITH_PARTS}`,
      );
      return loaded(row);
    },

    /** Gives a guest cart to a user; false when no open guest cart has this token. */
    async claimGuestCart(token: string, userId: string, at: Date): Promise<boolean> {
      const claimed = await db
        .update(carts)
        .set({ userId, updatedAt: at })
        .where(and(eq(carts.token, token), isNull(carts.userId), incomplete))
        .returning({ id: carts.id });
      return claimed.length > 0;
    },

    async deleteOrder(id: string): Promise<void> {
      await db.delete(carts).where(eq(carts.id, id));
    },

    /** Merge step: the anonymous user's open carts become the customer's, the newest first. */
    async moveOpenOrders(fromUserId: string, toUserId: string, at: Date): Promise<void> {
      await db
        .update(carts)
        .set({ userId: toUserId, updatedAt: at })
        .where(and(eq(carts.userId, fromUserId), incomplete));
    },

    /** An order with its payments, as one statement read them (a payment's settlement). */
    async orderWithPayments(id: string): Promise<OrderWithPayments | undefined> {
      const [row] = await queryRows(db, sql`select ${ORDER_WITH_PAYMENTS} from carts where id = ${id}`);
      return withPayments(row);
    },

    /** A completed order by its number with its payments, as it is shown (one round trip). */
    async completedOrderWithPayments(number: string): Promise<OrderWithPayments | undefined> {
      const [row] = await queryRows(
        db,
        sql`select ${ORDER_WITH_PAYMENTS} from carts where number = ${number} and state = 'complete'`,
      );
      return withPayments(row);
    },

    async completedOrder(number: string): Promise<OrderRow | undefined> {
      const [row] = await queryRows(
        db,
        sql`select ${selectList(carts)} from carts where number = ${number} and state = 'complete'`,
      );
      return row && rowsOf(carts, [row])[0];
    },

    /** A customer's completed orders, newest first (Spree's account orders), and how many in all. */
    async completedOrdersOf(userId: string, page: { offset: number; limit: number }) {
      // Both from the placed orders' index (migration 0019): the page, then the count.
      const [rows, counted] = await Promise.all([
        queryRows(
          db,
          sql`select ${selectList(carts)} from carts where user_id = ${userId} and state = 'complete'
            order by completed_at desc, id desc offset ${page.offset} limit ${page.limit}`,
        ),
        queryRows(
          db,
          sql`select count(*)::integer as total from carts where user_id = ${userId} and state = 'complete'`,
        ),
      ]);
      return { rows: rowsOf(carts, rows), total: Number(counted[0]?.['total'] ?? 0) };
    },

    /**
     * A page of the customer's placed orders by their versions only, and their count, in one
     * statement: each order's id, its row's version (`xmin`: a new one with every write of the
     * row, whichever server copy made it) and its payments' (`id.xmin`, in order). Equal versions
     * mean an equal page, so a page built before can be answered again without reading the orders.
     */
    async placedOrderVersions(
      userId: string,
      page: { offset: number; limit: number },
    ): Promise<{ ids: string[]; versions: string; total: number }> {
      const rows = await queryRows(
        db,
        sql`select counted.total, placed.id, placed.version from
            (select count(*)::integer as total from carts where user_id = ${userId} and state = 'complete') as counted
          left join lateral (
            select c.id, c.xmin::text || ':' || coalesce(
                (select string_agg(p.id || '.' || p.xmin::text, ',' order by p.id) from order_payments p where p.cart_id = c.id),
                '') as version
            from carts c where c.user_id = ${userId} and c.state = 'complete'
            order by c.completed_at desc, c.id desc offset ${page.offset} limit ${page.limit}
          ) as placed on true`,
      );
      const found = rows.filter((row) => row['id'] !== null);
      return {
        ids: found.map((row) => String(row['id'])),
        versions: found.map((row) => `${String(row['id'])}@${String(row['version'])}`).join(' '),
        total: Number(rows[0]?.['total'] ?? 0),
      };
    },

    /** A customer's placed orders by their ids, in the order of the ids. */
    async placedOrdersByIds(userId: string, ids: readonly string[]): Promise<OrderRow[]> {
      if (ids.length === 0) return [];
      const rows = rowsOf(
        carts,
        await queryRows(
          db,
          sql`select ${selectList(carts)} from carts
            where id in ${[...ids]} and user_id = ${userId} and state = 'complete'`,
        ),
      );
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    /**
     * The account's erasure (issue 15): the customer's open carts go; the orders they placed stay
     * for the accounts, without who placed them: no user, no e-mail, and only the town, postcode
     * and country of their addresses (where the goods went, for VAT).
     */
    async forgetCustomer(userId: string): Promise<void> {
      await db.delete(carts).where(and(eq(carts.userId, userId), incomplete));
      const placed = await db.select().from(carts).where(eq(carts.userId, userId));
      for (const order of placed) {
        await db
          .update(carts)
          .set({
            userId: null,
            email: null,
            shipAddress: withoutIdentity(order.shipAddress),
            billAddress: withoutIdentity(order.billAddress),
          })
          .where(eq(carts.id, order.id));
      }
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

    /** Forgets a pending addition (a failure of the shop's, not the customer's): its key may try again. */
    async forgetPendingAddition(id: number): Promise<void> {
      await db
        .delete(orderAdditions)
        .where(and(eq(orderAdditions.id, id), eq(orderAdditions.state, 'pending')));
    },

    async recordStatusChange(row: NewStatusChangeRow): Promise<void> {
      await db.insert(orderStatusChanges).values(row);
    },

    /** An order's statuses, oldest first. */
    statusChanges(orderId: string): Promise<StatusChangeRow[]> {
      return db
        .select()
        .from(orderStatusChanges)
        .where(eq(orderStatusChanges.orderId, orderId))
        .orderBy(asc(orderStatusChanges.changedAt), asc(orderStatusChanges.id));
    },

    payments: (cartId: string): Promise<PaymentRow[]> => orderPaymentRows(db, cartId),

    /** The payments of several orders in one query (a page of account orders), each order's oldest first. */
    async paymentsOfOrders(cartIds: readonly string[]): Promise<Map<string, PaymentRow[]>> {
      const byOrder = new Map<string, PaymentRow[]>(cartIds.map((id) => [id, []]));
      if (cartIds.length === 0) return byOrder;
      const rows = await queryRows(
        db,
        sql`select ${selectList(orderPayments)} from order_payments where cart_id in ${[...cartIds]} order by id`,
      );
      for (const row of rowsOf(orderPayments, rows)) byOrder.get(row.cartId)?.push(row);
      return byOrder;
    },

    async insertPayment(row: NewPaymentRow): Promise<PaymentRow> {
      const [created] = await db.insert(orderPayments).values(row).returning();
      return created!;
    },

    async updatePayment(id: number, changes: PaymentChanges): Promise<void> {
      await db.update(orderPayments).set(changes).where(eq(orderPayments.id, id));
    },

    /**
     * Moves a payment only from the state it was read in: of two requests (or a request and a
     * job) settling the same payment, one moves it; the other is answered false.
     */
    async movePayment(id: number, from: PaymentRow['state'], changes: PaymentChanges): Promise<boolean> {
      const moved = await queryRows(
        db,
        sql`update order_payments set ${setList(orderPayments, changes)} where id = ${id} and state = ${from}
          returning id`,
      );
      return moved.length > 0;
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

    /** Marks a placed order prepared (or not); false when no placed order has that number. */
    async setPrepared(number: string, preparedAt: Date | null, at: Date): Promise<boolean> {
      const rows = await db
        .update(carts)
        .set({ preparedAt, updatedAt: at })
        .where(and(eq(carts.number, number), eq(carts.state, 'complete')))
        .returning({ id: carts.id });
      return rows.length > 0;
    },

    /** Payments still waiting (not paid, not failed) are voided when another one replaces them. */
    async voidOpenPayments(cartId: string, at: Date): Promise<void> {
      await db
        .update(orderPayments)
        .set({ state: 'void', updatedAt: at })
        .where(
          and(eq(orderPayments.cartId, cartId), inArray(orderPayments.state, [...VOIDED_BY_A_NEW_PAYMENT])),
        );
    },
  };
  return queries;
}

function withoutIdentity(address: OrderAddress | null): OrderAddress | null {
  if (!address) return null;
  const { city, zipcode, countryIso, stateName } = address;
  return {
    firstname: '',
    lastname: '',
    fullname: '',
    address1: '',
    address2: '',
    company: null,
    city,
    zipcode,
    countryIso,
    stateName,
  };
}

export type OrderQueries = ReturnType<typeof orderQueries>;

/** The order's queries inside a transaction another module opened (the account's erasure). */
export const orderQueriesIn = (tx: Transaction): OrderQueries => orderQueries(tx);
export type OrdersRepository = OrderQueries & {
  /**
   * Runs `work` in one transaction, with the order's queries bound to it. `tx` is for the other
   * modules' steps that take part in it (stock, slot, promotions at completion), through their
   * services: they bring their own queries.
   */
  transaction<T>(work: (queries: OrderQueries, tx: Transaction) => Promise<T>): Promise<T>;
};

export function createOrdersRepository(db: Database): OrdersRepository {
  return {
    ...orderQueries(db),
    transaction: (work) =>
      db.transaction((transaction) => {
        const tx = transaction as unknown as Transaction;
        return work(orderQueries(tx), tx);
      }),
  };
}
