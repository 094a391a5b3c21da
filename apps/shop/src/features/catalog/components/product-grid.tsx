import type { ProductTile as ProductTileData } from '@sillon/contract';
import { StyleSheet, View } from 'react-native';
import { Skeleton, spacing } from '@/ui';
import { ProductTile, TILE_WIDTH } from './product-tile';

/** Tiles in rows that wrap: two per row on a phone, as many as the 500 px column holds. */
export function ProductGrid({
  products,
  priorityCount = 2,
}: {
  products: ProductTileData[];
  priorityCount?: number;
}) {
  return (
    <View style={styles.grid}>
      {products.map((product, index) => (
        <ProductTile key={product.id} product={product} priority={index < priorityCount} />
      ))}
    </View>
  );
}

/** The grid's shape while its products load. */
export function ProductGridSkeleton({ count = 4 }: { count?: number }) {
  return (
    <View style={styles.grid} accessibilityLabel="Chargement">
      {Array.from({ length: count }, (_, index) => (
        <View key={index} style={styles.skeletonTile}>
          <Skeleton width={TILE_WIDTH} height={TILE_WIDTH} />
          <Skeleton width={TILE_WIDTH - 40} height={14} />
          <Skeleton width={60} height={14} />
        </View>
      ))}
    </View>
  );
}

const styles = StyleSheet.create({
  grid: { flexDirection: 'row', flexWrap: 'wrap', gap: spacing.md, justifyContent: 'flex-start' },
  skeletonTile: { width: TILE_WIDTH, gap: spacing.sm },
});
