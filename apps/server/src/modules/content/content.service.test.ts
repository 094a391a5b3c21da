import { MISSING_ID_MESSAGE, MissingDocumentIdError } from '@sillon/domain/content';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { AppError } from '../../http/app-error';
import { openTestDatabase } from '../../testing/test-database';
import {
  createContentRepository,
  type ContentRepository,
  type NewContentDocumentRow,
} from './content.repository';
import { createContentService, type ContentService } from './content.service';

const PREVIEW_TOKEN = 'preview-token-for-content-tests-42';
const noProducts = async () => new Map<string, string>();
const PUBLISHED_AT = new Date('2026-11-01T08:00:00.000Z');
const DRAFTED_AT = new Date('2026-11-02T08:00:00.000Z');

function row(
  id: string,
  type: string,
  path: string | null,
  body: Record<string, unknown>,
  updatedAt = PUBLISHED_AT,
): NewContentDocumentRow {
  return { id, type, path, body: { _id: id, _type: type, ...body }, updatedAt };
}

const published = { preview: false };
const preview = { preview: true };

describe('content service', () => {
  let database: DatabaseHandle;
  let repository: ContentRepository;
  let service: ContentService;

  beforeAll(async () => {
    database = await openTestDatabase();
    repository = createContentRepository(database.db);
    service = createContentService({
      repository,
      previewToken: PREVIEW_TOKEN,
      productIdsByReference: noProducts,
      productNames: noProducts,
    });
    for (const document of [
      row('editorialPage.mission-regeneration', 'editorialPage', 'mission-regeneration', {
        title: 'Notre mission',
      }),
      row(
        'drafts.editorialPage.mission-regeneration',
        'editorialPage',
        'mission-regeneration',
        { title: 'Notre mission (brouillon)' },
        DRAFTED_AT,
      ),
      row('editorialPage.magazine', 'editorialPage', 'magazine', { title: 'Le magazine' }),
      // A draft that moves its page elsewhere: in preview the page is at its new path only.
      row('editorialPage.bienvenue', 'editorialPage', 'bienvenue', { title: 'Bienvenue' }),
      row(
        'drafts.editorialPage.bienvenue',
        'editorialPage',
        'bienvenue-chez-sillon',
        { title: 'Bienvenue (brouillon)' },
        DRAFTED_AT,
      ),
      // A page never published: preview only.
      row(
        'drafts.editorialPage.nos-articles',
        'editorialPage',
        'nos-articles',
        { title: 'Nos articles (brouillon)' },
        DRAFTED_AT,
      ),
      row('recipe.tarte-aux-poireaux', 'recipe', 'recettes/tarte-aux-poireaux', {
        slug: 'tarte-aux-poireaux',
      }),
      row('recipe.soupe-de-potimarron', 'recipe', 'recettes/soupe-de-potimarron', {
        slug: 'soupe-de-potimarron',
      }),
      row(
        'drafts.recipe.gratin-dauphinois',
        'recipe',
        'recettes/gratin-dauphinois',
        { slug: 'gratin-dauphinois' },
        DRAFTED_AT,
      ),
      row('homePage', 'homePage', '', { banner: { title: 'Bienvenue' } }),
    ]) {
      await repository.upsertIfNewer(document);
    }
  });
  afterAll(() => database.close());

  describe('drafts and preview', () => {
    it('answers the published copy outside preview, whatever the draft says', async () => {
      const document = await service.documentByPath('/mission-regeneration', published);
      expect(document).toMatchObject({
        _id: 'editorialPage.mission-regeneration',
        _type: 'editorialPage',
        _updatedAt: PUBLISHED_AT.toISOString(),
        path: 'mission-regeneration',
        body: { title: 'Notre mission' },
      });
    });

    it('answers the draft in preview, under the published id', async () => {
      const document = await service.documentByPath('mission-regeneration', preview);
      expect(document).toMatchObject({
        _id: 'editorialPage.mission-regeneration',
        _updatedAt: DRAFTED_AT.toISOString(),
        body: { title: 'Notre mission (brouillon)' },
      });
    });

    it('never answers a draft id outside preview, and maps it to its page in preview', async () => {
      expect(
        await service.documentById('drafts.editorialPage.mission-regeneration', published),
      ).toBeUndefined();
      expect(await service.documentById('drafts.editorialPage.nos-articles', published)).toBeUndefined();
      expect(
        (await service.documentById('editorialPage.mission-regeneration', published))?.body['title'],
      ).toBe('Notre mission');
      expect(
        (await service.documentById('drafts.editorialPage.mission-regeneration', preview))?.body['title'],
      ).toBe('Notre mission (brouillon)');
      expect((await service.documentById('editorialPage.mission-regeneration', preview))?._id).toBe(
        'editorialPage.mission-regeneration',
      );
    });

    it('shows a never-published page only in preview', async () => {
      expect(await service.documentByPath('/nos-articles', published)).toBeUndefined();
      expect((await service.documentByPath('/nos-articles', preview))?._id).toBe(
        'editorialPage.nos-articles',
      );
    });

    it('follows a draft that moves a page to another path, in preview only', async () => {
      expect((await service.documentByPath('/bienvenue', published))?.body['title']).toBe('Bienvenue');
      expect(await service.documentByPath('/bienvenue-chez-sillon', published)).toBeUndefined();
      expect(await service.documentByPath('/bienvenue', preview)).toBeUndefined();
      expect((await service.documentByPath('/bienvenue-chez-sillon', preview))?.body['title']).toBe(
        'Bienvenue (brouillon)',
      );
    });

    it('lists one document per page by type, drafts first in preview', async () => {
      const publishedPages = await service.documentsByType('editorialPage', published);
      expect(publishedPages.map((page) => [page._id, page.body['title']])).toEqual([
        ['editorialPage.bienvenue', 'Bienvenue'],
        ['editorialPage.magazine', 'Le magazine'],
        ['editorialPage.mission-regeneration', 'Notre mission'],
      ]);
      const previewPages = await service.documentsByType('editorialPage', preview);
      expect(previewPages.map((page) => [page._id, page.body['title']])).toEqual([
        ['editorialPage.bienvenue', 'Bienvenue (brouillon)'],
        ['editorialPage.magazine', 'Le magazine'],
        ['editorialPage.mission-regeneration', 'Notre mission (brouillon)'],
        ['editorialPage.nos-articles', 'Nos articles (brouillon)'],
      ]);
      expect(previewPages.every((page) => !page._id.startsWith('drafts.'))).toBe(true);
    });

    it('lists recipe slugs, with unpublished recipes in preview only', async () => {
      expect(await service.recipeSlugs(published)).toEqual([
        { _id: 'recipe.soupe-de-potimarron', slug: 'soupe-de-potimarron' },
        { _id: 'recipe.tarte-aux-poireaux', slug: 'tarte-aux-poireaux' },
      ]);
      expect((await service.recipeSlugs(preview)).map((recipe) => recipe.slug)).toEqual([
        'gratin-dauphinois',
        'soupe-de-potimarron',
        'tarte-aux-poireaux',
      ]);
    });

    it('answers the home page for the root path', async () => {
      expect((await service.documentByPath('/', published))?._id).toBe('homePage');
    });

    it('refuses content_not_found for a path with no document', async () => {
      await expect(service.findDocument({ path: '/magazine/inconnu' }, published)).rejects.toMatchObject({
        kind: 'not_found',
        code: 'content_not_found',
      });
    });
  });

  describe('caching', () => {
    it('keeps published reads a few seconds while preview always reads the database', async () => {
      await repository.upsertIfNewer(
        row('editorialPage.trouver-sillon', 'editorialPage', 'trouver-sillon', { title: 'v1' }),
      );
      expect((await service.documentByPath('/trouver-sillon', published))?.body['title']).toBe('v1');
      // Another server copy writes: this copy's cache does not know yet, preview does.
      await repository.upsertIfNewer(
        row('editorialPage.trouver-sillon', 'editorialPage', 'trouver-sillon', { title: 'v2' }, DRAFTED_AT),
      );
      expect((await service.documentByPath('/trouver-sillon', published))?.body['title']).toBe('v1');
      expect((await service.documentByPath('/trouver-sillon', preview))?.body['title']).toBe('v2');
    });

    it('reads a path once for many requests at the same time, and again once it expired', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      try {
        let reads = 0;
        let isFailing = false;
        const counted = createContentService({
          repository: {
            ...repository,
            findByPath: async (...args: Parameters<ContentRepository['findByPath']>) => {
              reads += 1;
              if (isFailing) throw new Error('database away');
              return repository.findByPath(...args);
            },
          },
          previewToken: PREVIEW_TOKEN,
          productIdsByReference: noProducts,
          productNames: noProducts,
        });
        const read = (path: string) => counted.documentByPath(path, published);
        const documents = await Promise.all(Array.from({ length: 30 }, () => read('/magazine')));
        expect(new Set(documents.map((document) => document?._id))).toEqual(
          new Set(['editorialPage.magazine']),
        );
        expect(reads).toBe(1);
        // A path with no document is remembered too: a flood of unknown paths stays off the database.
        expect(await read('/magazine/inconnu')).toBeUndefined();
        expect(await read('/magazine/inconnu')).toBeUndefined();
        expect(reads).toBe(2);
        vi.setSystemTime(Date.now() + 5001);
        // Expired and failing: the error is answered, and nothing is kept for the next request.
        isFailing = true;
        await expect(read('/magazine')).rejects.toThrow('database away');
        isFailing = false;
        expect((await read('/magazine'))?._id).toBe('editorialPage.magazine');
        expect(await read('/magazine')).toBeDefined();
        expect(reads).toBe(4);
      } finally {
        vi.useRealTimers();
      }
    });

    it("forgets cached reads on this process's own writes and tells listeners", async () => {
      let changes = 0;
      service.onChange(() => {
        changes += 1;
      });
      expect((await service.documentById('editorialPage.magazine', published))?.body['title']).toBe(
        'Le magazine',
      );
      const result = await service.upsertDocument({
        ...row('editorialPage.magazine', 'editorialPage', 'magazine', { title: 'Le magazine, édition 2' }),
        updatedAt: '2026-11-03T08:00:00.000Z',
      });
      expect(result).toEqual({ written: true });
      expect(changes).toBe(1);
      expect((await service.documentById('editorialPage.magazine', published))?.body['title']).toBe(
        'Le magazine, édition 2',
      );
    });
  });

  describe('newer-only replacement (spec §4)', () => {
    const id = 'preloadedPromotion.bienvenue';
    const promotion = (version: number, updatedAt: string) => ({
      ...row(id, 'preloadedPromotion', null, { version }),
      updatedAt,
    });

    it('writes a new record, then replaces it only with a strictly newer one', async () => {
      expect(await service.upsertDocument(promotion(1, '2026-11-01T08:00:00.000Z'))).toEqual({
        written: true,
      });
      expect(await service.upsertDocument(promotion(0, '2026-10-01T08:00:00.000Z'))).toEqual({
        written: false,
      });
      expect(await service.upsertDocument(promotion(9, '2026-11-01T08:00:00.000Z'))).toEqual({
        written: false,
      });
      expect(await service.upsertDocument(promotion(7, 'not a date'))).toEqual({ written: false });
      expect((await service.documentById(id, published))?.body['version']).toBe(1);
      expect(await service.upsertDocument(promotion(2, '2026-11-01T08:00:01.000Z'))).toEqual({
        written: true,
      });
      expect((await service.documentById(id, published))?.body['version']).toBe(2);
    });

    it('refuses a second published document at a path already taken', async () => {
      await expect(
        service.upsertDocument(
          row('editorialPage.autre-mission', 'editorialPage', '/mission-regeneration/', {}),
        ),
      ).rejects.toMatchObject({ kind: 'conflict', code: 'content_path_conflict' });
    });

    it('stores paths without slashes at the ends', async () => {
      await service.upsertDocument(
        row('editorialPage.magazine.printemps', 'editorialPage', '/magazine/printemps/', {}),
      );
      expect((await service.documentByPath('magazine/printemps', published))?.path).toBe(
        'magazine/printemps',
      );
    });
  });

  describe('missing _id (spec §8)', () => {
    it("refuses to write a document without _id, with the spec's exact message", async () => {
      const write = service.upsertDocument({ ...row('', 'sidebar', null, {}) });
      await expect(write).rejects.toBeInstanceOf(MissingDocumentIdError);
      await expect(write).rejects.toThrow(MISSING_ID_MESSAGE);
      expect(MISSING_ID_MESSAGE).toBe('Ensure that `_id` is included in query projection');
    });

    it('throws the same message when a stored document comes without _id, published or in preview', async () => {
      await repository.upsertIfNewer(row('', 'brokenType', null, {}));
      await expect(service.documentsByType('brokenType', published)).rejects.toThrow(MISSING_ID_MESSAGE);
      await expect(service.documentsByType('brokenType', preview)).rejects.toThrow(MISSING_ID_MESSAGE);
    });
  });

  describe('preview token', () => {
    it('is off without a token, on with the right one, refused with a wrong one', () => {
      expect(service.previewFromToken(undefined)).toBe(false);
      expect(service.previewFromToken(PREVIEW_TOKEN)).toBe(true);
      for (const wrong of ['', 'nope', `${PREVIEW_TOKEN}x`, PREVIEW_TOKEN.slice(1), 'x'.repeat(10_000)]) {
        expect(() => service.previewFromToken(wrong)).toThrow(AppError);
        try {
          service.previewFromToken(wrong);
        } catch (failure) {
          expect(failure).toMatchObject({ kind: 'unauthenticated', code: 'invalid_preview_token' });
        }
      }
    });

    it('refuses every token when preview is not configured', () => {
      const withoutPreview = createContentService({
        repository,
        previewToken: undefined,
        productIdsByReference: noProducts,
        productNames: noProducts,
      });
      expect(withoutPreview.previewFromToken(undefined)).toBe(false);
      expect(() => withoutPreview.previewFromToken(PREVIEW_TOKEN)).toThrow(AppError);
    });
  });
});
