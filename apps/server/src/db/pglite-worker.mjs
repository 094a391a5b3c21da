/**
 * The embedded database's own thread: PGlite (PostgreSQL compiled to WebAssembly) runs here, so
 * that its work never holds the server's event loop. The server talks to it through
 * `pglite-thread.ts` by messages: `{ id, sql, params, rowMode }` for a statement, `{ id, script }`
 * for several statements without parameters (a library's schema), `{ id, close }` to stop. Plain JavaScript: a worker thread starts without the server's TypeScript loader.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

/** Dates and intervals stay as PostgreSQL writes them: Drizzle maps them itself (as its own driver asks). */
const asWritten = (value) => value;
const parsers = Object.fromEntries(
  [
    types.TIMESTAMP,
    types.TIMESTAMPTZ,
    types.INTERVAL,
    types.DATE,
    1231, // numeric[]
    1115, // timestamp[]
    1185, // timestamptz[]
    1187, // interval[]
    1182, // date[]
  ].map((type) => [type, asWritten]),
);

/** A PostgreSQL error crosses the thread as its fields (code, constraint, detail…). */
function errorFields(failure) {
  const fields = { message: failure instanceof Error ? failure.message : String(failure) };
  if (failure && typeof failure === 'object') {
    for (const [key, value] of Object.entries(failure)) {
      if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
    }
  }
  return fields;
}

let database;
try {
  database = await PGlite.create(workerData.dataDir, { extensions: { pg_trgm, unaccent } });
  parentPort.postMessage({ ready: true });
} catch (failure) {
  parentPort.postMessage({ ready: false, error: errorFields(failure) });
}

parentPort.on('message', async (message) => {
  if (message.close) {
    await database?.close().catch(() => undefined);
    parentPort.postMessage({ id: message.id, result: null });
    parentPort.close();
    return;
  }
  if (message.script !== undefined) {
    await runScript(message);
    return;
  }
  try {
    const result = await database.query(message.sql, message.params, { rowMode: message.rowMode, parsers });
    parentPort.postMessage({
      id: message.id,
      result: { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows },
    });
  } catch (failure) {
    parentPort.postMessage({ id: message.id, error: errorFields(failure) });
  }
});

/** A script answers its last statement's rows; one that fails inside its own BEGIN is rolled back. */
async function runScript(message) {
  try {
    const results = await database.exec(message.script, { parsers });
    const last = results.at(-1);
    parentPort.postMessage({
      id: message.id,
      result: { rows: last?.rows ?? [], fields: last?.fields ?? [], affectedRows: last?.affectedRows },
    });
  } catch (failure) {
    await database.exec('rollback').catch(() => undefined);
    parentPort.postMessage({ id: message.id, error: errorFields(failure) });
  }
}
