import { CATALOGUE_PAGE_SIZE, t } from '@sillon/domain';
import { Link } from 'expo-router';
import { useState } from 'react';
import { StyleSheet, View } from 'react-native';
import { NotFoundPanel, QueryBoundary } from '@/features/errors';
import { useProductTiles } from '@/features/products';
import { SeasonsCalendarLink } from '@/features/seasons';
import { useRackPageQuery } from '../api/catalog-api';
import { ProductGrid, ProductGridSkeleton } from '../components/product-grid';
import { CatalogBreadcrumbs } from '../components/catalog-breadcrumbs';
import { rackPageCrumbs, rackPageHead, resolveRackPage } from '../rack-page';
import { Button, PageHead, Screen, Skeleton, Text, typeface, fontSize, palette, radius, spacing } from '@/ui';

/**
 * A rack (spec §2 `p/{slug-id}/{shelf?}`): its header, its shelves, the products of the chosen one
 * a page of 150 at a time (« Voir plus » adds the next), and the shelves it leads to.
 */
export function RackScreen({ rackSegment, shelfSegment }: { rackSegment: string; shelfSegment?: string }) {
  const rackPage = useRackPageQuery(rackSegment);
  const page = resolveRackPage(
    rackPage.data ? [rackPage.data.rack] : [],
    rackPage.data?.shelves ?? [],
    rackSegment,
    shelfSegment,
  );
  const { rack, selected, rackShelves } = page;
  const [pages, setPages] = useState(1);
  const shownIds = (selected?.products ?? []).slice(0, pages * CATALOGUE_PAGE_SIZE);
  const tiles = useProductTiles(shownIds);
  const shown = shownIds.flatMap((id) => tiles.byId.get(id) ?? []);
  const hasMore = (selected?.products.length ?? 0) > shownIds.length;
  const related = (selected?.relatedShelves ?? []).flatMap(
    (id) => rackPage.data?.shelves.find((shelf) => shelf.id === id) ?? [],
  );

  return (
    <Screen wide>
      <QueryBoundary queries={[rackPage, tiles]} skeleton={<RackSkeleton />}>
        {!rack || page.isMissing ? (
          <NotFoundPanel />
        ) : (
          <>
            <PageHead {...rackPageHead(page, shelfSegment)} />
            <CatalogBreadcrumbs crumbs={rackPageCrumbs(page, rackSegment, shelfSegment)} />
            <View style={styles.header}>
              <Text variant="heading" role="heading" aria-level={1}>
                {rack.marketing.title || rack.title}
              </Text>
              <Text tone="muted">{rack.marketing.description}</Text>
            </View>
            <View style={styles.chips} accessibilityLabel={t('screens.rack.shelves')}>
              {rackShelves.map((shelf) => (
                <Link
                  key={shelf.id}
                  href={shelf.path}
                  accessibilityRole="link"
                  accessibilityState={{ selected: shelf.id === selected?.id }}
                  style={[styles.chip, shelf.id === selected?.id && styles.chipSelected]}
                >
                  {shelf.label}
                </Link>
              ))}
            </View>
            {selected ? (
              <View style={styles.section}>
                <Text variant="title" role="heading" aria-level={2}>
                  {selected.label}
                </Text>
                {selected.seasonal ? <SeasonsCalendarLink /> : null}
                {selected.article ? (
                  <Link
                    href={selected.article.url}
                    style={[styles.article, { backgroundColor: selected.article.backgroundColor }]}
                  >
                    {selected.article.title}
                  </Link>
                ) : null}
                {shown.length > 0 ? (
                  <ProductGrid products={shown} />
                ) : !tiles.isSettled ? (
                  <ProductGridSkeleton count={6} />
                ) : (
                  <Text tone="muted">
                    {t(selected.seasonal ? 'screens.rack.season_empty' : 'screens.rack.empty')}
                  </Text>
                )}
                {hasMore && tiles.isSettled ? (
                  <Button
                    variant="outline"
                    label={t('screens.rack.more')}
                    onPress={() => setPages((count) => count + 1)}
                  />
                ) : null}
              </View>
            ) : null}
            {related.length > 0 ? (
              <View style={styles.section}>
                <Text variant="title" role="heading" aria-level={2}>
                  {t('screens.rack.related')}
                </Text>
                <View style={styles.chips}>
                  {related.map((shelf) => (
                    <Link key={shelf.id} href={shelf.path} accessibilityRole="link" style={styles.chip}>
                      {shelf.label}
                    </Link>
                  ))}
                </View>
              </View>
            ) : null}
          </>
        )}
      </QueryBoundary>
    </Screen>
  );
}

function RackSkeleton() {
  return (
    <View style={styles.section}>
      <Skeleton width="70%" height={32} />
      <Skeleton width="100%" height={16} />
      <ProductGridSkeleton count={6} />
    </View>
  );
}

const styles = StyleSheet.create({
  header: { gap: spacing.sm },
  section: { gap: spacing.md },
  chips: { flexDirection: 'row', flexWrap: 'wrap', gap: spacing.sm },
  chip: {
    borderWidth: 1,
    borderColor: palette.primary,
    borderRadius: radius.pill,
    paddingHorizontal: spacing.md,
    paddingVertical: spacing.sm,
    color: palette.primary,
    ...typeface.medium,
    fontSize: fontSize.sm,
  },
  chipSelected: { backgroundColor: palette.primary, color: palette.white },
  article: {
    borderRadius: radius.md,
    padding: spacing.lg,
    color: palette.primary,
    ...typeface.semiBold,
    fontSize: fontSize.md,
  },
});
