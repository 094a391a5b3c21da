import type { Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Screenshots land in `artifacts/e2e/` at the repo root (gitignored), one PNG per screen and size. */
export const artifactsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../artifacts/e2e');
mkdirSync(artifactsDir, { recursive: true });

export function screenshotPath(name: string): string {
  return path.join(artifactsDir, `${name}.png`);
}

/** The two sizes every screen is checked at: the design base (a small phone) and a laptop. */
export const viewports = {
  phone: { width: 375, height: 667 },
  desktop: { width: 1280, height: 800 },
} as const;

/** Waits until the pictures on screen have loaded (renditions are made on first request). */
export async function waitForImages(page: Page): Promise<void> {
  await page.waitForFunction(
    () => Array.from(document.images).every((image) => image.loading === 'lazy' || image.complete),
    undefined,
    { timeout: 20_000 },
  );
}
