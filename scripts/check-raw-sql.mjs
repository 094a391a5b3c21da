/**
 * `npm run lint:sql` (part of `npm run lint`): the server reaches its tables through Drizzle's
 * objects, so that a renamed table or column is caught by the type-check. A `sql` template may
 * hold SQL of its own (a `coalesce`, a CTE's alias) but never a table's name as text: it
 * interpolates the table (`${carts}`) or its columns (`${carts.version}`) instead; `sql.raw` is
 * refused too.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { repoRoot } from './web-build-state.mjs';

/** The server's sources, or another folder (the checker's own test gives one). */
const SERVER = process.argv[2] ? path.resolve(process.argv[2]) : path.join(repoRoot, 'apps/server/src');
/**
 * Where SQL as text is the point: migrations, bulk seeding, pg-boss's own statements (given to us
 * as text) and tests that break statements on purpose or watch them with triggers.
 */
const EXCEPTIONS = [
  /\/db\/migrations\//,
  /\/seed\/scaled-shop\.ts$/,
  /\/modules\/jobs\/boss-database\.ts$/,
  /\/testing\/failing-statements\.ts$/,
  /\/testing\/transaction-log\.ts$/,
];

const files = walk(SERVER).filter((file) => /\.tsx?$/.test(file) && !EXCEPTIONS.some((re) => re.test(file)));
const tableNames = findTableNames(files);
const tableWord = new RegExp(
  `\\b(from|join|into|update|table|using|exists|on)\\s+"?(${[...tableNames].join('|')})"?(?![\\w.])`,
  'i',
);

const problems = [];
for (const file of files) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  visit(source, (node) => {
    if (ts.isTaggedTemplateExpression(node) && node.tag.getText(source) === 'sql') {
      const text = templateText(node.template);
      const match = tableWord.exec(text);
      if (match) report(source, node, `names the table "${match[2]}" as text: interpolate it (\${table})`);
    }
    if (ts.isCallExpression(node) && node.expression.getText(source) === 'sql.raw') {
      report(source, node, 'sql.raw: write a sql template with Drizzle objects instead');
    }
  });
}

if (problems.length === 0) {
  console.log(`sql: ${files.length} files, every table reached through Drizzle's objects`);
  process.exit(0);
}
for (const problem of problems) console.error(problem);
console.error(`\nx ${problems.length} statement(s) name SQL as text.`);
process.exit(1);

function report(source, node, message) {
  const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
  problems.push(`  ${path.relative(process.cwd(), source.fileName)}:${line + 1}: ${message}`);
}

function templateText(template) {
  if (ts.isNoSubstitutionTemplateLiteral(template)) return template.text;
  return [template.head.text, ...template.templateSpans.map((span) => ` $x ${span.literal.text}`)].join('');
}

/** Every `pgTable('name', …)` of the server. */
function findTableNames(sources) {
  const names = new Set();
  for (const file of sources) {
    for (const match of readFileSync(file, 'utf8').matchAll(/pgTable\(\s*'([a-z_]+)'/g)) names.add(match[1]);
  }
  return names;
}

function visit(node, callback) {
  callback(node);
  ts.forEachChild(node, (child) => visit(child, callback));
}

function walk(folder) {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}
