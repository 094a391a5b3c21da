/**
 * Whether this server copy can serve: liveness (the process answers), readiness (the balancer may
 * send it requests) and the older database probe. A copy warms its catalogue once started, and
 * stops being ready the moment it is told to stop, so the balancer drains it first.
 */
import type { HealthResponse, LivenessResponse, ReadinessResponse } from '@sillon/contract';
import type { DatabaseHandle } from '../../db/client';

export function createHealthService(deps: {
  database: Pick<DatabaseHandle, 'ping' | 'kind' | 'hasEveryMigration'>;
  /** Reads what the first requests would otherwise wait for (the catalogue, the search index). */
  warm: () => Promise<unknown>;
}) {
  let isWarm = false;
  let warming: Promise<void> | undefined;
  let isStopping = false;
  // Migrations are never taken back: once all are there, the probe stops asking.
  let isMigrated = false;

  return {
    async check(): Promise<HealthResponse> {
      const isUp = await deps.database.ping();
      return { status: isUp ? 'ok' : 'unavailable', db: deps.database.kind };
    },
    live(): LivenessResponse {
      return { status: 'ok' };
    },
    async ready(): Promise<ReadinessResponse> {
      const database = await deps.database.ping();
      isMigrated ||= database && (await deps.database.hasEveryMigration());
      const checks = { database, migrations: isMigrated, caches: isWarm, stopping: isStopping };
      const isReady = database && isMigrated && isWarm && !isStopping;
      return { status: isReady ? 'ready' : 'unready', checks };
    },
    /** Starts warming the caches (again after a failure, at the next call). */
    warm(): Promise<void> {
      warming ??= deps.warm().then(
        () => {
          isWarm = true;
        },
        () => {
          warming = undefined;
        },
      );
      return warming;
    },
    /** From now on the copy answers « not ready »: the balancer stops sending it requests. */
    stopBeingReady(): void {
      isStopping = true;
    },
    isStopping: () => isStopping,
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
