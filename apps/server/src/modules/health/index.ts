/** The health module: the orchestrator's and the load balancer's probes (`/api/health/…`). */
import type { DatabaseHandle } from '../../db/client';
import { healthRoutes } from './health.routes';
import { createHealthService } from './health.service';

export type { HealthService } from './health.service';

export function createHealthModule(deps: {
  database: Pick<DatabaseHandle, 'ping' | 'kind' | 'hasEveryMigration'>;
  warm: () => Promise<unknown>;
}) {
  const service = createHealthService(deps);
  return { service, routes: healthRoutes(service) };
}
