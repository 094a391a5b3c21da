/**
 * `node scripts/spec-coverage.mjs` (part of `npm test`): checks `docs/spec-coverage.md`, the matrix
 * that ties each item of the spec to the code that implements it and the tests that prove it. A
 * matrix nobody checks rots at the first renamed test; this keeps every row pointing at files that
 * exist and at test names that are still in them, so "proved by" stays true.
 *
 * The format: sections `## N. Title`, each with one table `| Spec item | Implemented in | Proved by |`.
 * - Implemented in: backticked repo-relative paths, or `—` for an item that does not apply.
 * - Proved by: entries separated by `<br>`, each `` `path/to/file.test.ts` › test name `` (the exact
 *   string given to it(), test() or describe() in that file), or `n/a: reason` for an item that
 *   does not apply.
 * - `MISSING` in a row names a gap still to build: it fails the check until the gap is closed.
 *
 * Only the text of a test file is read (the name must appear in it as a string literal): the
 * suites themselves run in their own steps of `npm test`.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const HEADER = ['Spec item', 'Implemented in', 'Proved by'];
const SECTION = /^##\s+(\d+)\.\s+(.+?)\s*$/;
const NOT_APPLICABLE = '—';
const TEST_FILE = /\.(test|spec)\.[cm]?[jt]sx?$/;

/** The problems of a matrix (empty: every row holds), each naming its section and spec item. */
export function checkSpecCoverage(markdown, repoRoot) {
  return analyseSpecCoverage(markdown, repoRoot).problems;
}

/** The problems, and the counts the command line prints when there are none. */
export function analyseSpecCoverage(markdown, repoRoot) {
  const problems = [];
  const counts = { rows: 0, proved: 0, notApplicable: 0, sections: 0 };
  const files = new FileCache(repoRoot);
  let section; // { label, tables }
  let table; // 'header' once the header row is read, 'rows' after the separator, undefined outside a table

  const closeSection = () => {
    if (section && section.tables === 0) problems.push(`${section.label}: no table`);
  };

  for (const line of markdown.split(/\r?\n/)) {
    if (/^##\s/.test(line)) {
      closeSection();
      const heading = SECTION.exec(line);
      table = undefined;
      if (heading) {
        section = { label: `§${heading[1]} ${heading[2]}`, tables: 0 };
        counts.sections += 1;
      } else {
        // Another second-level heading ends the section: its tables would belong to no section.
        section = undefined;
      }
      continue;
    }
    if (!line.trimStart().startsWith('|')) {
      table = undefined;
      continue;
    }
    const cells = splitRow(line);
    if (table === undefined) {
      // The first row of a table is its header.
      table = 'header';
      if (!section) {
        problems.push(`table outside a "## N. Title" section: ${line.trim()}`);
        continue;
      }
      section.tables += 1;
      if (section.tables > 1) problems.push(`${section.label}: more than one table`);
      if (cells.length !== 3 || cells.some((cell, index) => cell !== HEADER[index]))
        problems.push(`${section.label}: the table's columns must be | ${HEADER.join(' | ')} |`);
      continue;
    }
    if (table === 'header') {
      table = 'rows';
      if (cells.every((cell) => /^:?-+:?$/.test(cell))) continue;
      problems.push(`${section?.label ?? 'table'}: the header row is not followed by a |---| row`);
    }
    if (!section) continue;
    counts.rows += 1;
    const where = `${section.label} › "${cells[0] ?? ''}"`;
    if (cells.length !== 3) {
      problems.push(`${where}: ${cells.length} columns instead of 3`);
      continue;
    }
    const outcome = checkRow(cells, files, (problem) => problems.push(`${where}: ${problem}`));
    if (outcome === 'proved') counts.proved += 1;
    if (outcome === 'not applicable') counts.notApplicable += 1;
  }
  closeSection();
  if (counts.sections === 0) problems.push('no "## N. Title" section');
  return { problems, ...counts };
}

/** Checks one row's cells; says whether it is proved by tests, not applicable, or neither. */
function checkRow([item, implemented, proved], files, report) {
  if (item === '') report('the spec item is empty');
  for (const [column, text] of [
    ['Implemented in', implemented],
    ['Proved by', proved],
  ])
    if (/MISSING/.test(text)) report(`MISSING in ${column}: ${text.slice(text.indexOf('MISSING'))}`);

  const notApplicable = /^n\/a:/.test(proved);
  if (notApplicable && proved.slice('n/a:'.length).trim() === '') report('n/a without a reason');

  if (implemented === NOT_APPLICABLE) {
    if (!notApplicable) report('Implemented in is — but Proved by is not "n/a: reason"');
  } else {
    const paths = backticked(implemented);
    if (paths.length === 0 && !/MISSING/.test(implemented))
      report('Implemented in names no `path` (or — for an item that does not apply)');
    for (const file of paths) {
      const problem = files.pathProblem(file);
      if (problem) report(problem);
    }
  }

  if (notApplicable) return 'not applicable';
  let references = 0;
  let tests = 0;
  for (const entry of proved.split(/<br\s*\/?>/i).map((part) => part.trim())) {
    if (entry === '' || /MISSING/.test(entry)) continue;
    const reference = /^`([^`]+)`\s*›\s*(.+)$/.exec(entry);
    if (!reference) {
      report(`"${entry}" is not \`path\` › test name`);
      continue;
    }
    const [, file, name] = reference;
    references += 1;
    const problem = files.pathProblem(file) ?? files.testProblem(file, name);
    if (problem) report(problem);
    else tests += 1;
  }
  if (references === 0 && !/MISSING/.test(proved)) {
    report('proved by no test (and not n/a)');
    return 'unproved';
  }
  return tests > 0 && !/MISSING/.test(proved + implemented) ? 'proved' : 'unproved';
}

/** The cells of a table row: split on unescaped pipes, `\|` kept as a pipe. */
function splitRow(line) {
  const inner = line
    .trim()
    .replace(/^\|/, '')
    .replace(/(?<!\\)\|$/, '');
  return inner.split(/(?<!\\)\|/).map((cell) => cell.trim().replaceAll('\\|', '|'));
}

function backticked(text) {
  return [...text.matchAll(/`([^`]+)`/g)].map((match) => match[1].trim());
}

/** Reads each file once: a matrix cites the same test files many times. */
class FileCache {
  constructor(repoRoot) {
    this.repoRoot = path.resolve(repoRoot);
    this.texts = new Map();
  }

  pathProblem(file) {
    const absolute = path.resolve(this.repoRoot, file);
    if (path.isAbsolute(file) || !absolute.startsWith(this.repoRoot + path.sep))
      return `\`${file}\` is not a path inside the repository`;
    if (!existsSync(absolute)) return `\`${file}\` does not exist`;
    return undefined;
  }

  testProblem(file, name) {
    if (!TEST_FILE.test(file)) return `\`${file}\` is not a test file (*.test.* or *.spec.*)`;
    const absolute = path.resolve(this.repoRoot, file);
    if (!statSync(absolute).isFile()) return `\`${file}\` is not a file`;
    if (!this.texts.has(file))
      // A name written 'it\'s' in the file is the test name "it's".
      this.texts.set(file, readFileSync(absolute, 'utf8').replace(/\\(['"`])/g, '$1'));
    const text = this.texts.get(file);
    const literal = ["'", '"', '`'].some((quote) => text.includes(`${quote}${name}${quote}`));
    return literal ? undefined : `no test named "${name}" in \`${file}\``;
  }
}

const invokedDirectly =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;

if (invokedDirectly) {
  const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const matrix = path.resolve(repoRoot, process.argv[2] ?? 'docs/spec-coverage.md');
  const relative = path.relative(repoRoot, matrix);
  if (!existsSync(matrix)) {
    console.error(`  error spec-coverage: ${relative} does not exist`);
    process.exit(1);
  }
  const result = analyseSpecCoverage(readFileSync(matrix, 'utf8'), repoRoot);
  if (result.problems.length > 0) {
    for (const problem of result.problems) console.error(`  error spec-coverage: ${problem}`);
    console.error(
      `\nx ${result.problems.length} problem(s) in ${relative}: fix the path or test name, or build what a MISSING row names.`,
    );
    process.exit(1);
  }
  console.log(
    `spec coverage: ${result.rows} rows checked in ${result.sections} sections of ${relative}, ` +
      `${result.proved} proved by tests, ${result.notApplicable} not applicable`,
  );
}
