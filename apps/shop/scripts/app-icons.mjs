/**
 * Makes the phone apps' icons and splash from the shop's mark, `apps/shop/public/favicon.svg` (its
 * three furrows in the shop's green on its dark ground), by hand when the mark changes, like
 * `scripts/web-icons.mjs`: Debian's Chromium draws them through playwright-core. Writes into
 * `apps/shop/assets`, which `app.json` names:
 * - `icon.png` (1024 px, square: iOS rounds it itself);
 * - `adaptive-icon.png` (1024 px, the furrows alone on transparent, inside the 66 % Android may
 *   show of it; the dark ground is `android.adaptiveIcon.backgroundColor`);
 * - `splash-icon.png` (1024 px, the furrows alone, on the splash's dark ground);
 * - `notification-icon.png` (96 px, white furrows on transparent: Android tints it).
 * Run from the repository root: `node apps/shop/scripts/app-icons.mjs`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const shopDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const assetsDir = path.join(shopDir, 'assets');
const mark = readFileSync(path.join(shopDir, 'public/favicon.svg'), 'utf8');

const square = mark.replace(/ rx="\d+"/, '');
const groundless = mark.replace(/<rect [^>]*\/>/, '');
/** The furrows scaled about the centre of the 512-unit square, to fit a platform's safe zone. */
const scaled = (svg, scale) =>
  svg.replace('<g ', `<g transform="translate(${256 * (1 - scale)} ${256 * (1 - scale)}) scale(${scale})" `);
const white = (svg) => svg.replace(/stroke="#[0-9A-Fa-f]{6}"/, 'stroke="#FFFFFF"');

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
const page = await browser.newPage();

async function draw(svg, size) {
  await page.setViewportSize({ width: size, height: size });
  const source = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  await page.setContent(
    `<style>html,body{margin:0;background:transparent}</style><img src="${source}" width="${size}" height="${size}">`,
  );
  await page.locator('img').evaluate((image) => image.decode());
  return page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
}

const images = {
  'icon.png': await draw(square, 1024),
  'adaptive-icon.png': await draw(scaled(groundless, 0.62), 1024),
  'splash-icon.png': await draw(groundless, 1024),
  'notification-icon.png': await draw(white(scaled(groundless, 0.9)), 96),
};
for (const [name, bytes] of Object.entries(images)) writeFileSync(path.join(assetsDir, name), bytes);
await browser.close();
console.log(
  `app icons written to ${path.relative(process.cwd(), assetsDir)}: ${Object.keys(images).join(', ')}`,
);
