/**
 * The backend-for-frontend (spec §7): shapes the catalogue, reviews and content the way the app's
 * screens read them, in one call per screen.
 */
import type {
  HomeBlock,
  HomePageResponse,
  PageResponse,
  ProductCard,
  ProductTile,
  RatingsResponse,
  SearchResponse,
  SeasonsResponse,
  Shelf,
  SidebarEntry,
  SuggestionsResponse,
} from '@sillon/contract';
import {
  isOutOfSeason,
  parisMonthOf,
  productLink,
  type LegalBlock,
  type ShopLegalIdentity,
} from '@sillon/domain';
import { AppError } from '../../http/app-error';
import type { CatalogService, SearchFilters } from '../catalog';
import { createContentPages } from './content-pages';

/** What the BFF needs of the content service: published documents. */
export type ContentDocument = {
  id: string;
  type: string;
  path: string | null;
  body: Record<string, unknown>;
  updatedAt: string;
};
export type ContentReader = {
  documentByPath(path: string): Promise<ContentDocument | undefined>;
  documentById(id: string): Promise<ContentDocument | undefined>;
  documentsOfType(type: string): Promise<ContentDocument[]>;
  /** The same reads with drafts over published copies (spec §7 preview); refuses a wrong token. */
  inPreview(token: string): ContentReader;
};

const imageUrl = (key: unknown): string => `/images/${String(key)}`;

/**
 * A content link may name a product by its UUID or document id (`product:{id}`) rather than by
 * its path, which follows the product's slug.
 */
const PRODUCT_LINK_PREFIX = 'product:';

export function createBffService(deps: {
  catalog: CatalogService;
  ratings: () => Promise<RatingsResponse>;
  content: ContentReader;
  /** Who runs the shop, named on the legal pages (issue 38). */
  shopIdentity: ShopLegalIdentity;
  /** What the privacy page adds for the outside services configured (issue 40); none by default. */
  privacyAdditions?: readonly LegalBlock[];
  /** The shop's clock: seasons follow it (issue 40). */
  now: () => Date;
}) {
  /** Products with their ratings, and the fruit and vegetables out of season marked. */
  async function withRatings<T extends ProductTile | ProductCard>(products: T[]): Promise<T[]> {
    const [ratings, produce] = await Promise.all([
      deps.ratings(),
      deps.catalog.produceOf(products.map((product) => product.id)),
    ]);
    const now = deps.now();
    return products.map((product) => {
      const rating = ratings[product.id];
      const outOfSeason = isOutOfSeason(produce.get(product.id), now);
      if (!rating && !outOfSeason) return product;
      return { ...product, ...(rating && { rating }), ...(outOfSeason && { outOfSeason: true as const }) };
    });
  }

  /** Shelves as shown now: a « de saison » one keeps only its products in season (issue 40). */
  async function inSeason<S extends Shelf>(shelves: S[]): Promise<S[]> {
    const seasonal = await deps.catalog.seasonalShelfIds();
    const held = shelves.filter((shelf) => seasonal.has(shelf.id));
    if (held.length === 0) return shelves;
    const produce = await deps.catalog.produceOf(held.flatMap((shelf) => shelf.products));
    const now = deps.now();
    return shelves.map((shelf) =>
      seasonal.has(shelf.id)
        ? {
            ...shelf,
            products: shelf.products.filter((id) => !isOutOfSeason(produce.get(id), now)),
            seasonal: true as const,
          }
        : shelf,
    );
  }

  async function tilesByReference(references: unknown): Promise<ProductTile[]> {
    const wanted = Array.isArray(references) ? references.map(String) : [];
    return withRatings(await deps.catalog.tilesByReferences(wanted));
  }

  /**
   * A content link as the app follows it: a product named by id becomes its canonical path from
   * the routing data, or spec §2's fallback `'/#'` when the routing data does not know it (a
   * product gone, or left out for want of a slug or a photo); any other link is kept as written.
   */
  async function linkOf(href: string): Promise<string> {
    if (!href.startsWith(PRODUCT_LINK_PREFIX)) return href;
    const productId = href.slice(PRODUCT_LINK_PREFIX.length);
    return productLink(productId, await deps.catalog.routingFor(`/pp/${productId}`));
  }

  async function homePage(document: ContentDocument): Promise<HomePageResponse> {
    const body = document.body as {
      banner: HomePageResponse['banner'];
      headerSlider: {
        title: string;
        subtitle: string;
        href: string;
        imageKey: string;
        backgroundColor: string;
      }[];
      blocks: Record<string, unknown>[];
    };
    const racks = await deps.catalog.racks();
    const blocks = await Promise.all(
      body.blocks.map(async (block): Promise<HomeBlock | undefined> => {
        switch (block['kind']) {
          case 'products': {
            const products = await tilesByReference(block['productReferences']);
            // A « de saison » block follows the shop's clock: what is out of season leaves it.
            if (block['seasonal'] !== true)
              return { kind: 'products', title: String(block['title']), products };
            return {
              kind: 'products',
              title: String(block['title']),
              products: products.filter((product) => !product.outOfSeason),
              seasonal: true,
            };
          }
          case 'racks': {
            const keys = Array.isArray(block['rackKeys']) ? block['rackKeys'].map(String) : [];
            return {
              kind: 'racks',
              title: String(block['title']),
              racks: keys.flatMap((key) => {
                const rack = racks.find((candidate) => candidate.key === key);
                return rack
                  ? [{ id: rack.id, title: rack.title, path: rack.path, imageUrl: rack.imageUrl }]
                  : [];
              }),
            };
          }
          case 'editorial':
            return {
              kind: 'editorial',
              title: String(block['title']),
              text: String(block['text']),
              href: await linkOf(String(block['href'])),
              imageUrl: imageUrl(block['imageKey']),
              backgroundColor: String(block['backgroundColor']),
            };
          case 'recipes': {
            const slugs = Array.isArray(block['recipeSlugs']) ? block['recipeSlugs'].map(String) : [];
            const recipes = await Promise.all(
              slugs.map((slug) => deps.content.documentById(`recipe.${slug}`)),
            );
            return {
              kind: 'recipes',
              title: String(block['title']),
              recipes: recipes.flatMap((recipe) =>
                recipe
                  ? [
                      {
                        slug: String(recipe.body['slug']),
                        title: String(recipe.body['title']),
                        summary: String(recipe.body['summary']),
                        imageUrl: imageUrl(recipe.body['imageKey']),
                        href: `/${recipe.path ?? ''}`,
                      },
                    ]
                  : [],
              ),
            };
          }
          case 'reassurance': {
            const items = Array.isArray(block['items']) ? (block['items'] as Record<string, unknown>[]) : [];
            return {
              kind: 'reassurance',
              items: items.map((item) => ({
                title: String(item['title']),
                text: String(item['text']),
                imageUrl: imageUrl(item['imageKey']),
              })),
            };
          }
          default:
            return undefined;
        }
      }),
    );
    return {
      kind: 'home',
      banner: { ...body.banner, href: await linkOf(body.banner.href) },
      headerSlider: await Promise.all(
        body.headerSlider.map(async (slide) => ({
          title: slide.title,
          subtitle: slide.subtitle,
          href: await linkOf(slide.href),
          imageUrl: imageUrl(slide.imageKey),
          backgroundColor: slide.backgroundColor,
        })),
      ),
      blocks: blocks.filter((block): block is HomeBlock => block !== undefined),
      updatedAt: document.updatedAt,
    };
  }

  return {
    racks: () => deps.catalog.racks(),
    shelves: async () => inSeason(await deps.catalog.shelves()),
    routing: () => deps.catalog.routing(),
    routingFor: (path: string) => deps.catalog.routingFor(path),
    async rackPage(segment: string) {
      const page = await deps.catalog.rackPage(segment);
      return page && { ...page, shelves: await inSeason(page.shelves) };
    },
    /** The seasonal calendar's page: the month it is at the shop's clock (issue 40). */
    seasons(): SeasonsResponse {
      return { month: parisMonthOf(deps.now()) };
    },
    /** The month at the shop's clock: seasonal answers kept from another month are stale. */
    month: () => parisMonthOf(deps.now()),
    /** Every product's tile, or the tiles of `ids` (a screen's products) in that order. */
    async tiles(ids?: readonly string[]): Promise<ProductTile[]> {
      return withRatings(ids ? await deps.catalog.tilesByIds(ids) : await deps.catalog.tiles());
    },
    async productsByIds(ids: readonly string[]): Promise<ProductCard[]> {
      return withRatings(await deps.catalog.productsByIds(ids));
    },
    async search(text: string, filters: SearchFilters): Promise<SearchResponse> {
      const found = await deps.catalog.search(text, filters);
      return { query: text, ...found, products: await withRatings(found.products) };
    },
    async suggestions(text: string): Promise<SuggestionsResponse> {
      return { query: text, ...(await deps.catalog.suggestions(text)) };
    },
    /**
     * `page?path=`: the home page for `/`, else the content page published there (issue 16:
     * stories, indexes, recipes, the selection; issue 38: the legal pages); drafts instead with a
     * valid preview token.
     */
    async page(path: string, options: { previewToken?: string } = {}): Promise<PageResponse> {
      const content = options.previewToken ? deps.content.inPreview(options.previewToken) : deps.content;
      const documentPath = path.replace(/^\/+|\/+$/g, '');
      const document = await content.documentByPath(documentPath);
      if (!document) throw new AppError('not_found', 'page_not_found');
      if (document.type === 'homePage') return homePage(document);
      const pages = createContentPages({
        catalog: { shelves: async () => inSeason(await deps.catalog.shelves()), tiles: deps.catalog.tiles },
        tilesByReference,
        documentsOfType: (type) => content.documentsOfType(type),
        shopIdentity: deps.shopIdentity,
        privacyAdditions: deps.privacyAdditions ?? [],
      });
      const page = await pages.pageOf(document, `/${documentPath}`);
      if (!page) throw new AppError('not_found', 'page_not_found');
      return page;
    },
    async sidebar(): Promise<{ entries: SidebarEntry[] }> {
      const document = await deps.content.documentById('sidebar');
      return { entries: (document?.body['entries'] as SidebarEntry[] | undefined) ?? [] };
    },
  };
}

export type BffService = ReturnType<typeof createBffService>;
