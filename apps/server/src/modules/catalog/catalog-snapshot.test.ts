/**
 * The catalogue's snapshot kept current by reading what changed (`catalog-snapshot.ts`): another
 * server copy's writes arrive as product rows patched one by one, or as a structure read again.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { seedDemoShop } from '../../seed/seed';
import { openTestDatabase } from '../../testing/test-database';
import { createCatalogRepository, type CatalogRepository } from './catalog.repository';
import { createCatalogService } from './catalog.service';
import { products, shelves } from './catalog.tables';
import {
  readSnapshot,
  refreshSnapshot,
  routeOf,
  tileOf,
  wholeLists,
  type CatalogueSnapshot,
} from './catalog-snapshot';

describe("the catalogue's snapshot", () => {
  let database: DatabaseHandle;
  let repository: CatalogRepository;
  let snapshot: CatalogueSnapshot;
  let productId: string;

  beforeAll(async () => {
    database = await openTestDatabase();
    await seedDemoShop(database.db, { withPictures: false });
    repository = createCatalogRepository(database.db);
    snapshot = await readSnapshot(repository);
    productId = [...snapshot.records.values()].find((record) => record.available && record.stock > 5)!.id;
  });
  afterAll(() => database.close());

  // Written straight into the table, as another server copy writes it.
  const write = (changes: Partial<typeof products.$inferInsert>) =>
    database.db
      .update(products)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(products.id, productId));

  it("makes each product's tile and route when asked, and the whole lists in the catalogue's order", () => {
    const tile = tileOf(snapshot, productId)!;
    expect(tile.id).toBe(productId);
    expect(tileOf(snapshot, productId)).toBe(tile);
    expect(routeOf(snapshot, productId)?.documentId).toBe(tile.documentId);
    const whole = wholeLists(snapshot);
    expect(whole.tiles.map((one) => one.id)).toEqual([...snapshot.records.keys()]);
    expect(whole.routing.products).toHaveLength(snapshot.records.size);
  });

  it("takes another copy's price change as a change visitors see", async () => {
    const before = tileOf(snapshot, productId)!.priceCents;
    const whole = wholeLists(snapshot);
    await write({ priceCents: before + 10 });
    expect(await refreshSnapshot(repository, snapshot)).toEqual({ kind: 'patched', publicChange: true });
    expect(tileOf(snapshot, productId)!.priceCents).toBe(before + 10);
    expect(wholeLists(snapshot)).not.toBe(whole);
  });

  it('takes a stock change quietly, unless the product runs out', async () => {
    const record = snapshot.records.get(productId)!;
    await write({ stock: record.stock - 1 });
    expect(await refreshSnapshot(repository, snapshot)).toEqual({ kind: 'patched', publicChange: false });
    expect(snapshot.records.get(productId)!.stock).toBe(record.stock - 1);
    await write({ stock: 0 });
    expect(await refreshSnapshot(repository, snapshot)).toEqual({ kind: 'patched', publicChange: true });
    expect(tileOf(snapshot, productId)!.available).toBe(false);
    await write({ stock: record.stock });
    await refreshSnapshot(repository, snapshot);
    expect(tileOf(snapshot, productId)!.available).toBe(true);
  });

  it('keeps the label names search offers as labels change, and says whose searched text changed', async () => {
    snapshot.searchedTextChanged.clear();
    await write({ stock: 3 });
    await refreshSnapshot(repository, snapshot);
    expect(snapshot.searchedTextChanged.size).toBe(0);
    await write({ labels: ['Étiquette du test'] });
    await refreshSnapshot(repository, snapshot);
    expect(snapshot.labelNames).toContain('Étiquette du test');
    expect([...snapshot.searchedTextChanged]).toEqual([productId]);
  });

  it('says the structure moved when a shelf changed, for the whole catalogue to be read again', async () => {
    const [shelf] = await database.db.select().from(shelves).limit(1);
    await database.db
      .update(shelves)
      .set({ label: `${shelf!.label} (nouveau)`, updatedAt: new Date(Date.now() + 1000) })
      .where(eq(shelves.id, shelf!.id));
    expect(await refreshSnapshot(repository, snapshot)).toEqual({ kind: 'structure' });
    const again = await readSnapshot(repository);
    expect(again.structure.shelvesById.get(String(shelf!.id))?.label).toBe(`${shelf!.label} (nouveau)`);
  });

  it('leaves a product without a photo or a url slug out of every list, shelf and routing data', async () => {
    const shelved = [...snapshot.structure.shelfIdsByProduct.keys()].filter((id) => id !== productId);
    const [noPhoto, noSlug] = [shelved[0]!, shelved[1]!];
    const routeOfNoPhoto = routeOf(snapshot, noPhoto)!;
    const later = new Date(Date.now() + 2000);
    await database.db
      .update(products)
      .set({ photoKey: '', updatedAt: later })
      .where(eq(products.id, noPhoto));
    await database.db.update(products).set({ slug: ' ', updatedAt: later }).where(eq(products.id, noSlug));
    expect(await refreshSnapshot(repository, snapshot)).toEqual({ kind: 'structure' });

    const read = await readSnapshot(repository);
    const catalog = createCatalogService({ repository });
    const left = (ids: string[]) => ids.filter((id) => id === noPhoto || id === noSlug);
    expect(left([...read.records.keys()])).toEqual([]);
    expect(left((await catalog.tiles()).map((tile) => tile.id))).toEqual([]);
    expect(left((await catalog.routing()).products.map((product) => product.id))).toEqual([]);
    expect(left((await catalog.shelves()).flatMap((shelf) => shelf.products))).toEqual([]);
    const routingShelves = (await catalog.routing()).racks.flatMap((rack) => rack.shelves);
    expect(left(routingShelves.flatMap((shelf) => shelf.productIds))).toEqual([]);
    expect(await catalog.tilesByIds([noPhoto, noSlug])).toEqual([]);
    expect(await catalog.availability([noPhoto, noSlug])).toEqual({});
    // Nor priced from the database (payment, completion): nobody is charged for what is not shown.
    expect([...(await catalog.currentCartVariants([noPhoto, noSlug])).keys()]).toEqual([]);
    expect(
      (await catalog.routingFor(`/pp/${routeOfNoPhoto.slug}-${routeOfNoPhoto.documentId}`)).products,
    ).toEqual([]);
    // Still left out after another change of its row, and listed again once it has a photo.
    await database.db
      .update(products)
      .set({ priceCents: 990, updatedAt: new Date(Date.now() + 3000) })
      .where(eq(products.id, noPhoto));
    expect(await refreshSnapshot(repository, read)).toEqual({ kind: 'patched', publicChange: false });
    await database.db
      .update(products)
      .set({ photoKey: 'products/retour', updatedAt: new Date(Date.now() + 4000) })
      .where(eq(products.id, noPhoto));
    expect(await refreshSnapshot(repository, read)).toEqual({ kind: 'structure' });
    expect((await readSnapshot(repository)).records.has(noPhoto)).toBe(true);
    expect([...(await catalog.currentCartVariants([noPhoto])).keys()]).toEqual([noPhoto]);
  });

  it('keeps a change made here while an older read of the changed products was on its way', async () => {
    let rowsRead!: () => void;
    const read = new Promise<void>((resolve) => (rowsRead = resolve));
    let letThrough!: () => void;
    const held = new Promise<void>((resolve) => (letThrough = resolve));
    let holding = false;
    // A refresh whose rows were read before the change, and arrive after it.
    const slow: CatalogRepository = {
      ...repository,
      async productsChangedSince(since) {
        const rows = await repository.productsChangedSince(since);
        if (holding) {
          rowsRead();
          await held;
        }
        return rows;
      },
    };
    const catalog = createCatalogService({ repository: slow });
    const priceOf = async () => (await catalog.availability([productId]))[productId]?.public_price;
    const before = await priceOf();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 10_000); // the snapshot is old: the next read refreshes it
      holding = true;
      await priceOf();
      await read;
      const change = catalog.updateProduct(productId, { priceCents: 1234 });
      await Promise.race([change, new Promise((resolve) => setTimeout(resolve, 300))]);
      letThrough();
      await change;
      expect(await priceOf()).toBe(12.34);
    } finally {
      vi.useRealTimers();
      letThrough();
      await catalog.updateProduct(productId, { priceCents: Math.round(before! * 100) });
    }
  });
});
