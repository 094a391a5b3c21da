/**
 * What search engines read of the shop (issue 16): `robots.txt` (the personal screens are not for
 * them) and `sitemap.xml` (every public page: home, racks, shelves, products, stories, recipes),
 * built from the catalogue's routing data and the content service's published documents, so a
 * page exists in the sitemap exactly when the shop answers it.
 */
import { productPath, rackPath, SEASONS_CALENDAR_PATH, shelfPath, type RoutingData } from '@sillon/domain';

export type PublishedPage = { path: string | null; updatedAt: string };

export type SeoDeps = {
  routing: () => Promise<RoutingData>;
  /** Published content documents of a type (editorial pages, recipes). */
  documentsOfType: (type: string) => Promise<PublishedPage[]>;
};

/** The content types that are pages of their own, at their document's path. */
const PAGE_TYPES = ['editorialPage', 'editorialIndex', 'recipe', 'recipeIndex', 'selection'];

/** Screens of one customer, or steps of one order: nothing a search engine should list. */
const PRIVATE_PATHS = ['/my-account', '/order-checkout', '/cart', '/login', '/pre-login', '/api/'];

type SitemapEntry = { path: string; lastModified?: string };

/** `origin` is the shop's address as the client reached it (`https://sillon.fr`). */
export function createSeoService(deps: SeoDeps) {
  async function entries(): Promise<SitemapEntry[]> {
    const routing = await deps.routing();
    const catalogue: SitemapEntry[] = [
      { path: '/' },
      // The seasonal calendar, a page of the shop's own (issue 40).
      { path: SEASONS_CALENDAR_PATH },
      ...routing.racks.flatMap((rack) => [
        { path: rackPath(rack) },
        ...rack.shelves.map((shelf) => ({ path: shelfPath(rack, shelf) })),
      ]),
      ...routing.products.map((product) => ({ path: productPath(product) })),
    ];
    const pages: SitemapEntry[] = [];
    for (const type of PAGE_TYPES) {
      for (const page of await deps.documentsOfType(type)) {
        if (page.path) pages.push({ path: `/${page.path}`, lastModified: page.updatedAt });
      }
    }
    return [...catalogue, ...pages];
  }

  return {
    robotsTxt(origin: string): string {
      return [
        'User-agent: *',
        ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
        '',
        `Sitemap: ${origin}/sitemap.xml`,
        '',
      ].join('\n');
    },

    async sitemapXml(origin: string): Promise<string> {
      const urls = (await entries()).map((entry) => {
        const lastModified = entry.lastModified
          ? `<lastmod>${entry.lastModified.slice(0, 10)}</lastmod>`
          : '';
        return `<url><loc>${escapeXml(origin + encodeURI(entry.path))}</loc>${lastModified}</url>`;
      });
      return [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...urls,
        '</urlset>',
        '',
      ].join('\n');
    },
  };
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

export type SeoService = ReturnType<typeof createSeoService>;
