/** Whether this server copy can serve: its database answers within the probe's timeout. */
import type { HealthResponse } from '@sillon/contract';
import type { DatabaseHandle } from '../../db/client';

export function createHealthService(database: Pick<DatabaseHandle, 'ping' | 'kind'>) {
  return {
    async check(): Promise<HealthResponse> {
      const isUp = await database.ping();
      return { status: isUp ? 'ok' : 'unavailable', db: database.kind };
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
