/**
 * `npm run lint:imports` (part of `npm run lint`): the import graph keeps the house's boundaries.
 * dependency-cruiser checks the rules of `.dependency-cruiser.cjs` file by file (no cycle, another
 * feature's or module's internals never imported); this script adds the same cycle check one level
 * up, feature to feature and module to module, since two features can depend on each other
 * through their index files without any single file being in a cycle.
 */
import { cruise, format } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { repoRoot } from './web-build-state.mjs';

const ROOTS = [
  'apps/shop/src',
  'apps/shop/index.ts',
  'apps/shop/index.web.ts',
  'apps/back-office/src',
  'apps/server/src',
  'packages/domain/src',
  'packages/contract/src',
];

/** The folder a file belongs to at the level where cycles are also forbidden. */
const FOLDERS = [/^apps\/shop\/src\/features\/[^/]+/, /^apps\/server\/src\/modules\/[^/]+/];

process.chdir(repoRoot);
const options = await extractDepcruiseOptions('./.dependency-cruiser.cjs');
const tsConfigFile = 'tsconfig.depcruise.json';
const cruised = await cruise(
  ROOTS,
  { ...options, validate: true, tsConfig: { fileName: tsConfigFile } },
  undefined,
  { tsConfig: extractTSConfig(tsConfigFile) },
);
const result = cruised.output;

const fileReport = await format(result, { outputType: 'err' });
const folderCycles = cyclesBetweenFolders(result.modules);

if (result.summary.error === 0 && folderCycles.length === 0) {
  console.log(
    `imports: ${result.summary.totalCruised} files, ${result.summary.totalDependenciesCruised} imports, no boundary crossed, no cycle`,
  );
  process.exit(0);
}
if (result.summary.error > 0) console.error(fileReport.output);
for (const cycle of folderCycles) {
  console.error(`  error folder-cycle: these depend on each other: ${cycle.join(', ')}`);
}
if (folderCycles.length > 0) {
  console.error(`\nx ${folderCycles.length} cycle(s) between features or modules.`);
}
process.exit(1);

function folderOf(path) {
  for (const pattern of FOLDERS) {
    const match = pattern.exec(path);
    if (match) return match[0];
  }
  return null;
}

/** Each strongly connected set of two or more folders, in a stable order. */
function cyclesBetweenFolders(modules) {
  const edges = new Map();
  for (const module of modules) {
    const from = folderOf(module.source);
    if (!from) continue;
    if (!edges.has(from)) edges.set(from, new Set());
    for (const dependency of module.dependencies) {
      const to = folderOf(dependency.resolved);
      const typeOnly = dependency.dependencyTypes.every((kind) => kind.startsWith('type-'));
      if (to && to !== from && !typeOnly) edges.get(from).add(to);
    }
  }
  return stronglyConnected(edges).filter((component) => component.length > 1);
}

/** Tarjan's algorithm over the folder graph. */
function stronglyConnected(edges) {
  let index = 0;
  const indices = new Map();
  const lowLinks = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  const visit = (node) => {
    indices.set(node, index);
    lowLinks.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!indices.has(next)) {
        visit(next);
        lowLinks.set(node, Math.min(lowLinks.get(node), lowLinks.get(next)));
      } else if (onStack.has(next)) {
        lowLinks.set(node, Math.min(lowLinks.get(node), indices.get(next)));
      }
    }
    if (lowLinks.get(node) === indices.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      components.push(component.sort());
    }
  };
  for (const node of [...edges.keys()].sort()) if (!indices.has(node)) visit(node);
  return components;
}
