import { t } from '@sillon/domain';
import { Link } from 'expo-router';
import { StyleSheet, View } from 'react-native';
import { NotFoundPanel, QueryBoundary } from '@/features/errors';
import { useProductsQuery } from '@/features/products';
import { useRacksQuery, useShelvesQuery } from '../api/catalog-api';
import { ProductGrid, ProductGridSkeleton } from '../components/product-grid';
import { rackPageHead, resolveRackPage } from '../rack-page';
import { PageHead, Screen, Skeleton, Text, typeface, fontSize, palette, radius, spacing } from '@/ui';

/** A rack (spec §2 `p/{slug-id}/{shelf?}`): its header, its shelves, the products of the chosen one. */
export function RackScreen({ rackSegment, shelfSegment }: { rackSegment: string; shelfSegment?: string }) {
  const racks = useRacksQuery();
  const shelves = useShelvesQuery();
  const products = useProductsQuery();
  const page = resolveRackPage(racks.data ?? [], shelves.data ?? [], rackSegment, shelfSegment);
  const { rack, selected, rackShelves } = page;
  const productsById = new Map((products.data ?? []).map((product) => [product.id, product]));
  const shown = (selected?.products ?? []).flatMap((id) => productsById.get(id) ?? []);
  // A server-rendered rack page starts with its shown shelf's products only: another shelf's are
  // unknown until the whole lists, asked for at start, have come.
  const isCompleting = shown.length === 0 && (products.isFetching || shelves.isFetching);
  const related = (selected?.relatedShelves ?? []).flatMap(
    (id) => shelves.data?.find((shelf) => shelf.id === id) ?? [],
  );

  return (
    <Screen>
      <QueryBoundary queries={[racks, shelves, products]} skeleton={<RackSkeleton />}>
        {!rack || page.isMissing ? (
          <NotFoundPanel />
        ) : (
          <>
            <PageHead {...rackPageHead(page)} />
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
                ) : isCompleting ? (
                  <ProductGridSkeleton count={6} />
                ) : (
                  <Text tone="muted">{t('screens.rack.empty')}</Text>
                )}
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
