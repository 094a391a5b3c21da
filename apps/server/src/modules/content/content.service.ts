/**
 * The content service's documents (spec §3, §7, §8): published copies for everyone, drafts over
 * published copies only in preview mode, `_id` on every document, newer-only replacement.
 * Published reads are kept a few seconds in memory; preview reads always go to the database.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { ContentDocument, RecipeSlug } from '@sillon/contract';
import {
  DRAFT_PREFIX,
  documentIdOf,
  isDraftId,
  isNewerRecord,
  publishedIdOf,
  withDraftPrecedence,
} from '@sillon/domain';
import { LRUCache } from 'lru-cache';
import { CACHES, MADE_BY_CACHE, WALL_CLOCK } from '../../caches';
import { contentError, isUniqueViolation } from './content-errors';
import { createContentStaff } from './content-staff';
import type { ContentDocumentRow, ContentRepository } from './content.repository';

/** Longer presented tokens are refused without hashing them. */
const PREVIEW_TOKEN_MAX_LENGTH = 512;
const RECIPE_TYPE = 'recipe';
const RECIPE_PATH_PREFIX = 'recettes/';

export type ReadOptions = { preview: boolean };

/** A published read as made: `found` is undefined for a path or id no document has (kept too). */
type PublishedRead = { found: unknown };

/** A document as an editor (or the seed) writes it. */
export type ContentDocumentInput = {
  id: string;
  type: string;
  path: string | null;
  body: Record<string, unknown>;
  /** A `Date` or an ISO 8601 time. */
  updatedAt: Date | string;
};

export type DocumentLookup = { path: string; id?: undefined } | { id: string; path?: undefined };

/** Stored paths have no leading or trailing slash; the home page is `''`. */
export function normalizeContentPath(path: string): string {
  return path.replace(/^\/+|\/+$/g, '');
}

export function createContentService(deps: {
  repository: ContentRepository;
  /** Unset: preview is off (the module always gives one; see `createContentModule`). */
  previewToken: string | undefined;
  /** The catalogue's products by reference, for the staff's drafts that name some. */
  productIdsByReference: () => Promise<ReadonlyMap<string, string>>;
  /** The names of the catalogue's products among `references`, by reference: the journal names a gift so. */
  productNames: (references: readonly string[]) => Promise<ReadonlyMap<string, string>>;
}) {
  const { repository } = deps;
  /** Published reads a few seconds (other copies may write), each read once however many ask. */
  const published = new LRUCache<string, PublishedRead, () => Promise<unknown>>({
    ...CACHES.contentReads,
    ...WALL_CLOCK,
    ...MADE_BY_CACHE,
    fetchMethod: async (_key, _stale, { context: read }) => ({ found: await read() }),
  });

  async function cached<T>(key: string, read: () => Promise<T>): Promise<T> {
    // Never undefined: the fetch method always answers, and a read cleared meanwhile still does.
    return (await published.fetch(key, { context: read }))!.found as T;
  }

  const listeners = new Set<() => void>();
  const expectedTokenDigest = deps.previewToken === undefined ? undefined : digest(deps.previewToken);

  function invalidate(): void {
    published.clear();
    for (const listener of listeners) listener();
  }

  /**
   * Preview candidates may lack the draft of a published copy when the draft moved to another
   * path: fetch those drafts too, so a draft always wins over its published copy in preview.
   */
  async function withDrafts(rows: ContentDocumentRow[]): Promise<ContentDocument[]> {
    const present = new Set(rows.map((row) => row.id));
    const missingDrafts = rows
      .filter((row) => !isDraftId(row.id) && !present.has(`${DRAFT_PREFIX}${row.id}`))
      .map((row) => `${DRAFT_PREFIX}${row.id}`);
    const drafts = await repository.findByIds(missingDrafts);
    return withDraftPrecedence([...rows, ...drafts].map(toDocument));
  }

  async function documentsByType(type: string, options: ReadOptions): Promise<ContentDocument[]> {
    if (!options.preview) {
      return cached(`type:${type}`, async () =>
        (await repository.findByType(type, { includeDrafts: false })).map(toDocument),
      );
    }
    const candidates = await withDrafts(await repository.findByType(type, { includeDrafts: true }));
    return candidates.filter((document) => document._type === type).sort(byId);
  }

  async function documentByPath(path: string, options: ReadOptions): Promise<ContentDocument | undefined> {
    const stored = normalizeContentPath(path);
    if (!options.preview) {
      return cached(`path:${stored}`, async () => {
        const [row] = await repository.findByPath(stored, { includeDrafts: false });
        return row && toDocument(row);
      });
    }
    const candidates = await withDrafts(await repository.findByPath(stored, { includeDrafts: true }));
    // Several drafts may claim one path until they are published: the latest edit is shown.
    return candidates
      .filter((document) => document.path === stored)
      .sort((a, b) => Date.parse(b._updatedAt) - Date.parse(a._updatedAt))[0];
  }

  async function documentById(id: string, options: ReadOptions): Promise<ContentDocument | undefined> {
    if (!options.preview) {
      // A draft id is never answered outside preview, even when asked by name.
      if (isDraftId(id)) return undefined;
      return cached(`id:${id}`, async () => {
        const [row] = await repository.findByIds([id]);
        return row && toDocument(row);
      });
    }
    const publishedId = publishedIdOf(id);
    const rows = await repository.findByIds([publishedId, `${DRAFT_PREFIX}${publishedId}`]);
    return withDraftPrecedence(rows.map(toDocument))[0];
  }

  return {
    /**
     * Preview mode from the token the request presented: none means published content; a token
     * that is not the configured one (or any token while preview is off) is refused.
     */
    previewFromToken(token: string | undefined): boolean {
      if (token === undefined) return false;
      const isValid =
        expectedTokenDigest !== undefined &&
        token.length <= PREVIEW_TOKEN_MAX_LENGTH &&
        timingSafeEqual(digest(token), expectedTokenDigest);
      if (!isValid) throw contentError('unauthenticated', 'invalid_preview_token');
      return true;
    },
    documentsByType,
    documentByPath,
    documentById,
    /** The document at a path or with an id, or `content_not_found`. */
    async findDocument(lookup: DocumentLookup, options: ReadOptions): Promise<ContentDocument> {
      const document =
        lookup.path !== undefined
          ? await documentByPath(lookup.path, options)
          : await documentById(lookup.id, options);
      if (!document) throw contentError('not_found', 'content_not_found');
      return document;
    },
    /** Spec §7: the document query listing recipe slugs, by slug. */
    async recipeSlugs(options: ReadOptions): Promise<RecipeSlug[]> {
      const recipes = await documentsByType(RECIPE_TYPE, options);
      return recipes
        .flatMap((recipe) => {
          const slug = recipeSlugOf(recipe);
          return slug ? [{ _id: recipe._id, slug }] : [];
        })
        .sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
    },
    /**
     * Spec §4: a record replaces the stored one only if newer by updated-at time. Answers whether
     * it was written; a write clears this process's caches.
     */
    async upsertDocument(input: ContentDocumentInput): Promise<{ written: boolean }> {
      const id = documentIdOf({ _id: input.id });
      const updatedAt = typeof input.updatedAt === 'string' ? input.updatedAt : input.updatedAt.toISOString();
      const [stored] = await repository.findByIds([id]);
      if (!isNewerRecord({ updatedAt }, stored && { updatedAt: stored.updatedAt.toISOString() }))
        return { written: false };
      let written: boolean;
      try {
        written = await repository.upsertIfNewer({
          id,
          type: input.type,
          path: input.path === null ? null : normalizeContentPath(input.path),
          body: input.body,
          updatedAt: new Date(updatedAt),
        });
      } catch (failure) {
        if (isUniqueViolation(failure)) {
          throw contentError('conflict', 'content_path_conflict', { path: input.path });
        }
        throw failure;
      }
      if (written) invalidate();
      return { written };
    },
    /** Called after every content write of this process, e.g. to clear HTTP caches. */
    onChange(listener: () => void): void {
      listeners.add(listener);
    },
    /** Forgets cached reads, e.g. when the catalogue behind the GraphQL answers changed. */
    invalidate,
    ...createContentStaff({
      repository,
      invalidate,
      previewToken: deps.previewToken,
      productIdsByReference: deps.productIdsByReference,
      productNames: deps.productNames,
    }),
  };
}

export type ContentService = ReturnType<typeof createContentService>;

/** Spec §3, §8: the projection always carries `_id`; a row without one is a programming error. */
function toDocument(row: ContentDocumentRow): ContentDocument {
  return {
    _id: documentIdOf({ _id: row.id }),
    _type: row.type,
    _updatedAt: row.updatedAt.toISOString(),
    path: row.path,
    body: row.body,
  };
}

function recipeSlugOf(recipe: ContentDocument): string | undefined {
  const slug = recipe.body['slug'];
  if (typeof slug === 'string' && slug !== '') return slug;
  return recipe.path?.startsWith(RECIPE_PATH_PREFIX)
    ? recipe.path.slice(RECIPE_PATH_PREFIX.length)
    : undefined;
}

function byId(a: ContentDocument, b: ContentDocument): number {
  return a._id < b._id ? -1 : a._id > b._id ? 1 : 0;
}

/** Hashing first gives both sides the same length, which `timingSafeEqual` needs. */
function digest(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}
