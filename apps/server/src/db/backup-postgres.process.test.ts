/**
 * Backups of a served PostgreSQL (`npm run db:backup` / `db:restore`, pg_dump and pg_restore): a
 * shop with placed orders is backed up, emptied and restored, in a database of its own on
 * TEST_DATABASE_URL's server (the processes' suite runs where PostgreSQL is, CI included).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartLines } from '../modules/orders/orders.tables';
import { placedOrders, shopWithOrders } from '../testing/shop-with-orders';
import { backupDatabase, restoreDatabase } from './backup';
import { openDatabase, withDefaultUser, type DatabaseHandle } from './client';

const servedUrl = process.env['TEST_DATABASE_URL'];
if (!servedUrl) throw new Error('TEST_DATABASE_URL: backups of a served PostgreSQL are tested on its server');

describe('backups of a served PostgreSQL with pg_dump and pg_restore', () => {
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
    admin = new pg.Client({ connectionString: withDefaultUser(servedUrl) });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const parsed = new URL(servedUrl);
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
