/** Editorial web pages (spec §2): the content team's pages, served from a few path roots. */
import { BRAND_SLUG } from './brand';
import { isLegalPagePath } from './legal-pages';

/** Spec §2: editorial web paths start with one of these (plus `trouver-{product}`). */
export const EDITORIAL_ROOTS = [
  'mission-regeneration',
  'recettes',
  'nos-articles',
  'magazine',
  'bienvenue',
] as const;

/**
 * Spec §2: the `trouver-{product}` roots are "where to find …" pages, one per product family or
 * for the shop itself: `trouver-miel`, `trouver-sillon`.
 */
const FIND_ROOT = /^trouver-[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The "where to find us" page of the shop itself ("trouver-sillon"). */
export function findUsRoot(brandSlug: string = BRAND_SLUG): string {
  return `trouver-${brandSlug}`;
}

/** Whether a first path segment is an editorial root (spec §2). */
export function isEditorialRoot(segment: string): boolean {
  return (EDITORIAL_ROOTS as readonly string[]).includes(segment) || FIND_ROOT.test(segment);
}

/** Whether a path is an editorial page, whatever its depth ("/recettes/tarte-aux-poireaux"). */
export function isEditorialPath(path: string): boolean {
  const first = path
    .split(/[?#]/, 1)[0]
    ?.split('/')
    .find((segment) => segment !== '');
  return first !== undefined && isEditorialRoot(first);
}

/** Spec §2: a recipe page is `recettes/{slug}`. */
export function recipePath(slug: string): string {
  return `/recettes/${slug}`;
}

/** Spec §2: the editors' selection of products. */
export const SELECTION_PATH = '/selection';

/**
 * Whether a path is a page made of a content document (an editorial page, a recipe, an index, the
 * selection, a legal page): the document decides whether the page exists.
 */
export function isContentPagePath(path: string): boolean {
  const bare = path.split(/[?#]/, 1)[0]?.replace(/\/+$/, '') ?? '';
  return bare === SELECTION_PATH || isEditorialPath(bare) || isLegalPagePath(bare);
}
