import { Platform } from 'react-native';
/**
 * Design tokens (spec §9). Every colour, size and font of the shop comes from here: changing the
 * brand colour is one line in this file.
 */
export const palette = {
  primary: '#30312C',
  error: '#E95146',
  /** Error text on the light backgrounds: the error red, darkened to reach a 4.5:1 contrast. */
  errorText: '#C43D33',
  discount: '#B378FF',
  informational: '#DBEA8D',
  action: '#0274DF',
  /** Link text on the light backgrounds: the action blue, darkened to reach a 4.5:1 contrast. */
  link: '#0260B8',
  background: '#FBFAF5',
  surface: '#FFFFFF',
  border: '#E4E2D8',
  muted: '#6B6C64',
  white: '#FFFFFF',
  /** Behind a sheet: the primary colour, dimmed. */
  backdrop: 'rgba(48, 49, 44, 0.55)',
} as const;

/** Type scale 10 to 56 px (spec §9). */
export const fontSize = {
  xxs: 10,
  xs: 12,
  sm: 14,
  md: 16,
  lg: 18,
  xl: 22,
  xxl: 28,
  display: 36,
  hero: 56,
} as const;

export const lineHeight = (size: number): number => Math.round(size * 1.35);

/** Inter's faces: on native the names `useFonts` registers, on web those of `web-fonts.ts`. */
export const interFaces = {
  regular: 'Inter_400Regular',
  medium: 'Inter_500Medium',
  semiBold: 'Inter_600SemiBold',
  bold: 'Inter_700Bold',
} as const;

/** The family of Arial scaled to Inter's widths (its faces are in `web-fonts.ts`). */
export const INTER_FALLBACK = 'Inter fallback';
/**
 * On web, Arial scaled to Inter's widths, else the system's sans-serif, stands in while Inter
 * loads (or when it came too late for this page, see `font-display: optional`), never the
 * browser's default serif; the weight is said too, so the stand-in is as bold as the face. Native
 * apps name the face only (Android picks another font when a weight comes with a custom family).
 */
const WEB_FALLBACK = `, "${INTER_FALLBACK}", system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif`;
const face = (name: string, weight: '400' | '500' | '600' | '700') =>
  Platform.OS === 'web' ? { fontFamily: `${name}${WEB_FALLBACK}`, fontWeight: weight } : { fontFamily: name };

/** Spread into a style: `{ ...typeface.bold, fontSize: fontSize.md }`. */
export const typeface = {
  regular: face(interFaces.regular, '400'),
  medium: face(interFaces.medium, '500'),
  semiBold: face(interFaces.semiBold, '600'),
  bold: face(interFaces.bold, '700'),
} as const;

export const spacing = { xxs: 2, xs: 4, sm: 8, md: 12, lg: 16, xl: 24, xxl: 32, xxxl: 48 } as const;

export const radius = { sm: 6, md: 10, lg: 16, pill: 999 } as const;

/**
 * The design base is an iPhone SE (375×667); on wide screens the content column stops at 500 px,
 * and on the web's desktop (`ui/responsive.ts`) a grid's page, the header and the footer at 1200
 * px. The cart's side panel is as wide as the phone's column, less its margins.
 */
export const layout = {
  baseWidth: 375,
  baseHeight: 667,
  maxContentWidth: 500,
  maxWideContentWidth: 1200,
  sidePanelWidth: 420,
  /** A product tile's width (and its picture's side), the least in a grid: two a row from a 360 px phone on. */
  tileWidth: 156,
  headerHeight: 56,
  /** The smallest height a thing to press has (a button, a checkbox's row). */
  touchTarget: 44,
  /** A screen's placeholder is at least this tall: what follows stays below a phone's or a laptop's fold. */
  screenPlaceholderMinHeight: 900,
} as const;
