/**
 * The order store: the one way the order aggregate (its row, its lines, its payments, its status
 * history) is read and written. A use case loads the order, works out what changes, and saves it
 * over the version it read. The order's row counts its saves (`version`): a save that finds
 * another version (someone saved the order meanwhile) writes nothing and throws `OrderChanged`,
 * and the use case starts again from a fresh load (`order-core.ts`). Nothing locks an order, and
 * every write of the order's tables bumps its version.
 *
 * The storefront's frequent calls (finding the caller's order, a basket tap) run statements built
 * once and prepared by name on each connection (Drizzle's `.prepare`); a basket tap saves the row
 * and its line in one statement. Other writes run in a transaction.
 */
import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  getTableName,
  inArray,
  isNull,
  ne,
  notExists,
  sql,
  type Column,
  type SQL,
} from 'drizzle-orm';
import { type Database, type Transaction, statementName } from '../../db/client';
import { preparedOnce } from '../../db/prepared-once';
import type {
  LineChange,
  LoadedOrder,
  OrderChanges,
  OrderLineRow,
  OrderWrite,
  PaymentRow,
  PaymentWrite,
} from './order-types';
import {
  cartLines,
  carts,
  orderPayments,
  orderPreparationMarks,
  orderStatusChanges,
  type OrderAddress,
} from './orders.tables';

/** A save found the order at another version than the one it was read at: nothing was written. */
export class OrderChanged extends Error {
  constructor(readonly orderId: string) {
    super(`order ${orderId} was saved by another change since it was read`);
  }
}

/**
 * The payments a new payment of the order voids: those still waiting (not paid, not void). A
 * refused one is over already and stays « failed »: the staff read it as refused, not cancelled.
 */
const WAITING_PAYMENT_STATES = ['checkout', 'pending'];

/** Every column a save writes: the order's row is saved whole, over the version it was read at. */
const SAVED_COLUMNS = [
  'couponCode',
  'preloaded',
  'declinedGifts',
  'state',
  'email',
  'billAddress',
  'shipAddress',
  'shipmentNumber',
  'shippingMode',
  'deliverySlot',
  'pickupPoint',
  'paymentState',
  'shipmentState',
  'completedAt',
  'snapshot',
  'status',
  'preparedAt',
  'preparedQuantities',
  'pickupCode',
  'substitutions',
  'substitutionDefault',
  'disputedAt',
  'termsVersion',
  'termsAcceptedAt',
  'updatedAt',
] as const satisfies readonly (keyof OrderChanges | 'updatedAt')[];
type SavedColumn = (typeof SAVED_COLUMNS)[number];

const placeholder = (name: string) => sql`${sql.placeholder(name)}`;
/** Every write of the order's row makes a new version of it. */
const nextVersion = sql`${carts.version} + 1`;

/** The order's row as a save writes it: each column from a placeholder of its name. */
const savedRow = Object.fromEntries(SAVED_COLUMNS.map((key) => [key, placeholder(key)])) as Record<
  SavedColumn,
  SQL
>;

/** The values of `savedRow`'s placeholders: the order as it will be, in the database's form. */
function savedValues(order: LoadedOrder, changes: OrderChanges, at: Date): Record<string, unknown> {
  const next = { ...order, ...changes, updatedAt: at };
  return Object.fromEntries(
    SAVED_COLUMNS.map((key) => {
      const value = next[key];
      return [key, value === null || value === undefined ? null : carts[key].mapToDriverValue(value)];
    }),
  );
}

/** The columns of a payment a change may write, each from a placeholder `payment.<column>`. */
const PAYMENT_CHANGED_COLUMNS = [
  'state',
  'intentId',
  'failureCode',
  'amountCents',
  'capturedCents',
  'capturedAt',
  'refundedCents',
  'refundedAt',
  'updatedAt',
] as const;
const paymentPlaceholder = (key: string) => placeholder(`payment.${key}`);

/**
 * Every column of a new payment but its id and its order: the statement writes each one, so a
 * column left out takes its default here (`saveCard`), or null.
 */
function newPaymentRow(payment: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(getTableColumns(orderPayments))
      .filter(([key]) => key !== 'id' && key !== 'cartId')
      .map(([key, column]) => [key, payment[key] ?? (column.hasDefault ? column.default : null) ?? null]),
  );
}

/** A row's values in the database's form, as placeholders' values named `${prefix}<column>`. */
function encodedValues(
  table: typeof orderPayments,
  row: Record<string, unknown>,
  prefix: string,
): Record<string, unknown> {
  const columns = getTableColumns(table) as Record<string, Column>;
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      `${prefix}${key}`,
      value === null || value === undefined ? null : columns[key]!.mapToDriverValue(value),
    ]),
  );
}

/** An order's parts, read with it: its lines in the basket's order, its payments oldest first. */
const withParts = {
  lines: { orderBy: [asc(cartLines.position), asc(cartLines.id)] },
  payments: { orderBy: [asc(orderPayments.id)] },
};

/**
 * The statements of the order's loads and basket saves, on the shop's database (not in a
 * transaction): each built when first used, then run again with new values.
 */
function orderStatements(db: Database, name: (statement: string) => string) {
  const loadWhere = (where: SQL, statement: string, orderBy?: SQL[]) =>
    db.query.carts
      .findFirst({ where, with: withParts, ...(orderBy ? { orderBy } : {}) })
      .prepare(name(statement));
  const open = ne(carts.state, 'complete');

  const byVersion = and(eq(carts.id, sql.placeholder('id')), eq(carts.version, sql.placeholder('version')));
  const saved = db.$with('saved').as(
    db
      .update(carts)
      .set({ ...savedRow, version: nextVersion })
      .where(byVersion)
      .returning({ id: carts.id }),
  );
  const savedIds = db.select({ id: saved.id }).from(saved);

  return {
    byId: preparedOnce(() => loadWhere(eq(carts.id, sql.placeholder('id')), 'order_by_id')),
    openOfGuest: preparedOnce(() =>
      loadWhere(
        and(eq(carts.token, sql.placeholder('token')), isNull(carts.userId), open)!,
        'open_order_of_guest',
      ),
    ),
    openOfUser: preparedOnce(() =>
      loadWhere(
        and(eq(carts.token, sql.placeholder('token')), eq(carts.userId, sql.placeholder('userId')), open)!,
        'open_order_of_user',
      ),
    ),
    latestOpenOf: preparedOnce(() =>
      loadWhere(and(eq(carts.userId, sql.placeholder('userId')), open)!, 'latest_open_order', [
        desc(carts.updatedAt),
        desc(carts.createdAt),
      ]),
    ),
    placedByNumber: preparedOnce(() =>
      loadWhere(
        and(eq(carts.number, sql.placeholder('number')), eq(carts.state, 'complete'))!,
        'placed_order_by_number',
      ),
    ),

    /** The order's row alone. */
    saveRow: preparedOnce(() =>
      db
        .update(carts)
        .set({ ...savedRow, version: nextVersion })
        .where(byVersion)
        .returning({ id: carts.id })
        .prepare(name('order_save')),
    ),
    /** The row, and a new line at the end of the basket. */
    saveAddingLine: preparedOnce(() =>
      db
        .with(saved)
        .insert(cartLines)
        .select(
          // The table's columns in order: its id (the serial's next), order, variant, quantity,
          // position, substitution (none of its own: the account's default).
          sql`select nextval(pg_get_serial_sequence(${getTableName(cartLines)}, ${cartLines.id.name})),
            ${saved.id}, ${placeholder('variantId')}::uuid, ${placeholder('quantity')}::integer,
            coalesce((select max(${cartLines.position}) from ${cartLines} where ${cartLines.cartId} = ${saved.id}), -1) + 1,
            null
            from ${saved}`,
        )
        .returning()
        .prepare(name('order_save_adding_line')),
    ),
    /** The row, and a line's quantity. */
    saveSettingQuantity: preparedOnce(() =>
      db
        .with(saved)
        .update(cartLines)
        .set({ quantity: placeholder('quantity') })
        .where(and(eq(cartLines.id, sql.placeholder('lineId')), inArray(cartLines.cartId, savedIds)))
        .returning()
        .prepare(name('order_save_setting_quantity')),
    ),
    /**
     * The row, and a new payment (the table's columns in order, each from its placeholder): the
     * payments still waiting are voided first.
     */
    saveAddingPayment: preparedOnce(() => {
      const voided = db.$with('voided').as(
        db
          .update(orderPayments)
          .set({ state: 'void', updatedAt: paymentPlaceholder('updatedAt') })
          .where(
            and(
              inArray(orderPayments.cartId, savedIds),
              inArray(orderPayments.state, WAITING_PAYMENT_STATES),
            ),
          )
          .returning({ id: orderPayments.id }),
      );
      const values = Object.entries(getTableColumns(orderPayments)).map(([key, column]) =>
        key === 'id'
          ? sql`nextval(pg_get_serial_sequence(${getTableName(orderPayments)}, ${column.name}))`
          : key === 'cartId'
            ? sql`${saved.id}`
            : paymentPlaceholder(key),
      );
      return db
        .with(saved, voided)
        .insert(orderPayments)
        .select(sql`select ${sql.join(values, sql`, `)} from ${saved}`)
        .returning()
        .prepare(name('order_save_adding_payment'));
    }),
    /** The row, and a payment's state (and what comes with it). */
    saveChangingPayment: preparedOnce(() =>
      db
        .with(saved)
        .update(orderPayments)
        .set(Object.fromEntries(PAYMENT_CHANGED_COLUMNS.map((key) => [key, paymentPlaceholder(key)])))
        .where(
          and(eq(orderPayments.id, sql.placeholder('paymentId')), inArray(orderPayments.cartId, savedIds)),
        )
        .returning()
        .prepare(name('order_save_changing_payment')),
    ),
    /** The row, without one of its lines. */
    saveRemovingLine: preparedOnce(() =>
      db
        .with(saved)
        .delete(cartLines)
        .where(and(eq(cartLines.id, sql.placeholder('lineId')), inArray(cartLines.cartId, savedIds)))
        .returning()
        .prepare(name('order_save_removing_line')),
    ),
  };
}

/** What writes an order, on the shop's database or inside a transaction. */
export type OrderWrites = {
  /**
   * Saves `write` over the version `order` was read at and answers the order as it now is;
   * throws `OrderChanged` (writing nothing) when another change saved it since.
   */
  save(order: LoadedOrder, write: OrderWrite, at: Date): Promise<LoadedOrder>;
  /** Gives a guest cart to a user; false when no open guest cart has this token. */
  claimGuestCart(token: string, userId: string, at: Date): Promise<boolean>;
  /** Merge step: the anonymous user's open carts with lines become the customer's; empty ones go. */
  moveOpenOrders(fromUserId: string, toUserId: string, at: Date): Promise<void>;
  remove(id: string): Promise<void>;
  /**
   * The account's erasure: the customer's open carts go; the orders they placed stay for the
   * accounts, without who placed them: no user, no e-mail, and only the town, postcode and
   * country of their addresses (where the goods went, for VAT).
   */
  forgetCustomer(userId: string, at: Date): Promise<void>;
};

/** Loads read what is committed: a change worked out from them is saved over their version. */
export type OrderStore = OrderWrites & {
  byId(id: string): Promise<LoadedOrder | undefined>;
  /** Spree's finder, first step: the open cart of this token and this user (null for a guest). */
  openByToken(token: string, userId: string | null): Promise<LoadedOrder | undefined>;
  /** Spree's finder, second step: the user's most recent open cart. */
  latestOpenOf(userId: string): Promise<LoadedOrder | undefined>;
  placedByNumber(number: string): Promise<LoadedOrder | undefined>;
  /** A new order: it has no lines and no payments yet. */
  create(row: typeof carts.$inferInsert): Promise<LoadedOrder>;
  /**
   * Runs `work` in one transaction with the order's writes bound to it; `tx` is for the other
   * modules' steps that commit or fail with the order's (stock, slot, promotions, jobs).
   */
  transaction<T>(work: (writes: OrderWrites, tx: Transaction) => Promise<T>): Promise<T>;
  /** The order's writes inside a transaction another module opened (the account's erasure). */
  within(tx: Transaction): OrderWrites;
};

export function createOrderStore(db: Database): OrderStore {
  const statements = orderStatements(db, (statement) => statementName(db, statement));

  function writesOn(target: Database, inTransaction: boolean): OrderWrites {
    return {
      async save(order, given, at) {
        const write = withAddsResolved(order, given);
        if (inTransaction) return saveInTransaction(target, order, write, at);
        if (isOneStatement(write)) return saveInOneStatement(statements, order, write, at);
        return db.transaction((tx) => saveInTransaction(tx, order, write, at));
      },

      async claimGuestCart(token, userId, at) {
        const claimed = await target
          .update(carts)
          .set({ userId, updatedAt: at, version: nextVersion })
          .where(and(eq(carts.token, token), isNull(carts.userId), ne(carts.state, 'complete')))
          .returning({ id: carts.id });
        return claimed.length > 0;
      },

      async moveOpenOrders(fromUserId, toUserId, at) {
        // An empty cart carries nothing: moved, it would become the customer's latest open cart
        // and hide the one they are checking out on another device.
        await target
          .delete(carts)
          .where(
            and(
              eq(carts.userId, fromUserId),
              ne(carts.state, 'complete'),
              notExists(
                target.select({ id: cartLines.id }).from(cartLines).where(eq(cartLines.cartId, carts.id)),
              ),
            ),
          );
        await target
          .update(carts)
          .set({ userId: toUserId, updatedAt: at, version: nextVersion })
          .where(and(eq(carts.userId, fromUserId), ne(carts.state, 'complete')));
      },

      async remove(id) {
        await target.delete(carts).where(eq(carts.id, id));
      },

      async forgetCustomer(userId, at) {
        await target.delete(carts).where(and(eq(carts.userId, userId), ne(carts.state, 'complete')));
        // Their own cancellations stay in the orders' histories, by a customer no longer named.
        await target
          .update(orderStatusChanges)
          .set({ actorId: null })
          .where(and(eq(orderStatusChanges.actorKind, 'customer'), eq(orderStatusChanges.actorId, userId)));
        const placed = await target.select().from(carts).where(eq(carts.userId, userId));
        for (const order of placed) {
          await target
            .update(carts)
            .set({
              userId: null,
              email: null,
              shipAddress: withoutIdentity(order.shipAddress),
              billAddress: withoutIdentity(order.billAddress),
              updatedAt: at,
              version: nextVersion,
            })
            .where(eq(carts.id, order.id));
        }
      },
    };
  }

  return {
    byId: (id) => statements.byId().execute({ id }),
    openByToken: (token, userId) =>
      userId === null
        ? statements.openOfGuest().execute({ token })
        : statements.openOfUser().execute({ token, userId }),
    latestOpenOf: (userId) => statements.latestOpenOf().execute({ userId }),
    placedByNumber: (number) => statements.placedByNumber().execute({ number }),

    async create(row) {
      const [created] = await db.insert(carts).values(row).returning();
      return { ...created!, lines: [], payments: [] };
    },

    ...writesOn(db, false),
    transaction: (work) => db.transaction((tx) => work(writesOn(tx, true), tx)),
    within: (tx) => writesOn(tx, true),
  };
}

/**
 * Spree's add_item adds to the variant's line when there is one: the save then sets its quantity
 * (a line per variant, the table's unique key).
 */
function withAddsResolved(order: LoadedOrder, write: OrderWrite): OrderWrite {
  const change = write.lines;
  if (change?.kind !== 'add') return write;
  const existing = order.lines.find((line) => line.variantId === change.variantId);
  if (!existing) return write;
  return {
    ...write,
    lines: { kind: 'quantity', lineId: existing.id, quantity: existing.quantity + change.quantity },
  };
}

/** A write of the row and at most one line or one payment: one statement (`saveInOneStatement`). */
type OneStatementWrite = {
  order?: OrderChanges;
  lines?: Exclude<LineChange, { kind: 'replace' | 'substitution' }>;
  payments?: readonly [PaymentWrite];
};

function isOneStatement(write: OrderWrite): write is OneStatementWrite {
  if (
    write.statusChange ||
    write.preparationMark ||
    write.lines?.kind === 'replace' ||
    write.lines?.kind === 'substitution'
  )
    return false;
  const payments = write.payments ?? [];
  if (payments.length === 0) return true;
  const [payment] = payments;
  return payments.length === 1 && !write.lines && (payment!.kind === 'change' || payment!.voidWaiting);
}

/**
 * A save in one statement: the row over its version, and its line or payment only if the row
 * was saved (an empty answer: the order changed meanwhile).
 */
async function saveInOneStatement(
  statements: ReturnType<typeof orderStatements>,
  order: LoadedOrder,
  write: OneStatementWrite,
  at: Date,
): Promise<LoadedOrder> {
  const values = { ...savedValues(order, write.order ?? {}, at), id: order.id, version: order.version };
  const after = { ...order, ...write.order, updatedAt: at, version: order.version + 1 };
  const written = <T>(rows: T[]): T => {
    if (rows.length === 0) throw new OrderChanged(order.id);
    return rows[0]!;
  };
  const payment = write.payments?.[0];
  if (payment?.kind === 'add') {
    const added = written(
      await statements
        .saveAddingPayment()
        .execute({ ...values, ...encodedValues(orderPayments, newPaymentRow(payment.payment), 'payment.') }),
    );
    // The version read says these were the payments then: the waiting ones are void now.
    const voided = order.payments.map((known) =>
      WAITING_PAYMENT_STATES.includes(known.state) ? { ...known, state: 'void', updatedAt: at } : known,
    );
    return { ...after, payments: [...voided, added] };
  }
  if (payment?.kind === 'change') {
    const known = order.payments.find((row) => row.id === payment.id);
    if (!known) throw new Error(`order ${order.id} has no payment ${payment.id}`);
    const next = { ...known, ...payment.changes };
    const changed = written(
      await statements.saveChangingPayment().execute({
        ...values,
        paymentId: payment.id,
        ...encodedValues(
          orderPayments,
          Object.fromEntries(PAYMENT_CHANGED_COLUMNS.map((key) => [key, next[key]])),
          'payment.',
        ),
      }),
    );
    return { ...after, payments: order.payments.map((row) => (row.id === changed.id ? changed : row)) };
  }
  const change = write.lines;
  switch (change?.kind) {
    case undefined:
      written(await statements.saveRow().execute(values));
      return after;
    case 'add': {
      const line = written(await statements.saveAddingLine().execute({ ...values, ...change }));
      return { ...after, lines: [...order.lines, line] };
    }
    case 'quantity': {
      const line = written(await statements.saveSettingQuantity().execute({ ...values, ...change }));
      return { ...after, lines: order.lines.map((known) => (known.id === line.id ? line : known)) };
    }
    case 'remove': {
      const line = written(await statements.saveRemovingLine().execute({ ...values, ...change }));
      return { ...after, lines: order.lines.filter((known) => known.id !== line.id) };
    }
  }
}

/**
 * Any save, in a transaction: the row first (over its version, which holds it to the end of the
 * transaction), then its parts; answered from what the statements wrote.
 */
async function saveInTransaction(
  tx: Transaction,
  order: LoadedOrder,
  write: OrderWrite,
  at: Date,
): Promise<LoadedOrder> {
  const saved = await tx
    .update(carts)
    .set({ ...write.order, updatedAt: at, version: nextVersion })
    .where(and(eq(carts.id, order.id), eq(carts.version, order.version)))
    .returning({ id: carts.id });
  if (saved.length === 0) throw new OrderChanged(order.id);
  const lines = write.lines ? await writeLines(tx, order, write.lines) : order.lines;
  let payments = order.payments;
  for (const payment of write.payments ?? [])
    payments = await writePayment(tx, order.id, payments, payment, at);
  if (write.statusChange)
    await tx.insert(orderStatusChanges).values({ ...write.statusChange, orderId: order.id });
  if (write.preparationMark)
    await tx.insert(orderPreparationMarks).values({ ...write.preparationMark, orderId: order.id });
  return { ...order, ...write.order, updatedAt: at, version: order.version + 1, lines, payments };
}

/** Writes a line change; answers the order's lines after it. */
async function writeLines(tx: Transaction, order: LoadedOrder, change: LineChange): Promise<OrderLineRow[]> {
  const ofOrder = (lineId: number) => and(eq(cartLines.cartId, order.id), eq(cartLines.id, lineId));
  switch (change.kind) {
    case 'add': {
      const position = Math.max(-1, ...order.lines.map((line) => line.position)) + 1;
      const added = await tx
        .insert(cartLines)
        .values({ cartId: order.id, ...lineOf(change), position })
        .returning();
      return [...order.lines, ...added];
    }
    case 'quantity': {
      const [changed] = await tx
        .update(cartLines)
        .set({ quantity: change.quantity })
        .where(ofOrder(change.lineId))
        .returning();
      return order.lines.map((line) => (line.id === changed?.id ? changed : line));
    }
    case 'remove':
      await tx.delete(cartLines).where(ofOrder(change.lineId));
      return order.lines.filter((line) => line.id !== change.lineId);
    case 'substitution': {
      const [changed] = await tx
        .update(cartLines)
        .set({ substitution: change.substitution })
        .where(ofOrder(change.lineId))
        .returning();
      return order.lines.map((line) => (line.id === changed?.id ? changed : line));
    }
    case 'replace': {
      await tx.delete(cartLines).where(eq(cartLines.cartId, order.id));
      if (change.lines.length === 0) return [];
      // The app sends the whole basket on each change: a product still in it keeps its preference.
      const preferenceOf = (variantId: string) =>
        order.lines.find((line) => line.variantId === variantId)?.substitution ?? null;
      return tx
        .insert(cartLines)
        .values(
          change.lines.map((line, position) => ({
            cartId: order.id,
            ...lineOf(line),
            position,
            substitution: preferenceOf(line.variantId),
          })),
        )
        .returning();
    }
  }
}

/** Writes a payment's change; answers the order's payments after it, oldest first. */
async function writePayment(
  tx: Transaction,
  orderId: string,
  payments: PaymentRow[],
  write: PaymentWrite,
  at: Date,
): Promise<PaymentRow[]> {
  if (write.kind === 'change') {
    const [changed] = await tx
      .update(orderPayments)
      .set(write.changes)
      .where(and(eq(orderPayments.id, write.id), eq(orderPayments.cartId, orderId)))
      .returning();
    return payments.map((payment) => (payment.id === changed?.id ? changed : payment));
  }
  let kept = payments;
  if (write.voidWaiting) {
    const voided = await tx
      .update(orderPayments)
      .set({ state: 'void', updatedAt: at })
      .where(and(eq(orderPayments.cartId, orderId), inArray(orderPayments.state, WAITING_PAYMENT_STATES)))
      .returning();
    kept = payments.map((payment) => voided.find((row) => row.id === payment.id) ?? payment);
  }
  const added = await tx
    .insert(orderPayments)
    .values({ ...write.payment, cartId: orderId })
    .returning();
  return [...kept, ...added];
}

const lineOf = (line: { variantId: string; quantity: number }) => ({
  variantId: line.variantId,
  quantity: line.quantity,
});

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
