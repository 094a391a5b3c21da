import { z } from 'zod';

/** `GET /api/health`: what the load balancer and `npm start` read. */
export const healthResponse = z.object({
  status: z.enum(['ok', 'unavailable']),
  db: z.enum(['pglite', 'postgres']),
});
export type HealthResponse = z.infer<typeof healthResponse>;
