/**
 * Draws the demo shop's pictures: an emoji of the Fluent Emoji Flat set (MIT, Microsoft) centred on
 * a soft background of the rack's colour. Deterministic: the same input gives the same bytes.
 */
import { createRequire } from 'node:module';
import { getIconData, iconToSVG, replaceIDs } from '@iconify/utils';
import type { IconifyJSON } from '@iconify/types';
import sharp from 'sharp';

const require = createRequire(import.meta.url);
const iconSet = require('@iconify-json/fluent-emoji-flat/icons.json') as IconifyJSON;

export const MASTER_SIZE = 800;

export type Illustration = { emoji: string; background: string; width?: number; height?: number };

/** A WebP master (lossless-looking quality) of the illustration. */
export async function renderIllustration({
  emoji,
  background,
  width = MASTER_SIZE,
  height = MASTER_SIZE,
}: Illustration): Promise<Buffer> {
  const icon = getIconData(iconSet, emoji);
  if (!icon) throw new Error(`Unknown emoji icon: ${emoji}`);
  const rendered = iconToSVG(icon, { height: 'auto' });
  const [, , boxWidth, boxHeight] = rendered.attributes.viewBox.split(' ').map(Number) as [
    number,
    number,
    number,
    number,
  ];
  const emojiSize = Math.round(Math.min(width, height) * 0.58);
  const x = Math.round((width - emojiSize) / 2);
  const y = Math.round((height - emojiSize) / 2);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><radialGradient id="glow" cx="50%" cy="45%" r="60%">
    <stop offset="0%" stop-color="#FFFFFF" stop-opacity="0.55"/>
    <stop offset="100%" stop-color="#FFFFFF" stop-opacity="0"/>
  </radialGradient></defs>
  <rect width="100%" height="100%" fill="${background}"/>
  <rect width="100%" height="100%" fill="url(#glow)"/>
  <ellipse cx="${width / 2}" cy="${y + emojiSize * 0.97}" rx="${emojiSize * 0.36}" ry="${emojiSize * 0.05}" fill="#000000" fill-opacity="0.08"/>
  <svg x="${x}" y="${y}" width="${emojiSize}" height="${emojiSize}" viewBox="0 0 ${boxWidth} ${boxHeight}">${replaceIDs(rendered.body)}</svg>
</svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 92, effort: 4 }).toBuffer();
}
