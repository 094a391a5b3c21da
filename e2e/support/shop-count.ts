/** How many shops the journeys run on, one per worker, and so how many journeys at once. */
export const SHOP_COUNT = Math.max(1, Number(process.env['E2E_SHOPS'] ?? 2));
