/**
 * `npm start`: builds the web app and the back office when missing or stale, then runs the server, which
 * migrates (and, once there is a catalogue, seeds) the database and prints its URL.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildBackOffice } from './build-back-office.mjs';
import { buildWeb } from './build-web.mjs';
import { startEnvironment } from './start-environment.mjs';
import { repoRoot } from './web-build-state.mjs';

try {
  buildWeb();
  buildBackOffice();
} catch (failure) {
  console.error(failure instanceof Error ? failure.message : failure);
  process.exit(1);
}

const server = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'apps/server/src/main.ts')], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: startEnvironment(process.env),
});
// The server owns the clean stop; we pass the signal on and leave with its exit code.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
