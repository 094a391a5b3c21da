import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntriesOf } from '../../testing/staff-audit';
import { staffSession } from '../../testing/staff-session';
import { openShopApp, type ShopTestApp } from '../../testing/shop-test-app';

const STORY = 'editorialPage.magazine.les-sols-vivants';
const STORY_PATH = '/magazine/les-sols-vivants';

let shop: ShopTestApp;
let admin: { cookie: string };
beforeAll(async () => {
  shop = await openShopApp();
  admin = await staffSession(shop, 'admin');
});
afterAll(() => shop.close());

const staff = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, cookie = admin.cookie) =>
  shop.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const shopPage = (path: string, previewToken?: string) =>
  shop.app.inject({
    url: `/api/bff/page?path=${encodeURIComponent(path)}`,
    headers: previewToken ? { 'x-preview-token': previewToken } : {},
  });

/** The fields an entry's change changed, each with its value before and after. */
function changedFields(entry: { before: unknown; after: unknown }): Record<string, [unknown, unknown]> {
  const before = (entry.before ?? {}) as Record<string, unknown>;
  const after = (entry.after ?? {}) as Record<string, unknown>;
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return Object.fromEntries(
    fields
      .filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))
      .map((field) => [field, [before[field], after[field]]]),
  );
}

describe('staff content documents', () => {
  it('lists documents by type, with their drafts', async () => {
    const stories = (await staff('GET', '/api/staff/documents?type=editorialPage')).json();
    expect(stories.total).toBeGreaterThan(3);
    expect(stories.items.every((row: { type: string }) => row.type === 'editorialPage')).toBe(true);
    const drafted = stories.items.filter((row: { hasDraft: boolean }) => row.hasDraft);
    expect(drafted).toHaveLength(1);
    expect(drafted[0]).toMatchObject({ published: true, title: expect.stringMatching(/\(brouillon\)$/) });
    const ladder = (await staff('GET', '/api/staff/documents?type=preloadedPromotion')).json();
    expect(ladder.items[0]).toMatchObject({
      type: 'preloadedPromotion',
      path: null,
      title: 'Vos cadeaux selon votre panier',
    });
    // Documents without a title of their own are named in the staff's words, never by their id.
    const home = (await staff('GET', '/api/staff/documents?type=homePage')).json();
    expect(home.items.map((row: { title: string }) => row.title)).toEqual(['Page d’accueil']);
  });

  it('saves a draft the shop shows only in preview, then publishes it for everyone at once', async () => {
    const document = (await staff('GET', `/api/staff/documents/${STORY}`)).json();
    expect(document).toMatchObject({ id: STORY, path: 'magazine/les-sols-vivants', draft: null });
    expect(document.previewUrl).toMatch(/^\/magazine\/les-sols-vivants\?preview=.+/);
    const token = decodeURIComponent(
      new URL(document.previewUrl, 'http://shop.test').searchParams.get('preview')!,
    );
    // Read once so the shop's caches hold the published page.
    const published = (await shopPage(STORY_PATH)).json();

    const saved = await staff('PUT', `/api/staff/documents/${STORY}/draft`, {
      body: { ...document.published, title: 'Des sols bien vivants', _id: 'ignored', _type: 'ignored' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().draft).toMatchObject({
      title: 'Des sols bien vivants',
      _id: `drafts.${STORY}`,
      _type: 'editorialPage',
    });
    expect((await shopPage(STORY_PATH)).json().title).toBe(published.title);
    const preview = await shopPage(STORY_PATH, token);
    expect([preview.statusCode, preview.json().title]).toEqual([200, 'Des sols bien vivants']);

    const publishing = await staff('POST', `/api/staff/documents/${STORY}/publish`);
    expect(publishing.statusCode).toBe(200);
    expect(publishing.json()).toMatchObject({
      draft: null,
      published: { title: 'Des sols bien vivants', _id: STORY },
    });
    expect((await shopPage(STORY_PATH)).json().title).toBe('Des sols bien vivants');
    const graphqlDocument = await shop.app.inject({
      url: `/api/content/documents?id=${encodeURIComponent(STORY)}`,
    });
    expect(JSON.stringify(graphqlDocument.json())).toContain('Des sols bien vivants');

    const [publishEntry, draftEntry] = await auditEntriesOf(
      shop.app,
      admin.cookie,
      'content_document',
      STORY,
    );
    // The draft starts from the published story; publishing replaces the published one.
    for (const entry of [draftEntry, publishEntry]) {
      expect(changedFields(entry!)).toEqual({ title: [published.title, 'Des sols bien vivants'] });
    }
    expect([draftEntry!.action, publishEntry!.action]).toEqual(['content.save_draft', 'content.publish']);
  });

  it('refuses a story without a title, or with one too long to be a heading, keeping its draft', async () => {
    const document = (await staff('GET', `/api/staff/documents/${STORY}`)).json();
    for (const [title, message] of [
      ['', 'Titre : ce champ est obligatoire.'],
      ['   ', 'Titre : ce champ est obligatoire.'],
      ['A'.repeat(3000), 'Titre : 120 caractères au plus (3000 saisis).'],
    ] as const) {
      const refused = await staff('PUT', `/api/staff/documents/${STORY}/draft`, {
        body: { ...document.published, title },
      });
      expect([refused.statusCode, refused.json().error.code]).toEqual([400, 'content_invalid']);
      expect(refused.json().error.details).toEqual([{ field: 'draft.title', message }]);
    }
    const { title: _dropped, ...untitled } = document.published;
    const refused = await staff('PUT', `/api/staff/documents/${STORY}/draft`, { body: untitled });
    expect(refused.json().error.code).toMatch(/^content_(invalid|fields_lost)$/);
    expect((await staff('GET', `/api/staff/documents/${STORY}`)).json().draft).toEqual(document.draft);
    expect((await shopPage(STORY_PATH)).json().title).toBe(document.published.title);
  });

  it('refuses a recipe for « -2 personnes » or no time at all, saying which number; a fitting one is saved', async () => {
    const id = 'recipe.fusilli-complets-aux-legumes-du-soleil';
    const recipe = (await staff('GET', `/api/staff/documents/${id}`)).json().published;
    for (const [change, field] of [
      [{ servings: -2 }, 'servings'],
      [{ servings: 2.5 }, 'servings'],
      [{ preparationMinutes: 0 }, 'preparationMinutes'],
    ] as const) {
      const refused = await staff('PUT', `/api/staff/documents/${id}/draft`, {
        body: { ...recipe, ...change },
      });
      expect([refused.statusCode, refused.json().error.code]).toEqual([400, 'content_invalid']);
      expect(refused.json().error.details).toEqual([
        {
          field: `draft.${field}`,
          message: expect.stringMatching(/doit être un nombre entier de .* de 1 à \d+\.$/),
        },
      ]);
    }
    const saved = await staff('PUT', `/api/staff/documents/${id}/draft`, {
      body: { ...recipe, servings: 6 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('refuses a home page whose blocks the shop could not show, saying where; a fitting one is saved', async () => {
    const home = (await staff('GET', '/api/staff/documents/homePage')).json().published;
    const blocks = home.blocks as Record<string, unknown>[];
    const wrong = {
      ...home,
      blocks: [{ ...blocks[0], kind: 'nimportequoi' }, { ...blocks[1], title: 42 }, ...blocks.slice(2)],
      headerSlider: [{ ...home.headerSlider[0], backgroundColor: 'vert' }, ...home.headerSlider.slice(1)],
    };
    const refused = await staff('PUT', '/api/staff/documents/homePage/draft', { body: wrong });
    expect([refused.statusCode, refused.json().error.code]).toEqual([400, 'content_invalid']);
    expect(refused.json().error.details).toEqual([
      {
        field: 'draft.headerSlider.0.backgroundColor',
        message: 'Diapositive 1, « backgroundColor » : doit être une couleur #RRVVBB.',
      },
      {
        field: expect.stringMatching(/^draft\.blocks\.0/),
        message: expect.stringMatching(
          /^Bloc 1.* : « kind » doit valoir products, racks, editorial, recipes, reassurance\.$/,
        ),
      },
      { field: 'draft.blocks.1.title', message: 'Bloc 2, « title » : doit être un texte.' },
    ]);
    expect((await staff('GET', '/api/staff/documents/homePage')).json().draft).toBeNull();
    // The shop's home still shows every block.
    const shown = (await shopPage('/')).json().blocks as unknown[];
    expect(shown).toHaveLength(blocks.length);

    const saved = await staff('PUT', '/api/staff/documents/homePage/draft', {
      body: { ...home, banner: { ...home.banner, title: 'Les fraises arrivent' } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('refuses a gift ladder naming a product the catalogue does not have, saying which tier', async () => {
    const [ladder] = (await staff('GET', '/api/staff/documents?type=preloadedPromotion')).json().items as {
      id: string;
    }[];
    const published = (await staff('GET', `/api/staff/documents/${ladder!.id}`)).json().published;
    const gifts = published.gifts as { productReference: string }[];
    const wrong = {
      ...published,
      gifts: [gifts[0], { ...gifts[1], productReference: 'produit-qui-nexiste-pas' }, ...gifts.slice(2)],
    };
    const refused = await staff('PUT', `/api/staff/documents/${ladder!.id}/draft`, { body: wrong });
    expect([refused.statusCode, refused.json().error.code]).toEqual([400, 'content_invalid']);
    expect(refused.json().error.details).toEqual([
      {
        field: 'draft.gifts.1.productReference',
        message: 'Palier 2 : aucun produit n’a la référence « produit-qui-nexiste-pas ».',
      },
    ]);
    expect((await staff('GET', `/api/staff/documents/${ladder!.id}`)).json().draft).toBeNull();
    // Its section's title, which the cart shows above the gifts, is kept too.
    const untitled = await staff('PUT', `/api/staff/documents/${ladder!.id}/draft`, {
      body: { ...published, giftsSectionTitle: ' ' },
    });
    expect(untitled.json().error.details).toEqual([
      { field: 'draft.giftsSectionTitle', message: 'Titre de la section : ce champ est obligatoire.' },
    ]);
    const saved = await staff('PUT', `/api/staff/documents/${ladder!.id}/draft`, { body: published });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('journals the fields a gift ladder’s publication changed, each with its values, a gift with its product’s name', async () => {
    const url = '/api/staff/documents/preloadedPromotion.bienvenue-cadeaux';
    const { published } = (await staff('GET', url)).json() as { published: Record<string, unknown> };
    const gifts = published['gifts'] as { productReference: string; minimumUnlockableAmountCents: number }[];
    const raised = gifts.map((gift, index) =>
      index === 0 ? { ...gift, minimumUnlockableAmountCents: gift.minimumUnlockableAmountCents + 500 } : gift,
    );
    const body = { ...published, gifts: raised, giftsSectionSubtitle: 'Un cadeau dès 45 € d’achats.' };
    expect((await staff('PUT', `${url}/draft`, { body })).statusCode).toBe(200);
    expect((await staff('POST', `${url}/publish`)).statusCode).toBe(200);

    const [publishEntry] = await auditEntriesOf(
      shop.app,
      admin.cookie,
      'content_document',
      'preloadedPromotion.bienvenue-cadeaux',
    );
    expect(publishEntry!.action).toBe('content.publish');
    const names = new Map<string, string>();
    for (const { productReference } of gifts) {
      const found = await staff('GET', `/api/staff/products?q=${encodeURIComponent(productReference)}`);
      const items = found.json().items as { reference: string; name: string }[];
      names.set(productReference, items.find((product) => product.reference === productReference)!.name);
    }
    const named = (tiers: { productReference: string }[]) =>
      tiers.map((tier) => ({ ...tier, productName: names.get(tier.productReference) }));
    expect(changedFields(publishEntry!)).toEqual({
      gifts: [named(gifts), named(raised)],
      giftsSectionSubtitle: [published['giftsSectionSubtitle'], 'Un cadeau dès 45 € d’achats.'],
    });
  });

  it('journals a page’s text changed as its body, beside its other fields', async () => {
    const url = '/api/staff/documents/legalPage.mentions-legales';
    const { published } = (await staff('GET', url)).json() as { published: { body: string[] } };
    const body = [...published.body, 'Un paragraphe de plus.'];
    expect((await staff('PUT', `${url}/draft`, { body: { ...published, body } })).statusCode).toBe(200);
    expect((await staff('POST', `${url}/publish`)).statusCode).toBe(200);

    const [publishEntry, draftEntry] = await auditEntriesOf(
      shop.app,
      admin.cookie,
      'content_document',
      'legalPage.mentions-legales',
    );
    for (const entry of [draftEntry, publishEntry]) {
      expect(changedFields(entry!)).toEqual({ body: [published.body, body] });
    }
  });

  it('refuses to publish without a draft, a body that is not an object, an unknown document, and support', async () => {
    const nothing = await staff('POST', '/api/staff/documents/sidebar/publish');
    expect([nothing.statusCode, nothing.json().error.code]).toEqual([409, 'content_no_draft']);
    expect(nothing.json().error.message).toMatch(/brouillon/);
    const notAnObject = await staff('PUT', `/api/staff/documents/${STORY}/draft`, { body: 'texte' });
    expect(notAnObject.statusCode).toBe(400);
    // A draft that drops what the page shows, or turns a list into a number: the page would be blank.
    for (const body of [
      {},
      { ...(await staff('GET', `/api/staff/documents/sidebar`)).json().published, entries: 42 },
    ]) {
      const lost = await staff('PUT', '/api/staff/documents/sidebar/draft', { body });
      expect([lost.statusCode, lost.json().error.code]).toEqual([400, 'content_fields_lost']);
      expect(lost.json().error.details.lost).toContain('entries');
    }
    expect((await staff('GET', '/api/staff/documents/sidebar')).json().draft).toBeNull();
    const unknown = await staff('GET', '/api/staff/documents/editorialPage.nulle-part');
    expect(unknown.statusCode).toBe(404);
    const support = await staffSession(shop, 'support');
    expect((await staff('GET', `/api/staff/documents/${STORY}`, undefined, support.cookie)).statusCode).toBe(
      200,
    );
    expect(
      (await staff('POST', `/api/staff/documents/${STORY}/publish`, undefined, support.cookie)).statusCode,
    ).toBe(403);
  });
});
