/**
 * Search's filters (spec §3: a label, a rack) worked out on numbered products in flat arrays. A
 * vague text has a thousand matches; counting their labels and racks on their tiles read three
 * objects a match spread over the heap, mostly cache misses in a big catalogue. Here each
 * product's facets are a few numbers in one typed array, written
 * once per product and catalogue version (`FacetTable`), then read by `filtersOf` for any text.
 */
import type { ProductTile, Rack, SearchFilterChoice } from '@sillon/contract';
import {
  ALLERGEN_FILTERS,
  allergenFiltersOf,
  allergenMask,
  excludedAllergens,
  excludedMask,
  frenchOrder,
  labelSlug,
  slugify,
  type FoodInformation,
} from '@sillon/domain';

/**
 * The label and rack asked for, by their slugs (`sans-gluten`, `fruits-et-legumes`), and the
 * « sans » filters (`gluten`, `fruits-a-coque`: issue 40).
 */
export type SearchFilters = {
  label?: string | undefined;
  rack?: string | undefined;
  sans?: readonly string[] | undefined;
};

export type SearchFound = {
  products: ProductTile[];
  total: number;
  filters: { label: SearchFilterChoice | null; rack: SearchFilterChoice | null; sans: SearchFilterChoice[] };
  choices: { labels: SearchFilterChoice[]; racks: SearchFilterChoice[]; sans: SearchFilterChoice[] };
  /** Where in `products` the ones missing a typed word begin; null: none shown. */
  approximateFrom: number | null;
  /** The text corrected, when nothing was found. */
  corrections: string[];
};

export type FilterCatalogue = { labelNames: readonly string[]; racks: readonly Rack[] };

type Facet = { slug: string; name: string };

/** A catalogue's facets, and how a product's labels and shelves name them. */
type FacetKinds = {
  labels: Facet[];
  racks: Facet[];
  labelByName: Map<string, number>;
  /** The rack a shelf is counted in: the last rack listing it. */
  countedRackOfShelf: Map<string, number>;
  /** Every rack listing a shelf: a product on it is in each. */
  racksOfShelf: Map<string, number[]>;
};

const kindsOf = new WeakMap<readonly string[], WeakMap<readonly Rack[], FacetKinds>>();

/** The facets of a catalogue's label names and racks, made once per pair of lists. */
function facetKinds(catalogue: FilterCatalogue): FacetKinds {
  let byRacks = kindsOf.get(catalogue.labelNames);
  if (!byRacks) {
    byRacks = new WeakMap();
    kindsOf.set(catalogue.labelNames, byRacks);
  }
  let kinds = byRacks.get(catalogue.racks);
  if (!kinds) {
    const countedRackOfShelf = new Map<string, number>();
    const racksOfShelf = new Map<string, number[]>();
    catalogue.racks.forEach((rack, index) => {
      for (const shelf of rack.shelves) {
        countedRackOfShelf.set(shelf, index);
        const racks = racksOfShelf.get(shelf) ?? [];
        if (!racks.includes(index)) racks.push(index);
        racksOfShelf.set(shelf, racks);
      }
    });
    kinds = {
      labels: catalogue.labelNames.map((name) => ({ slug: labelSlug(name), name })),
      racks: catalogue.racks.map((rack) => ({ slug: slugify(rack.urlSlug), name: rack.title })),
      labelByName: new Map(catalogue.labelNames.map((name, index) => [name, index])),
      countedRackOfShelf,
      racksOfShelf,
    };
    byRacks.set(catalogue.racks, kinds);
  }
  return kinds;
}

/** The asked filters the catalogue knows, as facet numbers (the others are ignored). */
function askedFacets(kinds: FacetKinds, asked: SearchFilters) {
  const label = kinds.labels.findIndex((facet) => facet.slug === asked.label);
  const rack = kinds.racks.findIndex((facet) => facet.slug === asked.rack);
  return { label: label < 0 ? undefined : label, rack: rack < 0 ? undefined : rack };
}

/** The asked filters the catalogue knows (the others are ignored): what an answer depends on. */
export function knownFilters(catalogue: FilterCatalogue, asked: SearchFilters): SearchFilters {
  const kinds = facetKinds(catalogue);
  const { label, rack } = askedFacets(kinds, asked);
  return {
    label: label === undefined ? undefined : kinds.labels[label]!.slug,
    rack: rack === undefined ? undefined : kinds.racks[rack]!.slug,
    sans: allergenFiltersOf(asked.sans ?? []),
  };
}

/** What the filters read of a product. */
export type FilteredProduct = {
  labels: readonly string[];
  shelfIds: readonly string[];
  foodInformation: Pick<FoodInformation, 'allergens' | 'traces'> | null;
};

/** The allergen mask of a product without food information: every « sans » filter leaves it out. */
const ALL_ALLERGENS = -1;

const UNKNOWN = 0;
const SHOWN = 1;
const LEFT_OUT = 2;

/**
 * Products' facets by a number of their own (0 to `size` − 1): for each, its labels' facets (one
 * per label, as counted), the racks it is counted in (each once, in its shelves' order) and the
 * racks it is in, one after the other in `pool`.
 */
export class FacetTable {
  private readonly state: Uint8Array;
  private readonly start: Int32Array;
  private readonly labelCount: Uint8Array;
  private readonly countedCount: Uint8Array;
  private readonly memberCount: Uint8Array;
  /** Each product's allergens and traces, one bit each (`allergenMask`); −1: not known. */
  private readonly allergens: Int32Array;
  private pool = new Int32Array(1024);
  private used = 0;
  readonly kinds: FacetKinds;

  constructor(
    readonly size: number,
    catalogue: FilterCatalogue,
  ) {
    this.state = new Uint8Array(size);
    this.start = new Int32Array(size);
    this.labelCount = new Uint8Array(size);
    this.countedCount = new Uint8Array(size);
    this.memberCount = new Uint8Array(size);
    this.allergens = new Int32Array(size);
    this.kinds = facetKinds(catalogue);
  }

  /** Whether product `n` was put, shown or left out. */
  has(n: number): boolean {
    return this.state[n] !== UNKNOWN;
  }

  /** Whether product `n` is shown (put with its facets, not left out). */
  isShown(n: number): boolean {
    return this.state[n] === SHOWN;
  }

  /** Puts product `n`'s facets; `undefined`: a product the catalogue does not show. */
  put(n: number, product: FilteredProduct | undefined): void {
    if (!product) {
      this.state[n] = LEFT_OUT;
      return;
    }
    const { labelByName, countedRackOfShelf, racksOfShelf } = this.kinds;
    const labels: number[] = [];
    for (const name of product.labels) {
      const label = labelByName.get(name);
      if (label !== undefined) labels.push(label);
    }
    const counted: number[] = [];
    const member: number[] = [];
    for (const shelf of product.shelfIds) {
      const rack = countedRackOfShelf.get(shelf);
      if (rack !== undefined && !counted.includes(rack)) counted.push(rack);
      for (const each of racksOfShelf.get(shelf) ?? []) if (!member.includes(each)) member.push(each);
    }
    // A product's facets are a handful; 255 of a kind would be a catalogue gone wrong.
    const entries = [...labels.slice(0, 255), ...counted.slice(0, 255), ...member.slice(0, 255)];
    this.reserve(entries.length);
    this.start[n] = this.used;
    this.labelCount[n] = Math.min(labels.length, 255);
    this.countedCount[n] = Math.min(counted.length, 255);
    this.memberCount[n] = Math.min(member.length, 255);
    this.pool.set(entries, this.used);
    this.used += entries.length;
    this.allergens[n] = product.foodInformation ? allergenMask(product.foodInformation) : ALL_ALLERGENS;
    this.state[n] = SHOWN;
  }

  /** Whether product `n` has none of the allergens of `excluded` (a mask), traces included. */
  isFreeOf(n: number, excluded: number): boolean {
    return (this.allergens[n]! & excluded) === 0;
  }

  hasLabel(n: number, label: number): boolean {
    const from = this.start[n]!;
    for (let i = from; i < from + this.labelCount[n]!; i += 1) if (this.pool[i] === label) return true;
    return false;
  }

  isInRack(n: number, rack: number): boolean {
    const from = this.start[n]! + this.labelCount[n]! + this.countedCount[n]!;
    for (let i = from; i < from + this.memberCount[n]!; i += 1) if (this.pool[i] === rack) return true;
    return false;
  }

  /** Adds product `n`'s labels (`rack` false) or counted racks to `counts`, noting first sightings. */
  count(n: number, racks: boolean, counts: Int32Array, seen: number[]): void {
    const from = this.start[n]! + (racks ? this.labelCount[n]! : 0);
    const to = from + (racks ? this.countedCount[n]! : this.labelCount[n]!);
    for (let i = from; i < to; i += 1) {
      const facet = this.pool[i]!;
      if (counts[facet] === 0) seen.push(facet);
      counts[facet] = counts[facet]! + 1;
    }
  }

  private reserve(more: number): void {
    if (this.used + more <= this.pool.length) return;
    const grown = new Int32Array(Math.max(this.pool.length * 2, this.used + more));
    grown.set(this.pool.subarray(0, this.used));
    this.pool = grown;
  }
}

/**
 * Narrows a text's matches (`shown`: product numbers of `table`, best first) by the asked
 * filters. A filter the catalogue does not know is ignored (a shared link outlives a rack); a
 * known one with no match gives no product. Each kind of choice is counted with the other kind's
 * filter applied, so a chip says what it would show. The « sans » filters apply before the rest
 * (strict: a product with traces of an excluded allergen, or without food information, is left
 * out); each « sans » choice counts what it would keep of the products found.
 */
export function filtersOf(
  shown: readonly number[],
  table: FacetTable,
  asked: SearchFilters,
  limit: number,
  tileOf: (n: number) => ProductTile,
  /** Whether a product misses a typed word (they come after those that have every word). */
  isApproximate: (n: number) => boolean = () => false,
): SearchFound {
  const { kinds } = table;
  const { label, rack } = askedFacets(kinds, asked);
  const sans = allergenFiltersOf(asked.sans ?? []);
  const excluded = excludedMask(excludedAllergens(sans));
  const free = excluded === 0 ? shown : shown.filter((n) => table.isFreeOf(n, excluded));
  const inRack = rack === undefined ? free : free.filter((n) => table.isInRack(n, rack));
  const withLabel = label === undefined ? free : free.filter((n) => table.hasLabel(n, label));
  const found = label === undefined ? inRack : inRack.filter((n) => table.hasLabel(n, label));
  // A chip counts what the page will say was found: the products with every typed word, the
  // approaching ones only for a text that nothing has every word of.
  const hasEveryWord = shown.some((n) => !isApproximate(n));
  const counted = (products: readonly number[]) =>
    hasEveryWord ? products.filter((n) => !isApproximate(n)) : products;
  const labelChoices = choicesOf(kinds.labels, false, counted(inRack), table, label);
  const rackChoices = choicesOf(kinds.racks, true, counted(withLabel), table, rack);
  const countedFound = counted(found);
  const sansChoices = ALLERGEN_FILTERS.map((filter) => {
    const mask = excludedMask(filter.allergens);
    return {
      slug: filter.slug,
      name: filter.name,
      count: countedFound.reduce((count, n) => count + (table.isFreeOf(n, mask) ? 1 : 0), 0),
    };
  });
  const listed = found.slice(0, limit);
  const approximateFrom = listed.findIndex(isApproximate);
  return {
    products: listed.map(tileOf),
    total: found.length,
    approximateFrom: approximateFrom === -1 ? null : approximateFrom,
    corrections: [],
    filters: {
      label: label === undefined ? null : chosen(labelChoices, kinds.labels[label]!),
      rack: rack === undefined ? null : chosen(rackChoices, kinds.racks[rack]!),
      sans: sansChoices.filter((choice) => (sans as readonly string[]).includes(choice.slug)),
    },
    choices: { labels: labelChoices, racks: rackChoices, sans: sansChoices },
  };
}

/** The facets that keep some of `products` (and the chosen one, even if it keeps none), most first. */
function choicesOf(
  facets: Facet[],
  racks: boolean,
  products: readonly number[],
  table: FacetTable,
  chosenFacet: number | undefined,
): SearchFilterChoice[] {
  const counts = new Int32Array(facets.length);
  const seen: number[] = [];
  for (const n of products) table.count(n, racks, counts, seen);
  if (chosenFacet !== undefined && counts[chosenFacet] === 0) seen.push(chosenFacet);
  return seen
    .map((facet) => ({ slug: facets[facet]!.slug, name: facets[facet]!.name, count: counts[facet]! }))
    .sort((a, b) => b.count - a.count || frenchOrder(a.name, b.name));
}

function chosen(choices: SearchFilterChoice[], facet: Facet): SearchFilterChoice {
  return (
    choices.find((choice) => choice.slug === facet.slug) ?? { slug: facet.slug, name: facet.name, count: 0 }
  );
}
