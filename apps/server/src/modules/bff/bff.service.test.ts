/**
 * The home page's links to products named by id (spec §2: "an unknown product in routing data
 * gives the fallback link '/#'"), on the demo catalogue.
 */
import type { HomePageResponse } from '@sillon/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { seedDemoShop } from '../../seed/seed';
import { openTestDatabase } from '../../testing/test-database';
import type { CatalogService } from '../catalog';
import { createCatalogRepository } from '../catalog/catalog.repository';
import { createCatalogService } from '../catalog/catalog.service';
import { products } from '../catalog/catalog.tables';
import { createBffService, type ContentDocument, type ContentReader } from './bff.service';
import { DEMO_SHOP_IDENTITY } from '../../config-shop-identity';

describe('the BFF home page', () => {
  let database: DatabaseHandle;
  let catalog: CatalogService;

  beforeAll(async () => {
    database = await openTestDatabase();
    await seedDemoShop(database.db, { withPictures: false });
    catalog = createCatalogService({ repository: createCatalogRepository(database.db) });
  });
  afterAll(() => database.close());

  /** The home page a content document with these links makes. */
  async function homeWithLinks(links: { banner: string; slides: string[]; editorial: string }) {
    const document: ContentDocument = {
      id: 'homePage',
      type: 'homePage',
      path: '',
      updatedAt: '2025-05-01T08:00:00.000Z',
      body: {
        banner: { title: 'Sillon tire sa révérence', message: 'Merci.', href: links.banner },
        headerSlider: links.slides.map((href, index) => ({
          title: `Diapositive ${index + 1}`,
          subtitle: '',
          href,
          imageKey: `home/slide-${index + 1}`,
          backgroundColor: '#DBEA8D',
        })),
        blocks: [
          {
            kind: 'editorial',
            title: 'Le comté',
            text: 'Affiné 18 mois.',
            href: links.editorial,
            imageKey: 'home/block-1',
            backgroundColor: '#FFF0B3',
          },
        ],
      },
    };
    const content: ContentReader = {
      documentByPath: async (path) => (path === '' ? document : undefined),
      documentById: async () => undefined,
      documentsOfType: async () => [],
      inPreview: () => content,
    };
    const bff = createBffService({
      catalog,
      ratings: async () => ({}),
      content,
      shopIdentity: DEMO_SHOP_IDENTITY,
      now: () => new Date(),
    });
    return (await bff.page('/')) as HomePageResponse;
  }

  it("links a product named by id to its canonical path, and an unknown one to '/#'", async () => {
    const [first, second, hidden] = await catalog.tiles();
    await database.db.update(products).set({ photoKey: '' }).where(eq(products.id, hidden!.id));
    catalog.invalidate();

    const home = await homeWithLinks({
      banner: `product:${first!.documentId}`,
      slides: [
        `product:${second!.id}`,
        'product:6f1c2b9e-0000-4000-8000-000000000000',
        `product:${hidden!.id}`,
        '/mission-regeneration',
      ],
      editorial: 'product:inconnu',
    });

    expect(home.banner.href).toBe(first!.path);
    expect(home.headerSlider.map((slide) => slide.href)).toEqual([
      second!.path,
      '/#',
      '/#',
      '/mission-regeneration',
    ]);
    expect(home.blocks[0]).toMatchObject({ kind: 'editorial', href: '/#' });
  });
});

describe('the BFF’s seasons (issue 40)', () => {
  let database: DatabaseHandle;
  let catalog: CatalogService;
  const noContent: ContentReader = {
    documentByPath: async () => undefined,
    documentById: async () => undefined,
    documentsOfType: async () => [],
    inPreview: () => noContent,
  };

  beforeAll(async () => {
    database = await openTestDatabase();
    await seedDemoShop(database.db, { withPictures: false });
    catalog = createCatalogService({ repository: createCatalogRepository(database.db) });
  });
  afterAll(() => database.close());

  const bffAt = (at: string, content: ContentReader = noContent) =>
    createBffService({
      catalog,
      ratings: async () => ({}),
      content,
      shopIdentity: DEMO_SHOP_IDENTITY,
      now: () => new Date(at),
    });

  /** The references of a shelf's products as the rack page shows them at `at`. */
  async function seasonShelfAt(at: string, shelfKey: string): Promise<string[]> {
    const rack = (await catalog.racks()).find((candidate) => candidate.key === 'fruits-et-legumes')!;
    const page = await bffAt(at).rackPage(rack.id);
    const shelf = page!.shelves.find((candidate) => candidate.key === shelfKey)!;
    return (await catalog.tilesByIds(shelf.products)).map((tile) => tile.reference);
  }

  it.each([
    [
      'November',
      '2026-11-20T10:00:00Z',
      ['kiwis-de-l-adour'],
      ['fraises-gariguette', 'cerises-burlat', 'melon-de-cavaillon', 'pasteque-sucree'],
    ],
    [
      'July',
      '2026-07-14T10:00:00Z',
      ['fraises-gariguette', 'cerises-burlat', 'melon-de-cavaillon', 'pasteque-sucree'],
      ['kiwis-de-l-adour'],
    ],
  ])(
    'keeps on « Fruits de saison » in %s only the fruit then in season',
    async (_month, at, shown, hidden) => {
      const references = await seasonShelfAt(at, 'fruits-de-saison');
      expect(references).toEqual(expect.arrayContaining(shown));
      for (const reference of hidden) expect(references).not.toContain(reference);
    },
  );

  it('keeps every product on a shelf that is not seasonal, marking those out of season', async () => {
    const november = bffAt('2026-11-20T10:00:00Z');
    const references = await seasonShelfAt('2026-11-20T10:00:00Z', 'legumes-du-soleil');
    expect(references).toContain('tomates-anciennes');
    const [tomatoes, leeks, honey] = await november.tiles(
      await catalog
        .tilesByReferences(['tomates-anciennes', 'poireaux', 'miel-de-chataignier'])
        .then((tiles) => tiles.map((tile) => tile.id)),
    );
    expect(tomatoes!.outOfSeason).toBe(true);
    expect(leeks!.outOfSeason).toBeUndefined();
    expect(honey!.outOfSeason).toBeUndefined();
  });

  it('leaves out of a seasonal home block what is out of season', async () => {
    const home: ContentDocument = {
      id: 'home',
      type: 'homePage',
      path: '',
      updatedAt: '2026-01-01T00:00:00.000Z',
      body: {
        banner: { title: 'Sillon', message: 'Bienvenue.', href: '/' },
        headerSlider: [],
        blocks: [
          {
            kind: 'products',
            title: 'De saison en ce moment',
            seasonal: true,
            productReferences: ['fraises-gariguette', 'poireaux'],
          },
          { kind: 'products', title: 'Nos favoris', productReferences: ['fraises-gariguette', 'poireaux'] },
        ],
      },
    };
    const content: ContentReader = {
      ...noContent,
      documentByPath: async (path) => (path === '' ? home : undefined),
    };
    const names = async (at: string) => {
      const page = (await bffAt(at, content).page('/')) as HomePageResponse;
      return page.blocks.map((block) =>
        block.kind === 'products' ? block.products.map((tile) => tile.reference) : [],
      );
    };
    expect(await names('2026-11-20T10:00:00Z')).toEqual([['poireaux'], ['fraises-gariguette', 'poireaux']]);
    expect(await names('2026-05-20T10:00:00Z')).toEqual([
      ['fraises-gariguette'],
      ['fraises-gariguette', 'poireaux'],
    ]);
  });
});
