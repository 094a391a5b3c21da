/**
 * Rows that came back as JSON (`json_agg(t)` of a table's rows, inside another query) turned into
 * the rows Drizzle would have answered: camel-case keys, dates, numbers. One query can then bring
 * an order with its lines and payments instead of three round trips.
 */
import { getTableColumns, type InferSelectModel, type Table } from 'drizzle-orm';

/** `rows`: the table's rows as `row_to_json` writes them (column names as keys). */
export function rowsFromJson<T extends Table>(table: T, rows: readonly Record<string, unknown>[]) {
  const columns = Object.entries(getTableColumns(table));
  return rows.map((json) => {
    const row: Record<string, unknown> = {};
    for (const [key, column] of columns) {
      const value = json[column.name];
      // JSON columns arrive parsed already; a JSON string must not be parsed a second time.
      const isJson = column.columnType === 'PgJsonb' || column.columnType === 'PgJson';
      row[key] =
        value === null || value === undefined ? null : isJson ? value : column.mapFromDriverValue(value);
    }
    return row as InferSelectModel<T>;
  });
}
