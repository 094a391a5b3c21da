/**
 * A search the shop can link to (issue 16): the typed text and its filters live in the page's
 * address, `/search?s=carotte&label=bio&rayon=fruits-et-legumes`. One reader and one writer, so
 * the app, the server's page render and the search API agree on what a link means.
 */
import { allergenFiltersOf, type AllergenFilterSlug } from './food-information';
import { t, tCount } from './messages/translate';
import { slugify } from './routing';

const SEARCH_PATH = '/search';

/** Longest search text: the fields stop there, and the search API refuses longer. */
export const MAX_SEARCH_LENGTH = 100;

/**
 * What a search asks: the text, at most one label and one rack (by their slugs), and « sans »
 * allergen filters (issue 40: `sans=gluten,fruits-a-coque`), known ones only, in the shop's order.
 */
export type SearchAddress = { text: string; label?: string; rack?: string; sans?: AllergenFilterSlug[] };

/** The address's own parameter names, which the search API takes as they are. */
export type SearchParams = { s: string; label?: string; rayon?: string; sans?: string };

type RouteParams = Record<string, string | string[] | undefined>;

/**
 * The search named by a page's parameters (Expo Router's, or a URL's query). A repeated parameter
 * counts once, a text cut at `MAX_SEARCH_LENGTH`; a filter is read as a slug (`Sans gluten` →
 * `sans-gluten`), so a hand-typed link still means what it says; filters without text are
 * dropped, since a search needs words.
 */
export function readSearchAddress(params: RouteParams): SearchAddress {
  // A hand-typed address may hold more than a search may: the search API would refuse it.
  const text = (firstOf(params['s']) ?? '').trim().slice(0, MAX_SEARCH_LENGTH).trim();
  if (text === '') return { text };
  const label = slugify(firstOf(params['label']) ?? '');
  const rack = slugify(firstOf(params['rayon']) ?? '');
  const sansParam = params['sans'];
  const sans = allergenFiltersOf(
    (Array.isArray(sansParam) ? sansParam : [sansParam ?? ''])
      .flatMap((value) => value.split(','))
      .map(slugify),
  );
  return {
    text,
    ...(label ? { label } : {}),
    ...(rack ? { rack } : {}),
    ...(sans.length > 0 ? { sans } : {}),
  };
}

/** The same search read from a URL (the server render's request), absolute or not. */
export function searchAddressOfUrl(url: string): SearchAddress {
  const query = url.split('#')[0]?.split('?')[1] ?? '';
  const params: Record<string, string> = {};
  for (const pair of query.split('&')) {
    const [name = '', value = ''] = pair.split('=');
    const key = decodeQueryPart(name);
    if (key !== undefined && !(key in params)) params[key] = decodeQueryPart(value) ?? '';
  }
  return readSearchAddress(params);
}

/** The address's parameters (for the router and the search API); absent filters are left out. */
export function searchParamsOf(address: SearchAddress): SearchParams {
  return {
    s: address.text,
    ...(address.label ? { label: address.label } : {}),
    ...(address.rack ? { rayon: address.rack } : {}),
    ...(address.sans && address.sans.length > 0 ? { sans: allergenFiltersOf(address.sans).join(',') } : {}),
  };
}

/** The names of the filters a search answer says it applied: label, rack, then the « sans » ones. */
export function appliedFilterNames(filters: {
  label: { name: string } | null;
  rack: { name: string } | null;
  sans: { name: string }[];
}): string[] {
  return [filters.label?.name, filters.rack?.name, ...filters.sans.map((filter) => filter.name)].filter(
    (name) => name !== undefined,
  );
}

/** The page's address: `/search?s=carotte&label=bio`; `/search` for an empty search. */
export function searchHref(address: SearchAddress): string {
  if (address.text.trim() === '') return SEARCH_PATH;
  const query = Object.entries(searchParamsOf(address))
    // The « sans » list keeps its commas readable (`sans=gluten,lactose`).
    .map(([name, value]) => `${name}=${encodeURIComponent(value).replace(/%2C/g, ',')}`)
    .join('&');
  return `${SEARCH_PATH}?${query}`;
}

/** A product label as the address names it: `Sans gluten` → `sans-gluten`. */
export function labelSlug(label: string): string {
  return slugify(label);
}

/**
 * Title and description of a search page: they name the query (and the applied filters' names),
 * and the number of products when it is known.
 */
export function searchPageHead(
  address: SearchAddress,
  found?: { total: number; filterNames: string[] },
): { title: string; description?: string } {
  if (address.text === '') return { title: t('screens.search.title') };
  const query = address.text;
  const filters = found && found.filterNames.length > 0 ? ` (${found.filterNames.join(', ')})` : '';
  const title = t('screens.search.title_query', { query }) + filters;
  const description = found
    ? tCount('screens.search.description', found.total, { query })
    : t('screens.search.description_unknown', { query });
  return { title, description };
}

/** A query string's part (`+` is a space); a malformed escape reads as nothing. */
function decodeQueryPart(part: string): string | undefined {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
}

function firstOf(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Searches offered when one found nothing (issue 40): words the catalogue answers well, chosen by
 * the shop (not counted from shoppers' searches, which the shop does not keep).
 */
export const SEARCH_IDEAS = [
  'carottes',
  'pommes',
  'fromage de chèvre',
  'miel',
  'pain au levain',
  'lait d’avoine',
];
