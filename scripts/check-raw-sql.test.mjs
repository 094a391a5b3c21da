/**
 * The SQL lint is proved on small sources first: a table named as text and `sql.raw` are refused,
 * a template that interpolates Drizzle's objects passes (`node --test`, part of `npm test`).
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const checker = path.join(path.dirname(fileURLToPath(import.meta.url)), 'check-raw-sql.mjs');
const TABLES = "export const carts = pgTable('carts', { id: uuid('id') });\n";

function check(files) {
  const folder = mkdtempSync(path.join(tmpdir(), 'raw-sql-'));
  writeFileSync(path.join(folder, 'orders.tables.ts'), TABLES);
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(folder, name), text);
  return spawnSync(process.execPath, [checker, folder], { encoding: 'utf8' });
}

test('refuses a table named as text in a sql template', () => {
  const run = check({ 'bad.ts': 'const q = sql`select id from carts where id = ${id}`;\n' });
  assert.equal(run.status, 1);
  assert.match(run.stderr, /bad\.ts:1: names the table "carts" as text/);
});

test('refuses sql.raw', () => {
  const run = check({ 'raw.ts': "const q = sql.raw('select 1');\n" });
  assert.equal(run.status, 1);
  assert.match(run.stderr, /raw\.ts:1: sql\.raw/);
});

test("passes a template that interpolates Drizzle's objects, and SQL of its own", () => {
  const run = check({
    'good.ts': 'const q = sql`select coalesce(max(${carts.id}), 0) from ${carts} as carts_seen`;\n',
  });
  assert.equal(run.status, 0, run.stderr);
});
