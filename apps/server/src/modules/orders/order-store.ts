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
import { and, asc, desc, eq, getTableName, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { type Database, type Transaction, statementName } from '../../db/client';
import type { LineChange, LoadedOrder, OrderChanges, OrderWrite } from './order-types';
import { cartLines, carts, orderPayments, orderStatusChanges, type OrderAddress } from './orders.tables';

/** A save found the order at another version than the one it was read at: nothing was written. */
export class OrderChanged extends Error {
  constructor(readonly orderId: string) {
    super(`order ${orderId} was saved by another change since it was read`);
  }
}

/** The payments a new payment of the order voids: those still waiting (not paid, not void). */
const WAITING_PAYMENT_STATES = ['checkout', 'pending', 'failed'];

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

/** An order's parts, read with it: its lines in the basket's order, its payments oldest first. */
const withParts = {
  lines: { orderBy: [asc(cartLines.position), asc(cartLines.id)] },
  payments: { orderBy: [asc(orderPayments.id)] },
};

/** The statements of the order's loads and basket saves, built for one database or transaction. */
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
    byId: loadWhere(eq(carts.id, sql.placeholder('id')), 'order_by_id'),
    openOfGuest: loadWhere(
      and(eq(carts.token, sql.placeholder('token')), isNull(carts.userId), open)!,
      'open_order_of_guest',
    ),
    openOfUser: loadWhere(
      and(eq(carts.token, sql.placeholder('token')), eq(carts.userId, sql.placeholder('userId')), open)!,
      'open_order_of_user',
    ),
    latestOpenOf: loadWhere(and(eq(carts.userId, sql.placeholder('userId')), open)!, 'latest_open_order', [
      desc(carts.updatedAt),
      desc(carts.createdAt),
    ]),
    placedByNumber: loadWhere(
      and(eq(carts.number, sql.placeholder('number')), eq(carts.state, 'complete'))!,
      'placed_order_by_number',
    ),

    /** The order's row alone. */
    saveRow: db
      .update(carts)
      .set({ ...savedRow, version: nextVersion })
      .where(byVersion)
      .returning({ id: carts.id })
      .prepare(name('order_save')),
    /** The row, and a new line at the end of the basket. */
    saveAddingLine: db
      .with(saved)
      .insert(cartLines)
      .select(
        // The table's columns in order: its id (the serial's next), order, variant, quantity, position.
        sql`select nextval(pg_get_serial_sequence(${getTableName(cartLines)}, ${cartLines.id.name})),
          ${saved.id}, ${placeholder('variantId')}::uuid, ${placeholder('quantity')}::integer,
          coalesce((select max(${cartLines.position}) from ${cartLines} where ${cartLines.cartId} = ${saved.id}), -1) + 1
          from ${saved}`,
      )
      .returning()
      .prepare(name('order_save_adding_line')),
    /** The row, and a line's quantity. */
    saveSettingQuantity: db
      .with(saved)
      .update(cartLines)
      .set({ quantity: placeholder('quantity') })
      .where(and(eq(cartLines.id, sql.placeholder('lineId')), inArray(cartLines.cartId, savedIds)))
      .returning()
      .prepare(name('order_save_setting_quantity')),
    /** The row, without one of its lines. */
    saveRemovingLine: db
      .with(saved)
      .delete(cartLines)
      .where(and(eq(cartLines.id, sql.placeholder('lineId')), inArray(cartLines.cartId, savedIds)))
      .returning()
      .prepare(name('order_save_removing_line')),
  };
}

type OrderStatements = ReturnType<typeof orderStatements>;

export type OrderStore = {
  byId(id: string): Promise<LoadedOrder | undefined>;
  /** Spree's finder, first step: the open cart of this token and this user (null for a guest). */
  openByToken(token: string, userId: string | null): Promise<LoadedOrder | undefined>;
  /** Spree's finder, second step: the user's most recent open cart. */
  latestOpenOf(userId: string): Promise<LoadedOrder | undefined>;
  placedByNumber(number: string): Promise<LoadedOrder | undefined>;
  /** A new order: it has no lines and no payments yet. */
  create(row: typeof carts.$inferInsert): Promise<LoadedOrder>;
  /**
   * Saves `write` over the version `order` was read at and answers the order as it now is;
   * throws `OrderChanged` (writing nothing) when another change saved it since.
   */
  save(order: LoadedOrder, write: OrderWrite, at: Date): Promise<LoadedOrder>;
  /** Gives a guest cart to a user; false when no open guest cart has this token. */
  claimGuestCart(token: string, userId: string, at: Date): Promise<boolean>;
  /** Merge step: the anonymous user's open carts become the customer's. */
  moveOpenOrders(fromUserId: string, toUserId: string, at: Date): Promise<void>;
  remove(id: string): Promise<void>;
  /**
   * The account's erasure: the customer's open carts go; the orders they placed stay for the
   * accounts, without who placed them: no user, no e-mail, and only the town, postcode and
   * country of their addresses (where the goods went, for VAT).
   */
  forgetCustomer(userId: string, at: Date): Promise<void>;
  /**
   * Runs `work` in one transaction, with the store bound to it; `tx` is for the other modules'
   * steps that commit or fail with the order's (stock, slot, promotions, jobs).
   */
  transaction<T>(work: (store: OrderStore, tx: Transaction) => Promise<T>): Promise<T>;
  /** The store inside a transaction another module opened (the account's erasure). */
  within(tx: Transaction): OrderStore;
};

export function createOrderStore(db: Database): OrderStore {
  const name = (statement: string) => statementName(db, statement);
  let built: OrderStatements | undefined;
  const statements = () => (built ??= orderStatements(db, name));
  return storeOn(db, statements, name, false);
}

function storeOn(
  db: Database,
  statements: () => OrderStatements,
  name: (statement: string) => string,
  inTransaction: boolean,
): OrderStore {
  const store: OrderStore = {
    byId: (id) => statements().byId.execute({ id }),
    openByToken: (token, userId) =>
      userId === null
        ? statements().openOfGuest.execute({ token })
        : statements().openOfUser.execute({ token, userId }),
    latestOpenOf: (userId) => statements().latestOpenOf.execute({ userId }),
    placedByNumber: (number) => statements().placedByNumber.execute({ number }),

    async create(row) {
      const [created] = await db.insert(carts).values(row).returning();
      return { ...created!, lines: [], payments: [] };
    },

    async save(order, given, at) {
      const write = withAddsResolved(order, given);
      if (isBasketTap(write) && !inTransaction) return saveBasketTap(statements(), order, write, at);
      if (inTransaction) return saveInTransaction(db, store, order, write, at);
      return db.transaction((tx) => saveInTransaction(tx, transactionStore(tx), order, write, at));
    },

    async claimGuestCart(token, userId, at) {
      const claimed = await db
        .update(carts)
        .set({ userId, updatedAt: at, version: nextVersion })
        .where(and(eq(carts.token, token), isNull(carts.userId), ne(carts.state, 'complete')))
        .returning({ id: carts.id });
      return claimed.length > 0;
    },

    async moveOpenOrders(fromUserId, toUserId, at) {
      await db
        .update(carts)
        .set({ userId: toUserId, updatedAt: at, version: nextVersion })
        .where(and(eq(carts.userId, fromUserId), ne(carts.state, 'complete')));
    },

    async remove(id) {
      await db.delete(carts).where(eq(carts.id, id));
    },

    async forgetCustomer(userId, at) {
      await db.delete(carts).where(and(eq(carts.userId, userId), ne(carts.state, 'complete')));
      const placed = await db.select().from(carts).where(eq(carts.userId, userId));
      for (const order of placed) {
        await db
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

    transaction: (work) =>
      inTransaction ? work(store, db) : db.transaction((tx) => work(transactionStore(tx), tx)),
    within: (tx) => transactionStore(tx),
  };

  function transactionStore(tx: Transaction): OrderStore {
    let built: OrderStatements | undefined;
    return storeOn(tx, () => (built ??= orderStatements(tx, name)), name, true);
  }
  return store;
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

/** A change of the row and at most one line, not a replacement of the whole basket. */
function isBasketTap(
  write: OrderWrite,
): write is { order?: OrderChanges; lines?: Exclude<LineChange, { kind: 'replace' }> } {
  return !write.payments?.length && !write.statusChange && write.lines?.kind !== 'replace';
}

/** A basket tap in one statement: the row over its version, and its line only if the row was saved. */
async function saveBasketTap(
  statements: OrderStatements,
  order: LoadedOrder,
  write: { order?: OrderChanges; lines?: Exclude<LineChange, { kind: 'replace' }> },
  at: Date,
): Promise<LoadedOrder> {
  const values = { ...savedValues(order, write.order ?? {}, at), id: order.id, version: order.version };
  const change = write.lines;
  const after = { ...order, ...write.order, updatedAt: at, version: order.version + 1 };
  switch (change?.kind) {
    case undefined: {
      const saved = await statements.saveRow.execute(values);
      if (saved.length === 0) throw new OrderChanged(order.id);
      return after;
    }
    case 'add': {
      const [line] = await statements.saveAddingLine.execute({ ...values, ...change });
      if (!line) throw new OrderChanged(order.id);
      return { ...after, lines: [...order.lines, line] };
    }
    case 'quantity': {
      const [line] = await statements.saveSettingQuantity.execute({ ...values, ...change });
      if (!line) throw new OrderChanged(order.id);
      return { ...after, lines: order.lines.map((known) => (known.id === line.id ? line : known)) };
    }
    case 'remove': {
      const [line] = await statements.saveRemovingLine.execute({ ...values, ...change });
      if (!line) throw new OrderChanged(order.id);
      return { ...after, lines: order.lines.filter((known) => known.id !== line.id) };
    }
  }
}

/** Any save, in a transaction: the row first (over its version), then its parts; answered as read again. */
async function saveInTransaction(
  tx: Transaction,
  store: OrderStore,
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
  if (write.lines) await writeLines(tx, order, write.lines);
  for (const payment of write.payments ?? []) {
    if (payment.kind === 'add') {
      if (payment.voidWaiting) {
        await tx
          .update(orderPayments)
          .set({ state: 'void', updatedAt: at })
          .where(
            and(eq(orderPayments.cartId, order.id), inArray(orderPayments.state, WAITING_PAYMENT_STATES)),
          );
      }
      await tx.insert(orderPayments).values({ ...payment.payment, cartId: order.id });
    } else {
      await tx
        .update(orderPayments)
        .set(payment.changes)
        .where(and(eq(orderPayments.id, payment.id), eq(orderPayments.cartId, order.id)));
    }
  }
  if (write.statusChange)
    await tx.insert(orderStatusChanges).values({ ...write.statusChange, orderId: order.id });
  return (await store.byId(order.id))!;
}

async function writeLines(tx: Transaction, order: LoadedOrder, change: LineChange): Promise<void> {
  const ofOrder = (lineId: number) => and(eq(cartLines.cartId, order.id), eq(cartLines.id, lineId));
  switch (change.kind) {
    case 'add': {
      const position = Math.max(-1, ...order.lines.map((line) => line.position)) + 1;
      await tx.insert(cartLines).values({ cartId: order.id, ...lineOf(change), position });
      return;
    }
    case 'quantity':
      await tx.update(cartLines).set({ quantity: change.quantity }).where(ofOrder(change.lineId));
      return;
    case 'remove':
      await tx.delete(cartLines).where(ofOrder(change.lineId));
      return;
    case 'replace':
      await tx.delete(cartLines).where(eq(cartLines.cartId, order.id));
      if (change.lines.length === 0) return;
      await tx
        .insert(cartLines)
        .values(change.lines.map((line, position) => ({ cartId: order.id, ...lineOf(line), position })));
  }
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
