import { LEGAL_PAGE_PATHS, t, type LegalPageKind } from '@sillon/domain';
import { Link, type Href } from 'expo-router';
import { Pressable, StyleSheet, View } from 'react-native';
import { config } from '@/config';
import { useAppVersionsQuery } from '@/features/app-update';
import { Text, desktopPart, layout, palette, spacing } from '@/ui';

const LINKS: readonly [LegalPageKind, string][] = [
  ['terms', t('components.footer.terms')],
  ['legalNotice', t('components.footer.legal_notice')],
  ['privacy', t('components.footer.privacy')],
  ['accessibility', t('components.footer.accessibility')],
];

/**
 * The web's footer, closing every page (issue 38): the legal pages, which the law wants one
 * click away; then help and the apps (issue 40): the shop's address to write to, and the apps'
 * store pages when the server names them (none is promised otherwise).
 */
export function SiteFooter() {
  return (
    <View role="contentinfo" style={styles.bar} testID="site-footer">
      <View
        role="navigation"
        aria-label={t('components.footer.label')}
        style={styles.column}
        {...desktopPart('column')}
      >
        {LINKS.map(([kind, label]) => (
          <FooterLink key={kind} href={LEGAL_PAGE_PATHS[kind]} label={label} />
        ))}
      </View>
      <HelpLinks />
      <Text variant="caption" tone="muted" style={styles.copyright} {...desktopPart('column')}>
        {t('components.footer.copyright', { year: new Date().getFullYear() })}
      </Text>
    </View>
  );
}

function HelpLinks() {
  // Asked for once the page runs in the browser (a query starts in an effect, which the server's
  // render does not run): the footer's last links, below every page's content.
  const versions = useAppVersionsQuery();
  const ios = versions.data?.ios.storeUrl;
  const android = versions.data?.android.storeUrl;
  return (
    <View
      role="navigation"
      aria-label={t('components.footer.help_label')}
      style={styles.column}
      {...desktopPart('column')}
    >
      <FooterLink
        href={`mailto:${config.contactEmail}`}
        label={t('components.footer.contact', { email: config.contactEmail })}
      />
      {ios ? <FooterLink href={ios as Href} label={t('components.footer.ios_app')} /> : null}
      {android ? <FooterLink href={android as Href} label={t('components.footer.android_app')} /> : null}
    </View>
  );
}

function FooterLink({ href, label }: { href: Href; label: string }) {
  return (
    <Link href={href} asChild>
      <Pressable accessibilityRole="link" style={styles.target}>
        <Text variant="caption" style={styles.link}>
          {label}
        </Text>
      </Pressable>
    </Link>
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
