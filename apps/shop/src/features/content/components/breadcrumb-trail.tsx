import { breadcrumbs, t, type RoutingData } from '@sillon/domain';
import { Link } from 'expo-router';
import { StyleSheet, View } from 'react-native';
import { breadcrumbStructuredData } from '@/features/catalog';
import { JsonLd, Text, palette, spacing } from '@/ui';

/** Content paths name no rack or product: their crumbs need no catalogue. */
const NO_CATALOGUE: RoutingData = { products: [], racks: [] };

/**
 * Spec §2 breadcrumbs of a content page (Accueil › Recettes › the recipe's title), shown and given
 * to search engines as a BreadcrumbList. The page's own crumb says its title, not its slug.
 */
export function BreadcrumbTrail({ path, title }: { path: string; title: string }) {
  const crumbs = breadcrumbs(path, NO_CATALOGUE).map((crumb) =>
    crumb.path === path ? { ...crumb, label: title } : crumb,
  );
  return (
    <>
      <JsonLd data={breadcrumbStructuredData(crumbs)} />
      <View style={styles.trail} role="navigation" aria-label={t('components.breadcrumbs.label')}>
        {crumbs.map((crumb, index) => (
          <Text key={crumb.path} variant="caption" tone="muted">
            {index > 0 ? ' › ' : ''}
            {index < crumbs.length - 1 ? (
              <Link href={crumb.path} style={styles.link}>
                {crumb.label}
              </Link>
            ) : (
              crumb.label
            )}
          </Text>
        ))}
      </View>
    </>
  );
}

const styles = StyleSheet.create({
  trail: { flexDirection: 'row', flexWrap: 'wrap', gap: spacing.xxs },
  link: { color: palette.link, textDecorationLine: 'underline' },
});
