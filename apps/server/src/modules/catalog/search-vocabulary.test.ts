import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { executeRows } from '../../db/client';
import { seedDemoShop } from '../../seed/seed';
import { openTestDatabase } from '../../testing/test-database';
import { createCatalogRepository, searchVectorSql } from './catalog.repository';
import { products, searchWords } from './catalog.tables';
import { SearchVocabulary } from './search-vocabulary';

describe('the vocabulary of typo corrections', () => {
  let database: DatabaseHandle;
  let vocabulary: SearchVocabulary;

  beforeAll(async () => {
    database = await openTestDatabase();
    await seedDemoShop(database.db, { withPictures: false });
    vocabulary = new SearchVocabulary(await createCatalogRepository(database.db).vocabulary());
  });
  afterAll(() => database.close());

  /** What pg_trgm answers, as the shop asked it before the vocabulary was kept in memory. */
  async function pgTrgm(word: string): Promise<string[]> {
    const rows = await executeRows<{ word: string }>(
      database.db,
      sql`select ${searchWords.word} as word from ${searchWords}
        where ${searchWords.word} % ${word} and similarity(${searchWords.word}, ${word}) >= 0.3
        order by similarity(${searchWords.word}, ${word}) desc, ${searchWords.word} limit 3`,
    );
    return rows.map((row) => row.word);
  }

  it('finds in each seeded product the document the catalogue writes after a change, whatever the plan', async () => {
    // A word's position is part of the document: the shelves must come in one order, whichever
    // join PostgreSQL picks.
    for (const plan of ['enable_hashjoin', 'enable_nestloop']) {
      const differing = await database.db.transaction(async (tx) => {
        await tx.execute(sql`select set_config(${plan}, 'off', true)`);
        return executeRows<{ count: number }>(
          tx,
          sql`select count(*)::integer as count from ${products} where ${products.searchVector} <> ${searchVectorSql}`,
        );
      });
      expect(differing[0]?.count, plan).toBe(0);
    }
  });

  it('corrects typos as pg_trgm does, word for word', async () => {
    expect(vocabulary.size).toBeGreaterThan(100);
    const typed = [
      'carrote',
      'frommage',
      'pattes',
      'chocolt',
      'miel',
      'lentile',
      'yaourt',
      'abricos',
      'xyzzy',
    ];
    for (const word of typed) expect(vocabulary.similarWords(word, 3), word).toEqual(await pgTrgm(word));
    expect(vocabulary.similarWords('carrote', 3)).toContain('carottes');
    expect(vocabulary.similarWords('xyzzy', 3)).toEqual([]);
  });

  it('corrects a typo only by the words nearly as like it as the best, and keeps the words it begins', () => {
    expect(vocabulary.similarWords('carotes', 3)).toEqual(['carottes', 'cotes']);
    expect(vocabulary.likelyMeant('carotes', 3)).toEqual(['carottes']);
    expect(vocabulary.likelyMeant('oeuf', 3)).toEqual(['oeufs']);
    expect(vocabulary.likelyMeant('poirau', 3)).toEqual(['poire', 'poires', 'poireaux']);
    expect(vocabulary.likelyMeant('carot', 3)).toContain('carottes');
    expect(vocabulary.likelyMeant('xyzzy', 3)).toEqual([]);
  });
});
