/**
 * The catalogue as the server keeps it in memory: its structure (racks, shelves, producers, what
 * links them) and every product's row. A product's card, tile and route are made when first
 * asked for; the whole-catalogue lists (every tile, the routing data) only when a caller wants
 * them. Kept current by reading what changed: products whose row moved since the last read
 * (stock, price, labels, picture), patched one by one; the structure, read again whole when its
 * version moves (a rack or shelf changed: rare). A full read of a big catalogue holds the event
 * loop far longer than a refresh of the few products that moved (bench/README.md, bench:scale).
 */
import type { ProductCard, ProductTile, Rack, RoutingResponse, Shelf } from '@sillon/contract';
import {
  isListableProduct,
  productPath,
  rackPath,
  shelfPath,
  shelfUrlSlug,
  stockLeftToTell,
  unitPrice,
} from '@sillon/domain';
import { compareText } from './compare-text';
import type {
  CatalogRepository,
  ProducerRow,
  ProductRecord,
  RackRow,
  RetailVariantRow,
  ShelfRow,
} from './catalog.repository';

export const PRODUCT_PHOTO_SIZE = 800;
/**
 * Product rows are read again from this long before the last read: a transaction that started
 * before it (its `updated_at` is its start) may have committed after it. The shop's transactions
 * last milliseconds.
 */
const REREAD_MARGIN_MS = 10_000;

type RoutingRack = RoutingResponse['racks'][number];
type ProductRoute = RoutingResponse['products'][number];

/** Racks, shelves, producers and retail variants, with what links them to products. */
export type CatalogueStructure = {
  /** What the database says of the structure; another value means it changed. */
  version: string;
  racks: Rack[];
  shelves: Shelf[];
  shelvesById: Map<string, Shelf>;
  routingRacks: RoutingRack[];
  producers: ProducerRow[];
  producersById: Map<number, ProducerRow>;
  shelfIdsByProduct: Map<string, string[]>;
  retailVariants: RetailVariantRow[];
  retailById: Map<string, RetailVariantRow>;
  retailByProduct: Map<string, RetailVariantRow>;
  /** The « de saison » shelves: they show only their products in season (issue 40). */
  seasonalShelfIds: Set<string>;
};

/** Lists over every product, made when asked for and kept until a product changes publicly. */
type WholeLists = {
  tiles: ProductTile[];
  routing: RoutingResponse;
  /** Cards by document id, the content service's order for its product references. */
  cardsByDocumentId: ProductCard[];
};

export type CatalogueSnapshot = {
  structure: CatalogueStructure;
  /** Product rows by id, in the catalogue's order (by name): the listed products only. */
  records: Map<string, ProductRecord>;
  /** Products left out for want of a url slug or a photo (spec §3): shown nowhere. */
  unlisted: Set<string>;
  idsByReference: Map<string, string>;
  /** Product ids by document id, id, reference and slug: what a path segment may name. */
  idsByKey: Map<string, string[]>;
  /** Each product's place in the catalogue's order. */
  positions: Map<string, number>;
  /** The labels products carry (search's label filters), kept as products change. */
  labelNames: string[];
  cards: Map<string, ProductCard>;
  tiles: Map<string, ProductTile>;
  routes: Map<string, ProductRoute>;
  whole: WholeLists | undefined;
  /** Counts the patches that changed what visitors see (a tile's price, availability...). */
  publicChanges: number;
  /** Products whose searched text (name, description, labels, farm, region) changed when patched. */
  searchedTextChanged: Set<string>;
  /** The database's clock at the last read: the next refresh reads what changed from there. */
  readUntil: number;
  refreshedAt: number;
};

/** Reads the whole catalogue (on start, and when its structure changed). */
export async function readSnapshot(repository: CatalogRepository): Promise<CatalogueSnapshot> {
  // The clock first: a product changed during the read is read again by the next refresh.
  const { at } = await repository.structureVersion();
  const [rows, all] = await Promise.all([readStructureRows(repository), repository.listProducts()]);
  const records: ProductRecord[] = [];
  const unlisted = new Set<string>();
  for (const record of all) {
    if (isListed(record)) records.push(record);
    else unlisted.add(record.id);
  }
  const structure = buildStructure(rows, unlisted);
  const idsByKey = new Map<string, string[]>();
  for (const record of records) {
    for (const key of new Set([record.documentId, record.id, record.reference, record.slug])) {
      const ids = idsByKey.get(key);
      if (ids) ids.push(record.id);
      else idsByKey.set(key, [record.id]);
    }
  }
  return {
    structure,
    records: new Map(records.map((record) => [record.id, record])),
    unlisted,
    idsByReference: new Map(records.map((record) => [record.reference, record.id])),
    idsByKey,
    positions: new Map(records.map((record, index) => [record.id, index])),
    labelNames: labelNamesOf(records),
    cards: new Map(),
    tiles: new Map(),
    routes: new Map(),
    whole: undefined,
    publicChanges: 0,
    searchedTextChanged: new Set(),
    readUntil: at.getTime(),
    refreshedAt: Date.now(),
  };
}

/** What a refresh found: nothing, products patched, or a structure that moved (read it all again). */
export type Refresh = { kind: 'patched'; publicChange: boolean } | { kind: 'structure' };

/**
 * Reads the product rows that changed since the last read and the structure's version; patches
 * the products into the snapshot unless the structure moved or a product appeared.
 */
export async function refreshSnapshot(
  repository: CatalogRepository,
  snapshot: CatalogueSnapshot,
): Promise<Refresh> {
  // The clock first: what changes after it is read again next time.
  const { version, at } = await repository.structureVersion();
  const rows = await repository.productsChangedSince(new Date(snapshot.readUntil - REREAD_MARGIN_MS));
  if (version !== snapshot.structure.version || !canPatch(snapshot, rows)) return { kind: 'structure' };
  snapshot.readUntil = at.getTime();
  snapshot.refreshedAt = Date.now();
  return { kind: 'patched', publicChange: patchProducts(snapshot, rows) };
}

/**
 * Spec §3: "a product is included only with a url slug and a photo". One without is left out of
 * every list, routing data and answer, as if it did not exist (the staff still see it), and from
 * the prices an order is paid at: a customer is never charged for what the shop does not show.
 */
export function isListed(record: Pick<ProductRecord, 'slug' | 'photoKey'>): boolean {
  return isListableProduct({ urlSlug: record.slug, photoUrl: record.photoKey });
}

/**
 * Whether changed rows can be patched in: each product known, and still listed or still left out.
 * A product that came, or that gained or lost its slug or photo, changes the shelves' lists: the
 * whole catalogue is read again (rare: a staff edit).
 */
export function canPatch(snapshot: CatalogueSnapshot, rows: readonly ProductRecord[]): boolean {
  return rows.every((row) => (isListed(row) ? snapshot.records.has(row.id) : snapshot.unlisted.has(row.id)));
}

/**
 * Puts changed product rows into the snapshot (a product left out stays out); answers whether
 * anything the kept answers show changed (a tile: price, availability, labels, picture...; the food
 * information). Stock alone changes no tile; a card, which may tell the stock left, is made again
 * when next asked.
 */
export function patchProducts(snapshot: CatalogueSnapshot, rows: readonly ProductRecord[]): boolean {
  let publicChange = false;
  let labelsChanged = false;
  for (const row of rows) {
    const before = snapshot.records.get(row.id);
    if (!before) continue;
    const shownBefore = JSON.stringify([tileOf(snapshot, row.id), before.foodInformation]);
    snapshot.records.set(row.id, row);
    snapshot.cards.delete(row.id);
    snapshot.tiles.delete(row.id);
    snapshot.routes.delete(row.id);
    // Food information is not on tiles, but the product page shows it and search filters by it.
    if (JSON.stringify([tileOf(snapshot, row.id), row.foodInformation]) !== shownBefore) publicChange = true;
    if (before.labels.join('\n') !== row.labels.join('\n')) labelsChanged = true;
    if (searchedText(before) !== searchedText(row)) snapshot.searchedTextChanged.add(row.id);
  }
  if (labelsChanged) snapshot.labelNames = labelNamesOf(snapshot.records.values());
  if (publicChange) {
    snapshot.whole = undefined;
    snapshot.publicChanges += 1;
  }
  return publicChange;
}

/** What a product's search document is made of, its shelves aside (they are the structure's). */
function searchedText(record: ProductRecord): string {
  return [record.displayName, record.description, record.labels, record.producerId, record.originRegion].join(
    '\n',
  );
}

/** Sets products' stock (this process's own orders); answers whether one's availability flipped. */
export function setStock(snapshot: CatalogueSnapshot, levels: ReadonlyMap<string, number>): boolean {
  const rows = [...levels].flatMap(([id, stock]) => {
    const record = snapshot.records.get(id);
    return record ? [{ ...record, stock }] : [];
  });
  return patchProducts(snapshot, rows);
}

export function cardOf(snapshot: CatalogueSnapshot, id: string): ProductCard | undefined {
  let card = snapshot.cards.get(id);
  if (!card) {
    const record = snapshot.records.get(id);
    if (!record) return undefined;
    card = toProductCard(record, snapshot.structure);
    snapshot.cards.set(id, card);
  }
  return card;
}

export function tileOf(snapshot: CatalogueSnapshot, id: string): ProductTile | undefined {
  let tile = snapshot.tiles.get(id);
  if (!tile) {
    const card = cardOf(snapshot, id);
    if (!card) return undefined;
    tile = toProductTile(card);
    snapshot.tiles.set(id, tile);
  }
  return tile;
}

export function routeOf(snapshot: CatalogueSnapshot, id: string): ProductRoute | undefined {
  let route = snapshot.routes.get(id);
  if (!route) {
    const record = snapshot.records.get(id);
    if (!record) return undefined;
    route = {
      id: record.id,
      documentId: record.documentId,
      reference: record.reference,
      slug: record.slug,
      displayName: record.displayName,
    };
    snapshot.routes.set(id, route);
  }
  return route;
}

/** The lists over every product (whole-catalogue answers, which screens no longer ask for). */
export function wholeLists(snapshot: CatalogueSnapshot): WholeLists {
  if (!snapshot.whole) {
    const ids = [...snapshot.records.keys()];
    const cards = ids.map((id) => cardOf(snapshot, id)!);
    snapshot.whole = {
      tiles: ids.map((id) => tileOf(snapshot, id)!),
      routing: {
        products: ids.map((id) => routeOf(snapshot, id)!),
        racks: snapshot.structure.routingRacks,
      },
      cardsByDocumentId: [...cards].sort((a, b) => compareText(a.documentId, b.documentId)),
    };
  }
  return snapshot.whole;
}

export function isOrderable(record: Pick<ProductRecord, 'available' | 'stock'>): boolean {
  return record.available && record.stock > 0;
}

export function productPhotoUrl(photoKey: string): string {
  return `/images/${photoKey}`;
}

function labelNamesOf(records: Iterable<ProductRecord>): string[] {
  const names = new Set<string>();
  for (const record of records) for (const label of record.labels) names.add(label);
  return [...names];
}

type StructureRows = Awaited<ReturnType<typeof readStructureRows>>;

function readStructureRows(repository: CatalogRepository) {
  return Promise.all([
    repository.structureVersion().then((state) => state.version),
    repository.listProducers(),
    repository.listRacks(),
    repository.listShelves(),
    repository.listRelatedShelves(),
    repository.listShelfProducts(),
    repository.listRetailVariants(),
  ]);
}

/** The structure, the products left out (`unlisted`) taken off the shelves. */
function buildStructure(rows: StructureRows, unlisted: ReadonlySet<string>): CatalogueStructure {
  const [version, producers, rackRows, shelfRows, related, allMemberships, retailVariants] = rows;
  const memberships =
    unlisted.size === 0 ? allMemberships : allMemberships.filter((row) => !unlisted.has(row.productId));
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
  const shelvesByRack = new Map<number, ShelfRow[]>();
  for (const shelf of shelfRows) {
    const rackShelves = shelvesByRack.get(shelf.rackId);
    if (rackShelves) rackShelves.push(shelf);
    else shelvesByRack.set(shelf.rackId, [shelf]);
  }
  const routingRacks = rackRows.map((rack) => ({
    id: String(rack.id),
    title: rack.title,
    urlSlug: rack.urlSlug,
    canonical: rack.canonical,
    shelves: (shelvesByRack.get(rack.id) ?? []).map((shelf) => ({
      id: String(shelf.id),
      legacyKey: shelf.legacyKey,
      urlSlug: shelf.urlSlug,
      label: shelf.label,
      productIds: productIdsByShelf.get(String(shelf.id)) ?? [],
    })),
  }));
  const racksById = new Map(routingRacks.map((rack) => [rack.id, rack]));
  const shelves = shelfRows.map((shelf) =>
    toShelf(shelf, racksById.get(String(shelf.rackId))!, productIdsByShelf, relatedByShelf),
  );
  return {
    version,
    racks: rackRows.map((rack) => toRack(rack, racksById.get(String(rack.id))!)),
    shelves,
    shelvesById: new Map(shelves.map((shelf) => [shelf.id, shelf])),
    routingRacks,
    producers,
    producersById: new Map(producers.map((row) => [row.id, row])),
    shelfIdsByProduct,
    retailVariants,
    retailById: new Map(retailVariants.map((variant) => [variant.id, variant])),
    retailByProduct: new Map(retailVariants.map((variant) => [variant.productId, variant])),
    seasonalShelfIds: new Set(shelfRows.filter((shelf) => shelf.seasonal).map((shelf) => String(shelf.id))),
  };
}

function toProductCard(record: ProductRecord, structure: CatalogueStructure): ProductCard {
  const producer = structure.producersById.get(record.producerId);
  const retail = structure.retailByProduct.get(record.id);
  const shelfIds = structure.shelfIdsByProduct.get(record.id) ?? [];
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
    ...stockLeftOf(record),
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
    foodInformation: record.foodInformation,
  };
}

/**
 * The stock a product page or a cart line stops at, when it stops an order before its cap (absent
 * otherwise). A retail variant draws on its product's stock.
 */
export function stockLeftOf(record: ProductRecord): Pick<ProductCard, 'stockLeft'> {
  const stockLeft = isOrderable(record) ? stockLeftToTell(record.stock, record.maxOrderable) : undefined;
  return stockLeft === undefined ? {} : { stockLeft };
}

export function toProductTile(card: ProductCard): ProductTile {
  const {
    description: _description,
    producer,
    foodInformation: _foodInformation,
    stockLeft: _stockLeft,
    ...tile
  } = card;
  return { ...tile, producer: { farmName: producer.farmName, region: producer.region } };
}

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
