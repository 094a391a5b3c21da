/** `npm run db:migrate`: applies the committed migrations to the configured database, then exits. */
import { loadConfig } from '../config';
import { openConfiguredDatabase } from '../database-from-config';

const config = loadConfig();
const database = await openConfiguredDatabase(config);
await database.migrate();
await database.close();
console.log(`Migrations applied (${database.label}).`);
