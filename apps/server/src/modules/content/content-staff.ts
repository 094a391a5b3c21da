/**
 * The staff's content documents (the back office, issue 18): every document with its published
 * copy and its draft, a draft saved, a draft published. A draft is the `drafts.<id>` document the
 * shop shows only in preview; publishing makes it the document and clears every cached read, so
 * the shop shows it on its next request. The preview link is the shop's page with the preview token.
 */
import { homePageBody, recipeBody, type StaffDocument, type StaffDocumentRow } from '@sillon/contract';
import {
  DRAFT_PREFIX,
  contentTitleProblem,
  isContentPagePath,
  isDraftId,
  lostContentFields,
  publishedIdOf,
} from '@sillon/domain';
import type { Transaction } from '../../db/client';
import type { ChangeAudit } from '../../http/staff-routes';
import { contentError, isUniqueViolation } from './content-errors';
import {
  createContentRepository,
  type ContentDocumentRow,
  type ContentRepository,
} from './content.repository';

type DocumentPair = {
  id: string;
  published: ContentDocumentRow | undefined;
  draft: ContentDocumentRow | undefined;
};

export function createContentStaff(deps: {
  repository: ContentRepository;
  invalidate: () => void;
  /** Unset: no preview link (preview is off). */
  previewToken: string | undefined;
  /** The catalogue's products by reference: a document's gifts must name products it has. */
  productIdsByReference: () => Promise<ReadonlyMap<string, string>>;
  /** The names of the catalogue's products among `references`, by reference. */
  productNames: (references: readonly string[]) => Promise<ReadonlyMap<string, string>>;
}) {
  const { repository } = deps;

  /**
   * A version's gifts each with its product's name, as the staff know it: the journal reads
   * « Miel de tilleul × 1 dès 45,00 € », not the reference (a product gone keeps its reference).
   */
  async function namingGifts(fields: Record<string, unknown>): Promise<Record<string, unknown>> {
    const gifts = fields['gifts'];
    if (!Array.isArray(gifts)) return fields;
    const referenceOf = (gift: unknown) => (gift as { productReference?: unknown } | null)?.productReference;
    const references = gifts.map(referenceOf).filter((reference) => typeof reference === 'string');
    const names = await deps.productNames(references);
    const named = gifts.map((gift: unknown) => {
      const name = names.get(referenceOf(gift) as string);
      return name === undefined ? gift : { ...(gift as object), productName: name };
    });
    return { ...fields, gifts: named };
  }

  async function pairOf(id: string, queries: ContentRepository = repository): Promise<DocumentPair> {
    const publishedId = publishedIdOf(id);
    const rows = await queries.findByIds([publishedId, `${DRAFT_PREFIX}${publishedId}`]);
    const pair = {
      id: publishedId,
      published: rows.find((row) => row.id === publishedId),
      draft: rows.find((row) => row.id !== publishedId),
    };
    if (!pair.published && !pair.draft) throw contentError('not_found', 'content_not_found');
    return pair;
  }

  /** A time after the stored one, so the newer-only rule (spec §4) always takes the staff's write. */
  const writeTimeAfter = (...rows: (ContentDocumentRow | undefined)[]) =>
    new Date(Math.max(Date.now(), ...rows.map((row) => (row ? row.updatedAt.getTime() + 1 : 0))));

  function previewUrlOf(path: string | null): string | null {
    if (path === null || deps.previewToken === undefined) return null;
    const page = `/${path}`;
    return isContentPagePath(page) ? `${page}?preview=${encodeURIComponent(deps.previewToken)}` : null;
  }

  /** A document; on `tx`, as a change's transaction sees it. */
  async function staffDocument(id: string, tx?: Transaction): Promise<StaffDocument> {
    const {
      published,
      draft,
      id: publishedId,
    } = await pairOf(id, tx ? createContentRepository(tx) : repository);
    const shown = (draft ?? published)!;
    return {
      id: publishedId,
      type: shown.type,
      title: titleOf(shown),
      path: shown.path,
      published: published?.body ?? null,
      draft: draft?.body ?? null,
      previewUrl: previewUrlOf(shown.path),
    };
  }

  return {
    /** Documents of a type (or all), by type then id: one row per document, its draft beside it. */
    async staffDocuments(query: {
      type?: string | undefined;
      page: number;
      perPage: number;
    }): Promise<{ items: StaffDocumentRow[]; total: number }> {
      const pairs = new Map<string, DocumentPair>();
      for (const row of await repository.findAll(query.type)) {
        const id = publishedIdOf(row.id);
        const pair = pairs.get(id) ?? { id, published: undefined, draft: undefined };
        if (isDraftId(row.id)) pair.draft = row;
        else pair.published = row;
        pairs.set(id, pair);
      }
      const rows = [...pairs.values()].map(({ id, published, draft }): StaffDocumentRow => {
        const shown = (draft ?? published)!;
        const latest = [published, draft].flatMap((row) => row ?? []).map((row) => row.updatedAt.getTime());
        return {
          id,
          type: shown.type,
          title: titleOf(shown),
          path: shown.path,
          updatedAt: new Date(Math.max(...latest)).toISOString(),
          hasDraft: draft !== undefined,
          published: published !== undefined,
        };
      });
      const start = (query.page - 1) * query.perPage;
      return { items: rows.slice(start, start + query.perPage), total: rows.length };
    },

    staffDocument,

    /**
     * A document as the journal keeps a change of it: one version's fields side by side (a draft
     * saved: the draft, or the published document it starts from; a publication: the published
     * one), so an entry lists the fields the change changed, as a product's does. On `tx`, as a
     * change's transaction sees it.
     */
    async auditedDocument(id: string, version: 'draft' | 'published', tx?: Transaction) {
      const { published, draft } = await pairOf(id, tx ? createContentRepository(tx) : repository);
      const row = version === 'draft' ? (draft ?? published) : published;
      return row ? namingGifts(auditedFields(row)) : null;
    },

    /** Saves the draft: the body given, with its `_id` (the draft's) and `_type` kept. */
    async saveDraft(id: string, body: Record<string, unknown>, audit?: ChangeAudit): Promise<StaffDocument> {
      const publishedId = await repository.transaction(async (tx) => {
        await audit?.hold(tx);
        const queries = createContentRepository(tx);
        const { published, draft, id: publishedId } = await pairOf(id, queries);
        const base = (draft ?? published)!;
        if (published) keepsShopFields(published.body, body);
        keepsATitle((published ?? base).body, body);
        fitsItsShape(base.type, body);
        namesKnownProducts(body, await deps.productIdsByReference());
        const draftId = `${DRAFT_PREFIX}${publishedId}`;
        await queries.upsertIfNewer({
          id: draftId,
          type: base.type,
          path: base.path,
          body: { ...body, _id: draftId, _type: base.type },
          updatedAt: writeTimeAfter(draft),
        });
        await audit?.record(tx);
        return publishedId;
      });
      deps.invalidate();
      return staffDocument(publishedId);
    },

    /** The draft becomes the published document; the shop shows it at once. */
    async publish(id: string, audit?: ChangeAudit): Promise<StaffDocument> {
      const publishedId = await repository.transaction(async (tx) => {
        await audit?.hold(tx);
        const queries = createContentRepository(tx);
        const { published, draft, id: publishedId } = await pairOf(id, queries);
        if (!draft) throw contentError('conflict', 'content_no_draft');
        // Checked again: a draft may have been saved without it (a script).
        if (published) keepsShopFields(published.body, draft.body);
        keepsATitle((published ?? draft).body, draft.body);
        fitsItsShape(draft.type, draft.body);
        namesKnownProducts(draft.body, await deps.productIdsByReference());
        try {
          await queries.publishDraft(draft.id, {
            id: publishedId,
            type: draft.type,
            path: draft.path,
            body: { ...draft.body, _id: publishedId, _type: draft.type },
            updatedAt: writeTimeAfter(published, draft),
          });
        } catch (failure) {
          if (isUniqueViolation(failure))
            throw contentError('conflict', 'content_path_conflict', { path: draft.path });
          throw failure;
        }
        await audit?.record(tx);
        return publishedId;
      });
      deps.invalidate();
      return staffDocument(publishedId);
    },
  };
}

/** A draft keeps the published fields the shop's screens read, each of its kind (`lostContentFields`). */
function keepsShopFields(published: Record<string, unknown>, draft: Record<string, unknown>): void {
  const lost = lostContentFields(published, draft);
  if (lost.length > 0) throw contentError('invalid_input', 'content_fields_lost', { lost });
}

/** A page keeps a heading the shop can show (`contentTitleProblem`). */
function keepsATitle(before: Record<string, unknown>, draft: Record<string, unknown>): void {
  const problem = contentTitleProblem(before, draft);
  if (problem)
    throw contentError('invalid_input', 'content_invalid', [
      { field: `draft.${problem.field}`, message: problem.message },
    ]);
}

/** The shapes the shop's screens read whole, by document type: a block that does not fit would leave the page unsaid. */
const SHAPES = { homePage: homePageBody, recipe: recipeBody } as const;

/** A draft of a type with a shape fits it; else the refusal says each problem where it is. */
function fitsItsShape(type: string, body: Record<string, unknown>): void {
  const shape = SHAPES[type as keyof typeof SHAPES];
  const checked = shape?.safeParse(body);
  if (!checked || checked.success) return;
  const problems = checked.error.issues.map((issue) => ({
    field: ['draft', ...issue.path].join('.'),
    message: `${placeOf(issue.path)} : ${issue.message}.`,
  }));
  throw contentError('invalid_input', 'content_invalid', problems);
}

/** The lists of a document that name products by reference (the gift ladder's), in the staff's words. */
const PRODUCT_LISTS: Record<string, string> = { gifts: 'Palier', products: 'Produit' };

/**
 * Every product a draft names by reference is one the catalogue has: the shop would silently
 * leave out a gift it cannot find (`readPreloadedPromotions`).
 */
function namesKnownProducts(body: Record<string, unknown>, known: ReadonlyMap<string, string>): void {
  const problems = Object.entries(PRODUCT_LISTS).flatMap(([list, word]) => {
    const items = Array.isArray(body[list]) ? (body[list] as unknown[]) : [];
    return items.flatMap((item, index) => {
      const reference = (item as { productReference?: unknown } | null)?.productReference;
      if (typeof reference !== 'string' || known.has(reference)) return [];
      return [
        {
          field: `draft.${list}.${index}.productReference`,
          message: `${word} ${index + 1} : aucun produit n’a la référence « ${reference.slice(0, 80)} ».`,
        },
      ];
    });
  });
  if (problems.length > 0) throw contentError('invalid_input', 'content_invalid', problems);
}

/** Where a problem is, in the staff's words: « Bloc 2, élément 1, « title » ». */
function placeOf(path: readonly PropertyKey[]): string {
  const LISTS: Record<string, string> = { blocks: 'Bloc', headerSlider: 'Diapositive', items: 'élément' };
  const words: string[] = [];
  path.forEach((step, index) => {
    const next = path[index + 1];
    if (typeof step === 'string' && LISTS[step] && typeof next === 'number') return;
    if (typeof step === 'number') {
      const list = path[index - 1];
      words.push(`${typeof list === 'string' ? (LISTS[list] ?? list) : 'Élément'} ${step + 1}`);
    } else words.push(step === 'banner' ? 'Bannière' : `« ${String(step)} »`);
  });
  return words.join(', ') || 'Le contenu';
}

/** What the staff call the documents that carry no title of their own. */
const UNTITLED_DOCUMENTS: Record<string, string> = {
  homePage: 'Page d’accueil',
  sidebar: 'Menu des rayons',
};

/** The body's field that titles a document: its title, its name or its gifts' heading. */
const titleFieldOf = (body: Record<string, unknown>) =>
  ['title', 'name', 'giftsSectionTitle'].find((field) => body[field] !== undefined && body[field] !== null);

/** The document's title, its gifts' heading, or its kind in the staff's words: never a raw id. */
function titleOf(row: ContentDocumentRow): string {
  const field = titleFieldOf(row.body);
  const title = field === undefined ? undefined : row.body[field];
  if (typeof title === 'string' && title.trim() !== '') return title;
  return UNTITLED_DOCUMENTS[row.type] ?? publishedIdOf(row.id);
}

/** A version's own fields with its title (once, whichever field holds it) and its address. */
function auditedFields(row: ContentDocumentRow): Record<string, unknown> {
  const left = new Set(['_id', '_type', titleFieldOf(row.body)]);
  const fields = Object.entries(row.body).filter(([field]) => !left.has(field));
  return { ...Object.fromEntries(fields), title: titleOf(row), path: row.path };
}
