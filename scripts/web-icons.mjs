/**
 * Makes the web shop's icons from `apps/shop/public/favicon.svg`, by hand when the icon changes
 * (like `web-font.sh`): Debian's Chromium draws it at each size through playwright-core. Writes
 * `favicon.ico` (16 and 32 px), `apple-touch-icon.png` (180 px, square: iOS rounds it itself),
 * `icon-192.png`, `icon-512.png` and `icon-maskable-512.png` (square, the furrows inside the
 * safe zone) into `apps/shop/public`, which the web build copies beside the pages.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { repoRoot } from './web-build-state.mjs';

const publicDir = path.join(repoRoot, 'apps/shop/public');
const rounded = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
const square = rounded.replace(/ rx="\d+"/, '');
// A maskable icon may be cut to a circle of 80 % of its width: the furrows are drawn inside it.
const maskable = square.replace('<g ', '<g transform="translate(51.2 51.2) scale(0.8)" ');

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

/** An ICO file holding PNG images (read by every browser since Windows Vista's format). */
function ico(images) {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, index) => {
    const entry = 6 + 16 * index;
    header.writeUInt8(size, entry);
    header.writeUInt8(size, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map(({ png }) => png)]);
}

const icons = {
  'apple-touch-icon.png': await draw(square, 180),
  'icon-192.png': await draw(rounded, 192),
  'icon-512.png': await draw(rounded, 512),
  'icon-maskable-512.png': await draw(maskable, 512),
  'favicon.ico': ico([
    { size: 16, png: await draw(rounded, 16) },
    { size: 32, png: await draw(rounded, 32) },
  ]),
};
for (const [name, bytes] of Object.entries(icons)) writeFileSync(path.join(publicDir, name), bytes);
await browser.close();
console.log(`icons written to ${path.relative(repoRoot, publicDir)}: ${Object.keys(icons).join(', ')}`);
