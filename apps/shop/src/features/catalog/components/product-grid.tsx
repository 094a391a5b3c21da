import type { ProductTile as ProductTileData } from '@sillon/contract';
import { useState, type ReactNode } from 'react';
import { Platform, StyleSheet, View, type LayoutChangeEvent } from 'react-native';
import { desktopPart, Skeleton, spacing } from '@/ui';
import { ProductTile, TILE_WIDTH, TileWidth } from './product-tile';

/**
 * Tiles in rows that wrap: two per row on a phone, as many as the column holds, each widened to
 * fill it. The web's CSS lays them out (`desktopWebCss`: its server render knows no width); the
 * apps measure the grid once laid out and give its tiles their width.
 */
export function ProductGrid({
  products,
  priorityCount = 2,
}: {
  products: ProductTileData[];
  priorityCount?: number;
}) {
  return (
    <TileRows role="list">
      {products.map((product, index) => (
        <ProductTile key={product.id} product={product} priority={index < priorityCount} />
      ))}
    </TileRows>
  );
}

/** The grid's shape while its products load. */
export function ProductGridSkeleton({ count = 4 }: { count?: number }) {
  return (
    <TileRows label="Chargement">
      {Array.from({ length: count }, (_, index) => (
        <View key={index} style={styles.skeletonTile}>
          <Skeleton width={TILE_WIDTH} height={TILE_WIDTH} />
          <Skeleton width={TILE_WIDTH - 40} height={14} />
          <Skeleton width={60} height={14} />
        </View>
      ))}
    </TileRows>
  );
}

/** The width of each tile when as many as fit share a row `width` wide. */
export function tileWidthIn(width: number): number {
  const columns = Math.max(1, Math.floor((width + GAP) / (TILE_WIDTH + GAP)));
  return Math.floor((width - (columns - 1) * GAP) / columns);
}

/** `role`: `list` when its children are product tiles (`listitem`s); the skeleton has none. */
function TileRows({ label, role, children }: { label?: string; role?: 'list'; children: ReactNode }) {
  const [width, setWidth] = useState<number>();
  const measure =
    Platform.OS === 'web'
      ? undefined
      : (event: LayoutChangeEvent) => setWidth(tileWidthIn(event.nativeEvent.layout.width));
  return (
    <View
      style={styles.grid}
      onLayout={measure}
      accessibilityLabel={label}
      role={role}
      {...desktopPart('tiles')}
    >
      <TileWidth.Provider value={width}>{children}</TileWidth.Provider>
    </View>
  );
}

const GAP = spacing.md;

const styles = StyleSheet.create({
  grid: { flexDirection: 'row', flexWrap: 'wrap', gap: GAP, justifyContent: 'flex-start' },
  skeletonTile: { width: TILE_WIDTH, gap: spacing.sm },
});
