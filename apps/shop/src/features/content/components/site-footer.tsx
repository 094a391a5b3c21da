import { LEGAL_PAGE_PATHS, t, type LegalPageKind } from '@sillon/domain';
import { Link } from 'expo-router';
import { Pressable, StyleSheet, View } from 'react-native';
import { Text, layout, palette, spacing } from '@/ui';

const LINKS: readonly [LegalPageKind, string][] = [
  ['terms', t('components.footer.terms')],
  ['legalNotice', t('components.footer.legal_notice')],
  ['privacy', t('components.footer.privacy')],
  ['accessibility', t('components.footer.accessibility')],
];

/**
 * The web's footer, closing every page (issue 38): the legal pages, which the law wants one
 * click away. Later issues add their links here.
 */
export function SiteFooter() {
  return (
    <View role="contentinfo" style={styles.bar} testID="site-footer">
      <View role="navigation" aria-label={t('components.footer.label')} style={styles.column}>
        {LINKS.map(([kind, label]) => (
          <Link key={kind} href={LEGAL_PAGE_PATHS[kind]} asChild>
            <Pressable accessibilityRole="link" style={styles.target}>
              <Text variant="caption" style={styles.link}>
                {label}
              </Text>
            </Pressable>
          </Link>
        ))}
      </View>
      <Text variant="caption" tone="muted" style={styles.copyright}>
        {t('components.footer.copyright', { year: new Date().getFullYear() })}
      </Text>
    </View>
  );
}

const styles = StyleSheet.create({
  bar: {
    alignItems: 'center',
    gap: spacing.sm,
    paddingVertical: spacing.lg,
    borderTopWidth: 1,
    borderTopColor: palette.border,
    backgroundColor: palette.surface,
  },
  column: {
    width: '100%',
    maxWidth: layout.maxContentWidth,
    paddingHorizontal: spacing.lg,
    flexDirection: 'row',
    flexWrap: 'wrap',
    columnGap: spacing.lg,
  },
  /** A link's pressable area reaches the 44 px a finger needs, whatever its text's size. */
  target: { minHeight: 44, justifyContent: 'center' },
  copyright: { width: '100%', maxWidth: layout.maxContentWidth, paddingHorizontal: spacing.lg },
  link: { color: palette.link, textDecorationLine: 'underline' },
});
