/** Editorial web pages (spec §2): the content team's pages, served from a few path roots. */
import { BRAND_SLUG } from './brand';

/** Spec §2: editorial web paths start with one of these (plus `trouver-{product}`). */
export const EDITORIAL_ROOTS = [
  'mission-regeneration',
  'recettes',
  'nos-articles',
  'magazine',
  'bienvenue',
] as const;

/** Spec §2: the `trouver-{product}` root, `{product}` being the shop's name ("trouver-sillon"). */
export function findUsRoot(brandSlug: string = BRAND_SLUG): string {
  return `trouver-${brandSlug}`;
}

/** Whether a first path segment is an editorial root (spec §2). */
export function isEditorialRoot(segment: string, brandSlug: string = BRAND_SLUG): boolean {
  return (EDITORIAL_ROOTS as readonly string[]).includes(segment) || segment === findUsRoot(brandSlug);
}

/** Whether a path is an editorial page, whatever its depth ("/recettes/tarte-aux-poireaux"). */
export function isEditorialPath(path: string, brandSlug: string = BRAND_SLUG): boolean {
  const first = path
    .split(/[?#]/, 1)[0]
    ?.split('/')
    .find((segment) => segment !== '');
  return first !== undefined && isEditorialRoot(first, brandSlug);
}

/** Spec §2: a recipe page is `recettes/{slug}`. */
export function recipePath(slug: string): string {
  return `/recettes/${slug}`;
}
