/**
 * On web, Inter comes from the page's own CSS (see `webFontFaces`, written by `app/+html.tsx`):
 * one variable WOFF2 for the four weights (one small file instead of four TTF weights), with
 * `font-display: optional`: text never waits for them, and never moves when they arrive (a font
 * that comes too late for the first paint is used from the next page on). Nothing to load from
 * JavaScript.
 */
export function useShopFonts(): boolean {
  return true;
}
