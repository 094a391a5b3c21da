/**
 * Knows whether the web export in apps/shop/dist matches the sources: a hash of every input file
 * is written next to the export when it is built, and compared before `npm start` serves it.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const shopDir = path.join(repoRoot, 'apps/shop');
export const webDir = path.join(shopDir, 'dist');
/** A complete export has the server build's routes manifest (pages are rendered by the server). */
export const webBuildMarker = path.join(webDir, 'server', '_expo', 'routes.json');
const stampFile = path.join(webDir, '.sources-hash');

const inputs = [
  'apps/shop/src',
  'apps/shop/assets',
  'apps/shop/public',
  'apps/shop/app.json',
  'apps/shop/package.json',
  'apps/shop/metro.config.js',
  'apps/shop/babel.config.js',
  'packages/domain/src',
  'package-lock.json',
];

function listFiles(relative) {
  const absolute = path.join(repoRoot, relative);
  if (!existsSync(absolute)) return [];
  if (statSync(absolute).isFile()) return [relative];
  return readdirSync(absolute, { withFileTypes: true })
    .filter(
      (entry) =>
        !entry.name.startsWith('.') && !entry.name.endsWith('.test.ts') && !entry.name.endsWith('.test.tsx'),
    )
    .flatMap((entry) => listFiles(path.join(relative, entry.name)));
}

export function sourcesHash() {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap(listFiles).sort()) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(repoRoot, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

export function isWebBuildFresh() {
  return (
    existsSync(webBuildMarker) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === sourcesHash()
  );
}

export { stampFile };
