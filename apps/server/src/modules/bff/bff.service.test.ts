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
