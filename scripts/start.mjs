/**
 * `npm start`: builds the web app and the back office when missing or stale, then runs the server, which
 * migrates (and, once there is a catalogue, seeds) the database and prints its URL.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildBackOffice } from './build-back-office.mjs';
import { buildWeb } from './build-web.mjs';
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
  // The local shop has no SMS gateway nor mail server: its sign-in codes are listed at
  // /api/dev/sms and its e-mails at /api/dev/mail. A deployment that sets SMS_PROVIDER or
  // MAIL_PROVIDER (or DEV_SMS_OUTBOX=false, DEV_MAILBOX=false) never lists them. `npm start` is one copy on
  // one machine, on the embedded database or PostgreSQL: missing secrets are generated into
  // DATA_DIR/keys and kept (several copies set them, see the README). A new demo shop gets a first
  // back-office admin.
  env: {
    NODE_ENV: 'production',
    GENERATE_MISSING_SECRETS: 'true',
    // A new local shop prints its first back-office admin's password once (README).
    DEMO_ADMIN: 'true',
    ...(process.env.SMS_PROVIDER ? {} : { DEV_SMS_OUTBOX: 'true' }),
    ...(process.env.MAIL_PROVIDER ? {} : { DEV_MAILBOX: 'true' }),
    ...process.env,
  },
});
// The server owns the clean stop; we pass the signal on and leave with its exit code.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
