/**
 * Backups (`npm run db:backup` / `db:restore`): a shop with placed orders is backed up, emptied
 * and restored, and holds the same orders; on the embedded PostgreSQL (a copy of its folder) and
 * on a served PostgreSQL (pg_dump / pg_restore, in a database of its own on TEST_DATABASE_URL's
 * server, which CI sets).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, count, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartLines, carts } from '../modules/orders/orders.tables';
import { TestClock } from '../testing/auth-test-app';
import { buyerWithBasket, buyWithBike } from '../testing/checkout-flow';
import { aDeliveryMorning } from '../testing/shop-clock';
import { openShopApp } from '../testing/shop-test-app';
import { backupDatabase, BackupRefused, restoreDatabase, type BackupTarget } from './backup';
import { openDatabase, withDefaultUser, type DatabaseHandle } from './client';

/** The placed orders as the back office would list them: number, status, lines and what was paid. */
async function placedOrders(database: DatabaseHandle) {
  return database.db
    .select({
      number: carts.number,
      status: carts.status,
      email: carts.email,
      completedAt: carts.completedAt,
      snapshot: carts.snapshot,
      lines: count(cartLines.id),
    })
    .from(carts)
    .leftJoin(cartLines, eq(cartLines.cartId, carts.id))
    .where(eq(carts.state, 'complete'))
    .groupBy(carts.id)
    .orderBy(asc(carts.number));
}

/**
 * A demo shop on `database` where two customers placed an order each; answers those orders. The
 * database is closed with the shop (the embedded PostgreSQL stops).
 */
async function shopWithOrders(database: DatabaseHandle) {
  const shop = await openShopApp({ database, clock: new TestClock(aDeliveryMorning()) });
  try {
    const variantId = (await shop.productIds(['boeuf-a-bourguignon']))['boeuf-a-bourguignon']!;
    for (const quantity of [1, 2]) {
      const buyer = await buyerWithBasket(shop.app, [{ variantId, quantity }]);
      const placed = await buyWithBike(shop.app, buyer);
      expect(placed.statusCode, placed.body).toBe(200);
    }
    const orders = await placedOrders(database);
    expect(orders).toHaveLength(2);
    return orders;
  } finally {
    await shop.close();
  }
}

describe('backups of the embedded PostgreSQL: a copy of its folder, taken while it is stopped', () => {
  let dataDir: string;
  let target: BackupTarget;
  let backupFile: string;
  let ordersBefore: Awaited<ReturnType<typeof placedOrders>>;

  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'sillon-backup-test-'));
    target = { kind: 'embedded-postgres', dataDir };
    backupFile = path.join(dataDir, 'backups', 'shop.postgres.tar.gz');
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses to copy the database while it runs, and copies it once stopped', async () => {
    const database = await openDatabase({ kind: 'embedded-postgres', dataDir });
    await database.migrate();
    ordersBefore = await shopWithOrders(database);
    const running = await openDatabase({ kind: 'embedded-postgres', dataDir });
    try {
      await expect(backupDatabase(target, backupFile)).rejects.toThrow(/is running .*stop the shop first/);
    } finally {
      await running.close();
    }
    await backupDatabase(target, backupFile);
    expect(existsSync(backupFile)).toBe(true);
    expect(readdirSync(path.dirname(backupFile))).toEqual(['shop.postgres.tar.gz']);
  });

  it('refuses to restore over a database without --force', async () => {
    await expect(restoreDatabase(target, backupFile, { force: false })).rejects.toThrow(
      /already holds a database: .*--force/,
    );
  });

  it('restores into an emptied data dir: the same orders', async () => {
    rmSync(path.join(dataDir, 'postgres'), { recursive: true });
    await restoreDatabase(target, backupFile, { force: false });
    const database = await openDatabase({ kind: 'embedded-postgres', dataDir });
    try {
      expect(await placedOrders(database)).toEqual(ordersBefore);
    } finally {
      await database.close();
    }
  });

  it('with --force keeps the database it replaces aside', async () => {
    await restoreDatabase(target, backupFile, { force: true });
    expect(readdirSync(dataDir).filter((name) => name.startsWith('postgres.before-restore-'))).toHaveLength(
      1,
    );
  });

  it('refuses a file that is not a backup of its kind', async () => {
    const error = await restoreDatabase(target, __filename, { force: true }).catch(
      (failure: unknown) => failure,
    );
    expect(error).toBeInstanceOf(BackupRefused);
    expect(String(error)).toMatch(/is not a backup of the embedded PostgreSQL/);
  });
});

describe('backups of PGlite: its own dump of its folder', () => {
  let dataDir: string;
  let target: BackupTarget;
  const backupFile = () => path.join(dataDir, 'shop.pglite.tar.gz');
  const cartNumbers = async (database: DatabaseHandle) =>
    (await database.db.select({ number: carts.number }).from(carts)).map((cart) => cart.number);

  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'sillon-backup-test-'));
    target = { kind: 'pglite', dataDir };
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses while the database is open, then dumps it and loads it back into an emptied data dir', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      await database.migrate();
      const now = new Date();
      await database.db
        .insert(carts)
        .values({ id: randomUUID(), number: 'R123456789', token: 'token', createdAt: now, updatedAt: now });
      await expect(backupDatabase(target, backupFile())).rejects.toThrow(/is open: stop the shop first/);
    } finally {
      await database.close();
    }
    await backupDatabase(target, backupFile());
    rmSync(path.join(dataDir, 'pglite'), { recursive: true });
    await restoreDatabase(target, backupFile(), { force: false });
    const restored = await openDatabase({ kind: 'pglite', dataDir });
    try {
      expect(await cartNumbers(restored)).toEqual(['R123456789']);
    } finally {
      await restored.close();
    }
    // PGlite applies the migrations in WebAssembly, twice here.
  }, 120_000);
});

const servedUrl = process.env['TEST_DATABASE_URL'];
if (!servedUrl && process.env['CI'] === 'true') {
  throw new Error(
    'TEST_DATABASE_URL is needed in CI: backups of a served PostgreSQL are tested on its server',
  );
}
const skipReason = servedUrl ? '' : ' (skipped: TEST_DATABASE_URL is unset, CI sets it)';

describe.skipIf(!servedUrl)(`backups of a served PostgreSQL with pg_dump and pg_restore${skipReason}`, () => {
  const name = `sillon_backup_test_${randomBytes(4).toString('hex')}`;
  let admin: pg.Client;
  let url: string;
  let backupFile: string;
  let ordersBefore: Awaited<ReturnType<typeof placedOrders>>;

  const withDatabase = async <T>(task: (database: DatabaseHandle) => Promise<T>): Promise<T> => {
    const database = await openDatabase({ kind: 'postgres', url, poolSize: 4 });
    try {
      return await task(database);
    } finally {
      await database.close();
    }
  };

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: withDefaultUser(servedUrl!) });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const parsed = new URL(servedUrl!);
    parsed.pathname = `/${name}`;
    url = parsed.toString();
    backupFile = path.join(mkdtempSync(path.join(tmpdir(), 'sillon-backup-test-')), 'shop.dump');
  });
  afterAll(async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(path.dirname(backupFile), { recursive: true, force: true });
  });

  it('backs up a shop with orders, and refuses to restore over it without --force', async () => {
    ordersBefore = await withDatabase(async (database) => {
      await database.migrate();
      return shopWithOrders(database);
    });
    await backupDatabase({ kind: 'postgres', url }, backupFile);
    await expect(restoreDatabase({ kind: 'postgres', url }, backupFile, { force: false })).rejects.toThrow(
      /is not empty .*--force/,
    );
  });

  it('restores into the emptied database: the same orders', async () => {
    await admin.query(`drop database ${name} with (force)`);
    await admin.query(`create database ${name}`);
    await restoreDatabase({ kind: 'postgres', url }, backupFile, { force: false });
    expect(await withDatabase(placedOrders)).toEqual(ordersBefore);
  });

  it('with --force replaces what the database holds', async () => {
    await withDatabase((database) => database.db.delete(cartLines));
    await restoreDatabase({ kind: 'postgres', url }, backupFile, { force: true });
    expect(await withDatabase(placedOrders)).toEqual(ordersBefore);
  });
});
