/**
 * The shop a journey drives: its worker's own (global-setup.ts starts one per worker), so two
 * journeys at once never share a clock, a stock or a slot.
 */
import { inject } from 'vitest';

export function journeyShopUrl(): string {
  const urls = inject('shopUrls');
  // Vitest numbers its workers from 1 to maxWorkers, one file at a time each.
  const worker = Number(process.env['VITEST_POOL_ID'] ?? '1');
  const url = urls[(worker - 1) % urls.length];
  if (!url) throw new Error('No shop started for the journeys (global-setup.ts).');
  return url;
}
