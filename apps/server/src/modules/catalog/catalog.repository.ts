/** Catalogue queries. Only this file touches the catalogue's tables. */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  producers,
  products,
  racks,
  relatedShelves,
  retailVariants,
  searchWords,
  shelfProducts,
  shelves,
} from './catalog.tables';

export type ProductRow = typeof products.$inferSelect;
export type ProducerRow = typeof producers.$inferSelect;
export type RackRow = typeof racks.$inferSelect;
export type ShelfRow = typeof shelves.$inferSelect;
export type RetailVariantRow = typeof retailVariants.$inferSelect;

/** Product columns without the search internals. */
const productColumns = {
  id: products.id,
  documentId: products.documentId,
  reference: products.reference,
  slug: products.slug,
  displayName: products.displayName,
  description: products.description,
  unitLabel: products.unitLabel,
  netQuantity: products.netQuantity,
  priceCents: products.priceCents,
  vatRateBp: products.vatRateBp,
  labels: products.labels,
  producerId: products.producerId,
  originRegion: products.originRegion,
  photoKey: products.photoKey,
  maxOrderable: products.maxOrderable,
  stock: products.stock,
  available: products.available,
  regionalPostalPrefixes: products.regionalPostalPrefixes,
  farmShareBp: products.farmShareBp,
  updatedAt: products.updatedAt,
};
export type ProductRecord = Omit<ProductRow, 'searchVector' | 'searchName'>;

export type SearchHit = { id: string; rank: number };

export function createCatalogRepository(db: Database) {
  return {
    listProducers(): Promise<ProducerRow[]> {
      return db.select().from(producers).orderBy(asc(producers.id));
    },
    listRacks(): Promise<RackRow[]> {
      return db.select().from(racks).orderBy(asc(racks.position), asc(racks.id));
    },
    listShelves(): Promise<ShelfRow[]> {
      return db.select().from(shelves).orderBy(asc(shelves.rackId), asc(shelves.position), asc(shelves.id));
    },
    listRelatedShelves() {
      return db
        .select()
        .from(relatedShelves)
        .orderBy(asc(relatedShelves.shelfId), asc(relatedShelves.position));
    },
    listShelfProducts() {
      return db.select().from(shelfProducts).orderBy(asc(shelfProducts.shelfId), asc(shelfProducts.position));
    },
    listProducts(): Promise<ProductRecord[]> {
      return db.select(productColumns).from(products).orderBy(asc(products.displayName), asc(products.id));
    },
    findProducts(ids: readonly string[]): Promise<ProductRecord[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select(productColumns)
        .from(products)
        .where(inArray(products.id, [...ids]));
    },
    findRetailVariants(ids: readonly string[]): Promise<RetailVariantRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(retailVariants)
        .where(inArray(retailVariants.id, [...ids]));
    },
    listRetailVariants(): Promise<RetailVariantRow[]> {
      return db.select().from(retailVariants);
    },
    async updateProduct(
      id: string,
      changes: Partial<Pick<ProductRow, 'priceCents' | 'available' | 'stock'>>,
    ) {
      const updated = await db
        .update(products)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(products.id, id))
        .returning({ id: products.id });
      return updated.length > 0;
    },

    /** Takes `quantity` from an orderable product's stock; false when it has not that many left. */
    async takeStock(productId: string, quantity: number): Promise<boolean> {
      const taken = await db
        .update(products)
        .set({ stock: sql`${products.stock} - ${quantity}`, updatedAt: sql`now()` })
        .where(
          sql`${products.id} = ${productId} and ${products.available} and ${products.stock} >= ${quantity}`,
        )
        .returning({ id: products.id });
      return taken.length > 0;
    },

    /** Puts `quantity` back into a product's stock (a cancelled order's goods). */
    async returnStock(productId: string, quantity: number): Promise<void> {
      await db
        .update(products)
        .set({ stock: sql`${products.stock} + ${quantity}`, updatedAt: sql`now()` })
        .where(eq(products.id, productId));
    },

    /**
     * Words of the vocabulary close to a (typed) word, best first: "carrote" → "carottes".
     * `%` (similarity at least pg_trgm's threshold, 0.3 by default) is what the trigram index
     * answers, so a keystroke never scans the vocabulary; the explicit bound keeps 0.3 should the
     * threshold be lowered.
     */
    async similarWords(word: string, limit: number): Promise<string[]> {
      const rows = await db
        .select({ word: searchWords.word })
        .from(searchWords)
        .where(sql`${searchWords.word} % ${word} and similarity(${searchWords.word}, ${word}) >= 0.3`)
        .orderBy(sql`similarity(${searchWords.word}, ${word}) desc`, asc(searchWords.word))
        .limit(limit);
      return rows.map((row) => row.word);
    },

    /** Products matching a `to_tsquery` expression (French config, unaccented), best first. */
    async searchProducts(tsquery: string, nameTerm: string, limit: number): Promise<SearchHit[]> {
      const query = sql`to_tsquery('french', ${tsquery})`;
      const rows = await db
        .select({
          id: products.id,
          rank: sql<number>`ts_rank_cd(${products.searchVector}, ${query}, 1) + word_similarity(${nameTerm}, ${products.searchName}) * 0.2`,
        })
        .from(products)
        .where(sql`${products.searchVector} @@ ${query}`)
        .orderBy(
          sql`ts_rank_cd(${products.searchVector}, ${query}, 1) + word_similarity(${nameTerm}, ${products.searchName}) * 0.2 desc`,
          asc(products.displayName),
        )
        .limit(limit);
      return rows.map((row) => ({ id: row.id, rank: Number(row.rank) }));
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
