/**
 * Builds the web shop: `expo export -p web` (server output: `dist/server` renders the pages,
 * `dist/client` holds the browser's files), then pre-compresses every text file of `dist/client`
 * with brotli and gzip so the server never compresses the same file twice. The previous export's
 * browser files stay beside the new ones (`previous-build-files.mjs`): a server still running it
 * names them in its pages. `--force` rebuilds even when the sources did not change.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { webStartScript } from '../apps/shop/src/ui/web-start-script.mjs';
import { restorePreviousBuild, setAsidePreviousBuild, writeBuildFiles } from './previous-build-files.mjs';
import { isWebBuildFresh, precompress, shopDir, sourcesHash, stampFile, webDir } from './web-build-state.mjs';

const COMPRESSIBLE = /\.(html|js|css|json|svg|ttf|otf|txt|map|xml|ico)$/;

export function buildWeb({ force = false } = {}) {
  if (!force && isWebBuildFresh()) {
    console.log('Web app is up to date.');
    return;
  }
  console.log('Building the web app (expo export -p web)…');
  const hash = sourcesHash();
  const clientDir = path.join(webDir, 'client');
  const previous = setAsidePreviousBuild(clientDir);
  rmSync(webDir, { recursive: true, force: true });
  const result = spawnSync('npx', ['expo', 'export', '-p', 'web', '--output-dir', 'dist'], {
    cwd: shopDir,
    stdio: 'inherit',
    env: { ...process.env, EXPO_OFFLINE: '1', CI: '1', EXPO_NO_TELEMETRY: '1' },
  });
  if (result.status !== 0) {
    restorePreviousBuild(previous, clientDir);
    throw new Error(`expo export failed with status ${result.status}`);
  }
  precompress(clientDir, COMPRESSIBLE);
  writeBuildFiles(clientDir);
  restorePreviousBuild(previous, clientDir);
  writeInlineScriptHashes();
  writeFileSync(stampFile, hash);
  console.log('Web app built.');
}

/**
 * The hashes of the pages' own inline scripts, for the server's Content Security Policy
 * (`apps/server/src/http/security-headers.ts`): made here, from the text the pages carry, so the
 * server allows these and not whatever inline script a rendered page happens to hold.
 */
function writeInlineScriptHashes() {
  const hash = createHash('sha256').update(webStartScript).digest('base64');
  writeFileSync(path.join(webDir, 'server', 'inline-script-hashes.json'), JSON.stringify([`sha256-${hash}`]));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    buildWeb({ force: process.argv.includes('--force') });
  } catch (failure) {
    console.error(failure instanceof Error ? failure.message : failure);
    process.exit(1);
  }
}
