/**
 * What search reads from the catalogue's snapshot rather than the database: the label and rack
 * filters of a text's matches, the choices worth offering with their counts, and the racks and
 * farms suggested while typing. The catalogue is small, so this costs no query per keystroke.
 */
import type { ProductTile, Rack, SearchFilterChoice, SuggestionsResponse } from '@sillon/contract';
import { labelSlug, slugify } from '@sillon/domain';
import type { ProducerRow } from './catalog.repository';
import { searchWordsOf } from './search-query';

/** The label and rack asked for, by their slugs (`sans-gluten`, `fruits-et-legumes`). */
export type SearchFilters = { label?: string | undefined; rack?: string | undefined };

export type SearchFound = {
  products: ProductTile[];
  total: number;
  filters: { label: SearchFilterChoice | null; rack: SearchFilterChoice | null };
  choices: { labels: SearchFilterChoice[]; racks: SearchFilterChoice[] };
};

export type Suggestions = Omit<SuggestionsResponse, 'query'>;

type Facet = { slug: string; name: string; has: (product: ProductTile) => boolean };

/**
 * Narrows a text's matches (best first) by the asked filters. A filter the catalogue does not know
 * is ignored (a shared link outlives a rack); a known one with no match gives no product. Each
 * kind of choice is counted with the other kind's filter applied, so a chip says what it would show.
 */
export function searchFilters(
  matches: ProductTile[],
  catalogue: { tiles: ProductTile[]; racks: Rack[] },
  asked: SearchFilters,
  limit: number,
): SearchFound {
  const labels = labelFacets(catalogue.tiles);
  const racks = rackFacets(catalogue.racks);
  const label = labels.find((facet) => facet.slug === asked.label);
  const rack = racks.find((facet) => facet.slug === asked.rack);
  const inRack = rack ? matches.filter(rack.has) : matches;
  const withLabel = label ? matches.filter(label.has) : matches;
  const found = label ? inRack.filter(label.has) : inRack;
  const labelChoices = choicesOf(labels, inRack, label);
  const rackChoices = choicesOf(racks, withLabel, rack);
  return {
    products: found.slice(0, limit),
    total: found.length,
    filters: {
      label: label ? chosen(labelChoices, label) : null,
      rack: rack ? chosen(rackChoices, rack) : null,
    },
    choices: { labels: labelChoices, racks: rackChoices },
  };
}

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

/** Each snapshot's label names, found once: a search must not walk the whole catalogue. */
const labelNamesOf = new WeakMap<ProductTile[], string[]>();

function labelFacets(tiles: ProductTile[]): Facet[] {
  let names = labelNamesOf.get(tiles);
  if (!names) {
    names = [...new Set(tiles.flatMap((tile) => tile.labels))];
    labelNamesOf.set(tiles, names);
  }
  return names.map((name) => ({
    slug: labelSlug(name),
    name,
    has: (product) => product.labels.includes(name),
  }));
}

function rackFacets(racks: Rack[]): Facet[] {
  return racks.map((rack) => {
    const shelfIds = new Set(rack.shelves);
    return {
      slug: slugify(rack.urlSlug),
      name: rack.title,
      has: (product: ProductTile) => product.shelfIds.some((id) => shelfIds.has(id)),
    };
  });
}

/** The facets that keep some of `products` (and the chosen one, even if it keeps none), most first. */
function choicesOf(
  facets: Facet[],
  products: ProductTile[],
  chosenFacet: Facet | undefined,
): SearchFilterChoice[] {
  return facets
    .map((facet) => ({ slug: facet.slug, name: facet.name, count: products.filter(facet.has).length }))
    .filter((choice) => choice.count > 0 || choice.slug === chosenFacet?.slug)
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'fr'));
}

function chosen(choices: SearchFilterChoice[], facet: Facet): SearchFilterChoice {
  return (
    choices.find((choice) => choice.slug === facet.slug) ?? { slug: facet.slug, name: facet.name, count: 0 }
  );
}
