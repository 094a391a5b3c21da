/**
 * The catalogue as the shop reads it: one snapshot in memory (`catalog-snapshot.ts`), kept current
 * every few seconds by reading what changed and at once after this process's own writes, answers
 * racks, shelves, product cards, availability and routing without a query. Search matches and
 * ranks in memory too (`product-search.ts`); its filters, choices and suggestions are read from the
 * snapshot (`catalog-search.ts`).
 */
import {
  SUGGESTED_PRODUCERS,
  SUGGESTED_PRODUCTS,
  SUGGESTED_RACKS,
  type AvailabilityResponse,
  type ProductCard,
  type ProductTile,
  type Rack,
  type RoutingResponse,
  type Shelf,
} from '@sillon/contract';
import {
  centsToEuros,
  findProduct,
  findRack,
  rankSimilarProducts,
  type SubstitutableProduct,
} from '@sillon/domain';
import { LRUCache } from 'lru-cache';
import type {
  CatalogRepository,
  ProductChanges,
  ProductRecord,
  RetailVariantRow,
} from './catalog.repository';
import { CACHES, WALL_CLOCK } from '../../caches';
import type { Transaction } from '../../db/client';
import type { ChangeAudit } from '../../http/staff-routes';
import { AppError } from '../../http/app-error';
import type { CartVariant, StockLevels } from './types';
import type { NetQuantity } from './catalog.tables';
import { compareText } from './compare-text';
import { createCatalogRepository } from './catalog.repository';
import {
  knownFilters,
  matchingProducers,
  matchingRacks,
  type SearchFilters,
  type SearchFound,
  type Suggestions,
} from './catalog-search';
import {
  canPatch,
  cardOf,
  isListed,
  isOrderable,
  patchProducts,
  readSnapshot,
  refreshSnapshot,
  routeOf,
  setStock,
  stockLeftOf,
  tileOf,
  wholeLists,
  type CatalogueSnapshot,
} from './catalog-snapshot';
import { createCatalogStaff, type PictureStore } from './catalog-staff';
import { createProductSearch, type FoundSlots } from './product-search';
import { FacetTable, filtersOf } from './search-facets';
import type { SearchIndex } from './search-index';
import { searchWordsOf } from './search-query';

export { PRODUCT_PHOTO_SIZE, productPhotoUrl, toProductTile } from './catalog-snapshot';

/** How old the snapshot may be before it reads what changed (other server copies' writes). */
const SNAPSHOT_TTL_MS = 3000;
/** « Ce produit à la place » offers the best few: a short list to choose from on a phone. */
const SIMILAR_PRODUCTS_SHOWN = 12;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const MAX_SEARCH_RESULTS = 48;
/**
 * Matches read for one search: filters and their counts are worked out on all of a text's
 * matches, then the first `MAX_SEARCH_RESULTS` are shown. Bounds the work of a vague word.
 */
const MAX_SEARCH_MATCHES = 1000;
/** Corrected texts offered when a search found nothing. */
const SEARCH_CORRECTIONS = 3;
/** Filter pairs whose answers are kept per text (a shared link may carry any). */
const FOUND_KEPT_PER_TEXT = 16;

export type { ProductChanges } from './catalog.repository';

/** A product as the substitution rule compares it, and what a proposal of it shows (issue 41). */
export type SubstitutableOffer = SubstitutableProduct & {
  name: string;
  unitLabel: string;
  vatRateBp: number;
};

/** Each product's stock after a move, by product id. */
export function createCatalogService(deps: {
  repository: CatalogRepository;
  /** Where uploaded product pictures go (the images module); absent, pictures cannot be replaced. */
  pictures?: PictureStore | undefined;
}) {
  const { repository } = deps;
  const productSearch = createProductSearch(repository, {
    onRebuilt: () => {
      // Kept matches are slots of the index before: stale, and they would keep it in memory.
      keptHits.clear();
      notify();
    },
  });
  /** Whether the catalogue was read whole before: a later whole read means the structure changed. */
  let readBefore = false;
  let snapshot: CatalogueSnapshot | undefined;
  let reading: Promise<CatalogueSnapshot> | undefined;
  let refreshing: Promise<void> | undefined;
  const listeners = new Set<() => void>();
  /** Bumped when the structure is known to have changed: a read started before must not be kept. */
  let generation = 0;

  function notify(): void {
    for (const listener of listeners) listener();
  }

  /** Reads the whole catalogue; concurrent callers share one read. */
  function readAll(): Promise<CatalogueSnapshot> {
    const startedIn = generation;
    reading ??= readSnapshot(repository)
      .then((read) => {
        if (startedIn === generation) {
          // Shelves' labels are in products' search documents: the first read builds the index,
          // a later one (the structure changed) reads it again.
          if (readBefore) productSearch.structureChanged();
          else void productSearch.warm().catch(() => undefined);
          readBefore = true;
          snapshot = read;
        }
        return read;
      })
      .finally(() => {
        reading = undefined;
      });
    return reading;
  }

  /** Brings the snapshot up to date with other copies' writes: the products that moved, or all. */
  async function refresh(stale: CatalogueSnapshot): Promise<void> {
    const found = await refreshSnapshot(repository, stale);
    searchedTextChanged(stale);
    if (found.kind === 'structure') {
      await readAll();
      notify();
    } else if (found.publicChange) {
      notify();
    }
  }

  /** The snapshot; a stale one is still answered while it is brought up to date. */
  async function current(): Promise<CatalogueSnapshot> {
    if (!snapshot) return readAll();
    if (Date.now() - snapshot.refreshedAt >= SNAPSHOT_TTL_MS && !refreshing && !reading) {
      refreshing = refresh(snapshot)
        .catch(() => undefined)
        .finally(() => {
          refreshing = undefined;
        });
    }
    return snapshot;
  }

  /** Forgets the catalogue: the next reader reads it whole (a rack or a shelf changed here). */
  function invalidate(): void {
    generation += 1;
    snapshot = undefined;
    reading = undefined;
    notify();
  }

  /**
   * This process changed a product: the snapshot takes its row now. A read begun before the change
   * (a refresh, a whole read) would put the row as it was back over it, so it is let finish first.
   */
  async function productChanged(id: string): Promise<void> {
    await Promise.allSettled([reading, refreshing]);
    const rows = await repository.findProducts([id]);
    const held = snapshot;
    if (held && canPatch(held, rows)) {
      patchProducts(held, rows);
      searchedTextChanged(held);
    } else invalidate();
    notify();
  }

  /** Hands search the products whose searched text a patch of the snapshot changed. */
  function searchedTextChanged(held: CatalogueSnapshot): void {
    if (held.searchedTextChanged.size === 0) return;
    productSearch.productsChanged(held.searchedTextChanged);
    held.searchedTextChanged.clear();
  }

  /**
   * What a text's kept matches gave with each pair of filters (tiles, counts): a thousand matches'
   * tiles and facets cost more than the rest of a search. Made again when a tile changed.
   */
  const foundOf = new WeakMap<FoundSlots, { madeWith: unknown[]; found: Map<string, SearchFound> }>();

  type KeptHits = { hits: Promise<unknown>; madeWith: unknown[] };
  /**
   * A text's ranked matches (`caches.ts`): shoppers search the same words, and a vague word ranks
   * thousands of products. Kept as a promise, so the requests asking while it is ranked share it.
   */
  const keptHits = new LRUCache<string, KeptHits>({ ...CACHES.searchHits, ...WALL_CLOCK });

  /**
   * The filters' facets of the products searches found, by their slot in the index: written for a
   * product the first time a search finds it, kept until the index, the structure or a tile
   * changes (`search-facets.ts`).
   */
  let facets: { table: FacetTable; madeWith: unknown[] } | undefined;

  function facetTableOf(held: CatalogueSnapshot, index: SearchIndex): FacetTable {
    const madeWith = [index, held.structure, held.publicChanges, held.labelNames];
    const kept = facets;
    if (kept && kept.table.size >= index.slotCount && kept.madeWith.every((made, i) => made === madeWith[i]))
      return kept.table;
    const catalogue = { labelNames: held.labelNames, racks: held.structure.racks };
    facets = { table: new FacetTable(index.slotCount, catalogue), madeWith };
    return facets.table;
  }

  /** The slots of a search's matches that the catalogue shows, their facets written when new. */
  function shownSlots(held: CatalogueSnapshot, { index, slots }: FoundSlots, table: FacetTable): number[] {
    const shown: number[] = [];
    for (const slot of slots) {
      if (!table.has(slot)) {
        const id = index.idOf(slot);
        const record = held.records.get(id);
        const shelfIds = held.structure.shelfIdsByProduct.get(id) ?? [];
        table.put(
          slot,
          record && { labels: record.labels, shelfIds, foodInformation: record.foodInformation },
        );
      }
      if (table.isShown(slot)) shown.push(slot);
    }
    return shown;
  }

  /**
   * A text's matches, best first, kept a minute per text and limit: the same words come again and
   * again. A change of a product's searched text or of the shelves (words products are found by)
   * makes kept matches stale.
   */
  async function rankedHits<T>(key: string, find: () => Promise<T>): Promise<T> {
    const held = await current();
    // A product's labels are in its searched text: their change moves search's version too.
    const madeWith = [held.structure, productSearch.version()];
    const kept = keptHits.get(key);
    if (kept && kept.madeWith.every((made, index) => made === madeWith[index]))
      return kept.hits as Promise<T>;
    const made: KeptHits = { hits: find(), madeWith };
    keptHits.set(key, made);
    made.hits.catch(() => {
      if (keptHits.peek(key) === made) keptHits.delete(key);
    });
    return made.hits as Promise<T>;
  }

  /** Products with every word first, then those missing one (« Résultats approchants »). */
  function searchHits(text: string, limit: number) {
    return rankedHits(`search:${limit}:${searchWordsOf(text).join(' ')}`, () =>
      productSearch.findSlots(text, limit, true),
    );
  }

  /** Tiles by id, in order, each product once; a retail variant's id stands for its product. */
  function tilesOf(held: CatalogueSnapshot, ids: readonly string[]): ProductTile[] {
    const productIds = ids.map((id) =>
      held.records.has(id) ? id : (held.structure.retailById.get(id)?.productId ?? id),
    );
    return [...new Set(productIds)].flatMap((id) => tileOf(held, id) ?? []);
  }

  /**
   * Issue 41: products as the substitution rule compares them (their shelves: those of their own
   * rack), with what a proposal shows: those of `ids` (unknown ones left out), and, with
   * `sharingShelfWith`, every product shelved beside that one (the similar products are among them).
   */
  async function substitutables(query: {
    ids?: readonly string[];
    sharingShelfWith?: string;
  }): Promise<SubstitutableOffer[]> {
    const { records, structure } = await current();
    const rackPosition = new Map(structure.racks.map((rack, position) => [rack.id, position]));
    /**
     * The shelves of the product's own rack (its first, as the picking list groups it): a
     * selection's shelf (« Coups de cœur », « Petits prix ») puts bread beside tomatoes.
     */
    const homeShelfIds = (productId: string) => {
      const shelves = (structure.shelfIdsByProduct.get(productId) ?? []).flatMap(
        (id) => structure.shelvesById.get(id) ?? [],
      );
      const home = shelves
        .map((shelf) => shelf.rackId)
        .sort((a, b) => (rackPosition.get(a) ?? Infinity) - (rackPosition.get(b) ?? Infinity))[0];
      return shelves.filter((shelf) => shelf.rackId === home).map((shelf) => shelf.id);
    };
    const wanted = new Set(query.ids ?? []);
    if (query.sharingShelfWith) {
      const shelves = new Set(homeShelfIds(query.sharingShelfWith));
      for (const [productId, shelfIds] of structure.shelfIdsByProduct) {
        if (shelfIds.some((shelf) => shelves.has(shelf))) wanted.add(productId);
      }
    }
    return [...wanted].flatMap((id) => {
      const record = records.get(id);
      if (!record) return [];
      return [
        {
          id: record.id,
          shelfIds: homeShelfIds(id).map(Number),
          labels: record.labels,
          priceCents: record.priceCents,
          netQuantity: record.netQuantity ?? null,
          producerId: record.producerId,
          available: record.available,
          stock: record.stock,
          regionalPostalPrefixes: record.regionalPostalPrefixes ?? null,
          name: record.displayName,
          unitLabel: record.unitLabel,
          vatRateBp: record.vatRateBp,
        },
      ];
    });
  }

  return {
    /** Called after every catalogue change a visitor would see, e.g. to clear HTTP caches. */
    onChange(listener: () => void): void {
      listeners.add(listener);
    },
    invalidate,
    /** Reads the catalogue and its search index before the first visitor waits for them. */
    async warm(): Promise<void> {
      await current();
      await productSearch.warm();
    },
    async racks(): Promise<Rack[]> {
      return (await current()).structure.racks;
    },
    async shelves(): Promise<Shelf[]> {
      return (await current()).structure.shelves;
    },
    /** Every product as a tile (the whole catalogue: no screen asks for it). */
    async tiles(): Promise<ProductTile[]> {
      return wholeLists(await current()).tiles;
    },
    /**
     * The tiles of these ids, in the given order: a product's own, or the product of a retail
     * variant's (an order line names its variant); each product once, unknown ids left out.
     */
    async tilesByIds(ids: readonly string[]): Promise<ProductTile[]> {
      return tilesOf(await current(), ids);
    },
    /**
     * The rack a path segment names (canonical, bare id, any slug before its id), its shelves in
     * order, then the shelves they lead to: what the rack screen shows. Undefined for no rack.
     */
    async rackPage(segment: string): Promise<{ rack: Rack; shelves: Shelf[] } | undefined> {
      const { structure } = await current();
      const route = findRack(segment, structure.routingRacks);
      const rack = route && structure.racks.find((candidate) => candidate.id === route.id);
      if (!rack) return undefined;
      const own = rack.shelves.flatMap((id) => structure.shelvesById.get(id) ?? []);
      const ownIds = new Set(rack.shelves);
      const related = [...new Set(own.flatMap((shelf) => shelf.relatedShelves))]
        .filter((id) => !ownIds.has(id))
        .flatMap((id) => structure.shelvesById.get(id) ?? []);
      return { rack, shelves: [...own, ...related] };
    },
    /**
     * The routing data a path needs (spec §3): the products and racks its segments name, each
     * rack with its shelves, and for a product the shelves that hold it (its breadcrumbs); the
     * products' lists are left out of the racks they do not need. The whole catalogue's is
     * `routing()`.
     */
    async routingFor(path: string): Promise<RoutingResponse> {
      const held = await current();
      const segments = path
        .split(/[?#]/, 1)[0]!
        .split('/')
        .filter((segment) => segment !== '');
      const products = [...new Set(segments.flatMap((segment) => productNamedBy(held, segment) ?? []))];
      const wanted = new Set(products.flatMap((product) => [product.id, product.documentId]));
      const { routingRacks, shelfIdsByProduct } = held.structure;
      const holding = new Set(products.flatMap((product) => shelfIdsByProduct.get(product.id) ?? []));
      const namedRacks = new Set(segments.flatMap((segment) => findRack(segment, routingRacks)?.id ?? []));
      const racks = routingRacks.flatMap((rack) => {
        const named = namedRacks.has(rack.id);
        const shelves = named ? rack.shelves : rack.shelves.filter((shelf) => holding.has(shelf.id));
        if (!named && shelves.length === 0) return [];
        const withProducts = shelves.map((shelf) => ({
          ...shelf,
          productIds: shelf.productIds.filter((id) => wanted.has(id)),
        }));
        return [{ ...rack, shelves: withProducts }];
      });
      return { products, racks };
    },
    /** The produce (a key of the domain's seasonal calendar) of those of these products that have one. */
    async produceOf(ids: readonly string[]): Promise<Map<string, string>> {
      const { records } = await current();
      const found = new Map<string, string>();
      for (const id of ids) {
        const produce = records.get(id)?.produce;
        if (produce) found.set(id, produce);
      }
      return found;
    },
    /** The « de saison » shelves' ids: they show only their products in season (issue 40). */
    async seasonalShelfIds(): Promise<ReadonlySet<string>> {
      return (await current()).structure.seasonalShelfIds;
    },
    async tilesByReferences(references: readonly string[]): Promise<ProductTile[]> {
      const held = await current();
      return references.flatMap((reference) => {
        const id = held.idsByReference.get(reference);
        return (id && tileOf(held, id)) || [];
      });
    },
    /** Cards of the given ids, in the given order; unknown ids are left out. */
    async productsByIds(ids: readonly string[]): Promise<ProductCard[]> {
      const held = await current();
      return ids.flatMap((id) => cardOf(held, id) ?? []);
    },
    /** Every product's and rack's routing data (the whole catalogue: no screen asks for it). */
    async routing(): Promise<RoutingResponse> {
      return wholeLists(await current()).routing;
    },
    substitutables,
    /** Product ids by reference: the same map until the catalogue changes. */
    async productIdsByReference(): Promise<ReadonlyMap<string, string>> {
      return (await current()).idsByReference;
    },
    /**
     * Issue 42: what a unit of each variant weighs or holds (a retail pack's own quantity), null
     * for one sold by the piece or unknown: the bike rounds weigh the bags with it.
     */
    async netQuantities(variantIds: readonly string[]): Promise<Map<string, NetQuantity | null>> {
      const { records, structure } = await current();
      return new Map(
        variantIds.map((id) => {
          const retail = structure.retailById.get(id);
          return [id, (retail ? retail.netQuantity : records.get(id)?.netQuantity) ?? null];
        }),
      );
    },
    /**
     * Spec §7 "products/availability": by product id and retail variant id, prices in euros, and
     * the stock a cart line stops at (`stock_left`, when it stops before the cap); of `ids` only
     * when given (a cart's), of the whole catalogue otherwise.
     */
    async availability(ids?: readonly string[]): Promise<AvailabilityResponse> {
      const { records, structure } = await current();
      const result: AvailabilityResponse = {};
      const add = (id: string, product: ProductRecord, priceCents: number) => {
        const { stockLeft } = stockLeftOf(product);
        result[id] = {
          available: isOrderable(product),
          public_price: centsToEuros(priceCents),
          ...(stockLeft === undefined ? {} : { stock_left: stockLeft }),
        };
      };
      if (ids) {
        for (const id of ids) {
          const record = records.get(id);
          const retail = structure.retailById.get(id);
          const parent = retail && records.get(retail.productId);
          if (record) add(id, record, record.priceCents);
          else if (retail && parent) add(id, parent, retail.priceCents);
        }
        return result;
      }
      for (const record of records.values()) add(record.id, record, record.priceCents);
      for (const variant of structure.retailVariants) {
        const product = records.get(variant.productId);
        if (product) add(variant.id, product, variant.priceCents);
      }
      return result;
    },
    /**
     * Issue 41, « Ce produit à la place »: the products similar to one (same shelf and unit,
     * labels kept, a close price, deliverable to `zipcode`), best first, as tiles; undefined for
     * an unknown product. `productId` may name a retail variant (an order line's). From the
     * catalogue's snapshot, like every catalogue read.
     */
    async similarProducts(productId: string, zipcode: string): Promise<ProductTile[] | undefined> {
      const held = await current();
      // An order line names its variant: a retail variant's product is the one compared.
      const originalId = held.records.has(productId)
        ? productId
        : held.structure.retailById.get(productId)?.productId;
      if (!originalId || !held.records.has(originalId)) return undefined;
      const beside = await substitutables({ ids: [originalId], sharingShelfWith: originalId });
      const original = beside.find((product) => product.id === originalId)!;
      return rankSimilarProducts(original, beside, { zipcode, quantity: 1 })
        .slice(0, SIMILAR_PRODUCTS_SHOWN)
        .flatMap((product) => tileOf(held, product.id) ?? []);
    },
    /** Content-service product references (spec §7), paged by `limit` from `offset`. */
    async productReferences(offset: number, limit: number) {
      return wholeLists(await current())
        .cardsByDocumentId.slice(offset, offset + limit)
        .map((card) => ({
          _id: card.documentId,
          uuid: card.id,
          slug: card.reference,
          url_slug: card.slug,
          photo_url: card.photo.url,
          display_name: card.displayName,
        }));
    },
    /**
     * French, accent-insensitive, typo-tolerant search, narrowed by a label and a rack (their
     * slugs; an unknown one is ignored, and the answer says which apply); an empty query finds
     * nothing.
     */
    async search(text: string, filters: SearchFilters = {}): Promise<SearchFound> {
      const hits = await searchHits(text, MAX_SEARCH_MATCHES);
      const held = await current();
      // The structure and the count of public changes say which snapshot and tiles (not the
      // snapshot itself: kept answers must not keep old snapshots alive).
      const made = [held.structure, held.publicChanges];
      let kept = foundOf.get(hits);
      if (!kept || kept.madeWith.some((value, index) => value !== made[index])) {
        kept = { madeWith: made, found: new Map() };
        foundOf.set(hits, kept);
      }
      const catalogue = { labelNames: held.labelNames, racks: held.structure.racks };
      const known = knownFilters(catalogue, filters);
      const key = `${known.label ?? ''}\n${known.rack ?? ''}\n${known.sans?.join(',') ?? ''}`;
      let found = kept.found.get(key);
      if (!found) {
        const table = facetTableOf(held, hits.index);
        const approximate = new Set(hits.slots.slice(hits.everyWord));
        found = filtersOf(
          shownSlots(held, hits, table),
          table,
          known,
          MAX_SEARCH_RESULTS,
          // A shown slot's product is in the snapshot: it has a tile.
          (slot) => tileOf(held, hits.index.idOf(slot))!,
          (slot) => approximate.has(slot),
        );
        if (found.total === 0 && !known.label && !known.rack) {
          found = { ...found, corrections: await productSearch.corrections(text, SEARCH_CORRECTIONS) };
        }
        if (kept.found.size < FOUND_KEPT_PER_TEXT) kept.found.set(key, found);
      }
      return found;
    },
    /**
     * A few products, racks and farms for a text being typed. Products come from the indexed
     * full-text query (no typo fallback to "any word": suggestions stay precise); racks and farms
     * from the snapshot.
     */
    async suggestions(text: string): Promise<Suggestions> {
      const words = searchWordsOf(text);
      if (words.length === 0) return { products: [], racks: [], producers: [] };
      const [hits, held] = await Promise.all([
        rankedHits(`suggest:${words.join(' ')}`, () => productSearch.find(text, SUGGESTED_PRODUCTS, false)),
        current(),
      ]);
      return {
        products: hits.flatMap((id) => {
          const tile = tileOf(held, id);
          return tile ? [{ id: tile.id, name: tile.displayName, path: tile.path }] : [];
        }),
        racks: matchingRacks(held.structure.racks, text, SUGGESTED_RACKS),
        producers: matchingProducers(held.structure.producers, text, SUGGESTED_PRODUCERS),
      };
    },
    /**
     * Variants by id as the snapshot has them: what a cart shows while it is filled and checked
     * out (prices and stock at most a few seconds old; this process's own stock moves are applied
     * at once). Unknown ids are left out. Money is taken on `currentCartVariants`.
     */
    async cartVariants(ids: readonly string[]): Promise<Map<string, CartVariant>> {
      const { records, structure } = await current();
      const variants = new Map<string, CartVariant>();
      for (const id of ids) {
        const record = records.get(id);
        if (record) {
          variants.set(id, toCartVariant(record));
          continue;
        }
        const retail = structure.retailById.get(id);
        const parent = retail && records.get(retail.productId);
        if (retail && parent) variants.set(id, toCartVariant(parent, retail));
      }
      return variants;
    },
    /**
     * Variants by id read from the database: the prices and stock an order is paid at, as they
     * are now in every server copy. Unknown ids are left out, as are products the shop does not
     * list (no url slug or photo, spec §3), as the snapshot leaves them out.
     */
    async currentCartVariants(ids: readonly string[]): Promise<Map<string, CartVariant>> {
      // Ids that are not UUIDs name nothing here (and would fail the uuid columns' cast).
      const wanted = new Set(ids.filter((id) => UUID.test(id)));
      const variants = new Map<string, CartVariant>();
      for (const { product, retail } of await repository.findVariants([...wanted])) {
        if (!isListed(product)) continue;
        if (wanted.has(product.id)) variants.set(product.id, toCartVariant(product));
        if (retail && wanted.has(retail.id)) variants.set(retail.id, toCartVariant(product, retail));
      }
      return variants;
    },
    /**
     * Takes an order's goods from stock inside the caller's transaction (the order's completion),
     * so two orders never both take the last unit. Throws `unavailable_products` with the variants
     * short of stock. Answers each product's stock left, for `stockChanged` once it committed.
     */
    async takeStock(
      tx: Transaction,
      items: readonly { variantId: string; productId: string; quantity: number }[],
    ): Promise<StockLevels> {
      const queries = createCatalogRepository(tx);
      const byProduct = new Map<string, { quantity: number; variantIds: string[] }>();
      for (const item of items) {
        const entry = byProduct.get(item.productId) ?? { quantity: 0, variantIds: [] };
        entry.quantity += item.quantity;
        entry.variantIds.push(item.variantId);
        byProduct.set(item.productId, entry);
      }
      const levels = await queries.takeStocks(
        [...byProduct].map(([productId, entry]) => ({ productId, quantity: entry.quantity })),
      );
      const short = [...byProduct]
        .filter(([productId]) => !levels.has(productId))
        .flatMap(([, entry]) => entry.variantIds);
      if (short.length > 0) {
        throw new AppError('unprocessable', 'unavailable_products', { errors: { variant_ids: short } });
      }
      return levels;
    },
    /**
     * Puts a cancelled order's goods back into stock inside the caller's transaction (the
     * cancellation). Answers each product's stock now, for `stockChanged` once it committed.
     */
    async returnStock(
      tx: Transaction,
      items: readonly { productId: string; quantity: number }[],
    ): Promise<StockLevels> {
      const queries = createCatalogRepository(tx);
      const byProductId = [...items].sort((a, b) => compareText(a.productId, b.productId));
      const levels: StockLevels = new Map();
      for (const item of byProductId) {
        const now = await queries.returnStock(item.productId, item.quantity);
        if (now !== undefined) levels.set(item.productId, now);
      }
      return levels;
    },
    /**
     * Stock moved in a committed transaction. The snapshot takes the new levels at once; the
     * public answers are cleared only when a product became orderable or stopped being so (they
     * show availability, not stock).
     */
    stockChanged(levels: StockLevels): void {
      if (snapshot && setStock(snapshot, levels)) notify();
    },
    /** The scripts' change (`/api/admin/products/:id`), its audit entry in its transaction. */
    async updateProduct(id: string, changes: ProductChanges, audit?: ChangeAudit): Promise<boolean> {
      const updated = await repository.transaction(async (tx) => {
        await audit?.hold(tx);
        const found = await createCatalogRepository(tx).updateProduct(id, changes);
        if (found) await audit?.record(tx);
        return found;
      });
      if (updated) await productChanged(id);
      return updated;
    },
    ...createCatalogStaff({
      repository,
      productChanged,
      structureChanged: invalidate,
      pictures: deps.pictures,
    }),
  };
}

/**
 * The product a path segment names, as the domain's `findProduct` would find it in the whole
 * routing data (same rules, same tie-breaks), from the few products whose document id, id,
 * reference or slug the segment holds rather than from 25 000.
 */
function productNamedBy(held: CatalogueSnapshot, segment: string) {
  const keys = [segment, ...[...segment.matchAll(/-/g)].map((dash) => segment.slice(dash.index + 1))];
  const ids = new Set<string>();
  for (const key of keys) {
    for (const id of held.idsByKey.get(key) ?? []) ids.add(id);
  }
  const candidates = [...ids]
    .sort((a, b) => (held.positions.get(a) ?? 0) - (held.positions.get(b) ?? 0))
    .flatMap((id) => routeOf(held, id) ?? []);
  return findProduct(segment, candidates);
}

export type CatalogService = ReturnType<typeof createCatalogService>;

function toCartVariant(record: ProductRecord, retail?: RetailVariantRow): CartVariant {
  return {
    variantId: retail?.id ?? record.id,
    productId: record.id,
    name: record.displayName,
    slug: record.slug,
    unitLabel: retail?.unitLabel ?? record.unitLabel,
    priceCents: retail?.priceCents ?? record.priceCents,
    vatRateBp: record.vatRateBp,
    available: isOrderable(record),
    stock: record.stock,
    maxOrderable: record.maxOrderable,
    isRetail: retail !== undefined,
    regionalPostalPrefixes: record.regionalPostalPrefixes,
  };
}
