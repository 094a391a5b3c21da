import { Link, type Href } from 'expo-router';
import type { ReactNode } from 'react';
import { Platform, StyleSheet, useWindowDimensions, View, type TextStyle } from 'react-native';
import { useSafeAreaInsets } from 'react-native-safe-area-context';
import { t } from '@sillon/domain';
import { desktopPart } from '../responsive';
import { fontSize, layout, lineHeight, palette, spacing, typeface } from '../tokens';
import { SkipLink } from './skip-link';
import { Text } from './text';

/** The shop's top bar: the brand, which always leads home, then the header's actions. */
export function AppHeader({ actions }: { actions?: ReactNode }) {
  const insets = useSafeAreaInsets();
  const narrow = useNarrowNativeScreen();
  return (
    <View role="banner" style={[styles.bar, { paddingTop: insets.top }]}>
      <SkipLink />
      <View style={styles.column} {...desktopPart('column')}>
        <Link href="/" accessibilityRole="link" accessibilityLabel={t('components.header.home_link')}>
          <Text
            variant="title"
            tone="inverse"
            style={[styles.brand, narrow && styles.narrowBrand]}
            {...headerPart('brand')}
          >
            {t('app.brand')}
          </Text>
        </Link>
        <View style={[styles.actions, narrow && styles.narrowActions]} {...headerPart('actions')}>
          {actions}
        </View>
      </View>
    </View>
  );
}

/**
 * Below this width the header's words are set smaller: the brand and the four actions overflow a
 * 320 px screen otherwise. The design's base (375 px) keeps the full size: it fits in Inter and in
 * its stand-in (`web-fonts.ts`); only a system font much wider than Inter would not.
 */
const NARROW_SCREEN = 375;

/** The header's sizes below `NARROW_SCREEN`: the apps' styles and the web's rule are both made from them. */
const narrowSizes = {
  label: { fontSize: fontSize.xs },
  brand: { fontSize: fontSize.md, lineHeight: lineHeight(fontSize.md) },
  actions: { gap: spacing.xs },
} satisfies Record<string, Record<string, number>>;

type HeaderPart = keyof typeof narrowSizes;

/** The part's `data-header-*` attribute on the web, which `appHeaderWebCss` sizes (react-native-web's `dataSet`). */
function headerPart(part: HeaderPart): object {
  return Platform.OS === 'web' ? { dataSet: { [`header-${part}`]: '' } } : {};
}

/** `{ fontSize: 12 }` as CSS, winning over react-native-web's own classes: `font-size:12px!important`. */
const cssOf = (style: Record<string, number>) =>
  Object.entries(style)
    .map(
      ([name, value]) =>
        `${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}:${value}px!important`,
    )
    .join(';');

/**
 * The web's narrow-screen rule, written in the page's CSS (`app/+html.tsx`): a server-rendered page
 * does not know the screen's width, and a size read once the app runs would move the header. Every
 * width below `NARROW_SCREEN`, as in the apps: a zoomed page may be 374.5 px wide.
 */
export const appHeaderWebCss =
  `@media (max-width:${NARROW_SCREEN - 0.02}px){` +
  Object.entries(narrowSizes)
    .map(([part, style]) => `[data-header-${part}]{${cssOf(style)}}`)
    .join('') +
  '}';

/** One of the header's actions: a short word leading to a screen. */
export function HeaderLink({
  href,
  label,
  accessibilityLabel,
  testID,
}: {
  href: Href;
  label: string;
  accessibilityLabel?: string;
  testID?: string;
}) {
  return (
    <Link
      href={href}
      accessibilityRole="link"
      accessibilityLabel={accessibilityLabel}
      testID={testID}
      {...useHeaderLabel()}
    >
      {label}
    </Link>
  );
}

/**
 * What a header action's word takes: its style, smaller on a narrow phone in the apps, and on the
 * web the attribute `appHeaderWebCss` makes smaller there.
 */
export function useHeaderLabel(): { style: TextStyle[] } {
  const style = useNarrowNativeScreen() ? [styles.label, styles.narrowLabel] : [styles.label];
  return { style, ...headerPart('label') };
}

/** A phone narrower than `NARROW_SCREEN`, in the native apps (the web has `appHeaderWebCss`). */
function useNarrowNativeScreen(): boolean {
  const { width } = useWindowDimensions();
  return Platform.OS !== 'web' && width < NARROW_SCREEN;
}

const styles = StyleSheet.create({
  bar: { backgroundColor: palette.primary, alignItems: 'center' },
  column: {
    width: '100%',
    maxWidth: layout.maxContentWidth,
    height: layout.headerHeight,
    paddingHorizontal: spacing.md,
    flexDirection: 'row',
    alignItems: 'center',
    justifyContent: 'space-between',
  },
  actions: { flexDirection: 'row', alignItems: 'center', gap: spacing.xs + 2, marginLeft: spacing.sm },
  // Small enough for the brand and the four actions on a 375 px phone.
  brand: { fontSize: fontSize.lg, lineHeight: lineHeight(fontSize.lg) },
  // One line height for every action's word, so that they sit on one line (the cart's is a Text).
  label: {
    color: palette.white,
    ...typeface.semiBold,
    fontSize: fontSize.sm,
    lineHeight: lineHeight(fontSize.sm),
  },
  narrowLabel: narrowSizes.label,
  narrowBrand: narrowSizes.brand,
  narrowActions: narrowSizes.actions,
});
