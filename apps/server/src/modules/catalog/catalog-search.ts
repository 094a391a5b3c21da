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
  const { label, rack } = askedFacets(catalogue, asked);
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

/** The asked filters the catalogue knows (the others are ignored): what an answer depends on. */
export function knownFilters(
  catalogue: { labelNames: readonly string[]; racks: Rack[] },
  asked: SearchFilters,
): SearchFilters {
  const { label, rack } = askedFacets(catalogue, asked);
  return { label: label?.slug, rack: rack?.slug };
}

/** The facets the asked slugs name, if the catalogue knows them. */
function askedFacets(catalogue: { labelNames: readonly string[]; racks: Rack[] }, asked: SearchFilters) {
  return {
    label: labelFacets(catalogue.labelNames).facets.find((facet) => facet.slug === asked.label),
    rack: rackFacets(catalogue.racks).facets.find((facet) => facet.slug === asked.rack),
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
 * A kind of filter: its facets, and how many of some products each facet keeps. Counting walks
 * each match once (a big shop has a thousand racks: testing each rack against each match would
 * not do), without making anything per match (a vague word has a thousand).
 */
type Facets = { facets: Facet[]; count: (products: readonly ProductTile[]) => Map<Facet, number> };

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
    const count = (products: readonly ProductTile[]) => {
      const counts = new Map<Facet, number>();
      for (const product of products) {
        for (const name of product.labels) {
          const facet = byName.get(name);
          if (facet) counts.set(facet, (counts.get(facet) ?? 0) + 1);
        }
      }
      return counts;
    };
    made = { facets, count };
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
    const count = (products: readonly ProductTile[]) => {
      const counts = new Map<Facet, number>();
      for (const product of products) {
        const { shelfIds } = product;
        for (let i = 0; i < shelfIds.length; i += 1) {
          const facet = facetByShelf.get(shelfIds[i]!);
          if (!facet) continue;
          // A product on two shelves of one rack counts once in it.
          let counted = false;
          for (let j = 0; j < i && !counted; j += 1) counted = facetByShelf.get(shelfIds[j]!) === facet;
          if (!counted) counts.set(facet, (counts.get(facet) ?? 0) + 1);
        }
      }
      return counts;
    };
    made = { facets, count };
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
  const counts = kind.count(products);
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
