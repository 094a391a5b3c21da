/**
 * Builds the staff's web app (apps/back-office, Vite) into apps/back-office/dist when its sources
 * changed since the last build (a hash of every input is stamped in the build), then
 * pre-compresses its text files with brotli and gzip, as the shop's build does.
 * `--force` rebuilds even when the sources did not change.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { precompress, repoRoot, sourcesHashOf } from './web-build-state.mjs';

export const backOfficeDir = path.join(repoRoot, 'apps/back-office');
export const backOfficeDist = path.join(backOfficeDir, 'dist');
const stampFile = path.join(backOfficeDist, '.sources-hash');
const COMPRESSIBLE = /\.(html|js|css|json|svg|txt|map)$/;

const inputs = [
  'apps/back-office/src',
  'apps/back-office/index.html',
  'apps/back-office/vite.config.ts',
  'apps/back-office/package.json',
  'packages/domain/src',
  'package-lock.json',
];

const sourcesHash = () => sourcesHashOf(inputs);

export function isBackOfficeBuildFresh() {
  return (
    existsSync(path.join(backOfficeDist, 'index.html')) &&
    existsSync(stampFile) &&
    readFileSync(stampFile, 'utf8') === sourcesHash()
  );
}

export function buildBackOffice({ force = false } = {}) {
  if (!force && isBackOfficeBuildFresh()) {
    console.log('Back office is up to date.');
    return;
  }
  console.log('Building the back office (vite build)…');
  const hash = sourcesHash();
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: backOfficeDir,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error(`vite build failed with status ${result.status}`);
  precompress(backOfficeDist, COMPRESSIBLE);
  writeFileSync(stampFile, hash);
  console.log('Back office built.');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    buildBackOffice({ force: process.argv.includes('--force') });
  } catch (failure) {
    console.error(failure instanceof Error ? failure.message : failure);
    process.exit(1);
  }
}
