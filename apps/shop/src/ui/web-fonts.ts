/**
 * Inter on web: one variable WOFF2 (weights 400 to 700, Fontsource's Latin subset: French
 * accents, œ, €, the narrow no-break space of French prices; made by `scripts/web-font.sh`),
 * served from `public/assets/fonts` under a versioned, cached-forever path. One file of 31 KB
 * instead of four static weights of 24 KB each: the fonts were most of the bytes a page needs
 * before its first paint. Family names are the ones the native app registers, so styles are the
 * same everywhere; each names the same file with its own weight, which the browser sets on the
 * font's weight axis.
 */
import { interFaces } from './tokens';

const INTER_URL = '/assets/fonts/inter-5.3.0/inter-latin-wght-400-700.woff2';

const faces = [
  { family: interFaces.regular, weight: 400 },
  { family: interFaces.medium, weight: 500 },
  { family: interFaces.semiBold, weight: 600 },
  { family: interFaces.bold, weight: 700 },
];

export const webFontFaces = faces
  .map(
    ({ family, weight }) =>
      `@font-face{font-family:"${family}";src:url("${INTER_URL}") format("woff2");font-weight:${weight};font-display:optional}`,
  )
  .join('');

/** Every weight's file, fetched early. */
export const preloadedFontUrls = [INTER_URL];
