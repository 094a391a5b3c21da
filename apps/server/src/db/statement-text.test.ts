/**
 * A statement's text made without Drizzle's general walk (issue 20) is Drizzle's own text, with
 * the same parameters in the same order, for every kind of piece the shop's statements use; the
 * pieces it does not know are left to Drizzle.
 */
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect, pgEnum } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { carts, orderStatusChanges } from '../modules/orders/orders.tables';
import { insertList, selectList, setList } from './statements';
import { statementText } from './statement-text';

const dialect = new PgDialect();

/** A query's text and parameters, without typings (which our drivers do not read). */
function textAndParams({ sql: text, params }: { sql: string; params: unknown[] }) {
  return { sql: text, params };
}

const at = new Date('2026-11-27T10:00:00Z');
const mood = pgEnum('mood', ['content', 'ravi']);
const id = '5f0c2a4e-0d7b-4a7c-9d3c-2b1e9f1a0c11';
const address = { firstname: 'Camille', lastname: 'Martin', city: 'Lyon' };

const statements: Record<string, () => SQL> = {
  'a select list and one value': () => sql`select ${selectList(carts, 'c')} from carts c where c.id = ${id}`,
  'changes encoded by their columns (JSON, dates, null)': () =>
    sql`update carts set ${setList(carts, { billAddress: address, completedAt: at, couponCode: null, updatedAt: at })} where id = ${id}`,
  'an insert of a row with defaults left out': () => {
    const row = insertList(orderStatusChanges, {
      orderId: id,
      fromStatus: undefined,
      toStatus: 'placed',
      actorKind: 'shop',
      changedAt: at,
    });
    return sql`insert into order_status_changes ${row.columns} values (${row.values}) returning id`;
  },
  'a list of values (Drizzle writes it as (…))': () =>
    sql`select id from products where id in ${[id, id.replace('5f', '6f')]} order by id`,
  'joined pieces, each with values': () =>
    sql`values ${sql.join(
      [1, 2, 3].map((quantity) => sql`(${id}::uuid, ${quantity}::integer)`),
      sql`, `,
    )}`,
  'values of every plain kind': () =>
    sql`select ${'text'}, ${42}, ${true}, ${null}, ${at}, ${{ a: [1] }}, ${Buffer.from('x')}${undefined}`,
  'a raw piece between values': () => sql`select ${1} ${sql.raw('+ 1 +')} ${2}`,
  'a column and a table (left to Drizzle)': () =>
    sql`select ${carts.id} from ${carts} where ${carts.token} = ${'t'}`,
  'a name (left to Drizzle)': () => sql`select ${sql.identifier('token')} from carts where id = ${id}`,
  'an enum (left to Drizzle)': () => sql`select ${'ravi'}::${mood}`,
  'a piece that writes its own SQL (left to Drizzle)': () =>
    sql`select ${{ getSQL: () => sql`${1} + ${2}` }}`,
  'a nested piece whose values are written into the text (left to Drizzle)': () =>
    sql`select ${id}, ${sql`${'it'}`.inlineParams()}`,
  'a value its column encodes as SQL': () =>
    sql`select ${sql.param('x', { mapToDriverValue: (value: string) => sql`upper(${value})` })}`,
  'a placeholder (left to Drizzle)': () => sql`select * from carts where id = ${sql.placeholder('id')}`,
  'values written into the text (left to Drizzle)': () => sql`select ${"it's"}, ${3}`.inlineParams(),
};

describe('statementText', () => {
  it.each(Object.entries(statements))('makes Drizzle’s text and parameters: %s', (_, make) => {
    const made = textAndParams(statementText(make()));
    expect(made).toEqual(textAndParams(dialect.sqlToQuery(make())));
    expect(made.sql).not.toContain('undefined');
  });

  it('numbers parameters in the order they are written, across nested pieces', () => {
    const made = statementText(sql`select ${'a'}, (${sql`${'b'}, ${sql`${'c'}`}`}), ${'d'}`);
    expect(made).toEqual({ sql: 'select $1, ($2, $3), $4', params: ['a', 'b', 'c', 'd'] });
  });

  it('encodes a JSON value by its column, as the database expects it', () => {
    const made = statementText(sql`update carts set ${setList(carts, { shipAddress: address })}`);
    expect(made.params).toEqual([JSON.stringify(address)]);
  });
});
