/**
 * Backups (`npm run db:backup` / `db:restore`): a shop with placed orders is backed up, emptied
 * and restored, and holds the same orders; on the embedded PostgreSQL (a copy of its folder) and
 * PGlite (its own dump). A served PostgreSQL: `backup-postgres.process.test.ts`.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts } from '../modules/orders/orders.tables';
import { placedOrders, shopWithOrders } from '../testing/shop-with-orders';
import { backupDatabase, BackupRefused, restoreDatabase, type BackupTarget } from './backup';
import { openDatabase, type DatabaseHandle } from './client';

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
