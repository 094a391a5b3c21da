/**
 * A column named with its table (`"products"."id"`), whatever the statement it ends up in: in a
 * single-table select, Drizzle writes the columns of a field's own SQL without their table, which
 * a subquery over other tables would then read as one of its own.
 */
import { getTableName, sql, type Column, type SQL } from 'drizzle-orm';

export function qualified(column: Column): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}
