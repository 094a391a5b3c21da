/**
 * The house's boundaries, checked on the import graph (`npm run lint` runs it, so `npm test` and
 * CI do): no import cycle anywhere, an app feature reaches another feature only through its
 * `index.ts`, a server module reaches another module only through its `index.ts`. In the app and
 * the packages, type-only imports are left out of the cycle check (the store's types name its
 * slices, whose hooks name the store's types); in the server they count too.
 */
const FEATURES = '^apps/shop/src/features/';
const MODULES = '^apps/server/src/modules/';
const TESTS = '\\.(test|spec)\\.tsx?$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      comment: 'Modules that import each other, directly or through others, load in an order nobody chose.',
      severity: 'error',
      from: { pathNot: '^apps/server/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'no-server-cycle',
      comment:
        'In the server even a type-only import counts: files that name each other cannot be read, split or moved one at a time.',
      severity: 'error',
      from: { path: '^apps/server/' },
      to: { circular: true },
    },
    {
      name: 'feature-internals',
      comment:
        "An app feature uses another feature through its index.ts only (ARCHITECTURE.md, 'Rules of the house').",
      severity: 'error',
      from: { path: `${FEATURES}([^/]+)/`, pathNot: TESTS },
      to: {
        path: `${FEATURES}[^/]+/.+`,
        pathNot: [`${FEATURES}$1/`, `${FEATURES}[^/]+/index\\.tsx?$`],
      },
    },
    {
      name: 'feature-internals-from-outside',
      comment: 'The store, the API layer and the design system use a feature through its index.ts only.',
      severity: 'error',
      from: { path: '^apps/shop/(src/(store|lib|ui)/|index)', pathNot: TESTS },
      to: { path: `${FEATURES}[^/]+/.+`, pathNot: `${FEATURES}[^/]+/index\\.tsx?$` },
    },
    {
      name: 'feature-internals-from-routes',
      comment:
        "Routes use a feature through its index.ts, and each its own screen from the feature's screens/ folder (screens stay out of index.ts, so importing a feature does not bring them).",
      severity: 'error',
      from: { path: '^apps/shop/src/app/', pathNot: TESTS },
      to: {
        path: `${FEATURES}[^/]+/.+`,
        pathNot: `${FEATURES}[^/]+/(index\\.tsx?|screens/[^/]+-screen\\.tsx?)$`,
      },
    },
    {
      name: 'module-internals',
      comment:
        'A server module uses another module through its index.ts (and the shapes of its types.ts) only: never its routes, repository, tables or pricing.',
      severity: 'error',
      from: { path: `${MODULES}([^/]+)/`, pathNot: TESTS },
      to: {
        path: `${MODULES}[^/]+/.+`,
        pathNot: [`${MODULES}$1/`, `${MODULES}[^/]+/(index|types)\\.ts$`],
      },
    },
    {
      name: 'module-types-are-leaves',
      comment:
        "A module's types.ts holds the shapes other modules keep (an order's chosen pickup point, its frozen prices): types only, so any module's tables may name them without reaching the database.",
      severity: 'error',
      from: { path: `${MODULES}[^/]+/types\\.ts$` },
      to: { path: '^apps/server/', pathNot: `${MODULES}[^/]+/types\\.ts$` },
    },
    {
      name: 'module-internals-from-outside',
      comment:
        'The app factory and the HTTP plumbing use a module through its index.ts; only the seeder and the schema (privileged, like migrations) and tests see tables.',
      severity: 'error',
      from: { path: '^apps/server/src/(?!modules/|seed/|db/|testing/)', pathNot: TESTS },
      to: { path: `${MODULES}[^/]+/.+`, pathNot: `${MODULES}[^/]+/index\\.ts$` },
    },
    {
      name: 'domain-internals',
      comment:
        "The app and the server use the domain through its index (its public surface); a test may reach a helper's own file.",
      severity: 'error',
      from: { path: '^apps/', pathNot: [TESTS, '/testing/'] },
      to: { path: '^packages/domain/src/', pathNot: '^packages/domain/src/index\\.ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '/dist/', '\\.expo/', 'coverage/'] },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    preserveSymlinks: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.web.ts', '.web.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
