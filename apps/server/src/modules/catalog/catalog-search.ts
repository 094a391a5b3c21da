/**
 * What search reads from the catalogue's snapshot rather than the database: the label and rack
 * filters of a text's matches, the choices worth offering with their counts, and the racks and
 * farms suggested while typing. The catalogue is small, so this costs no query per keystroke.
 */
import type { ProductTile, Rack, SearchFilterChoice, SuggestionsResponse } from '@sillon/contract';
import { frenchOrder, labelSlug, slugify } from '@sillon/domain';
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
  catalogue: { labelNames: readonly string[]; racks: Rack[] },
  asked: SearchFilters,
  limit: number,
): SearchFound {
  const labels = labelFacets(catalogue.labelNames);
  const racks = rackFacets(catalogue.racks);
  const label = labels.facets.find((facet) => facet.slug === asked.label);
  const rack = racks.facets.find((facet) => facet.slug === asked.rack);
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

/**
 * A kind of filter: its facets, and the facets a product has. Counting walks each match once
 * (a big shop has a thousand racks: testing each rack against each match would not do).
 */
type Facets = { facets: Facet[]; of: (product: ProductTile) => Iterable<Facet> };

/** The label facets of a catalogue's label names, made once per list of names. */
const labelFacetsOf = new WeakMap<readonly string[], Facets>();

function labelFacets(names: readonly string[]): Facets {
  let made = labelFacetsOf.get(names);
  if (!made) {
    const facets = names.map((name) => ({
      slug: labelSlug(name),
      name,
      has: (product: ProductTile) => product.labels.includes(name),
    }));
    const byName = new Map(facets.map((facet) => [facet.name, facet]));
    made = { facets, of: (product) => product.labels.flatMap((name) => byName.get(name) ?? []) };
    labelFacetsOf.set(names, made);
  }
  return made;
}

/** The rack facets of a list of racks, made once per list. */
const rackFacetsOf = new WeakMap<Rack[], Facets>();

function rackFacets(racks: Rack[]): Facets {
  let made = rackFacetsOf.get(racks);
  if (!made) {
    const facetByShelf = new Map<string, Facet>();
    const facets = racks.map((rack) => {
      const shelfIds = new Set(rack.shelves);
      const facet: Facet = {
        slug: slugify(rack.urlSlug),
        name: rack.title,
        has: (product) => product.shelfIds.some((id) => shelfIds.has(id)),
      };
      for (const id of rack.shelves) facetByShelf.set(id, facet);
      return facet;
    });
    made = {
      facets,
      of: (product) => new Set(product.shelfIds.flatMap((id) => facetByShelf.get(id) ?? [])),
    };
    rackFacetsOf.set(racks, made);
  }
  return made;
}

/** The facets that keep some of `products` (and the chosen one, even if it keeps none), most first. */
function choicesOf(
  kind: Facets,
  products: ProductTile[],
  chosenFacet: Facet | undefined,
): SearchFilterChoice[] {
  const counts = new Map<Facet, number>();
  for (const product of products) {
    for (const facet of kind.of(product)) counts.set(facet, (counts.get(facet) ?? 0) + 1);
  }
  if (chosenFacet && !counts.has(chosenFacet)) counts.set(chosenFacet, 0);
  return [...counts]
    .map(([facet, count]) => ({ slug: facet.slug, name: facet.name, count }))
    .sort((a, b) => b.count - a.count || frenchOrder(a.name, b.name));
}

function chosen(choices: SearchFilterChoice[], facet: Facet): SearchFilterChoice {
  return (
    choices.find((choice) => choice.slug === facet.slug) ?? { slug: facet.slug, name: facet.name, count: 0 }
  );
}
