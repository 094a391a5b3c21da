/** The health module: the load balancer's probe (`GET /api/health`). */
import type { DatabaseHandle } from '../../db/client';
import { healthRoutes } from './health.routes';
import { createHealthService } from './health.service';

export function createHealthModule(deps: { database: Pick<DatabaseHandle, 'ping' | 'kind'> }) {
  const service = createHealthService(deps.database);
  return { service, routes: healthRoutes(service) };
}
