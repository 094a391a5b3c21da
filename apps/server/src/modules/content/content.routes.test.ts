import type { Rack, Shelf } from '@sillon/contract';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { getIntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { registerErrorHandler } from '../../http/error-handler';
import { openTestDatabase } from '../../testing/test-database';
import type { ContentCatalog } from './content.graphql';
import { createContentRepository } from './content.repository';
import { createContentModule } from './index';

const PREVIEW_TOKEN = 'preview-token-for-route-tests-0123';
const PUBLISHED_AT = new Date('2026-11-01T08:00:00.000Z');
const DRAFTED_AT = new Date('2026-11-02T08:00:00.000Z');
const REFERENCE_COUNT = 160;

const RACKS_QUERY = `query Racks {
  racks {
    _id label canonical url_slug
    seo { title description image }
    marketing { title description image }
    thumb
    shelves { _id label url_slug legacy_key highlight { title image_url background_color url } product_references related_shelves }
    product_references
    related_shelves
  }
}`;
const PRODUCT_REFERENCES_QUERY = `query References($offset: Int, $limit: Int) {
  productReferences(offset: $offset, limit: $limit) { _id uuid slug url_slug photo_url display_name }
}`;
const DOCUMENT_QUERY = 'query Page($path: String!) { document(path: $path) { _id _type _updatedAt body } }';

function rack(id: string, label: string, shelves: string[]): Rack {
  return {
    id,
    key: label.toLowerCase(),
    title: label,
    label,
    seo: { title: `${label} bio`, description: `Les ${label.toLowerCase()} de nos fermes`, image: null },
    marketing: { title: label, description: 'De saison', image: `/images/racks/${id}-marketing` },
    imageUrl: `/images/racks/${id}`,
    urlSlug: label.toLowerCase(),
    canonical: true,
    legacyKey: null,
    path: `/p/${label.toLowerCase()}-${id}`,
    shelves,
    updatedAt: PUBLISHED_AT.toISOString(),
  };
}

function shelf(
  id: string,
  rackId: string,
  label: string,
  products: string[],
  relatedShelves: string[],
  withArticle = false,
): Shelf {
  return {
    id,
    key: label,
    rackId,
    legacyKey: withArticle ? `legacy-${id}` : null,
    urlSlug: label,
    label,
    path: `/p/rack-${rackId}/${label}-${id}`,
    products,
    relatedShelves,
    article: withArticle
      ? {
          title: 'Les pommes de Normandie',
          imageUrl: '/images/articles/pommes',
          backgroundColor: '#DBEA8D',
          url: '/magazine/pommes',
        }
      : null,
    updatedAt: PUBLISHED_AT.toISOString(),
  };
}

const productId = (index: number) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;

/** A catalogue of two racks, three shelves and 160 products, which tests may change. */
function createFakeCatalog() {
  const listeners = new Set<() => void>();
  const state = {
    racks: [rack('1', 'Fruits', ['11', '12']), rack('2', 'Crèmerie', ['21'])],
    shelves: [
      shelf('11', '1', 'pommes', [productId(1), productId(2)], ['12', '21'], true),
      shelf('12', '1', 'poires', [productId(2), productId(3)], []),
      shelf('21', '2', 'fromages', [productId(4)], ['11']),
    ],
  };
  const references = Array.from({ length: REFERENCE_COUNT }, (_, index) => ({
    _id: `product.${String(index).padStart(4, '0')}`,
    uuid: productId(index),
    slug: `reference-${index}`,
    url_slug: `produit-${index}`,
    photo_url: `/images/products/produit-${index}`,
    display_name: `Produit ${index}`,
  }));
  const catalog: ContentCatalog = {
    racks: async () => state.racks,
    shelves: async () => state.shelves,
    productReferences: async (offset, limit) => references.slice(offset, offset + limit),
    productIdsByReference: async () =>
      new Map(references.map((reference) => [reference.slug, reference.uuid])),
    tilesByReferences: async () => [],
    onChange: (listener) => {
      listeners.add(listener);
    },
  };
  return {
    catalog,
    state,
    changed() {
      for (const listener of listeners) listener();
    },
  };
}

describe('content routes', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let fake: ReturnType<typeof createFakeCatalog>;

  beforeAll(async () => {
    database = await openTestDatabase();
    const repository = createContentRepository(database.db);
    const documents = [
      { id: 'homePage', type: 'homePage', path: '', body: { banner: { title: 'Bienvenue chez Sillon' } } },
      {
        id: 'editorialPage.mission-regeneration',
        type: 'editorialPage',
        path: 'mission-regeneration',
        body: { title: 'Notre mission' },
      },
      {
        id: 'recipe.tarte-aux-poireaux',
        type: 'recipe',
        path: 'recettes/tarte-aux-poireaux',
        body: { slug: 'tarte-aux-poireaux' },
      },
      {
        id: 'recipe.soupe-de-potimarron',
        type: 'recipe',
        path: 'recettes/soupe-de-potimarron',
        body: { slug: 'soupe-de-potimarron' },
      },
      { id: 'sidebar', type: 'sidebar', path: null, body: { entries: [] } },
    ];
    for (const document of documents) {
      await repository.upsertIfNewer({
        ...document,
        body: { _id: document.id, _type: document.type, ...document.body },
        updatedAt: PUBLISHED_AT,
      });
    }
    await repository.upsertIfNewer({
      id: 'drafts.editorialPage.mission-regeneration',
      type: 'editorialPage',
      path: 'mission-regeneration',
      body: {
        _id: 'drafts.editorialPage.mission-regeneration',
        _type: 'editorialPage',
        title: 'Notre mission (brouillon)',
      },
      updatedAt: DRAFTED_AT,
    });

    fake = createFakeCatalog();
    app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    const content = createContentModule({
      db: database.db,
      catalog: fake.catalog,
      previewToken: PREVIEW_TOKEN,
    });
    await app.register(content.routes);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const graphql = (
    query: string,
    variables?: Record<string, unknown>,
    headers: Record<string, string> = {},
  ) => app.inject({ method: 'POST', url: '/api/content/graphql', payload: { query, variables }, headers });
  const getGraphql = (params: Record<string, string>, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: '/api/content/graphql', query: params, headers });
  const expectRejected = (response: LightMyRequestResponse, reason: string) => {
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: { code: 'invalid_graphql_query', message: expect.any(String), details: { reason } },
      requestId: expect.any(String),
    });
  };

  describe('GraphQL', () => {
    it('answers the racks query of spec §7 from the catalogue', async () => {
      const response = await graphql(RACKS_QUERY);
      expect(response.statusCode).toBe(200);
      const { racks } = response.json().data;
      expect(racks).toHaveLength(2);
      expect(racks[0]).toEqual({
        _id: '1',
        label: 'Fruits',
        canonical: true,
        url_slug: 'fruits',
        seo: { title: 'Fruits bio', description: 'Les fruits de nos fermes', image: null },
        marketing: { title: 'Fruits', description: 'De saison', image: '/images/racks/1-marketing' },
        thumb: '/images/racks/1?w=500&auto=format',
        shelves: [
          {
            _id: '11',
            label: 'pommes',
            url_slug: 'pommes',
            legacy_key: 'legacy-11',
            highlight: {
              title: 'Les pommes de Normandie',
              image_url: '/images/articles/pommes?w=340&auto=format',
              background_color: '#DBEA8D',
              url: '/magazine/pommes',
            },
            product_references: [productId(1), productId(2)],
            related_shelves: ['12', '21'],
          },
          {
            _id: '12',
            label: 'poires',
            url_slug: 'poires',
            legacy_key: null,
            highlight: null,
            product_references: [productId(2), productId(3)],
            related_shelves: [],
          },
        ],
        product_references: [productId(1), productId(2), productId(3)],
        related_shelves: ['21'],
      });
    });

    it('pages product references by 150 until a page is shorter, and answers [] beyond the end', async () => {
      const pages = [];
      for (const offset of [0, 150, 300]) {
        const response = await graphql(PRODUCT_REFERENCES_QUERY, { offset });
        expect(response.statusCode).toBe(200);
        pages.push(response.json().data.productReferences);
      }
      expect(pages.map((page) => page.length)).toEqual([150, REFERENCE_COUNT - 150, 0]);
      expect(pages[0][0]).toEqual({
        _id: 'product.0000',
        uuid: productId(0),
        slug: 'reference-0',
        url_slug: 'produit-0',
        photo_url: '/images/products/produit-0',
        display_name: 'Produit 0',
      });
      const small = await graphql(PRODUCT_REFERENCES_QUERY, { offset: 10, limit: 5 });
      expect(
        small.json().data.productReferences.map((reference: { slug: string }) => reference.slug),
      ).toEqual(['reference-10', 'reference-11', 'reference-12', 'reference-13', 'reference-14']);
    });

    it.each([
      [{ limit: 151 }, 'limit'],
      [{ limit: 0 }, 'limit'],
      [{ offset: -1 }, 'offset'],
      [{ offset: 1_000_001 }, 'offset'],
    ])('refuses productReferences with %o', async (variables, argument) => {
      const response = await graphql(PRODUCT_REFERENCES_QUERY, variables);
      expectRejected(response, 'invalid_argument');
      expect(response.json().error.details.argument).toBe(argument);
    });

    it('lists recipe slugs', async () => {
      const response = await graphql('{ recipeSlugs { _id slug } }');
      expect(response.json()).toEqual({
        data: {
          recipeSlugs: [
            { _id: 'recipe.soupe-de-potimarron', slug: 'soupe-de-potimarron' },
            { _id: 'recipe.tarte-aux-poireaux', slug: 'tarte-aux-poireaux' },
          ],
        },
      });
    });

    it('answers a document by path with its body, or null', async () => {
      const response = await graphql(DOCUMENT_QUERY, { path: '/mission-regeneration' });
      expect(response.json()).toEqual({
        data: {
          document: {
            _id: 'editorialPage.mission-regeneration',
            _type: 'editorialPage',
            _updatedAt: PUBLISHED_AT.toISOString(),
            body: {
              _id: 'editorialPage.mission-regeneration',
              _type: 'editorialPage',
              title: 'Notre mission',
            },
          },
        },
      });
      const missing = await graphql(DOCUMENT_QUERY, { path: '/magazine/rien-ici' });
      expect(missing.json()).toEqual({ data: { document: null } });
    });

    it('answers GET ?query= with an ETag, public caching and 304', async () => {
      const first = await getGraphql({ query: '{ recipeSlugs { slug } }' });
      expect(first.statusCode).toBe(200);
      expect(first.json().data.recipeSlugs).toHaveLength(2);
      expect(first.headers['cache-control']).toBe('public, max-age=30');
      expect(first.headers['vary']).toContain('x-preview-token');
      const etag = String(first.headers.etag);
      const second = await getGraphql({ query: '{ recipeSlugs { slug } }' }, { 'if-none-match': etag });
      expect(second.statusCode).toBe(304);
      const withVariables = await getGraphql({
        query: DOCUMENT_QUERY,
        variables: JSON.stringify({ path: '/' }),
      });
      expect(withVariables.json().data.document._id).toBe('homePage');
    });

    it('allows introspection', async () => {
      const response = await graphql(getIntrospectionQuery());
      expect(response.statusCode).toBe(200);
      const types = response.json().data.__schema.types.map((type: { name: string }) => type.name);
      expect(types).toEqual(
        expect.arrayContaining(['Rack', 'Shelf', 'ProductReference', 'RecipeSlug', 'Document', 'JSON']),
      );
    });

    it('answers fresh racks once the catalogue says it changed', async () => {
      const before = await graphql('{ racks { label } }');
      expect(before.json().data.racks[0].label).toBe('Fruits');
      fake.state.racks = [{ ...fake.state.racks[0]!, label: 'Fruits de saison' }, fake.state.racks[1]!];
      fake.changed();
      const after = await graphql('{ racks { label } }');
      expect(after.json().data.racks[0].label).toBe('Fruits de saison');
    });
  });

  describe('GraphQL bad input: 400 with a stable code, never a 500', () => {
    it.each([
      ['a syntax error', '{ racks { _id ', 'syntax_error'],
      ['an unknown field', '{ racks { price } }', 'invalid_query'],
      ['a mutation', 'mutation { racks { _id } }', 'invalid_query'],
      ['a subscription', 'subscription { racks { _id } }', 'invalid_query'],
      ['an empty query', '   ', 'empty_query'],
      ['a depth bomb', `{ ${'racks { '.repeat(40)}_id${' }'.repeat(40)} }`, 'too_deep'],
      [
        'an introspection depth bomb',
        `{ __schema { ${'types { '.repeat(20)}name${' }'.repeat(20)} } }`,
        'too_deep',
      ],
      ['a 10 KB query', `{ racks { _id } }${' '.repeat(10 * 1024)}`, 'query_too_long'],
      ['a query of 3000 tokens', `{ racks { ${'a '.repeat(3000)} } }`, 'too_many_tokens'],
      [
        'too many root fields',
        `{ ${Array.from({ length: 11 }, (_, index) => `r${index}: racks { _id }`).join(' ')} }`,
        'too_many_root_fields',
      ],
    ])('refuses %s', async (_name, query, reason) => {
      expectRejected(await graphql(query), reason);
    });

    it('refuses variables of the wrong type, and variables that are not a JSON object', async () => {
      expectRejected(await graphql(PRODUCT_REFERENCES_QUERY, { offset: 'zero' }), 'invalid_variables');
      expectRejected(await graphql(DOCUMENT_QUERY, {}), 'invalid_variables');
      expectRejected(
        await getGraphql({ query: DOCUMENT_QUERY, variables: '{"path": ' }),
        'invalid_variables',
      );
      expectRejected(await getGraphql({ query: DOCUMENT_QUERY, variables: '["/"]' }), 'invalid_variables');
      expectRejected(await graphql(DOCUMENT_QUERY, { path: 'x'.repeat(10_000) }), 'invalid_variables');
    });

    it('refuses an unknown operation name', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/content/graphql',
        payload: { query: RACKS_QUERY, operationName: 'Nothing' },
      });
      expectRejected(response, 'invalid_query');
    });

    it('answers validation_failed for a body that is not a GraphQL request, malformed_request for no JSON', async () => {
      const notJson = await app.inject({
        method: 'POST',
        url: '/api/content/graphql',
        payload: 'not json',
        headers: { 'content-type': 'application/json' },
      });
      expect([notJson.statusCode, notJson.json().error.code]).toEqual([400, 'malformed_request']);
      for (const payload of ['{"query": 42}', '{"query": "{ racks { _id } }", "variables": "nope"}']) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/content/graphql',
          payload,
          headers: { 'content-type': 'application/json' },
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().error.code).toBe('validation_failed');
      }
    });

    it('treats injection-looking strings in variables as plain, refused values', async () => {
      for (const path of [
        "/mission-regeneration'; DROP TABLE content_documents; --",
        "mission-regeneration' OR '1'='1",
        '/mission-regeneration") { __schema { types { name } } } #',
        '../../etc/passwd',
        'mission-regeneration%00',
      ]) {
        expectRejected(await graphql(DOCUMENT_QUERY, { path }), 'invalid_argument');
      }
      expectRejected(
        await graphql('query ($type: String!) { documents(type: $type) { _id } }', {
          type: "recipe' OR 1=1 --",
        }),
        'invalid_argument',
      );
      // A `__proto__` key: Fastify's JSON body parser refuses it; in GET it is just an unused variable.
      const pollutingVariables = '{"path": "/mission-regeneration", "__proto__": {"polluted": true}}';
      const pollutingPost = await app.inject({
        method: 'POST',
        url: '/api/content/graphql',
        payload: `{"query": ${JSON.stringify(DOCUMENT_QUERY)}, "variables": ${pollutingVariables}}`,
        headers: { 'content-type': 'application/json' },
      });
      expect(pollutingPost.statusCode).toBe(400);
      const pollutingGet = await getGraphql({ query: DOCUMENT_QUERY, variables: pollutingVariables });
      expect(pollutingGet.statusCode).toBe(200);
      expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
      // The table is intact and still answers.
      const response = await graphql(DOCUMENT_QUERY, { path: '/mission-regeneration' });
      expect(response.json().data.document._id).toBe('editorialPage.mission-regeneration');
    });
  });

  describe('GET /api/content/documents', () => {
    it('answers the published document at a path, with an ETag and 304', async () => {
      const response = await app.inject({
        method: 'GET',
        url: '/api/content/documents?path=/mission-regeneration',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        _id: 'editorialPage.mission-regeneration',
        _type: 'editorialPage',
        _updatedAt: PUBLISHED_AT.toISOString(),
        path: 'mission-regeneration',
        body: { _id: 'editorialPage.mission-regeneration', _type: 'editorialPage', title: 'Notre mission' },
      });
      expect(response.headers['cache-control']).toBe('public, max-age=30');
      const again = await app.inject({
        method: 'GET',
        url: '/api/content/documents?path=/mission-regeneration',
        headers: { 'if-none-match': String(response.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
    });

    it('answers by id, and the home page for /', async () => {
      const sidebar = await app.inject({ method: 'GET', url: '/api/content/documents?id=sidebar' });
      expect(sidebar.json()).toMatchObject({ _id: 'sidebar', _type: 'sidebar', path: null });
      const home = await app.inject({ method: 'GET', url: '/api/content/documents?path=/' });
      expect(home.json()._id).toBe('homePage');
    });

    it('answers 404 content_not_found for no document, and for a draft id outside preview', async () => {
      for (const url of [
        '/api/content/documents?path=/magazine/rien-ici',
        '/api/content/documents?id=recipe.inconnue',
        '/api/content/documents?id=drafts.editorialPage.mission-regeneration',
      ]) {
        const response = await app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({
          error: { code: 'content_not_found' },
          requestId: expect.any(String),
        });
      }
    });

    it.each([
      ['no parameter', ''],
      ['both path and id', '?path=/magazine&id=sidebar'],
      ['an upper-case path', '?path=/Mission'],
      ['a path climbing up', '?path=../../etc/passwd'],
      ['an SQL-looking path', `?path=${encodeURIComponent("/x' OR '1'='1")}`],
      ['a 4 KB path', `?path=/${'a'.repeat(4096)}`],
      ['an id with spaces', `?id=${encodeURIComponent('side bar')}`],
    ])('refuses %s with 400 validation_failed', async (_name, query) => {
      const response = await app.inject({ method: 'GET', url: `/api/content/documents${query}` });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('validation_failed');
    });
  });

  describe('preview mode', () => {
    const documentUrl = '/api/content/documents?path=/mission-regeneration';

    it.each([['x-preview-token', { 'x-preview-token': PREVIEW_TOKEN }]])(
      'answers the draft with the right token in %s, never cached',
      async (_name, headers) => {
        const response = await app.inject({ method: 'GET', url: documentUrl, headers });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({
          _id: 'editorialPage.mission-regeneration',
          _updatedAt: DRAFTED_AT.toISOString(),
          body: { title: 'Notre mission (brouillon)' },
        });
        expect(response.headers['cache-control']).toBe('no-store');
        expect(response.headers.etag).toBeUndefined();
        const viaGraphql = await graphql(DOCUMENT_QUERY, { path: 'mission-regeneration' }, headers);
        expect(viaGraphql.json().data.document.body.title).toBe('Notre mission (brouillon)');
        expect(viaGraphql.headers['cache-control']).toBe('no-store');
      },
    );

    it("ignores a signed-in customer's bearer token: it is not a preview token", async () => {
      const response = await app.inject({
        method: 'GET',
        url: documentUrl,
        headers: { authorization: `Bearer ${PREVIEW_TOKEN}` },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().body.title).toBe('Notre mission');
    });

    it('keeps answering the published copy without a token, even after a preview', async () => {
      await app.inject({ method: 'GET', url: documentUrl, headers: { 'x-preview-token': PREVIEW_TOKEN } });
      const response = await app.inject({ method: 'GET', url: documentUrl });
      expect(response.json().body.title).toBe('Notre mission');
      const viaGraphql = await graphql(DOCUMENT_QUERY, { path: '/mission-regeneration' });
      expect(viaGraphql.json().data.document.body.title).toBe('Notre mission');
    });

    it.each([['a wrong x-preview-token', { 'x-preview-token': `${PREVIEW_TOKEN}-` }]])(
      'refuses %s with 401 invalid_preview_token',
      async (_name, headers) => {
        for (const response of [
          await app.inject({ method: 'GET', url: documentUrl, headers }),
          await graphql('{ recipeSlugs { slug } }', undefined, headers),
        ]) {
          expect(response.statusCode).toBe(401);
          expect(response.json()).toMatchObject({
            error: { code: 'invalid_preview_token' },
            requestId: expect.any(String),
          });
        }
      },
    );
  });
});
