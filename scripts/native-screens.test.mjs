/**
 * The native screens checker (scripts/native-screens.mjs) on small shops written to a temporary
 * folder: it must fail on a route or a platform file no test loads, or a green check would prove
 * nothing (`node --test`, part of `npm test`).
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { checkNativeScreens, loadedModules } from './native-screens.mjs';

const checker = path.join(path.dirname(fileURLToPath(import.meta.url)), 'native-screens.mjs');
const ROUTE = 'export default function Route() {\n  return null;\n}\n';

const shopDirs = [];
after(() => shopDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A shop whose `src` holds the given files (path → text). */
function shop(files) {
  const shopDir = mkdtempSync(path.join(tmpdir(), 'native-screens-'));
  shopDirs.push(shopDir);
  for (const [file, text] of Object.entries(files)) {
    const absolute = path.join(shopDir, 'src', file);
    mkdirSync(path.dirname(absolute), { recursive: true });
    writeFileSync(absolute, text);
  }
  return shopDir;
}

/** The app of a small shop: its document, layout and link handler, and two screens. */
const app = {
  'app/_layout.tsx': ROUTE,
  'app/+html.tsx': ROUTE,
  'app/+native-intent.tsx': 'export function redirectSystemPath() {}\n',
  'app/index.tsx': ROUTE,
  'app/pp/[id]/index.tsx': ROUTE,
};

const coveringTest = [
  "import Home from '@/app/index';",
  "import ProductRoute from '@/app/pp/[id]/index';",
  "it('renders', () => undefined);",
  '',
].join('\n');

const run = (shopDir) => spawnSync(process.execPath, [checker, shopDir], { encoding: 'utf8' });

describe('native screens checker', () => {
  it('passes a shop whose routes a platforms test imports (layout, document and link handler aside)', () => {
    const shopDir = shop({ ...app, 'testing/screens/home.platforms.test.tsx': coveringTest });
    assert.deepEqual(checkNativeScreens(shopDir), {
      routes: 2,
      platformFiles: 0,
      uncoveredRoutes: [],
      untestedPlatformFiles: [],
    });
    const passing = run(shopDir);
    assert.equal(passing.status, 0, passing.stderr);
    assert.match(passing.stdout, /2 routes rendered/);
  });

  it('fails on a route no platforms test imports, and names it', () => {
    const onlyHome = "import Home from '@/app/index';\n";
    const shopDir = shop({ ...app, 'testing/screens/home.platforms.test.tsx': onlyHome });
    assert.deepEqual(checkNativeScreens(shopDir).uncoveredRoutes, ['pp/[id]/index.tsx']);
    const failing = run(shopDir);
    assert.equal(failing.status, 1);
    assert.match(failing.stderr, /src\/app\/pp\/\[id\]\/index\.tsx has no native render test/);
    assert.match(failing.stderr, /1 of 2 route\(s\) without a native render test/);
  });

  it('fails on a new route added next to covered ones', () => {
    const shopDir = shop({
      ...app,
      'app/my-account/privacy.tsx': ROUTE,
      'testing/screens/home.platforms.test.tsx': coveringTest,
    });
    assert.deepEqual(checkNativeScreens(shopDir).uncoveredRoutes, ['my-account/privacy.tsx']);
    assert.equal(run(shopDir).status, 1);
  });

  it('counts only a *.platforms.test.tsx that imports the route by its own path', () => {
    for (const [file, text] of [
      // Run once, under the default preset only: not on both platforms.
      ['testing/screens/home.test.tsx', coveringTest],
      // The screen of the route, not the route and its wiring.
      [
        'testing/screens/home.platforms.test.tsx',
        "import Home from '@/app/index';\nimport { ProductScreen } from '@/features/catalog';\n",
      ],
      // `pp/[id]` is not the route's path without `.tsx`.
      [
        'testing/screens/home.platforms.test.tsx',
        "import Home from '@/app/index';\nimport P from '@/app/pp/[id]';\n",
      ],
      // A commented-out import renders nothing.
      [
        'testing/screens/home.platforms.test.tsx',
        "import Home from '@/app/index';\n// import ProductRoute from '@/app/pp/[id]/index';\n",
      ],
    ]) {
      const uncovered = checkNativeScreens(shop({ ...app, [file]: text })).uncoveredRoutes;
      assert.ok(uncovered.includes('pp/[id]/index.tsx'), `${file}: ${text}`);
    }
  });

  it('fails on a platform file without a test that loads it by its own name', () => {
    const shopDir = shop({
      ...app,
      'testing/screens/home.platforms.test.tsx': coveringTest,
      'features/auth/push-token.ts': 'export const isPushOffered = () => true;\n',
      'features/auth/push-token.web.ts': 'export const isPushOffered = () => false;\n',
      // Loads the file of whatever preset runs it: not the web's by name.
      'features/auth/push-token.test.ts': "import { isPushOffered } from './push-token';\n",
    });
    assert.deepEqual(checkNativeScreens(shopDir).untestedPlatformFiles, ['features/auth/push-token.web.ts']);
    const failing = run(shopDir);
    assert.equal(failing.status, 1);
    assert.match(failing.stderr, /src\/features\/auth\/push-token\.web\.ts has no test that imports it/);
  });

  it('passes platform files loaded by name: relative, through @/, or by jest.requireActual', () => {
    const shopDir = shop({
      ...app,
      'testing/screens/home.platforms.test.tsx': coveringTest,
      'features/auth/push-token.web.ts': 'export const isPushOffered = () => false;\n',
      'features/auth/push-token.web.test.ts': "import { isPushOffered } from './push-token.web';\n",
      'lib/api/refresh-token-store.native.ts': 'export const read = async () => undefined;\n',
      'lib/api/refresh-token-store.native.test.ts':
        "const { read } = jest.requireActual('@/lib/api/refresh-token-store.native');\n",
      'ui/primitives/json-ld.web.tsx': 'export const JsonLd = () => null;\n',
      'ui/primitives/json-ld.test.tsx': "import { JsonLd } from '../primitives/json-ld.web.tsx';\n",
    });
    assert.deepEqual(checkNativeScreens(shopDir), {
      routes: 2,
      platformFiles: 3,
      uncoveredRoutes: [],
      untestedPlatformFiles: [],
    });
  });

  it('does not count a mock, a type import or another platform file as a test of a platform file', () => {
    const shopDir = shop({
      ...app,
      'testing/screens/home.platforms.test.tsx': coveringTest,
      'payments/stripe-processor.web.ts': 'export const stripeFor = () => null;\n',
      'payments/stripe-card-fields.web.tsx': "import { stripeFor } from './stripe-processor.web';\n",
      'payments/payment.test.tsx': [
        "jest.mock('./stripe-card-fields.web', () => ({}));",
        "import type { StripeFor } from './stripe-processor.web';",
        '',
      ].join('\n'),
    });
    assert.deepEqual(checkNativeScreens(shopDir).untestedPlatformFiles, [
      'payments/stripe-card-fields.web.tsx',
      'payments/stripe-processor.web.ts',
    ]);
  });

  it('reads the modules a test loads, whatever the form', () => {
    assert.deepEqual(
      loadedModules(
        [
          "import Route from '@/app/index';",
          'import "./side-effect";',
          "const lazy = import('./later.web');",
          "const { a } = require('./a.native');",
          "jest.mock('./mocked', () => jest.requireActual('./real.web'));",
          "/* import Old from '@/app/old'; */",
        ].join('\n'),
      ),
      ['@/app/index', './side-effect', './later.web', './a.native', './real.web'],
    );
  });
});
