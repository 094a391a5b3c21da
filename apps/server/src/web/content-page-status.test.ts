import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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
    'server/[...path].html': '<html>Page introuvable</html>',
    'client/favicon.ico': 'icon',
  };
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  }
}

describe('the status of content pages on the web (issue 16)', () => {
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

  it('answers a page in preview with 200 when its draft exists', async () => {
    expect(await status(`/mission-regeneration?preview=${TEST_PREVIEW_TOKEN}`)).toBe(200);
  });
});
