/**
 * What search reads from the catalogue's snapshot rather than the database: the label and rack
 * filters of a text's matches, the choices worth offering with their counts, and the racks and
 * farms suggested while typing. The catalogue is small, so this costs no query per keystroke.
 */
import type { Rack, SuggestionsResponse } from '@sillon/contract';
import type { ProducerRow } from './catalog.repository';
import { searchWordsOf } from './search-query';

export { knownFilters, type SearchFilters, type SearchFound } from './search-facets';

export type Suggestions = Omit<SuggestionsResponse, 'query'>;

/** Racks whose title or label the typed words begin (`crem` → Crèmerie). */
export function matchingRacks(racks: Rack[], text: string, limit: number): Suggestions['racks'] {
  return racks
    .filter((rack) => startsEveryWord(`${rack.title} ${rack.label}`, text))
    .slice(0, limit)
    .map((rack) => ({ id: rack.id, title: rack.title, path: rack.path }));
}

/** Farms whose name, region or town the typed words begin (`bret` → the Breton farms). */
export function matchingProducers(
  producers: ProducerRow[],
  text: string,
  limit: number,
): Suggestions['producers'] {
  return producers
    .filter((producer) => startsEveryWord(`${producer.farmName} ${producer.region} ${producer.town}`, text))
    .slice(0, limit)
    .map((producer) => ({ key: producer.key, farmName: producer.farmName, region: producer.region }));
}

/** Every typed word begins a word of `name`, accents and case aside. */
export function startsEveryWord(name: string, text: string): boolean {
  const typed = searchWordsOf(text);
  const words = searchWordsOf(name);
  return typed.length > 0 && typed.every((word) => words.some((candidate) => candidate.startsWith(word)));
}
