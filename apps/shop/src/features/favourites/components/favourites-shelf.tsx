import type { ProductTile as ProductTileData } from '@sillon/contract';
import { t } from '@sillon/domain';
import { StyleSheet, View } from 'react-native';
import { ProductTile } from '@/features/catalog';
import { useProductTiles } from '@/features/products';
import { useAppSelector } from '@/store/hooks';
import { ScrollRow, Text, spacing } from '@/ui';
import { useAccountFavouritesQuery } from '../api/favourites-api';

/** « Vos favoris » (issue 17): a customer's favourite products, on home and in the account. */
export function FavouritesShelf() {
  const customerId = useAppSelector((state) =>
    state.auth.status === 'authenticated' ? (state.auth.user?.id ?? null) : null,
  );
  const favourites = useAccountFavouritesQuery(customerId ?? '', { skip: customerId === null });
  const products = useTilesOf(favourites.data ?? []);
  if (customerId === null || products.length === 0) return null;
  return (
    <View style={styles.shelf} testID="favourites-shelf">
      <Text variant="title" role="heading" aria-level={2}>
        {t('components.favourites.title')}
      </Text>
      <ProductRow products={products} />
    </View>
  );
}

/** The catalogue's tiles of these products, in their order; a product no longer sold is left out. */
export function useTilesOf(productIds: readonly string[]): ProductTileData[] {
  const { byId } = useProductTiles(productIds);
  return productIds.flatMap((id) => byId.get(id) ?? []);
}

export function ProductRow({ products }: { products: ProductTileData[] }) {
  return (
    <ScrollRow contentContainerStyle={styles.row} testID="favourites-row" role="list">
      {products.map((product) => (
        <ProductTile key={product.id} product={product} />
      ))}
    </ScrollRow>
  );
}

const styles = StyleSheet.create({
  shelf: { gap: spacing.md },
  row: { gap: spacing.md, paddingBottom: spacing.xs },
});
