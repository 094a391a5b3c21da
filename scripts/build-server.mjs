/**
 * The server's production build (`npm run build:server`): esbuild bundles each entry (the server,
 * its cluster runner and the operators' command lines) into one ES module in `apps/server/dist`,
 * with the workspace packages (`@sillon/domain`, `@sillon/contract`: TypeScript, which Node cannot
 * run) inlined and every npm package left to `node_modules` (some have native parts or files
 * they read), then copies beside them what the server reads at run time: the migrations' SQL and
 * PGlite's worker. `node apps/server/dist/main.js` then runs with production dependencies only.
 */
import { build } from 'esbuild';
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './web-build-state.mjs';

export const serverDir = path.join(repoRoot, 'apps/server');
export const serverDist = path.join(serverDir, 'dist');

/** One bundle each, no shared chunks: a file's `import.meta.url` stays `dist/<entry>.js`. */
const entryPoints = {
  main: 'src/main.ts',
  cluster: 'src/cluster.ts',
  migrate: 'src/db/migrate-cli.ts',
  seed: 'src/seed/seed-cli.ts',
  'staff-create': 'src/staff-cli.ts',
  backup: 'src/db/backup-cli.ts',
};

/** Files read beside the code, where the bundles look for them (`src/db/…` → `dist/…`). */
const runTimeFiles = [
  ['src/db/migrations', 'migrations'],
  ['src/db/pglite-worker.mjs', 'pglite-worker.mjs'],
];

/** npm packages stay imports; relative files and the workspace's own packages are bundled. */
const npmPackagesOutside = {
  name: 'npm-packages-outside',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@sillon/') ? undefined : { path: args.path, external: true },
    );
  },
};

export async function buildServer() {
  rmSync(serverDist, { recursive: true, force: true });
  await build({
    absWorkingDir: serverDir,
    entryPoints,
    outdir: serverDist,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    tsconfig: path.join(serverDir, 'tsconfig.json'),
    sourcemap: 'linked',
    plugins: [npmPackagesOutside],
    logLevel: 'warning',
  });
  for (const [from, to] of runTimeFiles)
    cpSync(path.join(serverDir, from), path.join(serverDist, to), { recursive: true });
  console.log(`Server built into ${path.relative(repoRoot, serverDist)}.`);
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServer();
