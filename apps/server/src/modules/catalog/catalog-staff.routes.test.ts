import { SEASONAL_CALENDAR, isOutOfSeason } from '@sillon/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { heldTransaction, untilWaitingOn } from '../../testing/held-transaction';
import { auditEntriesOf } from '../../testing/staff-audit';
import { staffSession } from '../../testing/staff-session';
import { openShopApp, type ShopTestApp } from '../../testing/shop-test-app';
import { products } from './catalog.tables';

let shop: ShopTestApp;
let admin: { cookie: string };
let honey: string;
beforeAll(async () => {
  shop = await openShopApp();
  admin = await staffSession(shop, 'admin');
  honey = (await shop.productIds(['miel-de-tilleul']))['miel-de-tilleul']!;
});
afterAll(() => shop.close());

const staff = (method: 'GET' | 'PATCH' | 'PUT', url: string, payload?: object, cookie = admin.cookie) =>
  shop.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

async function shopTile(id: string) {
  const tiles = (await shop.app.inject({ url: '/api/bff/catalog/products' })).json().products as {
    id: string;
    priceCents: number;
    available: boolean;
    photo: { url: string };
  }[];
  return tiles.find((tile) => tile.id === id)!;
}

describe('staff products', () => {
  it('finds products by name without accents, by reference, and by rack', async () => {
    const byName = (await staff('GET', '/api/staff/products?q=TILLEUL')).json();
    expect(byName.items.map((item: { id: string }) => item.id)).toContain(honey);
    const byReference = (await staff('GET', '/api/staff/products?q=miel-de-t')).json();
    expect(byReference.items[0]).toMatchObject({ id: honey, reference: 'miel-de-tilleul' });
    const rackId = byReference.items[0].racks[0].id as number;
    // A rack is named as the shop names it: « Fruits & légumes », where its label was « Fruits et légumes ».
    const [strawberries] = (await staff('GET', '/api/staff/products?q=fraises-gariguette')).json().items;
    const shopRack = (
      await shop.app.inject({ url: `/api/bff/catalog/racks/${strawberries.racks[0].id}` })
    ).json();
    expect(shopRack.rack.title).toBe('Fruits & légumes');
    expect(strawberries.racks[0]).toEqual({ id: Number(shopRack.rack.id), label: shopRack.rack.title });
    // A product on shelves of two racks names both, in the racks' order.
    const [beer] = (await staff('GET', '/api/staff/products?q=biere-blonde-des-champs-libres')).json().items;
    expect(beer.racks.map((rack: { label: string }) => rack.label)).toEqual(['Épicerie salée', 'Boissons']);
    const inRack = (await staff('GET', `/api/staff/products?rackId=${rackId}&perPage=100`)).json();
    expect(inRack.items.map((item: { id: string }) => item.id)).toContain(honey);
    // In French alphabetical order: case and accents set no product apart.
    const names = (
      (await staff('GET', '/api/staff/products?perPage=100')).json().items as { name: string }[]
    ).map((item) => item.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'fr', { sensitivity: 'base' })));
    const all = (await staff('GET', '/api/staff/products?perPage=1')).json();
    expect(inRack.total).toBeLessThan(all.total);
    const page = (await staff('GET', '/api/staff/products?perPage=2&page=2')).json();
    expect(page.items).toHaveLength(2);
  });

  it('changes a price and stock that the shop shows at once, and writes them in the audit log', async () => {
    // Read once so the shop's caches hold the old price.
    const before = await shopTile(honey);
    const changed = await staff('PATCH', `/api/staff/products/${honey}`, {
      priceCents: before.priceCents + 111,
      stock: 7,
      maxOrderable: 3,
      labels: ['Bio', 'Pollinisateurs'],
      regionalPostalPrefixes: ['69', '75001'],
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ priceCents: before.priceCents + 111, stock: 7, maxOrderable: 3 });
    expect((await shopTile(honey)).priceCents).toBe(before.priceCents + 111);
    const availability = (await shop.app.inject({ url: '/api/catalog/products/availability' })).json();
    expect(availability[honey].public_price).toBeCloseTo((before.priceCents + 111) / 100);
    // Labels are searched at once.
    const found = (await shop.app.inject({ url: '/api/bff/search?s=pollinisateurs' })).json();
    expect(JSON.stringify(found)).toContain(honey);

    const [entry] = await auditEntriesOf(shop.app, admin.cookie, 'product', honey);
    expect(entry).toMatchObject({
      action: 'product.update',
      before: { priceCents: before.priceCents, labels: ['Bio'] },
      after: { priceCents: before.priceCents + 111, stock: 7, labels: ['Bio', 'Pollinisateurs'] },
    });
  });

  it('refuses a field another member changed since the form read it, and keeps the other fields’ changes', async () => {
    const read = (await staff('GET', `/api/staff/products/${honey}`)).json() as {
      priceCents: number;
      stock: number;
    };
    // Two forms opened on the same product; the first saves a new price.
    const first = await staff('PATCH', `/api/staff/products/${honey}`, {
      priceCents: read.priceCents + 10,
      previous: { priceCents: read.priceCents },
    });
    expect(first.statusCode, first.body).toBe(200);
    const stale = await staff('PATCH', `/api/staff/products/${honey}`, {
      priceCents: read.priceCents + 20,
      previous: { priceCents: read.priceCents },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatchObject({
      code: 'product_changed_meanwhile',
      message: expect.stringMatching(/modifié ce champ du produit entre-temps/),
      details: { fields: { priceCents: 'product_changed_meanwhile' } },
    });
    expect((await staff('GET', `/api/staff/products/${honey}`)).json().priceCents).toBe(read.priceCents + 10);
    // The stock nobody else touched: the second form's change goes in.
    const stock = await staff('PATCH', `/api/staff/products/${honey}`, {
      stock: read.stock + 1,
      previous: { stock: read.stock },
    });
    expect(stock.statusCode, stock.body).toBe(200);
    await staff('PATCH', `/api/staff/products/${honey}`, { priceCents: read.priceCents, stock: read.stock });
  });

  const honeyNow = async () =>
    (await staff('GET', `/api/staff/products/${honey}`)).json() as { priceCents: number; stock: number };

  /** The product's row held, Alice's change waits for it, then Bruno's behind hers; let through in that order. */
  async function queuedBehindEachOther(alices: object, brunos: object) {
    const url = `/api/staff/products/${honey}`;
    const held = await heldTransaction(shop.database.db, async (tx) => {
      await tx.select().from(products).where(eq(products.id, honey)).for('update');
    });
    const alice = staff('PATCH', url, alices);
    await untilWaitingOn(shop.database.db, held.pid, 1);
    const bruno = staff('PATCH', url, brunos);
    await untilWaitingOn(shop.database.db, held.pid, 2);
    await held.commit();
    return { alice: await alice, bruno: await bruno };
  }

  it('journals as « before » of a change the product it replaced, another change’s result when it waited for it', async () => {
    const read = await honeyNow();
    const stock = read.stock + 40;
    await staff('PATCH', `/api/staff/products/${honey}`, { stock });
    const { alice, bruno } = await queuedBehindEachOther(
      { priceCents: read.priceCents + 30 },
      { stock: stock + 5 },
    );
    expect([alice.statusCode, bruno.statusCode]).toEqual([200, 200]);

    const [brunos, alices] = await auditEntriesOf(shop.app, admin.cookie, 'product', honey);
    expect(alices).toMatchObject({
      before: { priceCents: read.priceCents, stock },
      after: { priceCents: read.priceCents + 30, stock },
    });
    // Bruno's change replaced Alice's result, not the product both had read.
    expect(brunos).toMatchObject({
      before: { priceCents: read.priceCents + 30, stock },
      after: { priceCents: read.priceCents + 30, stock: stock + 5 },
    });
    await staff('PATCH', `/api/staff/products/${honey}`, { priceCents: read.priceCents, stock: read.stock });
  });

  it('journals as « before » of a change refused under the product’s lock the product it found there', async () => {
    const price = (await honeyNow()).priceCents;
    // Both forms read the same price; Bruno's is saved second and finds Alice's.
    const { alice, bruno } = await queuedBehindEachOther(
      { priceCents: price + 10, previous: { priceCents: price } },
      { priceCents: price + 20, previous: { priceCents: price } },
    );
    expect([alice.statusCode, bruno.statusCode]).toEqual([200, 409]);

    const [refused] = await auditEntriesOf(shop.app, admin.cookie, 'product', honey);
    expect(refused).toMatchObject({
      outcome: 'refused',
      errorCode: 'product_changed_meanwhile',
      before: { priceCents: price + 10 },
    });
    await staff('PATCH', `/api/staff/products/${honey}`, { priceCents: price });
  });

  it('keeps a price three times the current one, or a third of it, until the member confirms that price', async () => {
    const read = (await staff('GET', `/api/staff/products/${honey}`)).json() as { priceCents: number };
    const slip = read.priceCents * 100; // « 1290 » typed for 12,90 €
    const unconfirmed = await staff('PATCH', `/api/staff/products/${honey}`, { priceCents: slip, stock: 9 });
    expect(unconfirmed.statusCode).toBe(422);
    expect(unconfirmed.json().error).toMatchObject({
      code: 'price_change_unconfirmed',
      message: expect.stringMatching(/confirmez-le/),
      details: { fields: { priceCents: 'price_change_unconfirmed' } },
    });
    // Nothing of the change went in, the stock with it.
    expect((await staff('GET', `/api/staff/products/${honey}`)).json()).toMatchObject({
      priceCents: read.priceCents,
    });
    expect((await shopTile(honey)).priceCents).toBe(read.priceCents);
    // A confirmation of another price does not count; a third of the price is as unusual.
    for (const body of [
      { priceCents: slip, confirmedPriceCents: slip + 1 },
      { priceCents: Math.floor(read.priceCents / 3) },
    ]) {
      expect((await staff('PATCH', `/api/staff/products/${honey}`, body)).statusCode).toBe(422);
    }
    // A usual change needs no confirmation; the confirmed one goes in.
    const usual = await staff('PATCH', `/api/staff/products/${honey}`, { priceCents: read.priceCents * 2 });
    expect(usual.statusCode, usual.body).toBe(200);
    const confirmed = await staff('PATCH', `/api/staff/products/${honey}`, {
      priceCents: slip,
      confirmedPriceCents: slip,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await shopTile(honey)).priceCents).toBe(slip);
    const back = await staff('PATCH', `/api/staff/products/${honey}`, {
      priceCents: read.priceCents,
      confirmedPriceCents: read.priceCents,
    });
    expect(back.statusCode, back.body).toBe(200);
  });

  it('takes a product out of the shop', async () => {
    await staff('PATCH', `/api/staff/products/${honey}`, { available: false });
    expect((await shopTile(honey)).available).toBe(false);
    await staff('PATCH', `/api/staff/products/${honey}`, { available: true, stock: 20 });
    expect((await shopTile(honey)).available).toBe(true);
  });

  it('renames a product and rewrites its description: its card, its tile and the search follow at once, its address stays', async () => {
    const card = async () =>
      (
        await shop.app.inject({ method: 'POST', url: '/api/bff/catalog/products', payload: { ids: [honey] } })
      ).json().products[0] as { displayName: string; description: string; slug: string };
    const searched = async (text: string) =>
      (
        (await shop.app.inject({ url: `/api/bff/search?s=${encodeURIComponent(text)}` })).json().products as {
          id: string;
        }[]
      ).map((tile) => tile.id);
    const before = await card();
    expect(await searched('acacia')).not.toContain(honey);

    const changed = await staff('PATCH', `/api/staff/products/${honey}`, {
      name: '  Miel d’acacia  ',
      description: 'Un miel clair et doux, récolté en juin dans les Cévennes.',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      name: 'Miel d’acacia',
      description: 'Un miel clair et doux, récolté en juin dans les Cévennes.',
    });
    expect(await card()).toMatchObject({
      displayName: 'Miel d’acacia',
      description: 'Un miel clair et doux, récolté en juin dans les Cévennes.',
      slug: before.slug,
    });
    expect(await searched('acacia')).toContain(honey);
    expect(await searched('cevennes')).toContain(honey);
    const staffFound = (await staff('GET', '/api/staff/products?q=ACACIA')).json();
    expect(staffFound.items.map((item: { id: string }) => item.id)).toContain(honey);

    await staff('PATCH', `/api/staff/products/${honey}`, {
      name: before.displayName,
      description: before.description,
    });
    expect(await searched('acacia')).not.toContain(honey);
    expect((await card()).displayName).toBe(before.displayName);
  });

  it('refuses a name without a letter, too long or empty, and an empty description, in French', async () => {
    for (const [body, message] of [
      [{ name: '🍯🍯' }, 'Le nom doit contenir au moins une lettre.'],
      [{ name: 'm'.repeat(81) }, 'Le nom ne peut pas dépasser 80 caractères.'],
      [{ name: '   ' }, 'Le nom est obligatoire.'],
      [{ description: '' }, 'La description est obligatoire.'],
    ] as const) {
      const refused = await staff('PATCH', `/api/staff/products/${honey}`, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.details[0].message).toBe(message);
    }
    expect((await staff('GET', `/api/staff/products/${honey}`)).json().name).toBe('Miel de tilleul');
  });

  it('refuses a price of zero, a negative stock, a bad postal prefix and an empty change, in French', async () => {
    for (const body of [
      { priceCents: 0 },
      { stock: -1 },
      { maxOrderable: 0 },
      { regionalPostalPrefixes: ['7'] },
      { regionalPostalPrefixes: ['75A'] },
      {},
    ]) {
      const refused = await staff('PATCH', `/api/staff/products/${honey}`, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.code).toBe('validation_failed');
      expect(refused.json().error.message).toMatch(/[éèà]|Vérifiez|saisi/);
    }
    const price = await staff('PATCH', `/api/staff/products/${honey}`, { priceCents: 0 });
    expect(price.json().error.details[0].message).toBe('Le prix doit être d’au moins 1 centime.');
    const unknown = await staff('PATCH', '/api/staff/products/00000000-0000-4000-8000-000000000000', {
      stock: 1,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('changes food information that the product page and the « sans » filters show at once', async () => {
    const read = (await staff('GET', `/api/staff/products/${honey}`)).json();
    expect(read.foodInformation).toMatchObject({ prepacked: true, allergens: [], traces: [] });
    const freeOfNuts = async () =>
      JSON.stringify((await shop.app.inject({ url: '/api/bff/search?s=miel&sans=fruits-a-coque' })).json());
    expect(await freeOfNuts()).toContain(honey);

    const withTraces = { ...read.foodInformation, traces: ['nuts'] };
    // As the back office sends it: what its form showed, read from the staff's answer.
    const changed = await staff('PATCH', `/api/staff/products/${honey}`, {
      foodInformation: withTraces,
      previous: { foodInformation: read.foodInformation },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().foodInformation.traces).toEqual(['nuts']);
    const card = (
      await shop.app.inject({ method: 'POST', url: '/api/bff/catalog/products', payload: { ids: [honey] } })
    ).json().products[0];
    expect(card.foodInformation.traces).toEqual(['nuts']);
    expect(await freeOfNuts()).not.toContain(honey);
    const [entry] = await auditEntriesOf(shop.app, admin.cookie, 'product', honey);
    expect(entry).toMatchObject({
      before: { foodInformation: { traces: [] } },
      after: { foodInformation: { traces: ['nuts'] } },
    });

    await staff('PATCH', `/api/staff/products/${honey}`, { foodInformation: read.foodInformation });
    expect(await freeOfNuts()).toContain(honey);
  });

  it('names the fruit or vegetable a product is: its card and the « de saison » shelf follow at once', async () => {
    type ShelvesAnswer = { shelves: { key: string; products: string[] }[] };
    const seasonShelf = async () =>
      ((await shop.app.inject({ url: '/api/bff/catalog/shelves' })).json() as ShelvesAnswer).shelves.find(
        (shelf) => shelf.key === 'fruits-de-saison',
      )!.products;
    const outOfSeason = async (id: string) =>
      (
        await shop.app.inject({ method: 'POST', url: '/api/bff/catalog/products', payload: { ids: [id] } })
      ).json().products[0].outOfSeason === true;
    // A fruit of the shelf, in season now, and a produce that is not.
    const [fruit] = await seasonShelf();
    const read = (await staff('GET', `/api/staff/products/${fruit}`)).json();
    expect(read.produce).toEqual(expect.any(String));
    const offSeason = Object.keys(SEASONAL_CALENDAR).find((key) => isOutOfSeason(key, new Date()))!;

    const changed = await staff('PATCH', `/api/staff/products/${fruit}`, { produce: offSeason });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().produce).toBe(offSeason);
    expect(await seasonShelf()).not.toContain(fruit);
    expect(await outOfSeason(fruit!)).toBe(true);
    const [entry] = await auditEntriesOf(shop.app, admin.cookie, 'product', fruit!);
    expect(entry).toMatchObject({ before: { produce: read.produce }, after: { produce: offSeason } });

    // None: a product that is no fruit or vegetable has no season.
    await staff('PATCH', `/api/staff/products/${fruit}`, { produce: null });
    expect(await outOfSeason(fruit!)).toBe(false);
    expect(await seasonShelf()).toContain(fruit);
    const unknown = await staff('PATCH', `/api/staff/products/${fruit}`, { produce: 'banane-plantain' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.details[0].message).toBe(
      'Choisissez un fruit ou un légume du calendrier des saisons.',
    );
    await staff('PATCH', `/api/staff/products/${fruit}`, { produce: read.produce });
    expect(await seasonShelf()).toContain(fruit);
  });

  it('refuses food information whose allergens or energy do not hold together, saying why in French', async () => {
    const { foodInformation } = (await staff('GET', `/api/staff/products/${honey}`)).json();
    for (const [change, message] of [
      [{ ingredients: [{ name: 'miel' }, { name: 'noisettes' }] }, /noisettes.*Fruits à coque/],
      [{ allergens: ['milk'] }, /Allergènes/],
      [
        { nutrition: { ...foodInformation.nutrition, energyKcal: 100, energyKj: 418 } },
        /Nutrition : énergie/,
      ],
      [{ nutrition: null }, /préemballé/],
      [{ allergens: ['arachides'] }, /14 allergènes/],
    ] as const) {
      const refused = await staff('PATCH', `/api/staff/products/${honey}`, {
        foodInformation: { ...foodInformation, ...change },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.code).toBe('validation_failed');
      expect(JSON.stringify(refused.json().error.details)).toMatch(message);
    }
  });

  it('lets a preparer read the catalogue but not change it', async () => {
    const preparer = await staffSession(shop, 'preparer');
    expect((await staff('GET', `/api/staff/products/${honey}`, undefined, preparer.cookie)).statusCode).toBe(
      200,
    );
    const refused = await staff('PATCH', `/api/staff/products/${honey}`, { stock: 1 }, preparer.cookie);
    expect(refused.statusCode).toBe(403);
  });
});

describe('staff product pictures', () => {
  const upload = (body: Buffer, contentType: string) =>
    shop.app.inject({
      method: 'PUT',
      url: `/api/staff/products/${honey}/picture`,
      headers: { cookie: admin.cookie, 'content-type': contentType },
      payload: body,
    });

  it('replaces the picture under a new address that the image service renders', async () => {
    const before = await shopTile(honey);
    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#c84' } })
      .png()
      .toBuffer();
    const answer = await upload(png, 'image/png');
    expect(answer.statusCode).toBe(200);
    const pictureUrl = answer.json().pictureUrl as string;
    expect(pictureUrl).not.toBe(before.photo.url);
    expect((await shopTile(honey)).photo.url).toBe(pictureUrl);
    const rendition = await shop.app.inject({ url: `${pictureUrl}?w=240&fm=webp` });
    expect(rendition.statusCode).toBe(200);
    expect((await sharp(rendition.rawPayload).metadata()).width).toBe(240);
    const [entry] = await auditEntriesOf(shop.app, admin.cookie, 'product', honey);
    expect(entry).toMatchObject({
      action: 'product.picture',
      before: { pictureUrl: before.photo.url },
      after: { pictureUrl },
    });
  });

  it('refuses what is not a picture, another type, and more than 5 MB', async () => {
    const notAPicture = await upload(Buffer.from('pas une image'), 'image/jpeg');
    expect(notAPicture.statusCode).toBe(400);
    expect(notAPicture.json().error).toMatchObject({
      code: 'image_invalid',
      message: expect.stringMatching(/JPEG/),
    });
    expect((await upload(Buffer.from('GIF89a'), 'image/gif')).statusCode).toBe(415);
    expect((await upload(Buffer.alloc(5 * 1024 * 1024 + 1), 'image/jpeg')).statusCode).toBe(413);
  });
});

describe('staff racks and shelves', () => {
  it('renames and moves a rack and a shelf; the shelf keeps its address', async () => {
    const racks = (await staff('GET', '/api/staff/racks')).json().items as {
      id: number;
      label: string;
      position: number;
      shelves: { id: number; label: string }[];
    }[];
    const rack = racks[0]!;
    const shelf = rack.shelves[0]!;
    const shopShelf = async () =>
      (
        (await shop.app.inject({ url: '/api/bff/catalog/shelves' })).json().shelves as {
          id: string;
          label: string;
          path: string;
        }[]
      ).find((candidate) => candidate.id === String(shelf.id))!;
    const pathBefore = (await shopShelf()).path;

    const renamed = await staff('PATCH', `/api/staff/racks/${rack.id}`, {
      label: 'Épicerie du jour',
      position: 99,
    });
    expect(renamed.json()).toMatchObject({ label: 'Épicerie du jour', position: 99 });
    const shelfChange = await staff('PATCH', `/api/staff/shelves/${shelf.id}`, { label: 'Nouveautés' });
    expect(shelfChange.statusCode).toBe(200);
    expect(await shopShelf()).toMatchObject({ label: 'Nouveautés', path: pathBefore });
    // A shelf's label is searched: its products are found by it once search has read them again.
    const shelved = (await shopShelf()) as unknown as { products: string[] };
    await vi.waitFor(
      async () => {
        const found = (await shop.app.inject({ url: '/api/bff/search?s=nouveautes' })).json();
        expect(found.products.map((product: { id: string }) => product.id)).toContain(shelved.products[0]);
      },
      { timeout: 10_000, interval: 200 },
    );
    const shopRacks = (await shop.app.inject({ url: '/api/bff/catalog/racks' })).json().racks as {
      id: string;
      label: string;
    }[];
    expect(shopRacks.at(-1)).toMatchObject({ id: String(rack.id), label: 'Épicerie du jour' });
    // Its page says the new name too.
    const rackPage = (await shop.app.inject({ url: `/api/bff/catalog/racks/${rack.id}` })).json();
    expect(rackPage.rack).toMatchObject({ title: 'Épicerie du jour' });

    const [entry] = await auditEntriesOf(shop.app, admin.cookie, 'shelf', String(shelf.id));
    expect(entry).toMatchObject({ before: { label: shelf.label }, after: { label: 'Nouveautés' } });
    expect((await staff('PATCH', `/api/staff/racks/${rack.id}`, { label: '' })).statusCode).toBe(400);
    expect((await staff('PATCH', '/api/staff/shelves/999999', { label: 'x' })).statusCode).toBe(404);
  });

  it('makes a shelf « de saison », which then shows only its products in season, and back', async () => {
    type ShopShelf = { id: string; key: string; products: string[] };
    const shopShelves = async () =>
      ((await shop.app.inject({ url: '/api/bff/catalog/shelves' })).json() as { shelves: ShopShelf[] })
        .shelves;
    const outOfSeason = async (ids: string[]) =>
      (
        (
          await shop.app.inject({ method: 'POST', url: '/api/bff/catalog/products', payload: { ids } })
        ).json() as { products: { id: string; outOfSeason?: boolean }[] }
      ).products
        .filter((product) => product.outOfSeason === true)
        .map((product) => product.id);
    const staffShelfOf = async (id: string) =>
      (
        (await staff('GET', '/api/staff/racks')).json().items as {
          shelves: { id: number; seasonal: boolean }[];
        }[]
      )
        .flatMap((rack) => rack.shelves)
        .find((shelf) => String(shelf.id) === id)!;
    // A shelf that is not « de saison » yet holds a product out of season now.
    let shelf: ShopShelf | undefined;
    let offSeason: string[] = [];
    for (const candidate of await shopShelves()) {
      if (candidate.products.length < 2 || (await staffShelfOf(candidate.id)).seasonal) continue;
      offSeason = await outOfSeason(candidate.products);
      if (offSeason.length > 0 && offSeason.length < candidate.products.length) {
        shelf = candidate;
        break;
      }
    }
    expect(shelf).toBeDefined();
    const shelfNow = async () => (await shopShelves()).find((candidate) => candidate.id === shelf!.id)!;

    const seasonal = await staff('PATCH', `/api/staff/shelves/${shelf!.id}`, { seasonal: true });
    expect(seasonal.statusCode).toBe(200);
    expect(await staffShelfOf(shelf!.id)).toMatchObject({ seasonal: true });
    const inSeason = (await shelfNow()).products;
    expect(inSeason.length).toBeGreaterThan(0);
    for (const id of offSeason) expect(inSeason).not.toContain(id);
    const [entry] = await auditEntriesOf(shop.app, admin.cookie, 'shelf', shelf!.id);
    expect(entry).toMatchObject({ before: { seasonal: false }, after: { seasonal: true } });

    const refused = await staff('PATCH', `/api/staff/shelves/${shelf!.id}`, { seasonal: 'oui' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details[0].message).toBe('Indiquez si l’étagère est de saison : oui ou non.');

    expect((await staff('PATCH', `/api/staff/shelves/${shelf!.id}`, { seasonal: false })).statusCode).toBe(
      200,
    );
    expect((await shelfNow()).products).toEqual(shelf!.products);
  });
});
