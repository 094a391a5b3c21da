/** `npm run db:seed`: migrates, then writes (or refreshes) the demo shop in the configured database. */
import { loadConfig } from '../config';
import { openConfiguredDatabase } from '../database-from-config';
import { seedDemoShop } from './seed';

const config = loadConfig();
const database = await openConfiguredDatabase(config);
await database.migrate();
const started = Date.now();
const report = await seedDemoShop(database.db, { log: { info: (message) => console.log(message) } });
await database.close();
console.log(
  `Demo shop seeded (${database.kind}) in ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
    `${report.products} products, ${report.racks} racks, ${report.shelves} shelves, ${report.reviews} reviews, ` +
    `${report.documents} content documents, ${report.pickupPoints} pickup points, ${report.images} pictures drawn.`,
);
