import type { ProductCard, ProductTile, Rack, RoutingResponse, Shelf } from '@sillon/contract';
import { breadcrumbs, productPath } from '@sillon/domain';
import { normalizePath, tryNormalizePath } from '@sillon/domain/routing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSeededApp, type TestApp } from '../../testing/test-app';
import { searchFilters } from '../../testing/search-filters';
import { products as seedProducts } from '../../seed/demo-shop';
import { foodInformationOf } from '../../seed/demo-shop/food-information';
import type { SearchFilters } from './catalog-search';

describe('catalogue and BFF on the demo shop', () => {
  let shop: TestApp;
  let products: ProductTile[];

  beforeAll(async () => {
    shop = await openSeededApp();
    products = (await shop.app.inject({ url: '/api/bff/catalog/products' })).json().products;
  });
  afterAll(() => shop.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    shop.app.inject({ method: 'GET', url, headers });

  it('lists at least 250 products, each with a slug, a photo and a canonical path', () => {
    expect(products.length).toBeGreaterThanOrEqual(250);
    for (const product of products) {
      expect(product.slug).toMatch(/^[a-z0-9-]+$/);
      expect(product.photo.url).toMatch(/^\/images\/products\//);
      expect(product.path).toBe(productPath(product));
    }
  });

  it('lists at least 8 racks and 30 shelves whose paths and product lists hold together', async () => {
    const racks = (await get('/api/bff/catalog/racks')).json().racks;
    const shelves: Shelf[] = (await get('/api/bff/catalog/shelves')).json().shelves;
    expect(racks.length).toBeGreaterThanOrEqual(8);
    expect(shelves.length).toBeGreaterThanOrEqual(30);
    const ids = new Set(products.map((product) => product.id));
    for (const shelf of shelves) {
      expect(shelf.path.startsWith('/p/')).toBe(true);
      for (const id of shelf.products) expect(ids.has(id)).toBe(true);
    }
  });

  it('gives routing data that resolves legacy product paths to the canonical one', async () => {
    const routing: RoutingResponse = (await get('/api/bff/catalog/routing')).json();
    const product = products[0]!;
    expect(normalizePath(`/r/${product.reference}`, routing)).toBe(product.path);
    expect(normalizePath(`/p/a/b/${product.documentId}`, routing)).toBe(product.path);
  });

  describe("a screen's share of the catalogue (issue 20: never the whole of it)", () => {
    const shelvesOf = async () => (await get('/api/bff/catalog/shelves')).json().shelves as Shelf[];

    it('gives the tiles of the asked ids in order, a retail variant by its product, unknown ids left out', async () => {
      const [first, second] = products;
      const retailProduct = products.find((product) => product.retail)!;
      const unknown = '00000000-0000-4000-8000-000000000000';
      const ids = [second!.id, unknown, first!.id, retailProduct.retail!.id].join(',');
      const answer = await get(`/api/bff/catalog/products?ids=${ids}`);
      expect(answer.statusCode).toBe(200);
      expect((answer.json().products as ProductTile[]).map((tile) => tile.id)).toEqual([
        second!.id,
        first!.id,
        retailProduct.id,
      ]);
    });

    it('refuses more than a page of 150 ids, and a malformed one, saying why in French', async () => {
      const many = Array.from(
        { length: 151 },
        (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
      );
      const tooMany = await get(`/api/bff/catalog/products?ids=${many.join(',')}`);
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json().error.code).toBe('validation_failed');
      expect(JSON.stringify(tooMany.json())).toContain('au plus 150 identifiants');
      const malformed = await get('/api/bff/catalog/products?ids=pas-un-id');
      expect(malformed.statusCode).toBe(400);
      expect(JSON.stringify(malformed.json())).toContain('n’est pas un identifiant de produit');
    });

    it('gives one rack by any segment of its path, its shelves in order, then the shelves they lead to', async () => {
      const racks = (await get('/api/bff/catalog/racks')).json().racks as {
        id: string;
        path: string;
        shelves: string[];
      }[];
      const rack = racks.find((candidate) => candidate.shelves.length > 1)!;
      const allShelves = await shelvesOf();
      for (const segment of [rack.path.split('/')[2]!, rack.id]) {
        const answer = await get(`/api/bff/catalog/racks/${segment}`);
        expect(answer.statusCode).toBe(200);
        const page = answer.json() as { rack: { id: string }; shelves: Shelf[] };
        expect(page.rack.id).toBe(rack.id);
        const own = page.shelves.filter((shelf) => shelf.rackId === rack.id).map((shelf) => shelf.id);
        expect(own).toEqual(rack.shelves);
        const leadsTo = new Set(page.shelves.flatMap((shelf) => shelf.relatedShelves));
        for (const shelf of page.shelves.filter((candidate) => candidate.rackId !== rack.id)) {
          expect(leadsTo.has(shelf.id)).toBe(true);
        }
        for (const shelf of page.shelves)
          expect(shelf).toEqual(allShelves.find((one) => one.id === shelf.id));
      }
      const unknown = await get('/api/bff/catalog/racks/rayon-inconnu-9999');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error.code).toBe('rack_not_found');
    });

    it("gives a path's routing data: its product, the racks and shelves of its breadcrumbs, nothing else", async () => {
      const whole: RoutingResponse = (await get('/api/bff/catalog/routing')).json();
      const product = products.find((candidate) => candidate.shelfIds.length > 0)!;
      const answer = await get(`/api/bff/catalog/routing?path=${encodeURIComponent(product.path)}`);
      const share: RoutingResponse = answer.json();
      expect(share.products.map((route) => route.id)).toEqual([product.id]);
      const holding = share.racks.flatMap((rack) => rack.shelves);
      expect(holding.map((shelf) => shelf.id).sort()).toEqual([...product.shelfIds].sort());
      expect(holding.every((shelf) => shelf.productIds.every((id) => id === product.id))).toBe(true);
      // The app's rules answer the same with the share as with the whole catalogue's.
      expect(breadcrumbs(product.path, share)).toEqual(breadcrumbs(product.path, whole));
      expect(normalizePath(`/r/${product.reference}`, share)).toBe(product.path);
      expect(JSON.stringify(share).length).toBeLessThan(JSON.stringify(whole).length / 20);
    });

    it("normalises a path with its own routing data as with the whole catalogue's", async () => {
      const whole: RoutingResponse = (await get('/api/bff/catalog/routing')).json();
      const rack = whole.racks[0]!;
      const paths = [
        '/',
        '/pp/produit-inconnu-0000',
        `/p/${rack.urlSlug}-${rack.id}`,
        `/racks/${rack.id}`,
        ...products
          .slice(0, 12)
          .flatMap((product) => [
            product.path,
            `${product.path}/reviews`,
            `/r/${product.reference}`,
            `/productReference/catalogue/${product.reference}`,
            `/p/a/b/${product.documentId}`,
            `/ppp/${product.documentId}`,
            `/pp/${product.id}`,
            `/pp/ancien-nom-${product.documentId}`,
            `/pp/${product.slug}`,
          ]),
      ];
      for (const path of paths) {
        const share: RoutingResponse = (
          await get(`/api/bff/catalog/routing?path=${encodeURIComponent(path)}`)
        ).json();
        expect([path, tryNormalizePath(path, share)]).toEqual([path, tryNormalizePath(path, whole)]);
      }
      // Not only paths nothing resolves: most lead to a product's canonical path.
      const resolved = paths.filter((path) => tryNormalizePath(path, whole)?.startsWith('/pp/'));
      expect(resolved.length).toBeGreaterThan(90);
    });

    it('gives the availability of the asked ids only', async () => {
      const [first, second] = products;
      const answer = await get(`/api/catalog/products/availability?ids=${first!.id},${second!.id}`);
      expect(answer.statusCode).toBe(200);
      expect(Object.keys(answer.json()).sort()).toEqual([first!.id, second!.id].sort());
    });
  });

  it('answers availability and public prices in euros by product id', async () => {
    const response = await get('/api/catalog/products/availability');
    expect(response.statusCode).toBe(200);
    const availability = response.json();
    const product = products.find((candidate) => candidate.available)!;
    expect(availability[product.id]).toMatchObject({
      available: true,
      public_price: product.priceCents / 100,
    });
    expect(
      Object.values(availability).some((entry) => (entry as { available: boolean }).available === false),
    ).toBe(true);
  });

  it('sends an ETag and answers 304 when it matches', async () => {
    const first = await get('/api/bff/catalog/racks');
    expect(first.headers['cache-control']).toContain('public');
    const second = await get('/api/bff/catalog/racks', { 'if-none-match': String(first.headers.etag) });
    expect(second.statusCode).toBe(304);
  });

  it('lists tiles without long texts, and gives the full card of posted ids', async () => {
    const tile = products[0]!;
    expect(tile).not.toHaveProperty('description');
    expect(tile.producer).toEqual({ farmName: expect.any(String), region: expect.any(String) });
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/bff/catalog/products',
      payload: { ids: [tile.id] },
    });
    const [card] = response.json().products as ProductCard[];
    expect(card!.description.length).toBeGreaterThan(20);
    expect(card!.producer.story.length).toBeGreaterThan(20);
    expect(card!.producer.practices.length).toBeGreaterThan(0);
    expect({ ...card, description: undefined }).toMatchObject({
      id: tile.id,
      priceCents: tile.priceCents,
      path: tile.path,
    });
  });

  it('returns the cards of the posted ids, in order, leaving unknown ids out', async () => {
    const [a, b] = products;
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/bff/catalog/products',
      payload: { ids: [b!.id, '00000000-0000-4000-8000-000000000000', a!.id] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().products.map((card: ProductCard) => card.id)).toEqual([b!.id, a!.id]);
  });

  it.each([
    [
      'a 10 000-id list',
      { ids: Array.from({ length: 10_000 }, () => '00000000-0000-4000-8000-000000000000') },
    ],
    ['malformed ids', { ids: ['not-an-id'] }],
    ['an empty list', { ids: [] }],
    ['no body', undefined],
  ])('refuses %s with 400 and a code', async (_name, payload) => {
    const response = await shop.app.inject({ method: 'POST', url: '/api/bff/catalog/products', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation_failed');
  });

  describe('search', () => {
    const search = async (text: string) => {
      const response = await get(`/api/bff/search?s=${encodeURIComponent(text)}`);
      expect(response.statusCode).toBe(200);
      return response.json().products as ProductTile[];
    };

    it('"pates" finds the pâtes', async () => {
      const found = await search('pates');
      expect(found.length).toBeGreaterThan(0);
      expect(found[0]!.displayName.toLowerCase()).toContain('pâtes');
    });

    it('"carrote" finds the carottes despite the typo', async () => {
      const found = await search('carrote');
      expect(found.some((product) => /carotte/i.test(product.displayName))).toBe(true);
      expect(found[0]!.displayName).toMatch(/carotte/i);
    });

    it('"lait d\'avoine" ranks the oat milk first', async () => {
      const found = await search("lait d'avoine");
      expect(found[0]!.displayName).toMatch(/^lait d.avoine/i);
    });

    it('"FROMAGE" is case-insensitive', async () => {
      const upper = await search('FROMAGE');
      const lower = await search('fromage');
      expect(upper.length).toBeGreaterThan(0);
      expect(upper.map((product) => product.id)).toEqual(lower.map((product) => product.id));
    });

    it('an empty query finds nothing, without an error', async () => {
      expect(await search('')).toEqual([]);
      expect(await search('   ')).toEqual([]);
    });

    it.each(["'; drop table products; --", 'pates & | ! :* (', "') or 1=1 --", '%%%%', '<script>'])(
      'treats %j as plain words',
      async (text) => {
        await search(text);
        expect((await get('/api/bff/catalog/products')).json().products.length).toBe(products.length);
      },
    );

    it('refuses a 4 KB query with 400, saying why in French', async () => {
      const response = await get(`/api/bff/search?s=${'a'.repeat(4096)}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('validation_failed');
      expect(JSON.stringify(response.json().error.details)).toContain(
        'la recherche est limitée à 100 caractères',
      );
    });

    describe('filters (issue 16)', () => {
      type Found = {
        products: ProductTile[];
        total: number;
        filters: {
          label: { slug: string } | null;
          rack: { slug: string; name: string } | null;
          sans: { slug: string; name: string; count: number }[];
        };
        choices: {
          labels: { slug: string; count: number }[];
          racks: { slug: string; count: number }[];
          sans: { slug: string; count: number }[];
        };
        approximateFrom: number | null;
        corrections: string[];
      };
      const searchWith = async (query: string) => {
        const response = await get(`/api/bff/search?${query}`);
        expect(response.statusCode).toBe(200);
        return response.json() as Found;
      };
      /** The seed's food information of each tile (tiles do not carry it; the « sans » filters read it). */
      const seedByReference = new Map(seedProducts.map((product) => [product.reference, product]));
      const foodInformationOfTile = (tile: ProductTile) =>
        foodInformationOf(seedByReference.get(tile.reference)!);
      const withFoodInformation = (tiles: ProductTile[]) =>
        tiles.map((tile) => ({ ...tile, foodInformation: foodInformationOfTile(tile) }));

      it('narrows "carotte" to the organic products, and says the label applies', async () => {
        const all = await searchWith('s=carotte');
        const organic = await searchWith('s=carotte&label=bio');
        expect(organic.total).toBeGreaterThan(0);
        expect(organic.products.every((product) => product.labels.includes('Bio'))).toBe(true);
        expect(organic.filters.label?.slug).toBe('bio');
        expect(all.choices.labels.find((choice) => choice.slug === 'bio')?.count).toBe(organic.total);
      });

      it('lists the carrots of the « Ferme des Mielles » among the approaching results of « miel », not as honey', async () => {
        const found = await searchWith('s=miel');
        const named = found.products.slice(0, found.approximateFrom ?? found.total);
        expect(named.length).toBeGreaterThan(0);
        expect(
          named.every((product) => /miel/i.test(`${product.displayName} ${product.labels.join(' ')}`)),
        ).toBe(true);
        const approaching = found.products.slice(found.approximateFrom ?? found.total);
        expect(approaching.map((product) => product.displayName)).toContain('Carottes des sables');
      });

      it('keeps only the cheeses with a protected origin for "fromage" and AOP', async () => {
        const all = await searchWith('s=fromage');
        const protectedOrigin = await searchWith('s=fromage&label=aop');
        expect(protectedOrigin.total).toBeGreaterThan(0);
        expect(protectedOrigin.total).toBeLessThan(all.total);
        expect(protectedOrigin.products.every((product) => product.labels.includes('AOP'))).toBe(true);
      });

      it('lists « fromage chevre » goat cheese first, products naming neither word last (issue 40)', async () => {
        const found = await searchWith(`s=${encodeURIComponent('fromage chevre')}`);
        const names = found.products.map((product) => product.displayName);
        expect(names[0]).toBe('Fromage de chèvre frais');
        // Only the goat cheese names both words; the others miss one, after « Résultats approchants ».
        expect(found.approximateFrom).toBe(1);
        const namesAWord = (name: string) => /fromage|ch[eè]vre/i.test(name);
        const lentils = names.indexOf('Lentilles noires béluga');
        const honey = names.indexOf('Miel de châtaignier');
        expect(lentils).toBeGreaterThan(0);
        expect(honey).toBeGreaterThan(0);
        // Every product whose name has a typed word comes before those that only describe them.
        const lastNaming = Math.max(...names.flatMap((name, place) => (namesAWord(name) ? [place] : [])));
        expect(lastNaming).toBeLessThan(Math.min(lentils, honey));
        expect(names.indexOf('Lait de chèvre entier')).toBeGreaterThan(0);
      });

      it('offers corrections for a search that found nothing, none when something was found', async () => {
        const nothing = await searchWith('s=fromqwertyu');
        expect(nothing.total).toBe(0);
        expect(nothing.corrections).toEqual(['fromage']);
        expect((await searchWith('s=carotte')).corrections).toEqual([]);
      });

      it('narrows by rack, keeps the typo tolerance, and offers each label counted within the rack', async () => {
        const found = await searchWith('s=carrote&rayon=fruits-et-legumes');
        expect(found.products.length).toBeGreaterThan(0);
        expect(found.products.every((product) => /carotte/i.test(product.displayName))).toBe(true);
        expect(found.products.some((product) => /petits pots/i.test(product.displayName))).toBe(false);
        expect(found.filters.rack).toMatchObject({ slug: 'fruits-et-legumes', name: 'Fruits & légumes' });
        const labelCounts = found.choices.labels.map((choice) => choice.count);
        expect(Math.max(...labelCounts)).toBeLessThanOrEqual(found.total);
      });

      it('combines a label and a rack, and tolerates accents in the text', async () => {
        const found = await searchWith('s=P%C3%82TES&label=bio&rayon=epicerie-salee');
        expect(found.total).toBeGreaterThan(0);
        expect(found.products.every((product) => product.labels.includes('Bio'))).toBe(true);
        expect(found.products[0]!.displayName).toMatch(/pâtes/i);
      });

      it('counts and narrows as searchFilters does on the matches’ tiles, for every filter offered', async () => {
        const racks: Rack[] = (await get('/api/bff/catalog/racks')).json().racks;
        const catalogue = { labelNames: [...new Set(products.flatMap((product) => product.labels))], racks };
        for (const text of ['carotte', 'fromage', 'pommes bio', 'miel', 'lait', 'chocolat noir']) {
          const all = await searchWith(`s=${encodeURIComponent(text)}`);
          // Every match is in the answer, best first: the tiles searchFilters narrows.
          expect(all.total).toBe(all.products.length);
          const approximate = new Set(
            all.products.slice(all.approximateFrom ?? all.products.length).map((product) => product.id),
          );
          expect(all).toMatchObject(
            searchFilters(withFoodInformation(all.products), catalogue, {}, 48, approximate),
          );
          const asked: SearchFilters[] = [
            ...all.choices.labels.map((choice) => ({ label: choice.slug })),
            ...all.choices.racks.map((choice) => ({ rack: choice.slug })),
            ...all.choices.labels.flatMap((label) =>
              all.choices.racks.map((rack) => ({ label: label.slug, rack: rack.slug })),
            ),
          ];
          for (const filters of asked) {
            const query = new URLSearchParams({
              s: text,
              ...(filters.label ? { label: filters.label } : {}),
              ...(filters.rack ? { rayon: filters.rack } : {}),
            });
            expect(await searchWith(query.toString())).toMatchObject(
              searchFilters(withFoodInformation(all.products), catalogue, filters, 48, approximate),
            );
          }
        }
      });

      it('finds nothing for a known label no match carries, keeping that label among the choices', async () => {
        const found = await searchWith('s=carotte&label=label-rouge');
        expect(found.total).toBe(0);
        expect(found.filters.label?.slug).toBe('label-rouge');
        expect(found.choices.labels.find((choice) => choice.slug === 'label-rouge')?.count).toBe(0);
      });

      it('ignores a well-formed filter the catalogue does not know, and says none applies', async () => {
        const plain = await searchWith('s=carotte');
        const unknown = await searchWith('s=carotte&label=extraterrestre&rayon=rayon-disparu');
        expect(unknown.products.map((product) => product.id)).toEqual(
          plain.products.map((product) => product.id),
        );
        expect(unknown.filters).toEqual({ label: null, rack: null, sans: [] });
      });

      it('leaves out, « sans fruits à coque », every product whose allergens or traces include nuts', async () => {
        const all = await searchWith('s=chocolat');
        const free = await searchWith('s=chocolat&sans=fruits-a-coque');
        const hasNuts = (tile: ProductTile) => {
          const information = foodInformationOfTile(tile);
          return !information || [...information.allergens, ...information.traces].includes('nuts');
        };
        expect(all.products.filter(hasNuts).length).toBeGreaterThan(0);
        expect(free.total).toBeGreaterThan(0);
        expect(free.products.filter(hasNuts)).toEqual([]);
        expect(free.products.map((tile) => tile.id)).toEqual(
          all.products.filter((tile) => !hasNuts(tile)).map((tile) => tile.id),
        );
        // Counted as the page says found: the products naming « chocolat », not those describing it.
        const said = free.approximateFrom ?? free.total;
        expect(said).toBeGreaterThan(0);
        expect(free.filters.sans).toEqual([
          { slug: 'fruits-a-coque', name: 'Sans fruits à coque', count: said },
        ]);
        expect(all.choices.sans.find((choice) => choice.slug === 'fruits-a-coque')?.count).toBe(said);
        // The order and repeats of a link's filters do not matter; unknown ones are ignored.
        const both = await searchWith('s=chocolat&sans=lactose,fruits-a-coque,gluten,inconnu,lactose');
        expect(both.filters.sans.map((choice) => choice.slug)).toEqual([
          'gluten',
          'lactose',
          'fruits-a-coque',
        ]);
        expect((await searchWith('s=chocolat&sans=gluten,fruits-a-coque,lactose')).products).toEqual(
          both.products,
        );
      });

      it.each([
        ['label=Bio', 'label'],
        ['rayon=fruits%20et%20l%C3%A9gumes', 'rayon'],
        [`label=${'a'.repeat(61)}`, 'label'],
        ['sans=Fruits%20%C3%A0%20coque', 'sans'],
      ])('refuses a malformed filter (%s) with 400, naming the field in French', async (filter, field) => {
        const response = await get(`/api/bff/search?s=carotte&${filter}`);
        expect(response.statusCode).toBe(400);
        expect(response.json().error.code).toBe('validation_failed');
        const details = JSON.stringify(response.json().error.details);
        expect(details).toContain(field);
        expect(details).toMatch(/filtre/);
      });

      it('finds nothing without text, whatever the filters', async () => {
        expect((await searchWith('label=bio&rayon=cremerie')).total).toBe(0);
      });
    });

    describe('suggestions (issue 16)', () => {
      type Suggestions = {
        products: { name: string; path: string }[];
        racks: { title: string; path: string }[];
        producers: { farmName: string; region: string }[];
      };
      const suggest = async (text: string) => {
        const response = await get(`/api/bff/search/suggestions?s=${encodeURIComponent(text)}`);
        expect(response.statusCode).toBe(200);
        return response.json() as Suggestions;
      };

      it('suggests a few products for the start of a word, with their pages', async () => {
        const found = await suggest('carot');
        expect(found.products.length).toBeGreaterThan(0);
        expect(found.products.length).toBeLessThanOrEqual(5);
        expect(found.products[0]!.name).toMatch(/carotte/i);
        expect(found.products[0]!.path).toMatch(/^\/pp\//);
      });

      it('suggests racks and farms by the start of their names, accents aside', async () => {
        const racks = await suggest('creme');
        expect(racks.racks.map((rack) => rack.title)).toContain('Crèmerie');
        expect(racks.racks[0]!.path).toMatch(/^\/p\//);
        const farms = await suggest('ferme bois');
        expect(farms.producers.map((producer) => producer.farmName)).toContain('Ferme du Bois Joli');
        expect(farms.producers.length).toBeLessThanOrEqual(3);
      });

      it('tolerates a typo in the products it suggests', async () => {
        const found = await suggest('frommage');
        expect(found.products.some((product) => /fromage/i.test(product.name))).toBe(true);
      });

      it('suggests nothing for an empty or one-letter text, and refuses a 4 KB one', async () => {
        expect(await suggest('')).toEqual({ query: '', products: [], racks: [], producers: [] });
        expect(await suggest('c')).toMatchObject({ products: [], racks: [], producers: [] });
        const response = await get(`/api/bff/search/suggestions?s=${'a'.repeat(4096)}`);
        expect(response.statusCode).toBe(400);
        expect(response.json().error.code).toBe('validation_failed');
      });
    });

    it('names the faulty field in French for malformed ids', async () => {
      const response = await shop.app.inject({
        method: 'POST',
        url: '/api/bff/catalog/products',
        payload: { ids: 'x' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details).toEqual([
        { field: 'ids', message: 'Ce champ doit être une liste.' },
      ]);
    });
  });

  describe('reviews', () => {
    it('pages reviews newest first with the average and count', async () => {
      const ratings = (await get('/api/catalog/products/ratings')).json();
      const [productId, rating] = Object.entries(ratings).find(
        ([, value]) => (value as { totalCount: number }).totalCount > 10,
      )! as [string, { averageRating: number; totalCount: number }];
      const page1 = (await get(`/api/catalog/products/${productId}/reviews?page=1`)).json();
      const page2 = (await get(`/api/catalog/products/${productId}/reviews?page=2`)).json();
      expect(page1.totalCount).toBe(rating.totalCount);
      expect(page1.averageRating).toBe(rating.averageRating);
      expect(page1.totalPages).toBe(Math.ceil(rating.totalCount / 10));
      const dates = [...page1.reviews, ...page2.reviews].map(
        (review: { createdAt: string }) => review.createdAt,
      );
      expect([...dates].sort().reverse()).toEqual(dates);
    });

    it.each(['page=-1', 'page=abc', 'page=0', 'page=1.5'])('refuses %s with 400', async (query) => {
      const response = await get(`/api/catalog/products/${products[0]!.id}/reviews?${query}`);
      expect(response.statusCode).toBe(400);
    });

    it('answers 404 with a code for an unknown product, 400 for a malformed id', async () => {
      const unknown = await get('/api/catalog/products/00000000-0000-4000-8000-000000000000/reviews');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error.code).toBe('product_not_found');
      const malformed = await get('/api/catalog/products/1%27%20or%201=1/reviews');
      expect(malformed.statusCode).toBe(400);
    });
  });

  describe('pages', () => {
    it('serves the home page with a banner, a header slider and several kinds of blocks', async () => {
      const response = await get('/api/bff/page?path=/');
      expect(response.statusCode).toBe(200);
      const page = response.json();
      expect(page.kind).toBe('home');
      expect(page.banner.title).toBeTruthy();
      expect(page.headerSlider.length).toBeGreaterThan(0);
      expect(new Set(page.blocks.map((block: { kind: string }) => block.kind)).size).toBeGreaterThanOrEqual(
        3,
      );
    });

    it('serves an editorial page and answers 404 for an unknown path', async () => {
      expect((await get('/api/bff/page?path=/mission-regeneration')).json().kind).toBe('editorial');
      const missing = await get('/api/bff/page?path=/nulle-part');
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error.code).toBe('page_not_found');
    });

    it('serves the menu', async () => {
      expect((await get('/api/bff/sidebar')).json().entries.length).toBeGreaterThan(0);
    });
  });

  it('documents every route in OpenAPI', async () => {
    const document = (await get('/api/docs/json')).json();
    for (const route of [
      '/api/bff/search',
      '/api/bff/search/suggestions',
      '/api/catalog/products/availability',
      '/api/catalog/products/{id}/reviews',
      '/api/health',
    ]) {
      expect(Object.keys(document.paths)).toContain(route);
    }
  });
});
