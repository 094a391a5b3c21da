import { Dimensions, Platform } from 'react-native';
import { layout } from './tokens';

/**
 * The one breakpoint of the web (issue 40): from a tablet's width up, the shop uses the screen
 * (a wide column, more tiles a row, the cart beside the page); below it, the phone's layout. The
 * apps keep the phone's layout everywhere.
 */
export const DESKTOP_MIN_WIDTH = 768;

/**
 * Whether the web page is as wide as a desktop now. Read when the customer acts (a press), never
 * while rendering: the server's render knows no width, the page's CSS (`desktopWebCss`) lays it out.
 */
export function isDesktopNow(): boolean {
  return Platform.OS === 'web' && Dimensions.get('window').width >= DESKTOP_MIN_WIDTH;
}

/** The parts the web's CSS reshapes, most from a desktop's width up: named by a `data-desktop-*` attribute. */
type DesktopPart = 'column' | 'only' | 'phone-only' | 'columns' | 'main' | 'aside' | 'tiles' | 'tile-picture';

/**
 * The parts' `data-desktop-*` attributes on the web, which `desktopWebCss` styles (react-native-web's
 * `dataSet`): one element may be several parts, named in one call.
 */
export function desktopPart(...parts: DesktopPart[]): object {
  if (Platform.OS !== 'web') return {};
  return { dataSet: Object.fromEntries(parts.map((part) => [`desktop-${part}`, ''])) };
}

/**
 * The web's desktop rules, written in the page's CSS (`app/+html.tsx`) as the header's narrow
 * rule is: a server-rendered page does not know the screen's width, and a layout chosen once the
 * app runs would move the page. `!important` wins over react-native-web's own classes.
 */
export const desktopWebCss =
  '[data-desktop-only]{display:none!important}' +
  // A grid of tiles has as many columns as fit, each widened to share the room left: the tiles
  // reach both edges of the column, whatever the phone's width; their pictures stay square.
  `[data-desktop-tiles]{display:grid!important;grid-template-columns:repeat(auto-fill,minmax(${layout.tileWidth}px,1fr))!important}` +
  '[data-desktop-tiles]>*{width:auto!important}' +
  '[data-desktop-tile-picture]{width:100%!important;height:auto!important;aspect-ratio:1}' +
  '[data-desktop-tile-picture]>img{width:100%!important;height:auto!important;aspect-ratio:1}' +
  `@media (min-width:${DESKTOP_MIN_WIDTH}px){` +
  `[data-desktop-column]{max-width:${layout.maxWideContentWidth}px!important}` +
  '[data-desktop-only]{display:flex!important}' +
  '[data-desktop-phone-only]{display:none!important}' +
  '[data-desktop-columns]{flex-direction:row!important;align-items:flex-start!important}' +
  '[data-desktop-main]{flex:3 1 0%!important;min-width:0!important}' +
  '[data-desktop-aside]{flex:2 1 0%!important;min-width:0!important}' +
  '}';
