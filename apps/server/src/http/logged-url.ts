/**
 * The address a request log keeps (issue 39). Query strings carry what must not sit in logs: an
 * order's token, a preview token, a staff search by phone or e-mail, a search text. A log keeps
 * the keys and the values of the few keys that only shape an answer (a page, a size, a format),
 * and hides every other value; a path segment that looks like a secret (a long random token, not
 * an id) is hidden too.
 */

/** Query keys whose values only shape the answer. Any other key's value is hidden. */
const SHAPING_KEYS = new Set([
  'page',
  'per_page',
  'perPage',
  'include',
  'limit',
  'sort',
  'w',
  'h',
  'fm',
  'auto',
  'mode',
  'from',
  'to',
  'status',
  'kind',
  'audience',
]);

export const HIDDEN = '…';

/** A long random token (a client secret, a receipt link's key), not a UUID nor a word. */
const SECRET_SEGMENT = /^(?=[A-Za-z0-9_-]*\d)(?=[A-Za-z0-9_-]*[A-Za-z])[A-Za-z0-9_-]{24,}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function loggedUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? undefined : url.slice(queryAt + 1);
  const keptPath = path
    .split('/')
    .map((segment) => (SECRET_SEGMENT.test(segment) && !UUID.test(segment) ? HIDDEN : segment))
    .join('/');
  if (query === undefined) return keptPath;
  const keptQuery = query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const key = equals === -1 ? pair : pair.slice(0, equals);
      return equals === -1 || SHAPING_KEYS.has(decodeKey(key)) ? pair : `${key}=${HIDDEN}`;
    })
    .join('&');
  return `${keptPath}?${keptQuery}`;
}

function decodeKey(key: string): string {
  try {
    return decodeURIComponent(key);
  } catch {
    return key;
  }
}
