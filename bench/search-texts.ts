/**
 * The texts `bench:scale` and `bench:search` search for: the catalogue's own words (its search
 * vocabulary), in a fixed order, and pairs of them.
 */
import pg from 'pg';
import { withDefaultUser } from '../apps/server/src/db/client';

/** The catalogue's words, in an order that does not follow the alphabet. */
export async function catalogueWords(databaseUrl: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: withDefaultUser(databaseUrl) });
  await client.connect();
  try {
    const { rows } = await client.query<{ word: string }>('select word from search_words order by md5(word)');
    return rows.map((row) => row.word);
  } finally {
    await client.end();
  }
}

/**
 * `neverSearched`: each word, then each with the next. `askedOnce`: pairs none of those is, six
 * per word (the word with the 2nd to the 7th after it), so that each can be asked for the first
 * time after the others were.
 */
export function searchTexts(words: readonly string[]): { neverSearched: string[]; askedOnce: string[] } {
  const withWordAfter = (step: number) => (word: string, index: number) =>
    `${word} ${words[(index + step) % words.length]!}`;
  return {
    neverSearched: [...words, ...words.map((word, index) => `${word} ${words[index + 1] ?? ''}`)],
    askedOnce: [2, 3, 4, 5, 6, 7].flatMap((step) => words.map(withWordAfter(step))),
  };
}
