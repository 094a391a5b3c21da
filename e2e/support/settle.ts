/**
 * Opening a page and letting it settle: loaded, then its network quiet for a moment, so the app has
 * taken the page over and asked its data before a journey taps.
 *
 * The quiet network is awaited a few seconds at most, never for a page to count as loaded. Chromium
 * revalidates a stale catalogue answer (`stale-while-revalidate`) in the background and can hold
 * that request open longer than a page's whole wait, so a journey longer than the answers'
 * `max-age` would otherwise wait on a request no screen needs. What a journey checks next is what
 * the screen shows, which it awaits itself.
 */
import type { Page, Response } from 'playwright-core';

const QUIET_NETWORK_WAIT_MS = 5_000;

/** Lets a loaded page's network go quiet, for a few seconds at most (see above). */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: QUIET_NETWORK_WAIT_MS }).catch(() => undefined);
}

/** Opens `url` in `page` and lets it settle; the page's answer, as `page.goto` gives it. */
export async function visit(page: Page, url: string): Promise<Response | null> {
  const response = await page.goto(url, { waitUntil: 'load' });
  await settle(page);
  return response;
}

/** Reloads the page and lets it settle. */
export async function reload(page: Page): Promise<void> {
  await page.reload({ waitUntil: 'load' });
  await settle(page);
}
