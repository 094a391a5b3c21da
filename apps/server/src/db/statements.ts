/**
 * Statements written once as SQL, for the few queries every storefront call makes. Drizzle's query
 * builder walks a table's every column on each call (a 23-column select of `carts` costs ~150 µs
 * of CPU before it is sent, measured: more than the round trip); these pieces are built once, and
 * the rows they answer are mapped back to what Drizzle would have answered, with the tables'
 * own column definitions (names, dates, numbers).
 */
import { getTableColumns, sql, type Column, type InferSelectModel, type SQL, type Table } from 'drizzle-orm';
import type { Database } from './client';
import { FastTextStatement } from './statement-text';

/** A table's columns by property name. */
const columnsByTable = new WeakMap<Table, [string, Column][]>();

function columnsOf<T extends Table>(table: T): [string, Column][] {
  let columns = columnsByTable.get(table);
  if (!columns) {
    columns = Object.entries(getTableColumns(table));
    columnsByTable.set(table, columns);
  }
  return columns;
}

/**
 * The table's columns as a select list (`"id", "number", …`), built once per call site; `without`
 * leaves columns out (by property name: a search document nobody reads).
 */
export function selectList(table: Table, alias?: string, without: readonly string[] = []): SQL {
  const prefix = alias ? `"${alias}".` : '';
  return sql.raw(
    columnsOf(table)
      .filter(([key]) => !without.includes(key))
      .map(([, column]) => `${prefix}"${column.name}"`)
      .join(', '),
  );
}

/**
 * Rows keyed by column name (a raw statement's rows, or `json_agg(t)` of a table's rows inside
 * another query) as the table's rows: property names, dates, numbers.
 */
export function rowsOf<T extends Table>(
  table: T,
  rows: readonly Record<string, unknown>[],
  without: readonly string[] = [],
) {
  const columns = columnsOf(table).filter(([key]) => !without.includes(key));
  return rows.map((raw) => {
    const row: Record<string, unknown> = {};
    for (const [key, column] of columns) {
      const value = raw[column.name];
      // JSON columns arrive parsed already; a JSON string must not be parsed a second time.
      const isJson = column.columnType === 'PgJsonb' || column.columnType === 'PgJson';
      row[key] =
        value === null || value === undefined ? null : isJson ? value : column.mapFromDriverValue(value);
    }
    return row as InferSelectModel<T>;
  });
}

/** One row of the table given as JSON (`row_to_json` of a joined row), or null for none. */
export function rowOfJson<T extends Table>(table: T, json: unknown): InferSelectModel<T> | null {
  return json ? rowsOf(table, [json as Record<string, unknown>])[0]! : null;
}

/**
 * The given values keyed by property name (undefined ones left out), each as its column's quoted
 * name and its value encoded by the column.
 */
function encodedColumns(table: Table, values: Record<string, unknown>): { name: SQL; value: SQL }[] {
  const columns = new Map(columnsOf(table));
  return Object.entries(values)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => {
      const column = columns.get(key);
      if (!column) throw new Error(`no column ${key}`);
      return {
        name: sql.raw(`"${column.name}"`),
        value: value === null ? sql`null` : sql`${sql.param(value, column)}`,
      };
    });
}

/**
 * A row keyed by property name as an insert's column list and its values (`("a", "b")` and
 * `$1, $2`); columns left undefined take their default.
 */
export function insertList(table: Table, row: Record<string, unknown>): { columns: SQL; values: SQL } {
  const given = encodedColumns(table, row);
  return {
    columns: sql`(${sql.join(
      given.map((entry) => entry.name),
      sql`, `,
    )})`,
    values: sql.join(
      given.map((entry) => entry.value),
      sql`, `,
    ),
  };
}

/** `"column" = value, …` for changes keyed by property name. */
export function setList(table: Table, changes: Record<string, unknown>): SQL {
  const assignments = encodedColumns(table, changes).map((entry) => sql`${entry.name} = ${entry.value}`);
  return sql.join(assignments, sql`, `);
}

/**
 * The rows a statement answered, whichever database ran it (both answer `{ rows }`); its text is
 * made by `statementText`, not by Drizzle's general walk.
 */
export async function queryRows(db: Database, statement: SQL): Promise<Record<string, unknown>[]> {
  const result = (await db.execute(new FastTextStatement(statement))) as { rows: Record<string, unknown>[] };
  return result.rows;
}

/** A statement run for what it does, not for rows (made into text as `queryRows` does). */
export async function runStatement(db: Database, statement: SQL): Promise<void> {
  await queryRows(db, statement);
}
