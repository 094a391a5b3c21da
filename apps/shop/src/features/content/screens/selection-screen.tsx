import type { SelectionPageResponse } from '@sillon/contract';
import { SELECTION_PATH, tCount } from '@sillon/domain';
import { StyleSheet, View } from 'react-native';
import { ProductGrid } from '@/features/catalog';
import { NotFoundPanel, QueryBoundary } from '@/features/errors';
import { PageHead, RemoteImage, Screen, Text, spacing } from '@/ui';
import { useContentPage } from '../api/use-content-page';
import { BreadcrumbTrail } from '../components/breadcrumb-trail';
import { PageSkeleton } from '../components/page-skeleton';

const COVER = 96;

/** Spec §2 `selection`: products the editors chose (« Les favoris de la saison »), to add at once. */
export function SelectionScreen() {
  const page = useContentPage(SELECTION_PATH);
  return (
    <Screen>
      <QueryBoundary queries={[page]} skeleton={<PageSkeleton />}>
        {page.data?.kind === 'selection' ? <Selection selection={page.data} /> : <NotFoundPanel />}
      </QueryBoundary>
    </Screen>
  );
}

function Selection({ selection }: { selection: SelectionPageResponse }) {
  return (
    <View style={styles.page}>
      <PageHead title={selection.title} description={selection.description} />
      <BreadcrumbTrail path={selection.path} title={selection.title} />
      <View style={styles.header}>
        <RemoteImage path={selection.imageUrl} alt="" width={COVER} height={COVER} priority />
        <View style={styles.headerText}>
          <Text variant="heading" role="heading" aria-level={1}>
            {selection.title}
          </Text>
          <Text variant="caption" tone="muted">
            {tCount('screens.selection.count', selection.products.length)}
          </Text>
        </View>
      </View>
      <Text tone="muted">{selection.description}</Text>
      <ProductGrid products={selection.products} />
    </View>
  );
}

const styles = StyleSheet.create({
  page: { gap: spacing.lg },
  header: { flexDirection: 'row', alignItems: 'center', gap: spacing.md },
  headerText: { flex: 1, gap: spacing.xs },
});
