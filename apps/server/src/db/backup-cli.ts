/**
 * `npm run db:backup [-- --file PATH]` and `npm run db:restore -- PATH [--force]`: backs up or
 * restores the configured database (`backup.ts`). A refusal is said in one sentence, exit code 2.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { configuredBackupTarget } from '../database-from-config';
import { backupDatabase, backupExtension, BackupRefused, nameOf, restoreDatabase } from './backup';

const USAGE = `Usage:
  npm run db:backup [-- --file PATH]     (default: DATA_DIR/backups/sillon-<date>.<kind>)
  npm run db:restore -- PATH [--force]   (--force: replace a database that is not empty)`;

async function main(command: string | undefined, args: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args,
    options: { file: { type: 'string' }, force: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  const config = loadConfig();
  const target = configuredBackupTarget(config);
  if (command === 'backup') {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = path.resolve(
      values.file ?? path.join(config.dataDir, 'backups', `sillon-${stamp}.${backupExtension[target.kind]}`),
    );
    await backupDatabase(target, file);
    console.log(`Backed up ${nameOf(target)} to ${file}.`);
    return;
  }
  if (command === 'restore' && positionals.length === 1) {
    const file = path.resolve(positionals[0]!);
    await restoreDatabase(target, file, { force: values.force });
    console.log(`Restored ${file} into ${nameOf(target)}. Start the shop: it applies newer migrations.`);
    return;
  }
  throw new BackupRefused(USAGE);
}

try {
  await main(process.argv[2], process.argv.slice(3));
} catch (failure) {
  if (!(failure instanceof BackupRefused)) throw failure;
  console.error(`Refused: ${failure.message}`);
  process.exitCode = 2;
}
