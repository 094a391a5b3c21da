/**
 * `npm test`: every check and suite, in order, each in its own process. A failing step does not
 * stop the others (so one run shows every failure), but makes the whole run fail.
 * The web app and the back office are built first when stale: the end-to-end journeys drive the real builds.
 */
import { spawn } from 'node:child_process';
import { buildBackOffice } from './build-back-office.mjs';
import { buildWeb } from './build-web.mjs';
import { repoRoot } from './web-build-state.mjs';

const steps = [
  { name: 'typecheck', command: ['npm', 'run', 'typecheck'] },
  { name: 'lint', command: ['npm', 'run', 'lint:code'] },
  // Boundaries: no import of another feature's or module's internals, no import cycle.
  { name: 'imports', command: ['npm', 'run', 'lint:imports'] },
  // The server reaches its tables through Drizzle's objects, never their names as text: the
  // checker is proved on small sources first.
  { name: 'sql checker', command: ['node', '--test', 'scripts/check-raw-sql.test.mjs'] },
  { name: 'sql', command: ['npm', 'run', 'lint:sql'] },
  // Every rule the domain exports is used by the app or the server (or names its issue).
  { name: 'domain callers', command: ['npm', 'run', 'lint:domain'] },
  // docs/spec-coverage.md ties each spec item to its code and tests: the checker is proved on
  // broken matrices first, then every path and test name of the real matrix must still exist.
  { name: 'spec coverage checker', command: ['node', '--test', 'scripts/spec-coverage.test.mjs'] },
  { name: 'spec coverage', command: ['node', 'scripts/spec-coverage.mjs'] },
  // Every route of the app renders on iOS and Android in a test, and every platform file has a
  // test of its own (issue 43): the checker is proved on small trees first.
  { name: 'native screens checker', command: ['node', '--test', 'scripts/native-screens.test.mjs'] },
  { name: 'native screens', command: ['node', 'scripts/native-screens.mjs'] },
  // The apps' build profiles (eas.json) each resolve a runtime version, an update address and
  // the EAS project, as `expo config --type public` reads them.
  { name: 'app config checker', command: ['node', '--test', 'apps/shop/scripts/check-app-config.test.mjs'] },
  { name: 'app config', command: ['node', 'apps/shop/scripts/check-app-config.mjs'] },
  // `npm start` lists the local shop's outboxes as the README says.
  { name: 'start environment', command: ['node', '--test', 'scripts/start-environment.test.mjs'] },
  { name: 'domain', command: ['npm', 'run', 'test:domain'] },
  // The server suite runs on the embedded PostgreSQL (started for the run), and again on the
  // PostgreSQL of TEST_DATABASE_URL when one is given. Both keep TEST_REDIS_URL (the request limits
  // shared in Redis): set, its tests run and fail when Redis does not answer; unset, they fail in
  // CI and are skipped elsewhere.
  {
    name: 'server (embedded postgres)',
    command: ['npm', 'run', 'test:server'],
    env: { TEST_DATABASE_URL: '' },
  },
  ...(process.env.TEST_DATABASE_URL
    ? [
        // On PostgreSQL as behind a pooler that shares connections (PgBouncer's transaction
        // mode): no statement kept by name. The embedded run above keeps them.
        {
          name: 'server (postgres)',
          command: ['npm', 'run', 'test:server'],
          env: { DATABASE_PREPARED_STATEMENTS: 'false' },
        },
        // The server's production build as its own processes (PostgreSQL): killed mid-checkout,
        // stopped by SIGTERM, run with production dependencies only, two copies behind HAProxy.
        {
          name: 'server processes (postgres)',
          command: ['npm', 'run', 'test:processes', '-w', '@sillon/server'],
        },
      ]
    : []),
  { name: 'shop components', command: ['npm', 'run', 'test:shop'] },
  // The back office's plain rules (the courier's outbox of marks).
  { name: 'back office', command: ['npm', 'run', 'test:back-office'] },
  // A rebuilt export keeps the previous one's browser files for a server still running it.
  {
    name: 'web build keeps the previous files',
    command: ['node', '--test', 'scripts/previous-build-files.test.mjs'],
  },
  { name: 'web build', run: () => buildWeb() },
  // Each page type's first-load JavaScript in the web export, as served, within its budget
  // (issue 44): the check is proved on small exports first.
  { name: 'web budgets checker', command: ['node', '--test', 'scripts/web-budgets.test.mjs'] },
  { name: 'web budgets', command: ['node', 'scripts/web-budgets.mjs'] },
  { name: 'back office build', run: () => buildBackOffice() },
  { name: 'native bundles', command: ['node', 'scripts/export-native.mjs'] },
  { name: 'end-to-end', command: ['npm', 'run', 'test:e2e'] },
];

const only = process.argv.slice(2);
const results = [];
const failureLines = [];
for (const step of steps) {
  if (only.length > 0 && !only.some((name) => step.name.startsWith(name))) continue;
  console.log(`\n━━━ ${step.name} ━━━`);
  const started = Date.now();
  let ok;
  if (step.run) {
    try {
      step.run();
      ok = true;
    } catch (failure) {
      console.error(failure instanceof Error ? failure.message : failure);
      ok = false;
    }
  } else {
    const [command, ...args] = step.command;
    const env = { ...process.env, ...step.env };
    const run = await runShowing(command, args, env);
    ok = run.ok;
    if (!ok) failureLines.push(...run.failures.map((line) => `${step.name}: ${line}`));
  }
  results.push({ name: step.name, ok, seconds: Math.round((Date.now() - started) / 1000) });
}

/**
 * Runs a step, its output shown as it comes, and keeps the lines that name what failed: a long
 * run's log is often read from its end only (CI keeps the tail), where the summary repeats them.
 */
function runShowing(command, args, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: ['inherit', 'pipe', 'pipe'], env });
    const failures = [];
    const keep = (chunk, out) => {
      out.write(chunk);
      for (const line of chunk.toString().split('\n')) {
        // eslint-disable-next-line no-control-regex -- colours are taken out of the kept lines
        const plain = line.replace(/\u001b\[[0-9;]*m/g, '').trim();
        if (/^(FAIL\b|×|✗|✕|not ok\b)|Error:|Test timed out/.test(plain)) failures.push(plain.slice(0, 240));
      }
    };
    child.stdout.on('data', (chunk) => keep(chunk, process.stdout));
    child.stderr.on('data', (chunk) => keep(chunk, process.stderr));
    child.on('close', (code) => resolve({ ok: code === 0, failures: failures.slice(-30) }));
  });
}

console.log('\n━━━ summary ━━━');
for (const result of results)
  console.log(`${result.ok ? 'ok  ' : 'FAIL'}  ${result.name} (${result.seconds} s)`);
if (failureLines.length > 0) {
  console.log('\nwhat failed:');
  for (const line of failureLines) console.log(`  ${line}`);
}
const failed = results.filter((result) => !result.ok).length;
console.log(`\nsuites: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
