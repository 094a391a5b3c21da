/**
 * `node scripts/native-screens.mjs [shopDir]` (issue 43): every screen of the shop is rendered on
 * iOS and Android by a test, and every platform file has a test of its own. A route or a platform
 * file nobody loads in a test is code only a customer's phone (or browser) runs.
 *
 * Routes: each `.tsx` under `src/app` (but `_layout.tsx`, `+html.tsx`, the web's document, and
 * `+native-intent.tsx`, which `features/catalog/native-links.test.ts` proves) is covered when a
 * `src/**\/*.platforms.test.tsx` (run under jest-expo's ios and android presets) imports it as
 * `'@/app/<path without .tsx>'`, brackets kept: `import Route from '@/app/pp/[id]/index';`.
 *
 * Platform files: each `*.web.ts(x)`, `*.native.ts(x)`, `*.ios.ts(x)`, `*.android.ts(x)` under
 * `src` is tested when a test file of `src` (`*.test.ts(x)`) loads it by its own name, relative
 * (`'./push-token.web'`) or through the `@/` alias (`'@/features/auth/push-token.web'`), with
 * `import`, `require` or `jest.requireActual`. A test that imports `./push-token` gets the platform
 * file of the preset it runs under, or none at all: only the explicit name proves that file. A
 * `jest.mock` of the name replaces the file and does not count; neither do `import type` and a
 * commented-out line.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** Files of `src/app` that are not screens. */
const NOT_SCREENS = new Set(['_layout.tsx', '+html.tsx', '+native-intent.tsx']);
const PLATFORM_FILE = /\.(web|native|ios|android)\.tsx?$/;
const TEST_FILE = /\.test\.tsx?$/;
const PLATFORMS_TEST = /\.platforms\.test\.tsx$/;
/** What loads a module: `from '…'`, `import '…'`, `import('…')`, `require('…')`, `requireActual('…')`. */
const LOADED_MODULE = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire(?:Actual)?\s*\(\s*)(['"])([^'"\n]+)\1/g;
const SOURCE_EXTENSIONS = ['.ts', '.tsx'];

/**
 * What the shop's tests cover: `uncoveredRoutes` (paths under `src/app`) and `untestedPlatformFiles`
 * (paths under `src`), both sorted, empty when everything is covered.
 */
export function checkNativeScreens(shopDir) {
  const sourceDir = path.join(shopDir, 'src');
  const appDir = path.join(sourceDir, 'app');
  const sources = filesUnder(sourceDir);
  const routes = filesUnder(appDir)
    .filter((file) => file.endsWith('.tsx') && !TEST_FILE.test(file) && !NOT_SCREENS.has(path.basename(file)))
    .map((file) => toPosix(path.relative(appDir, file)));
  const platformFiles = sources
    .filter((file) => PLATFORM_FILE.test(file) && !TEST_FILE.test(file))
    .map((file) => toPosix(path.relative(sourceDir, file)));

  const importedRoutes = new Set();
  const testedModules = new Set();
  for (const testFile of sources.filter((file) => TEST_FILE.test(file))) {
    const specifiers = loadedModules(readFileSync(testFile, 'utf8'));
    for (const specifier of specifiers) {
      const module = moduleOf(specifier, path.dirname(testFile), sourceDir);
      if (module !== undefined) testedModules.add(module);
      if (PLATFORMS_TEST.test(testFile) && specifier.startsWith('@/app/'))
        importedRoutes.add(specifier.slice('@/app/'.length));
    }
  }

  const uncoveredRoutes = routes.filter((route) => !importedRoutes.has(route.replace(/\.tsx$/, ''))).sort();
  const untestedPlatformFiles = platformFiles
    .filter((file) => !testedModules.has(file.replace(/\.tsx?$/, '')))
    .sort();
  return {
    routes: routes.length,
    platformFiles: platformFiles.length,
    uncoveredRoutes,
    untestedPlatformFiles,
  };
}

/** The module specifiers a source loads, its comments left out. */
export function loadedModules(source) {
  const code = source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
    // A type runs nothing of the file it comes from.
    .replace(/\bimport\s+type\b[^;]*?\bfrom\s*(['"])[^'"\n]+\1/g, '');
  return [...code.matchAll(LOADED_MODULE)].map((match) => match[2]);
}

/** The module a specifier names, as a path under `src` without extension; undefined for a package. */
function moduleOf(specifier, fromDir, sourceDir) {
  let absolute;
  if (specifier.startsWith('@/')) absolute = path.join(sourceDir, specifier.slice(2));
  else if (specifier.startsWith('.')) absolute = path.resolve(fromDir, specifier);
  else return undefined;
  const relative = toPosix(path.relative(sourceDir, absolute));
  const extension = SOURCE_EXTENSIONS.find((candidate) => relative.endsWith(candidate));
  return extension ? relative.slice(0, -extension.length) : relative;
}

function filesUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && !entry.parentPath.split(path.sep).includes('node_modules'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

function toPosix(file) {
  return file.split(path.sep).join('/');
}

const invokedDirectly =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;

if (invokedDirectly) {
  const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const shopDir = path.resolve(repoRoot, process.argv[2] ?? 'apps/shop');
  const result = checkNativeScreens(shopDir);
  for (const route of result.uncoveredRoutes)
    console.error(
      `  error native-screens: src/app/${route} has no native render test (*.platforms.test.tsx)`,
    );
  for (const file of result.untestedPlatformFiles)
    console.error(`  error native-screens: src/${file} has no test that imports it by its own name`);
  const problems = result.uncoveredRoutes.length + result.untestedPlatformFiles.length;
  if (problems > 0) {
    console.error(
      `\nx ${result.uncoveredRoutes.length} of ${result.routes} route(s) without a native render test, ` +
        `${result.untestedPlatformFiles.length} of ${result.platformFiles} platform file(s) without a test of their own ` +
        `(see the header of scripts/native-screens.mjs).`,
    );
    process.exit(1);
  }
  console.log(
    `native screens: ${result.routes} routes rendered by *.platforms.test.tsx, ` +
      `${result.platformFiles} platform files tested by name`,
  );
}
