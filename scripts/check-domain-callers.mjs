/**
 * `npm run lint:domain` (part of `npm run lint`): every rule and constant `packages/domain`
 * exports is used by the app, the server or the contract outside tests. A rule nothing calls looks done and is
 * not; it is wired, deleted, or kept with a comment naming the issue that will wire it, on the
 * line above its export: `// Wired by issue 17 (reviews): …`.
 * Types are left out: a type exported for a signature is part of that signature.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { repoRoot } from './web-build-state.mjs';

const DOMAIN_ENTRY = path.join(repoRoot, 'packages/domain/src/index.ts');
const CALLER_ROOTS = [
  'apps/shop/src',
  'apps/shop/index.ts',
  'apps/shop/index.web.ts',
  'apps/server/src',
  'apps/back-office/src',
  'packages/contract/src',
];
const NOT_CALLERS = [/\.test\.tsx?$/, /\.d\.ts$/, /\/testing\//];
const FOLLOW_UP = /^\s*\/\/ Wired by issue \d+\b/;

const exported = domainValueExports();
const called = namesImportedFromDomain();
const uncalled = exported.filter((entry) => !called.has(entry.name) && !entry.followUp);

if (uncalled.length === 0) {
  const waiting = exported.filter((entry) => !called.has(entry.name));
  console.log(
    `domain: ${exported.length} exported rules and constants, each used by the app or the server` +
      (waiting.length > 0 ? ` (${waiting.length} waiting for the issue named above them)` : ''),
  );
  process.exit(0);
}
for (const entry of uncalled) {
  console.error(`  error domain-export-uncalled: ${entry.name} (${entry.file})`);
}
console.error(
  `\nx ${uncalled.length} domain export(s) with no caller outside tests: call them, delete them, or name ` +
    'the issue that wires them in a `// Wired by issue N: …` line above the export.',
);
process.exit(1);

/** The domain's exported values (functions, constants), each with its file and follow-up comment. */
function domainValueExports() {
  const program = ts.createProgram([DOMAIN_ENTRY], {
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    noEmit: true,
  });
  const checker = program.getTypeChecker();
  const entry = checker.getSymbolAtLocation(program.getSourceFile(DOMAIN_ENTRY));
  return checker
    .getExportsOfModule(entry)
    .map((symbol) => (symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol))
    .filter((symbol) => symbol.flags & ts.SymbolFlags.Value)
    .map((symbol) => {
      const declaration = symbol.declarations?.[0];
      const statement = declaration && statementOf(declaration);
      const source = statement?.getSourceFile();
      return {
        name: symbol.getName(),
        file: source ? path.relative(repoRoot, source.fileName) : '?',
        followUp: statement ? hasFollowUpComment(statement) : false,
      };
    })
    .sort((a, b) => a.file.localeCompare(b.file) || a.name.localeCompare(b.name));
}

function statementOf(node) {
  let current = node;
  while (current.parent && !ts.isSourceFile(current.parent)) current = current.parent;
  return current;
}

function hasFollowUpComment(statement) {
  const source = statement.getSourceFile();
  const ranges = ts.getLeadingCommentRanges(source.text, statement.getFullStart()) ?? [];
  return ranges.some((range) => FOLLOW_UP.test(source.text.slice(range.pos, range.end)));
}

/** Every name imported from `@sillon/domain` by a source file of the app or the server. */
function namesImportedFromDomain() {
  const names = new Set();
  for (const file of CALLER_ROOTS.flatMap((root) => sourceFiles(path.join(repoRoot, root)))) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    for (const statement of source.statements) {
      if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) continue;
      const from = statement.moduleSpecifier;
      if (!from || !ts.isStringLiteral(from) || from.text !== '@sillon/domain') continue;
      const elements = ts.isImportDeclaration(statement)
        ? statement.importClause?.namedBindings && ts.isNamedImports(statement.importClause.namedBindings)
          ? statement.importClause.namedBindings.elements
          : []
        : statement.exportClause && ts.isNamedExports(statement.exportClause)
          ? statement.exportClause.elements
          : [];
      for (const element of elements) names.add((element.propertyName ?? element.name).text);
    }
  }
  return names;
}

function sourceFiles(root) {
  if (/\.tsx?$/.test(root)) return [root];
  return readdirSync(root, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !NOT_CALLERS.some((pattern) => pattern.test(file.replaceAll('\\', '/'))));
}
