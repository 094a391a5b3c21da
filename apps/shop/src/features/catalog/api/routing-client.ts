import type { RoutingData } from '@sillon/domain';
import { serverUrl } from '@/config';

const ROUTING_TIMEOUT_MS = 3000;

/**
 * Routing data for a deep link handed over by the OS. This runs before the app (and its RTK Query
 * store) exists, hence a direct request, bounded in time: a slow network must not hold the app.
 */
export async function fetchRoutingData(): Promise<RoutingData | undefined> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ROUTING_TIMEOUT_MS);
  try {
    // eslint-disable-next-line no-restricted-globals -- no store exists yet when the OS opens a link
    const response = await fetch(serverUrl('/api/bff/catalog/routing'), { signal: controller.signal });
    return response.ok ? ((await response.json()) as RoutingData) : undefined;
  } finally {
    clearTimeout(timer);
  }
}
