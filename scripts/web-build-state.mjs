/**
 * Knows whether a build (the web export in apps/shop/dist, the back office's in
 * apps/back-office/dist) matches its sources: a hash of every input file is written next to the
 * build when it is made, and compared before `npm start` serves it. Also pre-compresses a build's
 * text files, so the server never compresses the same file twice.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

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

/** The hash of every file under `inputs` (paths from the repository's root), tests left out. */
export function sourcesHashOf(inputs) {
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

export const sourcesHash = () => sourcesHashOf(inputs);

/** Writes `.br` (quality 11) and `.gz` siblings of every text file over 512 bytes under `directory`. */
export function precompress(directory, compressible) {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const file = path.join(directory, entry.name);
    if (entry.isDirectory()) {
      precompress(file, compressible);
    } else if (compressible.test(entry.name) && statSync(file).size > 512) {
      const content = readFileSync(file);
      writeFileSync(
        `${file}.br`,
        brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    }
  }
}

export function isWebBuildFresh() {
  return (
    existsSync(webBuildMarker) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === sourcesHash()
  );
}

export { stampFile };
