import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ProductTile, Shelf } from '@sillon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSeededApp, TEST_PREVIEW_TOKEN, type TestApp } from '../testing/test-app';

/** A miniature server export with the content routes (see web-shop.test.ts for its layout). */
function writeContentExport(root: string): void {
  const route = (page: string, namedRegex: string) => ({
    file: `.${page}.tsx`,
    page,
    namedRegex,
    routeKeys: {},
  });
  const manifest = {
    apiRoutes: [],
    htmlRoutes: [
      route('/magazine/[slug]', '^/magazine/(?<slug>[^/]+?)(?:/)?$'),
      route('/recettes/[slug]', '^/recettes/(?<slug>[^/]+?)(?:/)?$'),
      route('/recettes/index', '^/recettes(?:/)?$'),
      route('/selection', '^/selection(?:/)?$'),
      route('/mission-regeneration', '^/mission-regeneration(?:/)?$'),
      route('/editorial', '^/editorial(?:/)?$'),
      route('/pp/[id]/reviews', '^/pp/(?<id>[^/]+?)/reviews(?:/)?$'),
      route('/pp/[id]/index', '^/pp/(?<id>[^/]+?)(?:/)?$'),
      route('/p/[rack]/index', '^/p/(?<rack>[^/]+?)(?:/)?$'),
      route('/p/[rack]/[shelf]', '^/p/(?<rack>[^/]+?)/(?<shelf>[^/]+?)(?:/)?$'),
      route('/[...path]', '^(?:/(?<path>.+?))?(?:/)?$'),
    ],
    notFoundRoutes: [],
    redirects: [],
    rewrites: [],
  };
  const files: Record<string, string> = {
    'server/_expo/routes.json': JSON.stringify(manifest),
    'server/inline-script-hashes.json': '[]',
    'server/magazine/[slug].html': '<html>story</html>',
    'server/recettes/[slug].html': '<html>recipe</html>',
    'server/recettes.html': '<html>recipes</html>',
    'server/selection.html': '<html>selection</html>',
    'server/mission-regeneration.html': '<html>mission</html>',
    'server/editorial.html': '<html>editorial</html>',
    'server/pp/[id].html': '<html>product</html>',
    'server/pp/[id]/reviews.html': '<html>reviews</html>',
    'server/p/[rack].html': '<html>rack</html>',
    'server/p/[rack]/[shelf].html': '<html>shelf</html>',
    'server/[...path].html': '<html>Page introuvable</html>',
    'client/favicon.ico': 'icon',
  };
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  }
}

describe('the status of content and catalogue pages on the web (issue 16)', () => {
  let webDir: string;
  let shop: TestApp;

  beforeAll(async () => {
    webDir = mkdtempSync(path.join(tmpdir(), 'sillon-web-'));
    writeContentExport(webDir);
    shop = await openSeededApp({ webDir });
  });
  afterAll(async () => {
    await shop.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  const status = async (url: string) => (await shop.app.inject({ method: 'GET', url })).statusCode;

  it.each(['/magazine/les-sols-vivants', '/recettes/tarte-tatin-aux-reinettes', '/recettes', '/selection'])(
    'answers %s, whose document exists, with 200',
    async (url) => {
      expect(await status(url)).toBe(200);
    },
  );

  it.each(['/magazine/nulle-part', '/recettes/soupe-introuvable', '/recettes/soupe-introuvable?s=1'])(
    'answers %s, an unknown slug, with its page and a 404',
    async (url) => {
      const response = await shop.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('text/html');
    },
  );

  it.each(['/nos-articles/saisons/hiver/legumes-racines', '/trouver-miel'])(
    'answers %s, an editorial document no route of its own takes, with 200 (spec §2)',
    async (url) => {
      expect(await status(url)).toBe(200);
    },
  );

  it.each(['/nos-articles/saisons/hiver/nulle-part', '/trouver-des-truffes', '/ce-chemin-n-existe-pas'])(
    'answers %s, taken only by the catch-all route with no document, with a 404',
    async (url) => {
      expect(await status(url)).toBe(404);
    },
  );

  it('answers the editorial screen with 200 for a story, and 404 without one', async () => {
    expect(await status(`/editorial?path=${encodeURIComponent('/magazine/les-sols-vivants')}`)).toBe(200);
    expect(await status(`/editorial?path=${encodeURIComponent('/magazine/nulle-part')}`)).toBe(404);
    expect(await status('/editorial?path=/cart')).toBe(404);
    expect(await status('/editorial')).toBe(404);
  });

  it("answers a product, a rack and a shelf with 200, and with a 404 when the catalogue has none (spec §2's « Page introuvable »)", async () => {
    const shelves: Shelf[] = (
      await shop.app.inject({ method: 'GET', url: '/api/bff/catalog/shelves' })
    ).json().shelves;
    const [product] = (await shop.app.inject({ method: 'GET', url: '/api/bff/catalog/products' })).json()
      .products as ProductTile[];
    const shelf = shelves[0]!;
    const rackPath = shelf.path.split('/').slice(0, 3).join('/');
    expect(await status(product!.path)).toBe(200);
    expect(await status(`${product!.path}/reviews`)).toBe(200);
    expect(await status(rackPath)).toBe(200);
    expect(await status(shelf.path)).toBe(200);
    expect(await status('/pp/produit-inconnu-zz99')).toBe(404);
    expect(await status('/pp/produit-inconnu-zz99/reviews')).toBe(404);
    expect(await status('/p/rayon-inconnu-zz99')).toBe(404);
    expect(await status(`${rackPath}/rayon-inconnu-zz99`)).toBe(404);
  });

  it('answers a page in preview with 200 when its draft exists', async () => {
    expect(await status(`/mission-regeneration?preview=${TEST_PREVIEW_TOKEN}`)).toBe(200);
  });
});
