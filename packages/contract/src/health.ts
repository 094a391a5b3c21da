import { z } from 'zod';

/** `GET /api/health`: what the load balancer and `npm start` read. */
export const healthResponse = z.object({
  status: z.enum(['ok', 'unavailable']),
  db: z.enum(['pglite', 'postgres']),
});
export type HealthResponse = z.infer<typeof healthResponse>;

/** `GET /api/health/live`: the process answers (an orchestrator restarts a copy that does not). */
export const livenessResponse = z.object({ status: z.literal('ok') });
export type LivenessResponse = z.infer<typeof livenessResponse>;

/**
 * `GET /api/health/ready`: whether the balancer may send this copy requests: its database answers
 * and holds every migration, its catalogue and search index are read, and it is not stopping.
 */
export const readinessResponse = z.object({
  status: z.enum(['ready', 'unready']),
  checks: z.object({
    database: z.boolean(),
    migrations: z.boolean(),
    caches: z.boolean(),
    stopping: z.boolean(),
  }),
});
export type ReadinessResponse = z.infer<typeof readinessResponse>;
