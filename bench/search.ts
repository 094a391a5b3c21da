/**
 * `npm run bench:search -- --database URL`: the product search's index in this process, without
 * HTTP, on a database already seeded (`npm run db:seed -- --scale 10 --products 100000`). Reads
 * the index as the server does, asks each of the catalogue's words and pairs of them once (their
 * stems are then known), then times searches of pairs no earlier search asked (`bench:scale`'s
 * « each asked once » texts), in rounds: each round's mean, p50, p99 and max per search. What
 * those requests cost in the index, before their tiles, filters and HTTP answer.
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { openDatabase } from '../apps/server/src/db/client';
import { createCatalogRepository } from '../apps/server/src/modules/catalog/catalog.repository';
import { createProductSearch } from '../apps/server/src/modules/catalog/product-search';
import { catalogueWords, searchTexts } from './search-texts';

const { values: flags } = parseArgs({
  options: {
    database: { type: 'string' },
    rounds: { type: 'string', default: '5' },
  },
});
if (!flags.database) {
  console.error('Give --database URL (a database seeded with npm run db:seed -- --scale N)');
  process.exit(2);
}
/** As many matches as the catalogue's search ranks (`MAX_SEARCH_MATCHES`). */
const MATCHES = 1000;

const words = await catalogueWords(flags.database);
const database = await openDatabase({ kind: 'postgres', url: flags.database });
try {
  const search = createProductSearch(createCatalogRepository(database.db));
  let started = performance.now();
  await search.warm();
  console.log(`Index read in ${Math.round(performance.now() - started)} ms (${words.length} words)`);
  const { neverSearched, askedOnce: firstTime } = searchTexts(words);
  for (const text of neverSearched) await search.findSlots(text, MATCHES, true);
  for (let round = 1; round <= Number(flags.rounds); round += 1) {
    const times: number[] = [];
    let matches = 0;
    for (const text of firstTime) {
      started = performance.now();
      matches += (await search.findSlots(text, MATCHES, true)).slots.length;
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const at = (share: number) =>
      times[Math.min(times.length - 1, Math.floor(times.length * share))]!.toFixed(3);
    const mean = times.reduce((sum, time) => sum + time, 0) / times.length;
    console.log(
      `round ${round}: ${times.length} searches (${matches} matches), ms a search: mean ${mean.toFixed(3)}, ` +
        `p50 ${at(0.5)}, p99 ${at(0.99)}, max ${at(1)}`,
    );
  }
} finally {
  await database.close();
}
