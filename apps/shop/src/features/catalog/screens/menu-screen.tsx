import type { SidebarEntry } from '@sillon/contract';
import { LEGAL_PAGE_PATHS, t } from '@sillon/domain';
import { Link } from 'expo-router';
import { StyleSheet, View } from 'react-native';
import { QueryBoundary } from '@/features/errors';
import { useSidebarQuery } from '../api/catalog-api';
import { PageHead, Screen, Skeleton, Text, typeface, fontSize, palette, spacing } from '@/ui';

/** The menu (spec §7 `sidebar`): every rack with its shelves, the shop's own pages, the legal pages. */
export function MenuScreen() {
  const sidebar = useSidebarQuery();
  return (
    <Screen>
      <PageHead title={t('screens.menu.title')} />
      <Text variant="heading" role="heading" aria-level={1}>
        {t('screens.menu.title')}
      </Text>
      <QueryBoundary queries={[sidebar]} skeleton={<MenuSkeleton />}>
        <View role="navigation" aria-label={t('screens.menu.title')} style={styles.list}>
          {/* The list is the device's or the account's, not the catalogue's: the app names it itself. */}
          <MenuEntry
            entry={{ href: '/shopping-list', label: t('screens.shopping_list.title'), children: [] }}
          />
          {(sidebar.data?.entries ?? []).map((entry) => (
            <MenuEntry key={`${entry.href}:${entry.label}`} entry={entry} />
          ))}
          {/* Issue 38: the legal pages, which the apps show in no footer. */}
          <MenuEntry entry={LEGAL_ENTRY} />
        </View>
      </QueryBoundary>
    </Screen>
  );
}

const LEGAL_ENTRY: SidebarEntry = {
  href: LEGAL_PAGE_PATHS.legalNotice,
  label: t('screens.account.legal'),
  children: [
    { href: LEGAL_PAGE_PATHS.terms, label: t('components.footer.terms') },
    { href: LEGAL_PAGE_PATHS.legalNotice, label: t('components.footer.legal_notice') },
    { href: LEGAL_PAGE_PATHS.privacy, label: t('components.footer.privacy') },
    { href: LEGAL_PAGE_PATHS.accessibility, label: t('components.footer.accessibility') },
  ],
};

function MenuEntry({ entry }: { entry: SidebarEntry }) {
  return (
    <View style={styles.entry}>
      <Link href={entry.href} accessibilityRole="link" style={styles.top}>
        {entry.label}
      </Link>
      {entry.children && entry.children.length > 0 ? (
        <View style={styles.children}>
          {entry.children.map((child) => (
            <Link
              key={`${child.href}:${child.label}`}
              href={child.href}
              accessibilityRole="link"
              style={styles.child}
            >
              {child.label}
            </Link>
          ))}
        </View>
      ) : null}
    </View>
  );
}

function MenuSkeleton() {
  return (
    <View style={styles.list}>
      {Array.from({ length: 8 }, (_, index) => (
        <Skeleton key={index} width="60%" height={20} />
      ))}
    </View>
  );
}

const styles = StyleSheet.create({
  list: { gap: spacing.lg },
  entry: { gap: spacing.sm },
  top: { color: palette.primary, ...typeface.bold, fontSize: fontSize.lg },
  children: { gap: spacing.sm, paddingLeft: spacing.lg },
  child: {
    color: palette.primary,
    ...typeface.regular,
    fontSize: fontSize.md,
    paddingVertical: spacing.xxs,
  },
});
