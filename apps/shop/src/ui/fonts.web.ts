/**
 * On web, Inter comes from the page's own CSS (see `webFontFaces`, written by `app/+html.tsx`):
 * Latin subsets in WOFF2, about 24 KB a weight instead of 130 KB of TTF each, with
 * `font-display: optional`: text never waits for them, and never moves when they arrive (a font
 * that comes too late for the first paint is used from the next page on). Nothing to load from
 * JavaScript.
 */
export function useShopFonts(): boolean {
  return true;
}
