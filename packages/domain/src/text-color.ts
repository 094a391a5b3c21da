/**
 * Text on a coloured background (spec §9): dark text on light backgrounds, white text on dark
 * ones, by perceived brightness against the threshold 128 (the W3C formula, 0 to 255).
 */

/** Spec §9: "Text is dark or white by brightness threshold 128". */
export const TEXT_BRIGHTNESS_THRESHOLD = 128;

export type TextTone = 'dark' | 'white';

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Perceived brightness (0–255) of a `#rgb` or `#rrggbb` colour; `undefined` if not a hex colour. */
export function brightnessOf(hex: string): number | undefined {
  const match = HEX.exec(hex.trim());
  if (match === null) return undefined;
  const digits =
    (match[1] ?? '').length === 3
      ? [...(match[1] ?? '')].map((digit) => digit + digit).join('')
      : (match[1] ?? '');
  const [red, green, blue] = [0, 2, 4].map((start) => parseInt(digits.slice(start, start + 2), 16)) as [
    number,
    number,
    number,
  ];
  return (red * 299 + green * 587 + blue * 114) / 1000;
}

/**
 * Spec §9: the text tone for a background colour (e.g. a shelf article's `backgroundColor`):
 * dark at or above the threshold, white below. A colour that cannot be read gets dark text, as
 * the page behind it is light.
 */
export function textToneOn(backgroundHex: string): TextTone {
  const brightness = brightnessOf(backgroundHex);
  return brightness === undefined || brightness >= TEXT_BRIGHTNESS_THRESHOLD ? 'dark' : 'white';
}
