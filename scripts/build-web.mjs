/**
 * Builds the web shop: `expo export -p web` (server output: `dist/server` renders the pages,
 * `dist/client` holds the browser's files), then pre-compresses every text file of `dist/client`
 * with brotli and gzip so the server never compresses the same file twice.
 * `--force` rebuilds even when the sources did not change.
 */
import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isWebBuildFresh, precompress, shopDir, sourcesHash, stampFile, webDir } from './web-build-state.mjs';

const COMPRESSIBLE = /\.(html|js|css|json|svg|ttf|otf|txt|map|xml|ico)$/;

export function buildWeb({ force = false } = {}) {
  if (!force && isWebBuildFresh()) {
    console.log('Web app is up to date.');
    return;
  }
  console.log('Building the web app (expo export -p web)…');
  const hash = sourcesHash();
  rmSync(webDir, { recursive: true, force: true });
  const result = spawnSync('npx', ['expo', 'export', '-p', 'web', '--output-dir', 'dist'], {
    cwd: shopDir,
    stdio: 'inherit',
    env: { ...process.env, EXPO_OFFLINE: '1', CI: '1', EXPO_NO_TELEMETRY: '1' },
  });
  if (result.status !== 0) {
    throw new Error(`expo export failed with status ${result.status}`);
  }
  precompress(path.join(webDir, 'client'), COMPRESSIBLE);
  writeFileSync(stampFile, hash);
  console.log('Web app built.');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    buildWeb({ force: process.argv.includes('--force') });
  } catch (failure) {
    console.error(failure instanceof Error ? failure.message : failure);
    process.exit(1);
  }
}
