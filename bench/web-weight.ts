/**
 * `npm run bench:web-weight`: where the JavaScript every web page loads first comes from (issue
 * 44). It exports the web app once more with source maps (into a temporary folder, the shop's
 * `dist` untouched), takes the scripts every page's HTML names (`routes.json`'s shared assets: the
 * entry bundle and the chunks all routes share), gives each byte of them to the source file it came
 * from, and prints, by family and by package, the raw size and the size brotli makes of that
 * family's code alone (a family compressed alone weighs a little more than its share of the whole).
 *
 * The families: the framework a page cannot run without (React, react-dom, react-native-web, Expo
 * and Expo Router with its React Navigation), the store (Redux Toolkit and its helpers), the shop's
 * rules (`@sillon/domain`), the shop's own screens and features, and the rest.
 *
 *   npm run bench:web-weight [-- --top 25]
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants } from 'node:zlib';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import { repoRoot } from './shop-server';

const { values } = parseArgs({ options: { top: { type: 'string', default: '20' } } });

type Family = 'framework' | 'store' | 'shop rules' | 'shop screens' | 'other';

const FRAMEWORK_PACKAGES = new Set([
  'react',
  'react-dom',
  'scheduler',
  'react-native-web',
  'expo',
  'expo-router',
  'expo-modules-core',
  'expo-constants',
  'expo-linking',
  'expo-asset',
  'expo-font',
  'react-native-screens',
  'react-native-safe-area-context',
  '@react-navigation/native',
  '@react-native/normalize-colors',
  '@babel/runtime',
  'inline-style-prefixer',
  'css-in-js-utils',
  'postcss-value-parser',
  'styleq',
  'query-string',
  'color',
  'color-convert',
  'color-name',
  'color-string',
  'use-sync-external-store',
]);
const STORE_PACKAGES = new Set([
  '@reduxjs/toolkit',
  'redux',
  'react-redux',
  'immer',
  'reselect',
  'redux-thunk',
]);

/** The package a bundled file belongs to (`@scope/name` or `name`), or null for the project's own. */
function packageOf(source: string): string | null {
  const at = source.lastIndexOf('node_modules/');
  if (at < 0) return null;
  const [first, second] = source.slice(at + 'node_modules/'.length).split('/');
  return first!.startsWith('@') ? `${first}/${second}` : first!;
}

function familyOf(source: string): Family {
  const name = packageOf(source);
  if (name === null) {
    if (source.includes('packages/domain/')) return 'shop rules';
    return source.includes('apps/shop/') ? 'shop screens' : 'other';
  }
  if (FRAMEWORK_PACKAGES.has(name)) return 'framework';
  if (STORE_PACKAGES.has(name)) return 'store';
  return 'other';
}

/** Each mapped piece of a bundle's code, with the source it came from (Metro's maps are line by line). */
function piecesOf(file: string): { source: string; code: string }[] {
  const lines = readFileSync(file, 'utf8').split('\n');
  const map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as RawSourceMap;
  const mappings: { line: number; column: number; source: string }[] = [];
  new SourceMapConsumer(map).eachMapping(
    (mapping) =>
      mappings.push({
        line: mapping.generatedLine,
        column: mapping.generatedColumn,
        source: mapping.source ?? '',
      }),
    null,
    SourceMapConsumer.GENERATED_ORDER,
  );
  return mappings.map((mapping, index) => {
    const next = mappings[index + 1];
    const line = lines[mapping.line - 1] ?? '';
    const end = next && next.line === mapping.line ? next.column : line.length;
    return { source: mapping.source, code: line.slice(mapping.column, end) };
  });
}

const brotliKb = (text: string) =>
  brotliCompressSync(Buffer.from(text), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length / 1024;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

const outDir = mkdtempSync(path.join(os.tmpdir(), 'sillon-web-weight-'));
try {
  console.log('Exporting the web app with source maps (expo export -p web --source-maps)…');
  const exported = spawnSync(
    'npx',
    ['expo', 'export', '-p', 'web', '--source-maps', '--output-dir', outDir],
    {
      cwd: path.join(repoRoot, 'apps/shop'),
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, EXPO_OFFLINE: '1', CI: '1', EXPO_NO_TELEMETRY: '1' },
    },
  );
  if (exported.status !== 0) throw new Error(`expo export failed with status ${exported.status}`);

  const manifest = JSON.parse(readFileSync(path.join(outDir, 'server/_expo/routes.json'), 'utf8')) as {
    assets: { js: string[] };
  };
  const byFamily = new Map<Family, string[]>();
  const byPackage = new Map<string, number>();
  let whole = '';
  for (const url of manifest.assets.js) {
    const file = path.join(outDir, 'client', url);
    whole += readFileSync(file, 'utf8');
    for (const piece of piecesOf(file)) {
      const family = familyOf(piece.source);
      if (!byFamily.has(family)) byFamily.set(family, []);
      byFamily.get(family)!.push(piece.code);
      const name = packageOf(piece.source) ?? family;
      byPackage.set(name, (byPackage.get(name) ?? 0) + piece.code.length);
    }
  }

  console.log(
    `\nWhat every page loads first (${manifest.assets.js.length} scripts): ${kb(whole.length)} KB raw, ` +
      `${brotliKb(whole).toFixed(1)} KB brotli\n`,
  );
  console.log('| family | raw KB | brotli KB (alone) |\n|---|---|---|');
  for (const [family, pieces] of [...byFamily].sort((a, b) => b[1].join('').length - a[1].join('').length)) {
    const code = pieces.join('');
    console.log(`| ${family} | ${kb(code.length)} | ${brotliKb(code).toFixed(1)} |`);
  }
  console.log(`\nThe ${values.top} largest packages (raw KB; the shop's own code by family):\n`);
  console.log('| package | raw KB |\n|---|---|');
  for (const [name, bytes] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, Number(values.top)))
    console.log(`| ${name} | ${kb(bytes)} |`);
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
