import type { Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';

/** PostgreSQL when DATABASE_URL is set, the embedded PGlite in the data dir otherwise. */
export function openConfiguredDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
): Promise<DatabaseHandle> {
  return config.databaseUrl
    ? openDatabase({ kind: 'postgres', url: config.databaseUrl })
    : openDatabase({ kind: 'pglite', dataDir: config.dataDir });
}
