/**
 * Links written in the seed data (home page, sidebar). Rack and shelf ids, hence their canonical
 * paths (`/p/{slug}-{id}`, spec §2), only exist once the seeder has derived them from the keys, so
 * the data points at racks and shelves by key (`rack:{key}`, `shelf:{key}`) and the seeder turns
 * those into paths. Products use `/r/{reference}`, which the app already resolves (spec §2); other
 * links are plain paths (editorial pages, recipes).
 */

export const rackHref = (rackKey: string): string => `rack:${rackKey}`;
export const shelfHref = (shelfKey: string): string => `shelf:${shelfKey}`;
export const productHref = (reference: string): string => `/r/${reference}`;
export const recipeHref = (slug: string): string => `/recettes/${slug}`;

export type SeedHrefTarget =
  | { kind: 'rack'; key: string }
  | { kind: 'shelf'; key: string }
  | { kind: 'product'; reference: string }
  | { kind: 'path'; path: string };

/** What a seed link points at; the seeder maps racks and shelves to their canonical paths. */
export function parseSeedHref(href: string): SeedHrefTarget {
  if (href.startsWith('rack:')) return { kind: 'rack', key: href.slice('rack:'.length) };
  if (href.startsWith('shelf:')) return { kind: 'shelf', key: href.slice('shelf:'.length) };
  if (href.startsWith('/r/')) return { kind: 'product', reference: href.slice('/r/'.length) };
  return { kind: 'path', path: href };
}
