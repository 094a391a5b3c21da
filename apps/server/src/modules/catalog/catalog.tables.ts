/** The catalogue's own tables: producers, racks, shelves (ordered membership), products. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { FoodInformation } from '@sillon/domain';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export type SeoBlock = { title: string; description: string; imageKey?: string };
export type ShelfArticle = { title: string; backgroundColor: string; url: string; imageKey: string };
export type NetQuantity = { amount: number; unit: 'g' | 'ml' };

export const producers = pgTable('producers', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  farmName: text('farm_name').notNull(),
  region: text('region').notNull(),
  town: text('town').notNull(),
  practices: jsonb('practices').$type<string[]>().notNull(),
  story: text('story').notNull(),
});

export const racks = pgTable('racks', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  label: text('label').notNull(),
  title: text('title').notNull(),
  urlSlug: text('url_slug').notNull(),
  canonical: boolean('canonical').notNull(),
  legacyKey: text('legacy_key'),
  seo: jsonb('seo').$type<SeoBlock>().notNull(),
  marketing: jsonb('marketing').$type<SeoBlock>().notNull(),
  imageKey: text('image_key').notNull(),
  position: integer('position').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const shelves = pgTable(
  'shelves',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull().unique(),
    rackId: integer('rack_id')
      .notNull()
      .references(() => racks.id, { onDelete: 'cascade' }),
    legacyKey: text('legacy_key'),
    label: text('label').notNull(),
    /** Null when the slug is to be derived from the label (spec §3). */
    urlSlug: text('url_slug'),
    position: integer('position').notNull(),
    article: jsonb('article').$type<ShelfArticle>(),
    /** A « de saison » shelf: it shows only the products in season at the shop's clock (issue 40). */
    seasonal: boolean('seasonal').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('shelves_rack_idx').on(table.rackId, table.position)],
);

export const relatedShelves = pgTable(
  'related_shelves',
  {
    shelfId: integer('shelf_id')
      .notNull()
      .references(() => shelves.id, { onDelete: 'cascade' }),
    relatedShelfId: integer('related_shelf_id')
      .notNull()
      .references(() => shelves.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.shelfId, table.relatedShelfId] })],
);

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey(),
    /** The content service's id of the product document; the canonical path carries it. */
    documentId: text('document_id').notNull().unique(),
    reference: text('reference').notNull().unique(),
    slug: text('slug').notNull(),
    displayName: text('display_name').notNull(),
    description: text('description').notNull(),
    unitLabel: text('unit_label').notNull(),
    netQuantity: jsonb('net_quantity').$type<NetQuantity>(),
    priceCents: integer('price_cents').notNull(),
    vatRateBp: integer('vat_rate_bp').notNull(),
    labels: jsonb('labels').$type<string[]>().notNull(),
    producerId: integer('producer_id')
      .notNull()
      .references(() => producers.id),
    originRegion: text('origin_region').notNull(),
    photoKey: text('photo_key').notNull(),
    maxOrderable: integer('max_orderable'),
    stock: integer('stock').notNull(),
    available: boolean('available').notNull(),
    /** Sold only where the delivery postal code starts with one of these; null = everywhere. */
    regionalPostalPrefixes: jsonb('regional_postal_prefixes').$type<string[]>(),
    /** Share of the price paid to the farm, in basis points (4200 = 42 %). */
    farmShareBp: integer('farm_share_bp').notNull(),
    /** Ingredients, allergens, nutrition, storage… (issue 40); null for a non-food product. */
    foodInformation: jsonb('food_information').$type<FoodInformation>(),
    /** The fruit or vegetable it is, a key of the domain's seasonal calendar; null: no season. */
    produce: text('produce'),
    /**
     * Weighted French full-text document: name (A), labels and shelves (B), description (C). Read
     * whole into search's index in memory (`search-index.ts`); no query matches it in PostgreSQL,
     * so it has no index of its own (an unused GIN index made every stock update rewrite it).
     */
    searchVector: tsvector('search_vector').notNull(),
    /**
     * Lower-cased, unaccented name: read by search's index in memory, matched by the staff's
     * product search (trigrams).
     */
    searchName: text('search_name').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The catalogue's snapshot reads the products that changed since its last read (every few seconds).
    index('products_updated_at_idx').on(table.updatedAt),
    index('products_search_name_trgm_idx').using('gin', sql`${table.searchName} gin_trgm_ops`),
  ],
);

/** A product's retail variant (the single piece of a case...), with its own variant id and price. */
export const retailVariants = pgTable('retail_variants', {
  id: uuid('id').primaryKey(),
  productId: uuid('product_id')
    .notNull()
    .unique()
    .references(() => products.id, { onDelete: 'cascade' }),
  unitLabel: text('unit_label').notNull(),
  priceCents: integer('price_cents').notNull(),
  netQuantity: jsonb('net_quantity').$type<NetQuantity>(),
});

export const shelfProducts = pgTable(
  'shelf_products',
  {
    shelfId: integer('shelf_id')
      .notNull()
      .references(() => shelves.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.shelfId, table.productId] }),
    index('shelf_products_product_idx').on(table.productId),
  ],
);

/** Every distinct word of product names, unaccented: the vocabulary typos are corrected against. */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (table) => [
  index('search_words_trgm_idx').using('gin', sql`${table.word} gin_trgm_ops`),
]);
