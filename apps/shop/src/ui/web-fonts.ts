/**
 * Inter on web: Fontsource's Latin subset (French accents, œ, €, the narrow no-break space of
 * French prices) in WOFF2, served from `public/assets/fonts` under a versioned, cached-forever
 * path. Family names are the ones the native app registers, so styles are the same everywhere.
 */
import { interFaces } from './tokens';

const FONT_DIR = '/assets/fonts/inter-5.3.0';

const faces = [
  { family: interFaces.regular, file: 'inter-latin-400.woff2' },
  { family: interFaces.medium, file: 'inter-latin-500.woff2' },
  { family: interFaces.semiBold, file: 'inter-latin-600.woff2' },
  { family: interFaces.bold, file: 'inter-latin-700.woff2' },
];

export const webFontFaces = faces
  .map(
    ({ family, file }) =>
      `@font-face{font-family:"${family}";src:url("${FONT_DIR}/${file}") format("woff2");font-display:optional}`,
  )
  .join('');

/** Body text and headings: fetched early, the other weights when used. */
export const preloadedFontUrls = [faces[0]!, faces[3]!].map(({ file }) => `${FONT_DIR}/${file}`);
