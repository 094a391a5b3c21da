/**
 * Issue 38: the legal pages are content documents every shop has, filled with its identity, and
 * the staff's to edit: a server start writes a missing one, never over the staff's text.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SHOP_IDENTITY } from '../../config-shop-identity';
import { openShopApp, type ShopTestApp } from '../../testing/shop-test-app';
import { staffSession } from '../../testing/staff-session';
import { createContentModule, type ContentCatalog } from '.';
import { contentDocuments } from './content.tables';

/** Another company than the demo's, as a deployment configures it. */
const IDENTITY = {
  ...DEMO_SHOP_IDENTITY,
  company: 'Terres Vives SAS au capital de 50 000 €',
  registration: 'RCS Lyon 912 345 678',
  host: 'Hébergeur SAS, 2 rue Kellermann, 59100 Roubaix',
  publicationDirector: 'Louise Morel, présidente',
  mediator: 'Médiateur du e-commerce de la FEVAD, mediateurfevad.fr',
};

let shop: ShopTestApp;
beforeAll(async () => {
  shop = await openShopApp({ shopIdentity: IDENTITY });
});
afterAll(() => shop.close());

const page = async (path: string) => {
  const answer = await shop.app.inject({ url: `/api/bff/page?path=${encodeURIComponent(path)}` });
  expect(answer.statusCode).toBe(200);
  return answer.json() as { kind: string; title: string; version: string; blocks: { text: string }[] };
};
const textOf = (legal: { blocks: { text: string }[] }) => legal.blocks.map((block) => block.text).join('\n');

describe('the legal pages', () => {
  it.each([
    ['/cgv', 'Conditions générales de vente', ['L221-28', 'périssables', 'Médiation', 'rétractation']],
    ['/mentions-legales', 'Mentions légales', ['Directeur de la publication', 'Hébergement']],
    [
      '/confidentialite',
      'Confidentialité et données personnelles',
      ['Stripe', 'SMS', 'Expo', 'Sentry', 'CNIL'],
    ],
    [
      '/accessibilite',
      'Déclaration d’accessibilité',
      ['partiellement conforme', 'RGAA', 'axe-core', 'Défenseur des droits'],
    ],
  ])('serves %s, its text naming the shop from its configuration', async (path, title, topics) => {
    const legal = await page(path);
    expect(legal).toMatchObject({ kind: 'legal', title, version: expect.any(String) });
    const text = textOf(legal);
    for (const topic of topics) expect(text).toContain(topic);
    expect(text).not.toMatch(/\{\{\w+\}\}/);
  });

  it('names the company, its registration, host, publication director and mediator', async () => {
    const text = [textOf(await page('/mentions-legales')), textOf(await page('/cgv'))].join('\n');
    for (const field of ['company', 'registration', 'host', 'publicationDirector', 'mediator'] as const) {
      expect(text).toContain(IDENTITY[field]);
    }
  });

  it('lets the staff edit a page, and a restart leaves their text as they published it', async () => {
    const admin = await staffSession(shop, 'admin');
    const staff = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
      shop.app.inject({ method, url, headers: { cookie: admin.cookie }, ...(payload ? { payload } : {}) });
    const document = (await staff('GET', '/api/staff/documents/legalPage.mentions-legales')).json();
    const body = [...document.published.body, 'Photographies : {{company}}.'];
    await staff('PUT', '/api/staff/documents/legalPage.mentions-legales/draft', {
      body: { ...document.published, body },
    });
    await staff('POST', '/api/staff/documents/legalPage.mentions-legales/publish');
    expect(textOf(await page('/mentions-legales'))).toContain(`Photographies : ${IDENTITY.company}.`);

    const restarted = createContentModule({
      db: shop.database.db,
      catalog: { onChange: () => undefined } as unknown as ContentCatalog,
      previewToken: undefined,
    });
    await restarted.ensureLegalPages();
    const kept = await restarted.reader.documentByPath('mentions-legales');
    expect(kept?.body['body']).toEqual(body);
  });

  it('writes a missing legal page back at start', async () => {
    const restarted = createContentModule({
      db: shop.database.db,
      catalog: { onChange: () => undefined } as unknown as ContentCatalog,
      previewToken: undefined,
    });
    // The accessibility statement lost (a restored backup older than the pages).
    await shop.database.db.delete(contentDocuments).where(eq(contentDocuments.id, 'legalPage.accessibilite'));
    expect(await restarted.reader.documentByPath('accessibilite')).toBeUndefined();
    await restarted.ensureLegalPages();
    expect(await restarted.reader.documentByPath('accessibilite')).toMatchObject({ type: 'legalPage' });
  });
});
