import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import type { BackupTarget } from './db/backup';
import { EmbeddedPostgresUnavailable } from './db/embedded-postgres';

/**
 * The database `openConfiguredDatabase` would open, as backups see it: they must not start it
 * (the embedded PostgreSQL is copied while stopped).
 */
export function configuredBackupTarget(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'embeddedDatabase'>,
): BackupTarget {
  if (config.databaseUrl) return { kind: 'postgres', url: config.databaseUrl };
  const holdsPgliteOnly =
    existsSync(path.join(config.dataDir, 'pglite')) && !existsSync(path.join(config.dataDir, 'postgres'));
  const isPglite =
    config.embeddedDatabase === 'pglite' || (config.embeddedDatabase === undefined && holdsPgliteOnly);
  return { kind: isPglite ? 'pglite' : 'embedded-postgres', dataDir: config.dataDir };
}

/**
 * PostgreSQL when DATABASE_URL is set; otherwise the embedded database of the data dir:
 * PostgreSQL started by the server (the default), or PGlite when asked (EMBEDDED_DATABASE=pglite),
 * when the data dir already holds a PGlite database only (a shop made before PostgreSQL was
 * embedded keeps its data), or when PostgreSQL cannot run on this machine (said on the console).
 */
export async function openConfiguredDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'embeddedDatabase'> &
    Partial<Pick<Config, 'databasePreparedStatements'>>,
  log: (message: string) => void = (message) => console.warn(message),
): Promise<DatabaseHandle> {
  const preparedStatements = config.databasePreparedStatements ?? true;
  if (config.databaseUrl)
    return openDatabase({ kind: 'postgres', url: config.databaseUrl, preparedStatements });
  const pglite = { kind: 'pglite', dataDir: config.dataDir } as const;
  if (config.embeddedDatabase === 'pglite') return openDatabase(pglite);
  const holdsPgliteOnly =
    existsSync(path.join(config.dataDir, 'pglite')) && !existsSync(path.join(config.dataDir, 'postgres'));
  if (config.embeddedDatabase === undefined && holdsPgliteOnly) {
    log(
      `${config.dataDir} holds a PGlite database: the shop keeps running on it (EMBEDDED_DATABASE=postgres ` +
        'starts the faster embedded PostgreSQL instead, with a new demo shop).',
    );
    return openDatabase(pglite);
  }
  try {
    return await openDatabase({ kind: 'embedded-postgres', dataDir: config.dataDir, preparedStatements });
  } catch (failure) {
    if (!(failure instanceof EmbeddedPostgresUnavailable) || config.embeddedDatabase === 'postgres')
      throw failure;
    log(`The embedded PostgreSQL cannot run here (${failure.message}): the shop runs on PGlite instead.`);
    return openDatabase(pglite);
  }
}
