/**
 * Maps a URL path to the pre-rendered HTML file of the Expo web export. Expo writes one file per
 * route (`index.html`, `pp/[id].html`, `p/[rack]/[...shelf].html`); we match static routes first,
 * then dynamic ones, then catch-alls, like Expo Router does in the browser.
 */
import { readdirSync, type Dirent } from 'node:fs';
import path from 'node:path';

type RouteEntry = { file: string; pattern: RegExp; rank: number };

const NOT_FOUND_FILE = '+not-found.html';

export type RouteTable = {
  /** The HTML file (relative to the export root) for a path, or undefined. */
  resolve(urlPath: string): string | undefined;
  notFoundFile: string | undefined;
};

export function buildRouteTable(root: string): RouteTable {
  const files = listHtmlFiles(root);
  const entries = files
    .filter((file) => !isPrivateRoute(file))
    .map(toEntry)
    .sort((a, b) => a.rank - b.rank);
  return {
    resolve(urlPath) {
      const normalised = normalise(urlPath);
      return entries.find((entry) => entry.pattern.test(normalised))?.file;
    },
    notFoundFile: files.includes(NOT_FOUND_FILE) ? NOT_FOUND_FILE : undefined,
  };
}

function listHtmlFiles(root: string): string[] {
  try {
    return (readdirSync(root, { recursive: true, withFileTypes: true }) as Dirent[])
      .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  } catch {
    return [];
  }
}

/** `+not-found`, `_sitemap` and `+html` are Expo internals, never pages of their own. */
function isPrivateRoute(file: string): boolean {
  return file.split('/').some((segment) => segment.startsWith('+') || segment.startsWith('_'));
}

function toEntry(file: string): RouteEntry {
  const withoutExtension = file.replace(/\.html$/, '');
  const segments = withoutExtension.split('/').filter((segment) => !/^\(.*\)$/.test(segment));
  if (segments.at(-1) === 'index') segments.pop();
  let rank = 0;
  const parts = segments.map((segment) => {
    if (/^\[\.\.\.\w+\]$/.test(segment)) {
      rank += 100;
      return '(?:/.+)?';
    }
    if (/^\[\w+\]$/.test(segment)) {
      rank += 1;
      return '/[^/]+';
    }
    return `/${escapeRegExp(segment)}`;
  });
  return { file, pattern: new RegExp(`^${parts.join('')}/?$`), rank };
}

function normalise(urlPath: string): string {
  const decoded = safeDecode(urlPath.split('?')[0] ?? '/');
  return decoded === '' ? '/' : decoded;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
