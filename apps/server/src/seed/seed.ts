/**
 * The demo shop (`npm run db:seed`, and the first `npm start`): catalogue, reviews, content
 * documents and pictures, written in one transaction. Deterministic and idempotent: seeding again
 * converges to the same rows with the same ids. It is a privileged tool, like a migration, so it
 * writes every module's tables directly.
 */
import { seedDemoAdmin } from './demo-admin';
import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { productPath, rackPath, shelfPath, slugify, type RackRoute } from '@sillon/domain';
import type { Database } from '../db/client';
import {
  producers as producersTable,
  products as productsTable,
  racks as racksTable,
  relatedShelves,
  retailVariants,
  searchWords,
  shelfProducts,
  shelves as shelvesTable,
} from '../modules/catalog/catalog.tables';
import { searchWordsOf } from '../modules/catalog/search-query';
import { contentDocuments } from '../modules/content/content.tables';
import { pickupPoints as pickupPointsTable } from '../modules/delivery/delivery.tables';
import { MASTER_SIZE, renderIllustration } from '../modules/images/illustration';
import { createImagesRepository } from '../modules/images/images.repository';
import { promotionSettings, vouchers } from '../modules/promotions/promotions.tables';
import { accountBanners as accountBannersTable } from '../modules/account/account.tables';
import { SETTINGS_ID } from '../modules/promotions/promotions.repository';
import { productRatings, reviews } from '../modules/reviews/reviews.tables';
import * as data from './demo-shop';
import { parseSeedHref } from './demo-shop';
import type { SeedProduct, SeedRack } from './demo-shop/types';
import { foodInformationOf } from './demo-shop/food-information';
import { demoReviewsFor } from './demo-reviews';
import { stableDocumentId, stableUuid } from './deterministic-ids';
import { buildContentDocuments, type IllustrationSpec } from './content-documents';

export type SeedReport = {
  products: number;
  racks: number;
  shelves: number;
  reviews: number;
  documents: number;
  pickupPoints: number;
  images: number;
};

type Logger = { info(message: string): void };

export type SeedOptions = {
  log?: Logger;
  /** Drawing ~350 pictures takes a while; test suites that do not look at pictures skip it. */
  withPictures?: boolean;
  /** A first back-office admin with a random password, shown once (`npm start`, never in production). */
  demoAdmin?: boolean;
};

export async function seedDemoShop(db: Database, options: SeedOptions = {}): Promise<SeedReport> {
  const { log = { info: () => undefined }, withPictures = true } = options;
  const illustrations: IllustrationSpec[] = [];
  const report = await db.transaction(async (tx) => {
    const producerIds = await upsertProducers(tx);
    const { rackIds, shelfIds } = await upsertRacksAndShelves(tx, illustrations);
    const productIds = await upsertProducts(tx, producerIds, shelfIds, illustrations);
    await rebuildSearchWords(tx);
    const reviewCount = await upsertReviews(tx, productIds);
    const documents = buildContentDocuments(data, illustrations, hrefResolver(rackIds, shelfIds, productIds));
    for (const document of documents) {
      await tx
        .insert(contentDocuments)
        .values(document)
        .onConflictDoUpdate({
          target: contentDocuments.id,
          set: {
            type: sql`excluded.type`,
            path: sql`excluded.path`,
            body: sql`excluded.body`,
            updatedAt: sql`excluded.updated_at`,
          },
        });
    }
    await upsertPromotions(tx, productIds);
    await insertMissingBanners(tx);
    const pickupPointCount = await upsertPickupPoints(tx);
    return {
      products: productIds.size,
      racks: rackIds.size,
      shelves: shelfIds.size,
      reviews: reviewCount,
      documents: documents.length,
      pickupPoints: pickupPointCount,
      images: 0,
    };
  });
  if (withPictures) report.images = await renderMissingImages(db, illustrations, log);
  return report;
}

/**
 * Seeds only a database without a catalogue: the first start of a new shop. A shop seeded before
 * pickup points existed gets the demo points too, so the pickup step has points to offer.
 */
export async function seedIfEmpty(db: Database, options: SeedOptions = {}): Promise<SeedReport | undefined> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(productsTable);
  if ((row?.count ?? 0) === 0) {
    const report = await seedDemoShop(db, options);
    if (options.demoAdmin) await seedDemoAdmin(db, options.log ?? { info: () => undefined });
    return report;
  }
  const [points] = await db.select({ count: sql<number>`count(*)::int` }).from(pickupPointsTable);
  if ((points?.count ?? 0) === 0) await db.transaction((tx) => upsertPickupPoints(tx));
  await db.transaction((tx) => insertMissingBanners(tx));
  return undefined;
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The promotion settings row and the demo vouchers, by code (their ids are stable too). */
async function upsertPromotions(tx: Tx, productIds: Map<string, string>): Promise<void> {
  const { firstOrdersGiftReference, ...settings } = data.demoPromotionSettings;
  const row = { ...settings, firstOrdersGiftProductId: productIds.get(firstOrdersGiftReference) ?? null };
  await tx
    .insert(promotionSettings)
    .values({ id: SETTINGS_ID, ...row })
    .onConflictDoUpdate({ target: promotionSettings.id, set: row });
  for (const voucher of data.demoVouchers) {
    const values = {
      code: voucher.code,
      name: voucher.name,
      description: voucher.description,
      kind: voucher.kind,
      amountCents: voucher.amountCents ?? 0,
      percentBp: voucher.percentBp ?? 0,
      startsAt: voucher.startsAt === null ? null : new Date(voucher.startsAt),
      expiresAt: voucher.expiresAt === null ? null : new Date(voucher.expiresAt),
      usageLimit: voucher.usageLimit ?? null,
      usageLimitPerCustomer: voucher.usageLimitPerCustomer === undefined ? 1 : voucher.usageLimitPerCustomer,
      minimumSubtotalCents: voucher.minimumSubtotalCents ?? 0,
      firstOrderOnly: voucher.firstOrderOnly ?? false,
    };
    await tx
      .insert(vouchers)
      .values({ id: stableUuid('voucher', voucher.code), ...values })
      .onConflictDoUpdate({ target: vouchers.code, set: values });
  }
}

/** The home banners, each audience's only when it has none: the staff's own text is kept. */
async function insertMissingBanners(tx: Tx): Promise<void> {
  const updatedAt = new Date(0);
  for (const banner of data.accountBanners) {
    await tx
      .insert(accountBannersTable)
      .values({ ...banner, updatedAt })
      .onConflictDoNothing();
  }
}

/**
 * The demo pickup points, by provider and point id (their ids are stable too). Points no longer in
 * the data are kept: an order may still name one.
 */
async function upsertPickupPoints(tx: Tx): Promise<number> {
  for (const point of data.pickupPoints) {
    const { providerName, providerPointId, ...details } = point;
    await tx
      .insert(pickupPointsTable)
      .values({
        id: stableUuid('pickup-point', `${providerName}:${providerPointId}`),
        ...point,
        countryIso: 'FR',
      })
      .onConflictDoUpdate({
        target: [pickupPointsTable.providerName, pickupPointsTable.providerPointId],
        set: { ...details, countryIso: 'FR' },
      });
  }
  return data.pickupPoints.length;
}

/** Canonical paths for the seed data's links to racks, shelves and products (spec §2). */
function hrefResolver(
  rackIds: Map<string, number>,
  shelfIds: Map<string, number>,
  productIds: Map<string, string>,
): (href: string) => string {
  const rackRoutes = new Map(
    data.racks.map((rack) => {
      const route: RackRoute = {
        id: String(rackIds.get(rack.key)),
        title: rack.title,
        urlSlug: rack.urlSlug,
        canonical: rack.canonical,
        shelves: rack.shelves.map((shelf) => ({
          id: String(shelfIds.get(shelf.key)),
          legacyKey: shelf.legacyKey ?? null,
          urlSlug: shelf.urlSlug ?? null,
          label: shelf.label,
          productIds: [],
        })),
      };
      return [rack.key, route];
    }),
  );
  return (href) => {
    const target = parseSeedHref(href);
    switch (target.kind) {
      case 'rack': {
        const rack = rackRoutes.get(target.key);
        return rack ? rackPath(rack) : '/';
      }
      case 'shelf': {
        const rack = rackOfShelf(target.key);
        const route = rack && rackRoutes.get(rack.key);
        const shelf = route?.shelves.find((candidate) => candidate.id === String(shelfIds.get(target.key)));
        return route && shelf ? shelfPath(route, shelf) : '/';
      }
      case 'product': {
        const product = data.products.find((candidate) => candidate.reference === target.reference);
        const id = productIds.get(target.reference);
        return product && id
          ? productPath({
              id,
              documentId: stableDocumentId(product.reference),
              reference: product.reference,
              slug: slugify(product.reference),
              displayName: product.displayName,
            })
          : '/';
      }
      case 'path':
        return target.path;
    }
  };
}

async function upsertProducers(tx: Tx): Promise<Map<string, number>> {
  const rows = await tx
    .insert(producersTable)
    .values(data.producers.map((producer) => ({ ...producer })))
    .onConflictDoUpdate({
      target: producersTable.key,
      set: {
        farmName: sql`excluded.farm_name`,
        region: sql`excluded.region`,
        town: sql`excluded.town`,
        practices: sql`excluded.practices`,
        story: sql`excluded.story`,
      },
    })
    .returning({ id: producersTable.id, key: producersTable.key });
  return new Map(rows.map((row) => [row.key, row.id]));
}

async function upsertRacksAndShelves(tx: Tx, illustrations: IllustrationSpec[]) {
  const rackIds = new Map<string, number>();
  const shelfIds = new Map<string, number>();
  for (const [position, rack] of data.racks.entries()) {
    const imageKey = `racks/${rack.key}`;
    illustrations.push({ key: imageKey, emoji: rack.emoji, background: rack.photoBackground });
    const [row] = await tx
      .insert(racksTable)
      .values({
        key: rack.key,
        label: rack.label,
        title: rack.title,
        urlSlug: rack.urlSlug,
        canonical: rack.canonical,
        legacyKey: rack.legacyKey ?? null,
        seo: { ...rack.seo, imageKey },
        marketing: { ...rack.marketing, imageKey },
        imageKey,
        position,
      })
      .onConflictDoUpdate({
        target: racksTable.key,
        set: {
          label: sql`excluded.label`,
          title: sql`excluded.title`,
          urlSlug: sql`excluded.url_slug`,
          canonical: sql`excluded.canonical`,
          legacyKey: sql`excluded.legacy_key`,
          seo: sql`excluded.seo`,
          marketing: sql`excluded.marketing`,
          imageKey: sql`excluded.image_key`,
          position: sql`excluded.position`,
        },
      })
      .returning({ id: racksTable.id });
    rackIds.set(rack.key, row!.id);
    for (const [shelfPosition, shelf] of rack.shelves.entries()) {
      const article = shelf.article
        ? {
            title: shelf.article.title,
            backgroundColor: shelf.article.backgroundColor,
            url: shelf.article.url,
            imageKey: `shelves/${shelf.key}`,
          }
        : null;
      if (shelf.article) {
        illustrations.push({
          key: `shelves/${shelf.key}`,
          emoji: shelf.article.emoji,
          background: shelf.article.backgroundColor,
        });
      }
      const [shelfRow] = await tx
        .insert(shelvesTable)
        .values({
          key: shelf.key,
          rackId: row!.id,
          legacyKey: shelf.legacyKey ?? null,
          label: shelf.label,
          urlSlug: shelf.urlSlug ?? null,
          position: shelfPosition,
          article,
          seasonal: shelf.seasonal ?? false,
        })
        .onConflictDoUpdate({
          target: shelvesTable.key,
          set: {
            rackId: sql`excluded.rack_id`,
            legacyKey: sql`excluded.legacy_key`,
            label: sql`excluded.label`,
            urlSlug: sql`excluded.url_slug`,
            position: sql`excluded.position`,
            article: sql`excluded.article`,
            seasonal: sql`excluded.seasonal`,
          },
        })
        .returning({ id: shelvesTable.id });
      shelfIds.set(shelf.key, shelfRow!.id);
    }
  }
  await tx.delete(relatedShelves).where(sql`true`);
  const related = data.racks.flatMap((rack) =>
    rack.shelves.flatMap((shelf) =>
      shelf.relatedShelfKeys
        .filter((key) => key !== shelf.key && shelfIds.has(key))
        .map((key, position) => ({
          shelfId: shelfIds.get(shelf.key)!,
          relatedShelfId: shelfIds.get(key)!,
          position,
        })),
    ),
  );
  if (related.length > 0) await tx.insert(relatedShelves).values(related).onConflictDoNothing();
  return { rackIds, shelfIds };
}

function rackOfShelf(shelfKey: string): SeedRack | undefined {
  return data.racks.find((rack) => rack.shelves.some((shelf) => shelf.key === shelfKey));
}

function shelfLabel(shelfKey: string): string {
  return rackOfShelf(shelfKey)?.shelves.find((shelf) => shelf.key === shelfKey)?.label ?? '';
}

/**
 * Name (A), labels and shelves (B, the shelves in the order of their ids), description, producer
 * and region (C): the weights of the search ranking, as `searchVectorSql` writes them (a word's
 * position is part of the vector, so the shelves' order must be the same).
 */
function searchVectorOf(product: SeedProduct, producerName: string, shelfIds: Map<string, number>): SQL {
  const shelfKeys = [...product.shelfKeys].sort((a, b) => (shelfIds.get(a) ?? 0) - (shelfIds.get(b) ?? 0));
  const secondary = [...product.labels, ...shelfKeys.map(shelfLabel)].join(' ');
  const described = [product.description, producerName, product.originRegion].join(' ');
  return sql`setweight(to_tsvector('french', unaccent(${product.displayName})), 'A')
    || setweight(to_tsvector('french', unaccent(${secondary})), 'B')
    || setweight(to_tsvector('french', unaccent(${described})), 'C')`;
}

async function upsertProducts(
  tx: Tx,
  producerIds: Map<string, number>,
  shelfIds: Map<string, number>,
  illustrations: IllustrationSpec[],
): Promise<Map<string, string>> {
  const productIds = new Map<string, string>();
  for (const product of data.products) {
    const id = stableUuid('product', product.reference);
    productIds.set(product.reference, id);
    const photoKey = `products/${product.reference}`;
    const background = rackOfShelf(product.shelfKeys[0] ?? '')?.photoBackground ?? '#F4F1E8';
    illustrations.push({ key: photoKey, emoji: product.emoji, background });
    const producerName =
      data.producers.find((producer) => producer.key === product.producerKey)?.farmName ?? '';
    const values = {
      id,
      documentId: stableDocumentId(product.reference),
      reference: product.reference,
      slug: slugify(product.reference),
      displayName: product.displayName,
      description: product.description,
      unitLabel: product.unitLabel,
      netQuantity: product.netQuantity ?? null,
      priceCents: product.priceCents,
      vatRateBp: product.vatRateBp,
      labels: product.labels,
      producerId: producerIds.get(product.producerKey)!,
      originRegion: product.originRegion,
      photoKey,
      maxOrderable: product.maxOrderable ?? null,
      stock: product.stock,
      available: product.available,
      regionalPostalPrefixes: product.regionalPostalPrefixes ?? null,
      farmShareBp: Math.round(product.farmSharePercent * 100),
      foodInformation: foodInformationOf(product),
      produce: product.produce ?? null,
      searchVector: searchVectorOf(product, producerName, shelfIds),
      searchName: sql`lower(unaccent(${product.displayName}))`,
    };
    const { id: _id, ...changes } = values;
    await tx
      .insert(productsTable)
      .values(values)
      .onConflictDoUpdate({ target: productsTable.id, set: { ...changes, updatedAt: sql`now()` } });
    if (product.retail) {
      const retail = {
        id: stableUuid('retail', product.reference),
        productId: id,
        unitLabel: product.retail.unitLabel,
        priceCents: product.retail.priceCents,
        netQuantity: product.retail.netQuantity ?? null,
      };
      await tx
        .insert(retailVariants)
        .values(retail)
        .onConflictDoUpdate({
          target: retailVariants.id,
          set: {
            unitLabel: retail.unitLabel,
            priceCents: retail.priceCents,
            netQuantity: retail.netQuantity,
          },
        });
    }
  }
  await tx.delete(shelfProducts).where(sql`true`);
  const positions = new Map<string, number>();
  const memberships = data.products.flatMap((product) =>
    product.shelfKeys
      .filter((key) => shelfIds.has(key))
      .map((key) => {
        const position = positions.get(key) ?? 0;
        positions.set(key, position + 1);
        return { shelfId: shelfIds.get(key)!, productId: productIds.get(product.reference)!, position };
      }),
  );
  for (let start = 0; start < memberships.length; start += 500) {
    await tx
      .insert(shelfProducts)
      .values(memberships.slice(start, start + 500))
      .onConflictDoNothing();
  }
  return productIds;
}

async function rebuildSearchWords(tx: Tx): Promise<void> {
  const words = [...new Set(data.products.flatMap((product) => searchWordsOf(product.displayName)))].filter(
    (word) => word.length >= 3 && !/^\d+$/.test(word),
  );
  await tx.delete(searchWords).where(sql`true`);
  if (words.length > 0) await tx.insert(searchWords).values(words.map((word) => ({ word })));
}

async function upsertReviews(tx: Tx, productIds: Map<string, string>): Promise<number> {
  let total = 0;
  await tx.delete(reviews).where(sql`${reviews.userId} is null`);
  for (const [reference, productId] of productIds) {
    const demo = demoReviewsFor(productId, reference);
    if (demo.length > 0) await tx.insert(reviews).values(demo).onConflictDoNothing();
    total += demo.length;
  }
  await tx.delete(productRatings).where(sql`true`);
  await tx.insert(productRatings).select(
    tx
      .select({
        productId: reviews.productId,
        averageRating: sql<number>`avg(${reviews.rating})::float8`.as('average_rating'),
        reviewCount: sql<number>`count(*)::int`.as('review_count'),
      })
      .from(reviews)
      .groupBy(reviews.productId),
  );
  return total;
}

/** Draws the pictures not yet in the database (or whose drawing changed); a few at a time. */
async function renderMissingImages(
  db: Database,
  illustrations: IllustrationSpec[],
  log: Logger,
): Promise<number> {
  const repository = createImagesRepository(db);
  const existing = await repository.listHashes();
  const unique = [...new Map(illustrations.map((spec) => [spec.key, spec])).values()];
  const todo = unique
    .map((spec) => ({ spec, version: illustrationVersion(spec) }))
    .filter(({ spec, version }) => existing.get(spec.key) !== version);
  if (todo.length === 0) return 0;
  log.info(`Drawing ${todo.length} demo pictures…`);
  const concurrency = 4;
  for (let start = 0; start < todo.length; start += concurrency) {
    const batch = await Promise.all(
      todo.slice(start, start + concurrency).map(async ({ spec, version }) => ({
        key: spec.key,
        content: await renderIllustration(spec),
        contentType: 'image/webp',
        width: spec.width ?? MASTER_SIZE,
        height: spec.height ?? MASTER_SIZE,
        sha256: version,
      })),
    );
    await repository.upsertMany(batch);
  }
  return todo.length;
}

/** Drawing is deterministic, so the recipe identifies the picture (and feeds its ETag). */
function illustrationVersion(spec: IllustrationSpec): string {
  return createHash('sha256')
    .update(`v1:${spec.emoji}:${spec.background}:${spec.width ?? MASTER_SIZE}x${spec.height ?? MASTER_SIZE}`)
    .digest('hex');
}
