import { t, type Breadcrumb } from '@sillon/domain';
import { Link } from 'expo-router';
import { StyleSheet, View } from 'react-native';
import { breadcrumbStructuredData } from '../structured-data';
import { JsonLd, Text, palette } from '@/ui';

/**
 * Spec §2 breadcrumbs (Accueil › Crèmerie › Laits, Accueil › Boucherie › the product), each
 * linked but the page's own unless `isLinked` says otherwise, and given to search engines as a
 * BreadcrumbList of the pages there are (`pages`: the crumbs by default).
 */
export function CatalogBreadcrumbs({
  crumbs,
  isLinked = (index) => index < crumbs.length - 1,
  pages = crumbs,
}: {
  crumbs: readonly Breadcrumb[];
  isLinked?: (index: number) => boolean;
  pages?: readonly Breadcrumb[];
}) {
  return (
    <>
      <JsonLd data={breadcrumbStructuredData(pages)} />
      <View
        style={styles.breadcrumbs}
        role="navigation"
        aria-label={t('components.breadcrumbs.label')}
        testID="breadcrumbs"
      >
        {crumbs.map((crumb, index) => (
          <Text key={crumb.path} variant="caption" tone="muted">
            {index > 0 ? ' › ' : ''}
            {isLinked(index) ? (
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
  breadcrumbs: { flexDirection: 'row', flexWrap: 'wrap' },
  link: { color: palette.link, textDecorationLine: 'underline' },
});
