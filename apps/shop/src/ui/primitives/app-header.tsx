import { Link, type Href } from 'expo-router';
import type { ReactNode } from 'react';
import { Platform, StyleSheet, useWindowDimensions, View, type TextStyle } from 'react-native';
import { useSafeAreaInsets } from 'react-native-safe-area-context';
import { t } from '@sillon/domain';
import { fontSize, layout, lineHeight, palette, spacing, typeface } from '../tokens';
import { Text } from './text';

/** The shop's top bar: the brand, which always leads home, then the header's actions. */
export function AppHeader({ actions }: { actions?: ReactNode }) {
  const insets = useSafeAreaInsets();
  const narrow = useNarrowNativeScreen();
  return (
    <View style={[styles.bar, { paddingTop: insets.top }]}>
      <View style={styles.column}>
        <Link href="/" accessibilityRole="link" accessibilityLabel={t('components.header.home_link')}>
          <Text
            variant="title"
            tone="inverse"
            style={[styles.brand, narrow && styles.narrowBrand]}
            {...webData({ 'header-brand': '' })}
          >
            {t('app.brand')}
          </Text>
        </Link>
        <View style={[styles.actions, narrow && styles.narrowActions]} {...webData({ 'header-actions': '' })}>
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

/**
 * The web's narrow-screen rule, written in the page's CSS (`app/+html.tsx`): a server-rendered page
 * does not know the screen's width, and a size read once the app runs would move the header.
 */
export const appHeaderWebCss =
  // Every width below NARROW_SCREEN, as in the apps: a zoomed page may be 374.5 px wide.
  `@media (max-width:${NARROW_SCREEN - 0.02}px){` +
  `[data-header-label]{font-size:${fontSize.xs}px!important}` +
  `[data-header-actions]{gap:${spacing.xs}px!important}` +
  `[data-header-brand]{font-size:${fontSize.md}px!important;line-height:${lineHeight(fontSize.md)}px!important}}`;

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
      style={useHeaderLabelStyle()}
      testID={testID}
      {...webData({ 'header-label': '' })}
    >
      {label}
    </Link>
  );
}

/** The style of a header action's word, smaller on a narrow phone (on the web, by `appHeaderWebCss`). */
export function useHeaderLabelStyle(): TextStyle[] {
  return useNarrowNativeScreen() ? [styles.label, styles.narrowLabel] : [styles.label];
}

/** A phone narrower than `NARROW_SCREEN`, in the native apps (the web has `appHeaderWebCss`). */
function useNarrowNativeScreen(): boolean {
  const { width } = useWindowDimensions();
  return Platform.OS !== 'web' && width < NARROW_SCREEN;
}

/** `data-*` attributes on the web, for `appHeaderWebCss` (react-native-web's `dataSet`). */
export function webData(data: Record<string, string>): object {
  return Platform.OS === 'web' ? { dataSet: data } : {};
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
  narrowLabel: { fontSize: fontSize.xs },
  narrowBrand: { fontSize: fontSize.md, lineHeight: lineHeight(fontSize.md) },
  narrowActions: { gap: spacing.xs },
});
