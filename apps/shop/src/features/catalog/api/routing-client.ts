import type { RoutingData } from '@sillon/domain';
import { serverUrl } from '@/config';

const ROUTING_TIMEOUT_MS = 3000;

/**
 * The routing data a deep link handed over by the OS needs (its product, its rack). This runs
 * before the app (and its RTK Query store) exists, hence a direct request, bounded in time: a
 * slow network must not hold the app.
 */
export async function fetchRoutingData(path: string): Promise<RoutingData | undefined> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ROUTING_TIMEOUT_MS);
  try {
    const url = serverUrl(`/api/bff/catalog/routing?path=${encodeURIComponent(path)}`);
    // eslint-disable-next-line no-restricted-globals -- no store exists yet when the OS opens a link
    const response = await fetch(url, { signal: controller.signal });
    return response.ok ? ((await response.json()) as RoutingData) : undefined;
  } finally {
    clearTimeout(timer);
  }
}
