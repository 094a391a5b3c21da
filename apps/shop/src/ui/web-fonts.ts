/**
 * Inter on web: one variable WOFF2 (weights 400 to 700, Fontsource's Latin subset: French
 * accents, œ, €, the narrow no-break space of French prices; made by `scripts/web-font.sh`),
 * served from `public/assets/fonts` under a versioned, cached-forever path. One file instead of
 * four static weights: the fonts were most of the bytes a page needs before its first paint. Family names are the ones the native app registers, so styles are the
 * same everywhere; each names the same file with its own weight, which the browser sets on the
 * font's weight axis.
 */
import { INTER_FALLBACK, interFaces } from './tokens';

const INTER_URL = '/assets/fonts/inter-5.3.0/inter-latin-wght-400-700.woff2';

const faces = [
  { family: interFaces.regular, weight: 400 },
  { family: interFaces.medium, weight: 500 },
  { family: interFaces.semiBold, weight: 600 },
  { family: interFaces.bold, weight: 700 },
];

/**
 * What stands in while Inter loads (or for a page it came too late for): Arial, or a font of its
 * metrics, scaled to Inter's widths. Measured in Chromium on the shop's words (canvas widths of
 * labels, a product line and a delivery sentence): Inter is 5.7 % wider than Arial in regular,
 * 1.3 % in bold (the `size-adjust` below). Without it the system's font stands in, much wider in
 * bold on some systems (DejaVu Sans, Linux): the header then overflowed a 375 px screen. A device without any of these fonts keeps
 * its system font (`WEB_FALLBACK`, tokens.ts).
 */
const fallbackFaces = [
  {
    weight: 400,
    sizeAdjust: '105.7%',
    local: ['Arial', 'ArialMT', 'Helvetica', 'Liberation Sans', 'LiberationSans', 'Arimo'],
  },
  {
    weight: 700,
    sizeAdjust: '101.3%',
    local: [
      'Arial Bold',
      'Arial-BoldMT',
      'Helvetica Bold',
      'Liberation Sans Bold',
      'LiberationSans-Bold',
      'Arimo Bold',
    ],
  },
];

export const webFontFaces = [
  ...faces.map(
    ({ family, weight }) =>
      `@font-face{font-family:"${family}";src:url("${INTER_URL}") format("woff2");font-weight:${weight};font-display:optional}`,
  ),
  ...fallbackFaces.map(
    ({ weight, sizeAdjust, local }) =>
      `@font-face{font-family:"${INTER_FALLBACK}";src:${local.map((name) => `local("${name}")`).join(',')};font-weight:${weight};size-adjust:${sizeAdjust}}`,
  ),
].join('');

/** Every weight's file, fetched early. */
export const preloadedFontUrls = [INTER_URL];
