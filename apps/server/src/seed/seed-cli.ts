/**
 * `npm run db:seed`: migrates, then writes (or refreshes) the demo shop in the configured database.
 * `-- --scale N` then generates a shop N times larger on top of it (`scaled-shop.ts`, for load
 * tests); `--products N` sets its product count apart.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openConfiguredDatabase } from '../database-from-config';
import { seedDemoShop } from './seed';
import { MAX_EMBEDDED_SCALE, scaledCounts, seedScaledShop } from './scaled-shop';

const { values: flags } = parseArgs({
  options: { scale: { type: 'string' }, products: { type: 'string' } },
});
const scale = flags.scale === undefined ? undefined : Number(flags.scale);
const products = flags.products === undefined ? undefined : Number(flags.products);
if (scale !== undefined && !(scale > 0)) {
  console.error(`--scale must be a positive number (got ${flags.scale})`);
  process.exit(2);
}
if (products !== undefined && !(Number.isInteger(products) && products > 0)) {
  console.error(`--products must be a positive whole number (got ${flags.products})`);
  process.exit(2);
}
if (products !== undefined && scale === undefined) {
  console.error('--products goes with --scale');
  process.exit(2);
}

const config = loadConfig();
const database = await openConfiguredDatabase(config);
if (
  scale !== undefined &&
  database.kind === 'pglite' &&
  (scale > MAX_EMBEDDED_SCALE || (products ?? 0) > 1_000)
) {
  console.error(
    `--scale ${scale} is too large for PGlite (it keeps the whole shop in this process's memory; at ` +
      `most --scale ${MAX_EMBEDDED_SCALE} and 1 000 products there). Run it on PostgreSQL: the embedded ` +
      'one (a new DATA_DIR) or DATABASE_URL=postgres://… npm run db:seed -- --scale ' +
      `${scale}${products === undefined ? '' : ` --products ${products}`}`,
  );
  await database.close();
  process.exit(2);
}
await database.migrate();
const started = Date.now();
const report = await seedDemoShop(database.db, { log: { info: (message) => console.log(message) } });
console.log(
  `Demo shop seeded (${database.label}) in ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
    `${report.products} products, ${report.racks} racks, ${report.shelves} shelves, ${report.reviews} reviews, ` +
    `${report.documents} content documents, ${report.pickupPoints} pickup points, ${report.images} pictures drawn.`,
);
if (scale !== undefined) {
  const counts = scaledCounts({ scale, products });
  console.log(
    `Generating the shop at scale ${scale}: ${counts.products} products, ${counts.shelves} shelves, ` +
      `${counts.orders} past orders of ${counts.customers} customers…`,
  );
  const scaled = await seedScaledShop(database.db, {
    scale,
    products,
    log: { info: (message) => console.log(message) },
  });
  console.log(
    `Scale ${scale} generated in ${scaled.seconds.toFixed(1)} s: ${scaled.racks} racks, ${scaled.shelves} shelves, ` +
      `${scaled.products} products, ${scaled.customers} customers (${scaled.heavyCustomers} with ` +
      `${counts.heavyOrders} orders), ${scaled.orders} orders, ${scaled.orderLines} order lines.`,
  );
}
await database.close();
