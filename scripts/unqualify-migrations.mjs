/**
 * drizzle-kit writes `"public"."table"` in foreign keys; we strip the schema so a migration applies
 * to whatever schema the connection's search_path names (tests run each file in its own schema).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './web-build-state.mjs';

const folder = path.join(repoRoot, 'apps/server/src/db/migrations');
for (const file of readdirSync(folder).filter((name) => name.endsWith('.sql'))) {
  const sql = readFileSync(path.join(folder, file), 'utf8');
  const unqualified = sql.replaceAll('"public".', '');
  if (unqualified !== sql) writeFileSync(path.join(folder, file), unqualified);
}
