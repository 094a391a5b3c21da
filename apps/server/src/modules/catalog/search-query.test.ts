import { describe, expect, it } from 'vitest';
import { buildSearchQuery, normaliseForSearch, searchWordsOf } from './search-query';

const vocabulary = ['pates', 'patates', 'carottes', 'lait', 'avoine', 'oeufs'];
const similarWords = async (word: string) =>
  vocabulary.filter(
    (candidate) =>
      candidate === word || candidate.startsWith(word) || (word === 'carrote' && candidate === 'carottes'),
  );

describe('search query', () => {
  it('unaccents, lower-cases and splits into words, dropping one-letter ones', () => {
    expect(normaliseForSearch('PÂTES Œufs')).toBe('pates oeufs');
    expect(searchWordsOf("Lait d'avoine")).toEqual(['lait', 'avoine']);
  });

  it('corrects a typo with the catalogue words it resembles', async () => {
    expect((await buildSearchQuery('carrote', similarWords))?.groups).toEqual([['carrote:*', 'carottes']]);
  });

  it('leaves a known word alone: no correction, no prefix', async () => {
    expect((await buildSearchQuery('pates', similarWords))?.groups).toEqual([['pates']]);
  });

  it('takes the plural of a catalogue word as that word, not as a typo of look-alikes', async () => {
    const lookAlikes: Record<string, string[]> = {
      comtes: ['comte', 'cotes', 'completes'],
      choux: ['chou', 'chaux'],
    };
    const similar = async (word: string) => lookAlikes[word] ?? [];
    expect((await buildSearchQuery('comtés', similar))?.groups).toEqual([['comtes:*', 'comte']]);
    expect((await buildSearchQuery('choux comtés', similar))?.groups).toEqual([
      ['choux', 'chou'],
      ['comtes:*', 'comte'],
    ]);
  });

  it('matches an unfinished last word as a prefix', async () => {
    expect(await buildSearchQuery('lait avoi', similarWords)).toEqual({
      groups: [['lait'], ['avoi:*']],
      words: ['lait', 'avoi'],
    });
  });

  it('lets nothing but letters and digits reach the query', async () => {
    const built = await buildSearchQuery("'); drop table products; -- & | ! :*", async () => []);
    for (const term of built!.groups.flat()) expect(term).toMatch(/^[a-z0-9]+(:\*)?$/);
    expect(await buildSearchQuery('  ', similarWords)).toBeUndefined();
  });
});
