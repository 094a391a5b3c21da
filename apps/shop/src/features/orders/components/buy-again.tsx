import type { ProductTile } from '@sillon/contract';
import { t, type ProductToAdd } from '@sillon/domain';
import { Link } from 'expo-router';
import { useState } from 'react';
import { StyleSheet, View } from 'react-native';
import { productAdded } from '@/features/cart';
import { useProductTiles } from '@/features/products';
import { useAppDispatch } from '@/store/hooks';
import { Button, Notice, palette, spacing } from '@/ui';
import { linesOf, type OrderDocument } from '../api/order-document';

/**
 * « Commander à nouveau »: the order's products (not its gifts) into the cart at today's price and
 * availability; those the shop no longer sells are named, never silently dropped.
 */
export function BuyAgain({ document }: { document: OrderDocument }) {
  const dispatch = useAppDispatch();
  const products = useProductTiles(
    linesOf(document).flatMap((line) => (!line.isGift && line.variantId ? [line.variantId] : [])),
  );
  const [result, setResult] = useState<{ unavailable: string[] } | null>(null);

  const handleBuyAgain = () => {
    // Once is what was asked: a double tap must not put every product in twice.
    if (result) return;
    const unavailable: string[] = [];
    for (const line of linesOf(document).filter((candidate) => !candidate.isGift)) {
      const product = line.variantId ? productToAdd(products.data ?? [], line.variantId) : undefined;
      if (!product || product.available === false) {
        unavailable.push(line.name);
        continue;
      }
      dispatch(productAdded({ product, quantity: line.quantity }));
    }
    setResult({ unavailable });
  };

  return (
    <View style={styles.box}>
      <Button
        variant="outline"
        label={t('screens.order.buy_again')}
        disabled={!products.isSettled || result !== null}
        onPress={handleBuyAgain}
        testID="order-buy-again"
      />
      {result ? (
        <Notice tone="info" message={t('screens.order.bought_again')} testID="order-bought-again">
          {result.unavailable.length > 0 ? (
            <Notice
              tone="info"
              message={t('screens.order.unavailable', { names: result.unavailable.join(', ') })}
              testID="order-unavailable"
            />
          ) : null}
          <Link href="/cart" style={styles.link} accessibilityRole="link">
            {t('screens.order.see_cart')}
          </Link>
        </Notice>
      ) : null}
    </View>
  );
}

/** A line's product as the catalogue sells it today: the product itself or its retail variant. */
function productToAdd(tiles: readonly ProductTile[], variantId: string): ProductToAdd | undefined {
  for (const tile of tiles) {
    if (tile.id === variantId) {
      return {
        id: tile.id,
        priceCents: tile.priceCents,
        maxOrderable: tile.maxOrderable,
        available: tile.available,
      };
    }
    if (tile.retail?.id === variantId) {
      return {
        id: tile.retail.id,
        priceCents: tile.retail.priceCents,
        maxOrderable: tile.maxOrderable,
        available: tile.available,
      };
    }
  }
  return undefined;
}

const styles = StyleSheet.create({
  box: { gap: spacing.sm },
  link: { color: palette.link, textDecorationLine: 'underline' },
});
