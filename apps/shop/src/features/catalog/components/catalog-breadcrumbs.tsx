import { t, type Breadcrumb } from '@sillon/domain';
import { Link } from 'expo-router';
import { StyleSheet, View } from 'react-native';
import { breadcrumbStructuredData } from '../structured-data';
import { JsonLd, Text, palette } from '@/ui';

/**
 * Spec §2 breadcrumbs of a catalogue page (Accueil › Crèmerie › Laits, Accueil › Boucherie › the
 * product), each linked but the page's own, and given to search engines as a BreadcrumbList.
 */
export function CatalogBreadcrumbs({ crumbs }: { crumbs: readonly Breadcrumb[] }) {
  return (
    <>
      <JsonLd data={breadcrumbStructuredData(crumbs)} />
      <View
        style={styles.breadcrumbs}
        role="navigation"
        aria-label={t('components.breadcrumbs.label')}
        testID="breadcrumbs"
      >
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
  breadcrumbs: { flexDirection: 'row', flexWrap: 'wrap' },
  link: { color: palette.link, textDecorationLine: 'underline' },
});
