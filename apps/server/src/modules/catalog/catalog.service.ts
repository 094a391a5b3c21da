/**
 * The catalogue as the shop reads it. A small catalogue (hundreds of products) fits in memory: one
 * snapshot, rebuilt from the database every few seconds or after a write, answers racks, shelves,
 * product cards, availability and routing without a query. Search goes to the database; its
 * filters, choices and suggestions are read from the snapshot (`catalog-search.ts`).
 */
import {
  SUGGESTED_PRODUCERS,
  SUGGESTED_PRODUCTS,
  SUGGESTED_RACKS,
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
  productPath,
  rackPath,
  shelfPath,
  shelfUrlSlug,
  unitPrice,
} from '@sillon/domain';
import type {
  CatalogRepository,
  ProductChanges,
  ProducerRow,
  ProductRecord,
  RackRow,
  RetailVariantRow,
  ShelfRow,
} from './catalog.repository';
import type { Transaction } from '../../db/client';
import { AppError } from '../../http/app-error';
import { createCatalogRepository } from './catalog.repository';
import {
  matchingProducers,
  matchingRacks,
  searchFilters,
  type SearchFilters,
  type SearchFound,
  type Suggestions,
} from './catalog-search';
import { createCatalogStaff, type PictureStore } from './catalog-staff';
import { buildSearchQuery } from './search-query';

const SNAPSHOT_TTL_MS = 3000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const MAX_SEARCH_RESULTS = 48;
/**
 * Matches read for one search: filters and their counts are worked out on all of a text's
 * matches, then the first `MAX_SEARCH_RESULTS` are shown. Bounds the work of a vague word.
 */
const MAX_SEARCH_MATCHES = 1000;
export const PRODUCT_PHOTO_SIZE = 800;

type Snapshot = {
  racks: Rack[];
  shelves: Shelf[];
  shelvesById: Map<string, Shelf>;
  cards: ProductCard[];
  cardsById: Map<string, ProductCard>;
  tiles: ProductTile[];
  tilesById: Map<string, ProductTile>;
  records: Map<string, ProductRecord>;
  retailVariants: RetailVariantRow[];
  retailById: Map<string, RetailVariantRow>;
  /** Product ids by catalogue reference (content documents name products by reference). */
  idsByReference: ReadonlyMap<string, string>;
  routing: RoutingResponse;
  producers: ProducerRow[];
  builtAt: number;
};

export type { ProductChanges } from './catalog.repository';

/** Each product's stock after a move, by product id. */
export type StockLevels = Map<string, number>;

/**
 * What a cart needs of a variant: a product, or a product's retail variant (its own id and price,
 * the product's stock, cap and VAT rate).
 */
export type CartVariant = {
  variantId: string;
  productId: string;
  name: string;
  slug: string;
  unitLabel: string;
  priceCents: number;
  vatRateBp: number;
  available: boolean;
  stock: number;
  maxOrderable: number | null;
  isRetail: boolean;
  /** Spec §8: the postal code prefixes a regional product is delivered to; null = everywhere. */
  regionalPostalPrefixes: readonly string[] | null;
};

export function createCatalogService(deps: {
  repository: CatalogRepository;
  /** Where uploaded product pictures go (the images module); absent, pictures cannot be replaced. */
  pictures?: PictureStore | undefined;
}) {
  const { repository } = deps;
  let snapshot: Snapshot | undefined;
  let building: Promise<Snapshot> | undefined;
  const listeners = new Set<() => void>();

  /** Bumped on invalidation: a rebuild started before it must not be kept. */
  let generation = 0;

  function rebuild(): Promise<Snapshot> {
    const startedIn = generation;
    building ??= buildSnapshot(repository)
      .then((built) => {
        if (startedIn === generation) snapshot = built;
        return built;
      })
      .finally(() => {
        building = undefined;
      });
    return building;
  }

  /** The snapshot; an expired one is still answered while the next is built. */
  async function current(): Promise<Snapshot> {
    if (!snapshot) return rebuild();
    if (Date.now() - snapshot.builtAt >= SNAPSHOT_TTL_MS) rebuild().catch(() => undefined);
    return snapshot;
  }

  function invalidate(): void {
    generation += 1;
    snapshot = undefined;
    building = undefined;
    for (const listener of listeners) listener();
  }

  /** Every word must match; when nothing does, any word may. */
  async function searchHits(text: string, limit: number) {
    const built = await buildSearchQuery(text, (word) => repository.similarWords(word, 3));
    if (!built) return [];
    const hits = await repository.searchProducts(built.all, built.nameTerm, limit);
    if (hits.length > 0 || built.any === built.all) return hits;
    return repository.searchProducts(built.any, built.nameTerm, limit);
  }

  return {
    /** Called after every catalogue write of this process, e.g. to clear HTTP caches. */
    onChange(listener: () => void): void {
      listeners.add(listener);
    },
    invalidate,
    async racks(): Promise<Rack[]> {
      return (await current()).racks;
    },
    async shelves(): Promise<Shelf[]> {
      return (await current()).shelves;
    },
    /** Every product as a tile (lists and grids). */
    async tiles(): Promise<ProductTile[]> {
      return (await current()).tiles;
    },
    /**
     * The tiles of these ids, in the given order: a product's own, or the product of a retail
     * variant's (an order line names its variant); each product once, unknown ids left out.
     */
    async tilesByIds(ids: readonly string[]): Promise<ProductTile[]> {
      const { tilesById, retailById } = await current();
      const productIds = ids.map((id) => (tilesById.has(id) ? id : (retailById.get(id)?.productId ?? id)));
      return [...new Set(productIds)].flatMap((id) => tilesById.get(id) ?? []);
    },
    /**
     * The rack a path segment names (canonical, bare id, any slug before its id), its shelves in
     * order, then the shelves they lead to: what the rack screen shows. Undefined for no rack.
     */
    async rackPage(segment: string): Promise<{ rack: Rack; shelves: Shelf[] } | undefined> {
      const { racks, shelvesById, routing } = await current();
      const route = findRack(segment, routing.racks);
      const rack = route && racks.find((candidate) => candidate.id === route.id);
      if (!rack) return undefined;
      const own = rack.shelves.flatMap((id) => shelvesById.get(id) ?? []);
      const ownIds = new Set(rack.shelves);
      const related = [...new Set(own.flatMap((shelf) => shelf.relatedShelves))]
        .filter((id) => !ownIds.has(id))
        .flatMap((id) => shelvesById.get(id) ?? []);
      return { rack, shelves: [...own, ...related] };
    },
    /**
     * The routing data a path needs (spec §3): the products and racks its segments name, each
     * rack with its shelves, and for a product the shelves that hold it (its breadcrumbs); the
     * products' lists are left out of the racks they do not need. The whole catalogue's is
     * `routing()`.
     */
    async routingFor(path: string): Promise<RoutingResponse> {
      const { routing } = await current();
      const segments = path
        .split(/[?#]/, 1)[0]!
        .split('/')
        .filter((segment) => segment !== '');
      const products = [
        ...new Set(segments.flatMap((segment) => findProduct(segment, routing.products) ?? [])),
      ];
      const wanted = new Set(products.flatMap((product) => [product.id, product.documentId]));
      const namedRacks = new Set(segments.flatMap((segment) => findRack(segment, routing.racks)?.id ?? []));
      const racks = routing.racks.flatMap((rack) => {
        const holding = rack.shelves.filter((shelf) => shelf.productIds.some((id) => wanted.has(id)));
        if (!namedRacks.has(rack.id) && holding.length === 0) return [];
        const shelves = namedRacks.has(rack.id) ? rack.shelves : holding;
        return [
          {
            ...rack,
            shelves: shelves.map((shelf) => ({
              ...shelf,
              productIds: shelf.productIds.filter((id) => wanted.has(id)),
            })),
          },
        ];
      });
      return { products, racks };
    },
    async tilesByReferences(references: readonly string[]): Promise<ProductTile[]> {
      const { tiles } = await current();
      const byReference = new Map(tiles.map((tile) => [tile.reference, tile]));
      return references.flatMap((reference) => byReference.get(reference) ?? []);
    },
    /** Cards of the given ids, in the given order; unknown ids are left out. */
    async productsByIds(ids: readonly string[]): Promise<ProductCard[]> {
      const { cardsById } = await current();
      return ids.flatMap((id) => cardsById.get(id) ?? []);
    },
    async routing(): Promise<RoutingResponse> {
      return (await current()).routing;
    },
    /** Product ids by reference: the same map until the catalogue changes. */
    async productIdsByReference(): Promise<ReadonlyMap<string, string>> {
      return (await current()).idsByReference;
    },
    /**
     * Spec §7 "products/availability": by product id and retail variant id, prices in euros; of
     * `ids` only when given (a cart's), of the whole catalogue otherwise.
     */
    async availability(
      ids?: readonly string[],
    ): Promise<Record<string, { available: boolean; public_price: number }>> {
      const { records, retailVariants, retailById } = await current();
      const result: Record<string, { available: boolean; public_price: number }> = {};
      const add = (id: string, product: ProductRecord, priceCents: number) => {
        result[id] = { available: isOrderable(product), public_price: centsToEuros(priceCents) };
      };
      if (ids) {
        for (const id of ids) {
          const record = records.get(id);
          const retail = retailById.get(id);
          const parent = retail && records.get(retail.productId);
          if (record) add(id, record, record.priceCents);
          else if (retail && parent) add(id, parent, retail.priceCents);
        }
        return result;
      }
      for (const record of records.values()) add(record.id, record, record.priceCents);
      for (const variant of retailVariants) {
        const product = records.get(variant.productId);
        if (product) add(variant.id, product, variant.priceCents);
      }
      return result;
    },
    /** Content-service product references (spec §7), paged by `limit` from `offset`. */
    async productReferences(offset: number, limit: number) {
      const { cards } = await current();
      return [...cards]
        .sort((a, b) => (a.documentId < b.documentId ? -1 : a.documentId > b.documentId ? 1 : 0))
        .slice(offset, offset + limit)
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
      const { tilesById, tiles, racks } = await current();
      const matches = hits.flatMap((hit) => tilesById.get(hit.id) ?? []);
      return searchFilters(matches, { tiles, racks }, filters, MAX_SEARCH_RESULTS);
    },
    /**
     * A few products, racks and farms for a text being typed. Products come from the indexed
     * full-text query (no typo fallback to "any word": suggestions stay precise); racks and farms
     * from the snapshot.
     */
    async suggestions(text: string): Promise<Suggestions> {
      const built = await buildSearchQuery(text, (word) => repository.similarWords(word, 3));
      if (!built) return { products: [], racks: [], producers: [] };
      const [hits, { tilesById, racks, producers }] = await Promise.all([
        repository.searchProducts(built.all, built.nameTerm, SUGGESTED_PRODUCTS),
        current(),
      ]);
      return {
        products: hits.flatMap((hit) => {
          const tile = tilesById.get(hit.id);
          return tile ? [{ id: tile.id, name: tile.displayName, path: tile.path }] : [];
        }),
        racks: matchingRacks(racks, text, SUGGESTED_RACKS),
        producers: matchingProducers(producers, text, SUGGESTED_PRODUCERS),
      };
    },
    /**
     * Variants by id as the snapshot has them: what a cart shows while it is filled and checked
     * out (prices and stock at most a few seconds old; this process's own stock moves are applied
     * at once). Unknown ids are left out. Money is taken on `currentCartVariants`.
     */
    async cartVariants(ids: readonly string[]): Promise<Map<string, CartVariant>> {
      const { records, retailById } = await current();
      const variants = new Map<string, CartVariant>();
      for (const id of ids) {
        const record = records.get(id);
        if (record) {
          variants.set(id, toCartVariant(record));
          continue;
        }
        const retail = retailById.get(id);
        const parent = retail && records.get(retail.productId);
        if (retail && parent) variants.set(id, toCartVariant(parent, retail));
      }
      return variants;
    },
    /**
     * Variants by id read from the database: the prices and stock an order is paid at, as they
     * are now in every server copy. Unknown ids are left out.
     */
    async currentCartVariants(ids: readonly string[]): Promise<Map<string, CartVariant>> {
      // Ids that are not UUIDs name nothing here (and would fail the uuid columns' cast).
      const wanted = new Set(ids.filter((id) => UUID.test(id)));
      const variants = new Map<string, CartVariant>();
      for (const { product, retail } of await repository.findVariants([...wanted])) {
        if (wanted.has(product.id)) variants.set(product.id, toCartVariant(product));
        if (retail && wanted.has(retail.id)) variants.set(retail.id, toCartVariant(product, retail));
      }
      return variants;
    },
    /**
     * Takes an order's goods from stock inside the caller's transaction (the order's completion):
     * one conditional update per product, so two orders never both take the last unit. Throws
     * `unavailable_products` with the variants short of stock. Answers each product's stock left,
     * for `stockChanged` once the transaction committed.
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
      const byProductId = [...items].sort((a, b) => byCodeUnits(a.productId, b.productId));
      const levels: StockLevels = new Map();
      for (const item of byProductId) {
        const now = await queries.returnStock(item.productId, item.quantity);
        if (now !== undefined) levels.set(item.productId, now);
      }
      return levels;
    },
    /**
     * Stock moved in a committed transaction. The snapshot takes the new levels at once; the
     * public answers are rebuilt only when a product became orderable or stopped being so (they
     * show availability, not stock), so that each order does not rebuild the catalogue.
     */
    stockChanged(levels: StockLevels): void {
      if (!snapshot) return;
      let availabilityChanged = false;
      for (const [productId, stock] of levels) {
        const record = snapshot.records.get(productId);
        if (!record) continue;
        const wasOrderable = isOrderable(record);
        record.stock = stock;
        if (isOrderable(record) !== wasOrderable) availabilityChanged = true;
      }
      if (availabilityChanged) invalidate();
    },
    async updateProduct(id: string, changes: ProductChanges): Promise<boolean> {
      const updated = await repository.updateProduct(id, changes);
      if (updated) invalidate();
      return updated;
    },
    ...createCatalogStaff({ repository, invalidate, pictures: deps.pictures }),
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;

/** The same order in every server copy, whatever its locale. */
function byCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

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

function isOrderable(record: ProductRecord): boolean {
  return record.available && record.stock > 0;
}

export function productPhotoUrl(photoKey: string): string {
  return `/images/${photoKey}`;
}

async function buildSnapshot(repository: CatalogRepository): Promise<Snapshot> {
  const [producerRows, rackRows, shelfRows, related, memberships, records, retailVariants] =
    await Promise.all([
      repository.listProducers(),
      repository.listRacks(),
      repository.listShelves(),
      repository.listRelatedShelves(),
      repository.listShelfProducts(),
      repository.listProducts(),
      repository.listRetailVariants(),
    ]);
  const producersById = new Map(producerRows.map((row) => [row.id, row]));
  const shelfIdsByProduct = groupBy(
    memberships,
    (row) => row.productId,
    (row) => String(row.shelfId),
  );
  const productIdsByShelf = groupBy(
    memberships,
    (row) => String(row.shelfId),
    (row) => row.productId,
  );
  const relatedByShelf = groupBy(
    related,
    (row) => String(row.shelfId),
    (row) => String(row.relatedShelfId),
  );
  const retailByProduct = new Map(retailVariants.map((variant) => [variant.productId, variant]));

  const cards = records.map((record) =>
    toProductCard(
      record,
      producersById,
      retailByProduct.get(record.id),
      shelfIdsByProduct.get(record.id) ?? [],
    ),
  );
  const routingRacks = rackRows.map((rack) => ({
    id: String(rack.id),
    title: rack.title,
    urlSlug: rack.urlSlug,
    canonical: rack.canonical,
    shelves: shelfRows
      .filter((shelf) => shelf.rackId === rack.id)
      .map((shelf) => ({
        id: String(shelf.id),
        legacyKey: shelf.legacyKey,
        urlSlug: shelf.urlSlug,
        label: shelf.label,
        productIds: productIdsByShelf.get(String(shelf.id)) ?? [],
      })),
  }));
  const racksById = new Map(routingRacks.map((rack) => [rack.id, rack]));
  const tiles = cards.map(toProductTile);

  const shelves = shelfRows.map((shelf) =>
    toShelf(shelf, racksById.get(String(shelf.rackId))!, productIdsByShelf, relatedByShelf),
  );
  return {
    racks: rackRows.map((rack) => toRack(rack, racksById.get(String(rack.id))!)),
    shelves,
    shelvesById: new Map(shelves.map((shelf) => [shelf.id, shelf])),
    cards,
    cardsById: new Map(cards.map((card) => [card.id, card])),
    tiles,
    tilesById: new Map(tiles.map((tile) => [tile.id, tile])),
    records: new Map(records.map((record) => [record.id, record])),
    retailVariants,
    retailById: new Map(retailVariants.map((variant) => [variant.id, variant])),
    idsByReference: new Map(records.map((record) => [record.reference, record.id])),
    routing: {
      products: records.map((record) => ({
        id: record.id,
        documentId: record.documentId,
        reference: record.reference,
        slug: record.slug,
        displayName: record.displayName,
      })),
      racks: routingRacks,
    },
    producers: producerRows,
    builtAt: Date.now(),
  };
}

function toProductCard(
  record: ProductRecord,
  producersById: Map<number, ProducerRow>,
  retail: RetailVariantRow | undefined,
  shelfIds: string[],
): ProductCard {
  const producer = producersById.get(record.producerId);
  return {
    id: record.id,
    documentId: record.documentId,
    reference: record.reference,
    slug: record.slug,
    path: productPath(record),
    displayName: record.displayName,
    description: record.description,
    unitLabel: record.unitLabel,
    priceCents: record.priceCents,
    unitPrice: unitPrice(record.priceCents, record.netQuantity) ?? null,
    vatRateBp: record.vatRateBp,
    labels: record.labels,
    producer: {
      key: producer?.key ?? '',
      farmName: producer?.farmName ?? '',
      region: producer?.region ?? '',
      town: producer?.town ?? '',
      practices: producer?.practices ?? [],
      story: producer?.story ?? '',
    },
    originRegion: record.originRegion,
    photo: {
      url: productPhotoUrl(record.photoKey),
      width: PRODUCT_PHOTO_SIZE,
      height: PRODUCT_PHOTO_SIZE,
      alt: record.displayName,
    },
    maxOrderable: record.maxOrderable,
    available: isOrderable(record),
    regionalPostalPrefixes: record.regionalPostalPrefixes,
    farmSharePercent: record.farmShareBp / 100,
    retail: retail
      ? {
          id: retail.id,
          unitLabel: retail.unitLabel,
          priceCents: retail.priceCents,
          unitPrice: unitPrice(retail.priceCents, retail.netQuantity) ?? null,
        }
      : null,
    shelfIds: [...shelfIds].sort((a, b) => Number(a) - Number(b)),
    rating: null,
  };
}

export function toProductTile(card: ProductCard): ProductTile {
  const { description: _description, producer, ...tile } = card;
  return { ...tile, producer: { farmName: producer.farmName, region: producer.region } };
}

type RoutingRack = RoutingResponse['racks'][number];

function toRack(rack: RackRow, routing: RoutingRack): Rack {
  return {
    id: String(rack.id),
    key: rack.key,
    title: rack.title,
    label: rack.label,
    seo: {
      title: rack.seo.title,
      description: rack.seo.description,
      image: rack.seo.imageKey ? productPhotoUrl(rack.seo.imageKey) : null,
    },
    marketing: {
      title: rack.marketing.title,
      description: rack.marketing.description,
      image: rack.marketing.imageKey ? productPhotoUrl(rack.marketing.imageKey) : null,
    },
    imageUrl: productPhotoUrl(rack.imageKey),
    urlSlug: rack.urlSlug,
    canonical: rack.canonical,
    legacyKey: rack.legacyKey,
    path: rackPath(routing),
    shelves: routing.shelves.map((shelf) => shelf.id),
    updatedAt: rack.updatedAt.toISOString(),
  };
}

function toShelf(
  shelf: ShelfRow,
  rack: RoutingRack,
  productIdsByShelf: Map<string, string[]>,
  relatedByShelf: Map<string, string[]>,
): Shelf {
  const id = String(shelf.id);
  return {
    id,
    key: shelf.key,
    rackId: String(shelf.rackId),
    legacyKey: shelf.legacyKey,
    urlSlug: shelfUrlSlug(shelf),
    label: shelf.label,
    path: shelfPath(
      rack,
      rack.shelves.find((candidate) => candidate.id === id)!,
    ),
    products: productIdsByShelf.get(id) ?? [],
    relatedShelves: relatedByShelf.get(id) ?? [],
    article: shelf.article
      ? {
          title: shelf.article.title,
          imageUrl: productPhotoUrl(shelf.article.imageKey),
          backgroundColor: shelf.article.backgroundColor,
          url: shelf.article.url,
        }
      : null,
    updatedAt: shelf.updatedAt.toISOString(),
  };
}

function groupBy<T>(rows: T[], key: (row: T) => string, value: (row: T) => string): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(value(row));
    else groups.set(key(row), [value(row)]);
  }
  return groups;
}
