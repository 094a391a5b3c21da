/**
 * The shop's clock: real time, or real time shifted to start at `SHOP_CLOCK_START` (end-to-end
 * journeys and demos that need a given day; refused in production). A shifted clock can also be
 * moved on while the server runs, through `POST /api/dev/clock`, so a journey can pass an order's
 * cut-off and come back.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { thisMachineOnly } from './http/this-machine-only';
import { z } from 'zod';

export type ShopClock = {
  now: () => Date;
  /** Moves a shifted clock by `hours` (back with a negative number); absent on real time. */
  move?: (hours: number) => Date;
};

export function shopClock(start: string | undefined): ShopClock {
  if (!start) return { now: () => new Date() };
  let offsetMs = Date.parse(start) - Date.now();
  return {
    now: () => new Date(Date.now() + offsetMs),
    move: (hours) => {
      offsetMs += hours * 3_600_000;
      return new Date(Date.now() + offsetMs);
    },
  };
}

/** `POST /api/dev/clock { hours }`: the shifted shop clock moved on (or back); its new time. */
export function devClockRoutes(move: (hours: number) => Date) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().post(
      '/api/dev/clock',
      {
        onRequest: thisMachineOnly,
        schema: {
          tags: ['development'],
          summary: 'Moves the shop’s shifted clock (SHOP_CLOCK_START) by some hours; never in production',
          body: z.object({ hours: z.number().int().min(-720).max(720) }),
          response: { 200: z.object({ now: z.iso.datetime() }) },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return { now: move(request.body.hours).toISOString() };
      },
    );
  };
}
