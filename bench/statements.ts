/**
 * The CPU a statement of an order costs before it is sent: its text and parameters made by
 * Drizzle's general walk (`sqlToQuery`) or by `statementText` (issue 20). The statements are the
 * order repository's own, recorded by a database that answers no rows; the two ways alternate
 * round by round, so that a busy machine slows both alike.
 *
 *   npm run bench:statements -- [--rounds 7] [--iterations 20000]
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '../apps/server/src/db/client';
import { FastTextStatement, statementText } from '../apps/server/src/db/statement-text';
import { createOrdersRepository } from '../apps/server/src/modules/orders/orders.repository';

const { values: flags } = parseArgs({
  options: { rounds: { type: 'string', default: '7' }, iterations: { type: 'string', default: '20000' } },
});

/** The statements a few of an order's calls send, recorded instead of run. */
async function orderStatements(): Promise<SQL[]> {
  const recorded: SQL[] = [];
  const recorder = {
    execute: async (statement: SQL) => {
      recorded.push(statement instanceof FastTextStatement ? statement.source : statement);
      return { rows: [] };
    },
  } as unknown as Database;
  const orders = createOrdersRepository(recorder);
  const id = '5f0c2a4e-0d7b-4a7c-9d3c-2b1e9f1a0c11';
  const at = new Date();
  const address = {
    firstname: 'Camille',
    lastname: 'Martin',
    fullname: 'Camille Martin',
    address1: '3 rue Paul Bert',
    address2: '',
    city: 'Lyon',
    zipcode: '69003',
    countryIso: 'FR',
    stateName: '',
    company: null,
  };
  const calls = [
    () => orders.openOrderByToken('a-cart-token', null),
    () =>
      orders.saveOpenOrder(
        id,
        { email: 'camille@example.fr', billAddress: address, shipAddress: address },
        at,
      ),
    () => orders.orderWithPayments(id),
    () => orders.movePayment(7, 'checkout', { state: 'pending', updatedAt: at }),
    () =>
      orders.recordPlacedOrder({
        id,
        changes: { state: 'complete', paymentState: 'paid', completedAt: at, status: 'scheduled' },
        payment: { id: 7, changes: { state: 'completed', updatedAt: at } },
        status: { orderId: id, toStatus: 'scheduled', actorKind: 'customer', actorId: id, changedAt: at },
        at,
      }),
  ];
  // A call whose statement answered no row may fail after sending it: only the statement counts.
  for (const call of calls) await call().catch(() => undefined);
  return recorded;
}

function microsecondsEach(statements: SQL[], iterations: number, make: (statement: SQL) => unknown): number {
  const started = performance.now();
  for (let i = 0; i < iterations; i += 1) make(statements[i % statements.length]!);
  return ((performance.now() - started) * 1000) / iterations;
}

const dialect = new PgDialect();
const ways = {
  'Drizzle (sqlToQuery)': (statement: SQL) => dialect.sqlToQuery(statement),
  statementText: (statement: SQL) => statementText(statement),
};

const statements = await orderStatements();
const iterations = Number(flags.iterations);
const figures = new Map<string, number[]>(Object.keys(ways).map((name) => [name, []]));
for (let round = 0; round < Number(flags.rounds); round += 1) {
  for (const [name, make] of Object.entries(ways))
    figures.get(name)!.push(microsecondsEach(statements, iterations, make));
}

console.log(
  `${statements.length} statements of an order, ${iterations} made a round, node ${process.version}\n`,
);
console.log('| made by | µs a statement (each round) | median |');
console.log('|---|---|---|');
for (const [name, rounds] of figures) {
  const median = [...rounds].sort((a, b) => a - b)[Math.floor(rounds.length / 2)]!;
  console.log(
    `| ${name} | ${rounds.map((value) => value.toFixed(1)).join(', ')} | **${median.toFixed(1)}** |`,
  );
}
