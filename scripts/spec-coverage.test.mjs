/**
 * The spec-coverage checker (scripts/spec-coverage.mjs) on small matrices that point at real files
 * of the repository: it must fail on each kind of broken row, or a green check would prove nothing.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { analyseSpecCoverage, checkSpecCoverage } from './spec-coverage.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROUTING = '`packages/domain/src/routing.ts`';
const ROUTING_TEST = '`packages/domain/src/routing.test.ts`';

/** A matrix of one section whose table holds the given rows. */
function matrix(...rows) {
  return [
    '# Spec coverage',
    '',
    '## 2. Screens and routes',
    '',
    '| Spec item | Implemented in | Proved by |',
    '|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}

const goodRow = `| /order-details/{x} becomes /my-account/orders/{x} | ${ROUTING} | ${ROUTING_TEST} › maps /order-details/{x} to the account order<br>${ROUTING_TEST} › builds account order paths |`;

describe('spec coverage checker', () => {
  it('passes a row whose files exist and whose tests are named in them', () => {
    assert.deepEqual(checkSpecCoverage(matrix(goodRow), repoRoot), []);
    const result = analyseSpecCoverage(matrix(goodRow), repoRoot);
    assert.equal(result.rows, 1);
    assert.equal(result.proved, 1);
  });

  it('passes a not-applicable row and counts it apart', () => {
    const row = '| Server internals | — | n/a: the spec says what the server does internally is not shown |';
    const result = analyseSpecCoverage(matrix(goodRow, row), repoRoot);
    assert.deepEqual(result.problems, []);
    assert.equal(result.notApplicable, 1);
  });

  it('passes a describe() name and a test name the file writes with an escaped quote', () => {
    const row = `| Product sub-pages | ${ROUTING} | ${ROUTING_TEST} › canonical paths (spec §2)<br>${ROUTING_TEST} › gives '/#' for a product unknown to routing data |`;
    assert.deepEqual(checkSpecCoverage(matrix(row), repoRoot), []);
    const signIn = 'apps/server/src/modules/auth/phone-sign-in.test.ts';
    const wrongCode = `| Invalid code | \`${signIn}\` | \`${signIn}\` › refuses a wrong code with "Le code n'est pas bon" and the attempts left |`;
    assert.deepEqual(checkSpecCoverage(matrix(wrongCode), repoRoot), []);
  });

  it('fails on a file that does not exist, in either column', () => {
    const row = `| Rack path | \`packages/domain/src/racks.ts\` | \`packages/domain/src/racks.test.ts\` › builds rack paths |`;
    const problems = checkSpecCoverage(matrix(row), repoRoot);
    assert.ok(problems.some((p) => p.includes('`packages/domain/src/racks.ts` does not exist')));
    assert.ok(problems.some((p) => p.includes('`packages/domain/src/racks.test.ts` does not exist')));
    assert.ok(problems.every((p) => p.startsWith('§2 Screens and routes › "Rack path"')));
  });

  it('fails on a test that was renamed (its name is no longer in the file)', () => {
    const row = `| Account order path | ${ROUTING} | ${ROUTING_TEST} › builds the account order paths |`;
    assert.deepEqual(checkSpecCoverage(matrix(row), repoRoot), [
      `§2 Screens and routes › "Account order path": no test named "builds the account order paths" in ${ROUTING_TEST}`,
    ]);
  });

  it('fails on a MISSING row, even next to a real test', () => {
    const row = `| Breadcrumbs | ${ROUTING} | ${ROUTING_TEST} › builds account order paths<br>MISSING: a test of the main shelf |`;
    const problems = checkSpecCoverage(matrix(row), repoRoot);
    assert.equal(problems.length, 1);
    assert.match(problems[0], /"Breadcrumbs": MISSING in Proved by: MISSING: a test of the main shelf/);
    const unbuilt = `| Native links | MISSING: no native-intent handler | MISSING: a test |`;
    assert.ok(
      checkSpecCoverage(matrix(unbuilt), repoRoot).some((p) => p.includes('MISSING in Implemented in')),
    );
  });

  it('fails on a row with no proof: empty, free text, or — without n/a', () => {
    for (const row of [
      `| Home | ${ROUTING} |  |`,
      `| Home | ${ROUTING} | tested by hand |`,
      '| Home | — | the e2e journeys |',
    ]) {
      const problems = checkSpecCoverage(matrix(row), repoRoot);
      assert.ok(
        problems.some((p) => p.includes('proved by no test') || p.includes('is not "n/a: reason"')),
        `${row}: ${problems.join('; ')}`,
      );
    }
    assert.ok(
      checkSpecCoverage(matrix(`| Home | ${ROUTING} | n/a: |`), repoRoot).some((p) =>
        p.includes('n/a without a reason'),
      ),
    );
  });

  it('fails on a proof that is not a test file', () => {
    const row = `| Home | ${ROUTING} | ${ROUTING} › normalizePath |`;
    assert.ok(checkSpecCoverage(matrix(row), repoRoot).some((p) => p.includes('is not a test file')));
  });

  it('fails on a row with the wrong number of columns and on a wrong header', () => {
    const row = `| Home | ${ROUTING} | ${ROUTING_TEST} › builds account order paths | extra |`;
    assert.ok(checkSpecCoverage(matrix(row), repoRoot).some((p) => p.includes('4 columns instead of 3')));
    const header = matrix(goodRow).replace('| Proved by |', '| Tests |');
    assert.ok(checkSpecCoverage(header, repoRoot).some((p) => p.includes("the table's columns must be")));
  });

  it('fails on a section without a table and on a table outside a section', () => {
    const empty = `${matrix(goodRow)}\n## 3. Entities and their fields\n\nNothing yet.\n`;
    assert.deepEqual(checkSpecCoverage(empty, repoRoot), ['§3 Entities and their fields: no table']);
    const outside = ['| Spec item | Implemented in | Proved by |', '|---|---|---|', goodRow].join('\n');
    assert.ok(checkSpecCoverage(outside, repoRoot).some((p) => p.startsWith('table outside')));
  });
});
