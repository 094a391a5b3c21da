/**
 * The process tests' set-up: builds the server as production runs it (`npm run build:server`),
 * so that every process test starts the build, never the sources.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export default function buildServer(): void {
  execFileSync(process.execPath, [path.join(repoRoot, 'scripts/build-server.mjs')], { stdio: 'inherit' });
}
