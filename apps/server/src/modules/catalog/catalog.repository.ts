/** Catalogue queries. Only this file touches the catalogue's tables. */
import { and, asc, count, eq, gt, gte, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { executeRows, statementName, type Database, type Transaction } from '../../db/client';
import { containsPattern } from '../../db/like-pattern';
import { qualified } from '../../db/qualified-column';
import type { SearchDocument, SearchStem } from './search-index';
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
  foodInformation: products.foodInformation,
  produce: products.produce,
  updatedAt: products.updatedAt,
};
export type ProductRecord = Omit<ProductRow, 'searchVector' | 'searchName'>;

/** What the staff may change of a product (the back office, issue 18). */
export type ProductChanges = Partial<
  Pick<
    ProductRow,
    | 'displayName'
    | 'description'
    | 'priceCents'
    | 'available'
    | 'stock'
    | 'maxOrderable'
    | 'labels'
    | 'regionalPostalPrefixes'
    | 'foodInformation'
    | 'produce'
  >
>;

export type StaffProductFilter = {
  q?: string | undefined;
  rackId?: number | undefined;
  available?: boolean | undefined;
};

/**
 * The French full-text document of products, weighted like the seed writes it: name (A); labels
 * and shelves (B); description, producer and region (C): a product is named by its name, labels
 * and shelves only (« miel » does not name the carrots of the « Ferme des Mielles », it describes
 * them). Recomputed after the name, the description or a label changes; migration 0040 holds the same expression.
 */
const q = qualified;
export const searchVectorSql = sql`setweight(to_tsvector('french', unaccent(${q(products.displayName)})), 'A')
  || setweight(to_tsvector('french', unaccent(concat_ws(' ',
       (select string_agg(label, ' ') from jsonb_array_elements_text(${q(products.labels)}) as label),
       (select string_agg(${q(shelves.label)}, ' ' order by ${q(shelves.id)}) from ${shelfProducts} join ${shelves} on ${q(shelves.id)} = ${q(shelfProducts.shelfId)}
          where ${q(shelfProducts.productId)} = ${q(products.id)})))), 'B')
  || setweight(to_tsvector('french', unaccent(concat_ws(' ',
       ${q(products.description)},
       (select ${q(producers.farmName)} from ${producers} where ${q(producers.id)} = ${q(products.producerId)}),
       ${q(products.originRegion)}))), 'C')`;

/**
 * The racks of a product's shelves, in the racks' order, for the staff's lists: a product may sit
 * on shelves of two racks (a beer in « Boissons » and « Épicerie salée »).
 */
const rackIdsSql = sql<
  number[]
>`(select coalesce(array_agg(${q(racks.id)} order by ${q(racks.position)}, ${q(racks.id)}), '{}')
  from ${racks} where ${q(racks.id)} in (select ${q(shelves.rackId)} from ${shelfProducts}
    join ${shelves} on ${q(shelves.id)} = ${q(shelfProducts.shelfId)}
    where ${q(shelfProducts.productId)} = ${q(products.id)}))`;

export function createCatalogRepository(db: Database) {
  const anyOf = (column: PgColumn) => sql`${column} = any(${sql.placeholder('ids')}::uuid[])`;
  let variants: ReturnType<typeof prepareVariants> | undefined;
  // Read on every payment and every cart: prepared once per connection.
  const prepareVariants = () =>
    db
      .select({ product: productColumns, retail: retailVariants })
      .from(products)
      .leftJoin(retailVariants, eq(retailVariants.productId, products.id))
      .where(or(anyOf(products.id), anyOf(retailVariants.id)))
      .prepare(statementName(db, 'cart_variants'));
  const variantsStatement = () => (variants ??= prepareVariants());
  return {
    /** Runs `work` in one transaction (its queries: `createCatalogRepository(tx)`). */
    transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },
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
    /** Products whose row changed after `since` (stock, price, labels, picture...). */
    productsChangedSince(since: Date): Promise<ProductRecord[]> {
      return db.select(productColumns).from(products).where(gt(products.updatedAt, since));
    },
    /**
     * What the catalogue's structure is now, as one text: another text means a rack, a shelf or
     * what links them changed (or products came or went), and the snapshot reads it all again;
     * and the database's clock, from which the next read of changed products starts.
     */
    async structureVersion(): Promise<{ version: string; at: Date }> {
      const latest = (column: PgColumn) => sql`(select max(${column}) from ${column.table})`;
      const counted = (table: PgTable) => sql`(select count(*) from ${table})`;
      const [row] = await executeRows<{ at: string; version: string }>(
        db,
        sql`select now() as at, concat_ws('/',
          ${latest(racks.updatedAt)}, ${counted(racks)},
          ${latest(shelves.updatedAt)}, ${counted(shelves)},
          ${counted(shelfProducts)}, ${counted(relatedShelves)},
          ${counted(producers)}, ${counted(retailVariants)},
          ${counted(products)}) as version`,
      );
      return { version: String(row?.version ?? ''), at: new Date(String(row?.at ?? Date.now())) };
    },
    findProducts(ids: readonly string[]): Promise<ProductRecord[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select(productColumns)
        .from(products)
        .where(inArray(products.id, [...ids]));
    },
    /**
     * The products of these ids, and the products of these retail variants' ids, each with its
     * retail variant (a product has one at most): a cart's variants in one query.
     */
    async findVariants(
      ids: readonly string[],
    ): Promise<{ product: ProductRecord; retail: RetailVariantRow | null }[]> {
      if (ids.length === 0) return [];
      return variantsStatement().execute({ ids: [...ids] });
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
    /** Holds the product's row until the transaction ends: a staff change reads, then writes it. */
    async lockProduct(id: string): Promise<void> {
      await db.select({ id: products.id }).from(products).where(eq(products.id, id)).for('update');
    },

    async updateProduct(id: string, changes: ProductChanges) {
      const searched =
        changes.labels !== undefined ||
        changes.displayName !== undefined ||
        changes.description !== undefined;
      const update = async (tx: Database) => {
        const updated = await tx
          .update(products)
          .set({
            ...changes,
            ...(changes.displayName !== undefined
              ? { searchName: sql`lower(unaccent(${changes.displayName}))` }
              : {}),
            updatedAt: sql`now()`,
          })
          .where(eq(products.id, id))
          .returning({ id: products.id });
        // A SET expression reads the row as it was: the new words are indexed by a second
        // statement, in the same transaction, so no copy reads the text without its words.
        if (updated.length > 0 && searched) {
          await tx.update(products).set({ searchVector: searchVectorSql }).where(eq(products.id, id));
        }
        return updated.length > 0;
      };
      return searched ? db.transaction(update) : update(db);
    },

    async setPhotoKey(id: string, photoKey: string): Promise<boolean> {
      const updated = await db
        .update(products)
        .set({ photoKey, updatedAt: sql`now()` })
        .where(eq(products.id, id))
        .returning({ id: products.id });
      return updated.length > 0;
    },

    /** The staff's product list: by name or reference, rack and availability, a page at a time. */
    async staffProducts(filter: StaffProductFilter, page: { offset: number; limit: number }) {
      const conditions: (SQL | undefined)[] = [];
      if (filter.q) {
        const pattern = containsPattern(filter.q);
        conditions.push(
          or(
            sql`${products.searchName} like lower(unaccent(${pattern}))`,
            sql`${products.reference} ilike ${pattern}`,
          ),
        );
      }
      if (filter.rackId !== undefined) {
        conditions.push(
          sql`exists (select 1 from ${shelfProducts} join ${shelves} on ${q(shelves.id)} = ${q(shelfProducts.shelfId)}
            where ${q(shelfProducts.productId)} = ${q(products.id)} and ${q(shelves.rackId)} = ${filter.rackId})`,
        );
      }
      if (filter.available !== undefined) conditions.push(eq(products.available, filter.available));
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        db
          .select({ ...productColumns, rackIds: rackIdsSql })
          .from(products)
          .where(where)
          // As a French list reads (« Bière ambrée », « Bière IPA », « Biscuits »): by the lower-cased,
          // unaccented name, in byte order whatever the database's locale.
          .orderBy(asc(sql`${products.searchName} collate "C"`), asc(products.displayName), asc(products.id))
          .offset(page.offset)
          .limit(page.limit),
        db.select({ value: count() }).from(products).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    async staffProduct(id: string) {
      const [row] = await db
        .select({ ...productColumns, rackIds: rackIdsSql })
        .from(products)
        .where(eq(products.id, id));
      return row;
    },

    async rack(id: number): Promise<RackRow | undefined> {
      const [row] = await db.select().from(racks).where(eq(racks.id, id));
      return row;
    },

    async shelf(id: number): Promise<ShelfRow | undefined> {
      const [row] = await db.select().from(shelves).where(eq(shelves.id, id));
      return row;
    },

    /**
     * A rack's name or place. The staff's one « Nom » is the rack's name everywhere in the shop:
     * the menu's label and the rack page's title (the page's headline, `marketing`, is content).
     */
    async updateRack(id: number, changes: Partial<Pick<RackRow, 'label' | 'position'>>): Promise<boolean> {
      const updated = await db
        .update(racks)
        .set({ ...changes, ...(changes.label ? { title: changes.label } : {}), updatedAt: sql`now()` })
        .where(eq(racks.id, id))
        .returning({ id: racks.id });
      return updated.length > 0;
    },

    /** A shelf's label or place; a new label is searched for in its products at once. */
    async updateShelf(
      id: number,
      changes: Partial<Pick<ShelfRow, 'label' | 'position' | 'urlSlug' | 'seasonal'>>,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const updated = await tx
          .update(shelves)
          .set({ ...changes, updatedAt: sql`now()` })
          .where(eq(shelves.id, id))
          .returning({ id: shelves.id });
        if (updated.length === 0) return false;
        if (changes.label !== undefined) {
          await tx
            .update(products)
            .set({ searchVector: searchVectorSql })
            .where(
              inArray(
                products.id,
                tx
                  .select({ id: shelfProducts.productId })
                  .from(shelfProducts)
                  .where(eq(shelfProducts.shelfId, id)),
              ),
            );
        }
        return true;
      });
    },

    /**
     * Takes each quantity from its orderable product's stock, inside the caller's transaction;
     * answers the stock left of each product taken from (one short of stock is left out).
     */
    async takeStocks(
      items: readonly { productId: string; quantity: number }[],
    ): Promise<Map<string, number>> {
      if (items.length === 0) return new Map();
      const ids = items.map((item) => item.productId);
      // Rows are locked in id order by every transaction, so two orders never wait on each other.
      await db
        .select({ id: products.id })
        .from(products)
        .where(inArray(products.id, ids))
        .orderBy(products.id)
        .for('update');
      const wanted = sql.join(
        items.map((item) => sql`(${item.productId}::uuid, ${item.quantity}::integer)`),
        sql`, `,
      );
      const rows = await db
        .update(products)
        .set({ stock: sql`${products.stock} - wanted.quantity`, updatedAt: sql`now()` })
        .from(sql`(values ${wanted}) as wanted (id, quantity)`)
        .where(
          and(
            eq(products.id, sql`wanted.id`),
            eq(products.available, true),
            gte(products.stock, sql`wanted.quantity`),
          ),
        )
        .returning({ id: products.id, stock: products.stock });
      return new Map(rows.map((row) => [row.id, row.stock]));
    },

    /** Puts `quantity` back into a product's stock (a cancelled order's goods); answers the stock now. */
    async returnStock(productId: string, quantity: number): Promise<number | undefined> {
      const [returned] = await db
        .update(products)
        .set({ stock: sql`${products.stock} + ${quantity}`, updatedAt: sql`now()` })
        .where(eq(products.id, productId))
        .returning({ stock: products.stock });
      return returned?.stock;
    },

    /** The words of product names, for typo corrections (`search-vocabulary.ts`). */
    async vocabulary(): Promise<string[]> {
      const rows = await db.select({ word: searchWords.word }).from(searchWords);
      return rows.map((row) => row.word);
    },

    /**
     * Products' searchable text (their tsvector as text, their names), a page at a time in id
     * order after `after`: the in-memory search index is built from it.
     */
    async searchDocuments(after: string | null, limit: number): Promise<SearchDocument[]> {
      return db
        .select(searchDocumentColumns)
        .from(products)
        .where(after === null ? undefined : gt(products.id, after))
        .orderBy(products.id)
        .limit(limit);
    },

    /** The searchable text of some products (the ones that changed). */
    async searchDocumentsOf(ids: readonly string[]): Promise<SearchDocument[]> {
      if (ids.length === 0) return [];
      return db
        .select(searchDocumentColumns)
        .from(products)
        .where(inArray(products.id, [...ids]));
    },

    /**
     * The French stem of each typed term (`pates` → `pat`; `carot:*` → the start `carot`), as the
     * products' documents were stemmed; a stop word has none. Terms are letters and digits, with
     * `:*` for a prefix (`search-query.ts`): nothing else reaches `to_tsquery`.
     */
    async stemsOf(terms: readonly string[]): Promise<Map<string, SearchStem | null>> {
      const rows = await executeRows<{ term: string; query: string }>(
        db,
        sql`select term, to_tsquery('french', term)::text as query from unnest(${sql.param([...terms])}::text[]) as term`,
      );
      return new Map(rows.map((row) => [row.term, stemOfQuery(row.query)]));
    },
  };
}

/** What the search index reads of a product. */
const searchDocumentColumns = {
  id: products.id,
  vector: sql<string>`${products.searchVector}::text`,
  searchName: products.searchName,
  displayName: products.displayName,
} satisfies Record<keyof SearchDocument, unknown>;

/** The stem of `to_tsquery`'s answer for one word: `'pat':*`, `'carott'`, or nothing. */
function stemOfQuery(query: string): SearchStem | null {
  const found = /^'((?:[^']|'')+)'(:\*)?/.exec(query.trim());
  return found ? { stem: found[1]!.replace(/''/g, "'"), prefix: found[2] !== undefined } : null;
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
