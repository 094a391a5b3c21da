/**
 * Which of the app's route files shows a path, by Expo Router's file names (`./pp/[id]/index.tsx`,
 * groups in brackets left out). The web entry evaluates the page's own route before Expo Router
 * starts, and loads a link's route on the shopper's intent (`prefetch-on-intent.ts`): a path
 * matched wrongly or not at all only means its route is evaluated when Expo Router asks for it.
 * The most specific file wins, as in Expo Router: more fixed segments, then no catch-all.
 */

/** Expo Router's route context (`expo-router/_ctx`): its files, and a file's module (a promise on the web). */
export type RouteContext = { keys(): string[]; (key: string): unknown };

type Part = { kind: 'fixed'; name: string } | { kind: 'param' } | { kind: 'rest' };

export function routeFileFor(pathname: string, files: readonly string[]): string | undefined {
  const segments = pathname.split('/').filter(Boolean).map(decoded);
  let best: { file: string; rank: number } | undefined;
  for (const file of files) {
    const parts = routeParts(file);
    if (!parts || !matches(parts, segments)) continue;
    const fixed = parts.filter((part) => part.kind === 'fixed').length;
    const rank = fixed * 2 - (parts.some((part) => part.kind === 'rest') ? 1 : 0);
    if (!best || rank > best.rank) best = { file, rank };
  }
  return best?.file;
}

/** A route file's segments; undefined for what is no page (layouts, `+html`, `+not-found`). */
function routeParts(file: string): Part[] | undefined {
  const names = file
    .replace(/^\.\//, '')
    .replace(/\.[jt]sx?$/, '')
    .split('/')
    .filter((name) => !/^\(.*\)$/.test(name));
  if (names.some((name) => name.startsWith('_') || name.startsWith('+'))) return undefined;
  if (names.at(-1) === 'index') names.pop();
  return names.map((name): Part => {
    if (name.startsWith('[...')) return { kind: 'rest' };
    if (name.startsWith('[')) return { kind: 'param' };
    return { kind: 'fixed', name };
  });
}

function matches(parts: readonly Part[], segments: readonly string[]): boolean {
  for (const [index, part] of parts.entries()) {
    if (part.kind === 'rest') return true;
    const segment = segments[index];
    if (segment === undefined || (part.kind === 'fixed' && segment !== part.name)) return false;
  }
  return segments.length === parts.length;
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
