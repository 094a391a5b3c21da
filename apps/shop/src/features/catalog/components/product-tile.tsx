import type { ProductTile as ProductTileData } from '@sillon/contract';
import { formatEuros, quantityLimitText, t } from '@sillon/domain';
import { Link } from 'expo-router';
import { createContext, useContext, useState } from 'react';
import { Pressable, StyleSheet, View } from 'react-native';
import { productDecreased } from '@/features/cart';
import { ListToggle } from '@/features/shopping-list';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import {
  Price,
  QuantityStepper,
  useFocusOnMount,
  RemoteImage,
  Text,
  typeface,
  fontSize,
  desktopPart,
  layout,
  palette,
  radius,
  spacing,
} from '@/ui';
import { useAddToCart } from './regional-check';

export const TILE_WIDTH = layout.tileWidth;

/** A grid's tile width in the apps, once measured (`ProductGrid`); the least width until then. */
export const TileWidth = createContext<number | undefined>(undefined);

/**
 * A product in a grid or a row (each a list): picture, name, unit, price (and per kg), a quick "add one" that becomes
 * − quantity + once the product is in the cart (issue 40), and the list's toggle.
 */
export function ProductTile({ product, priority = false }: { product: ProductTileData; priority?: boolean }) {
  const toCart = useAddToCart(product);
  const dispatch = useAppDispatch();
  const inCart = useAppSelector(
    (state) => state.cart.products.find((line) => line.id === product.id)?.quantity ?? 0,
  );
  const limit = quantityLimitText(inCart, product.maxOrderable);
  // The « + » and the stepper replace each other: the one that appears takes the focus after a press.
  const [isPressed, setPressed] = useState(false);
  const width = useContext(TileWidth) ?? TILE_WIDTH;
  const side = { width, height: width };
  return (
    // An item of its grid's or row's list: a screen reader says how many products it holds.
    <View style={[styles.tile, { width }]} testID={`product-tile-${product.reference}`} role="listitem">
      <Link href={product.path} asChild>
        {/* No label of its own: the link's name is its visible text (name, unit, price per kg). */}
        <Pressable accessibilityRole="link" style={styles.link}>
          <View style={side} {...desktopPart('tile-picture')}>
            <RemoteImage path={product.photo.url} alt="" width={width} height={width} priority={priority} />
            {!product.available ? (
              <View style={styles.unavailable}>
                <Text variant="caption" tone="inverse">
                  {t('components.product.unavailable')}
                </Text>
              </View>
            ) : null}
            {product.outOfSeason ? (
              <View style={styles.outOfSeason}>
                <Text variant="caption">{t('components.product.out_of_season')}</Text>
              </View>
            ) : null}
          </View>
          <Text variant="label" numberOfLines={2} style={styles.name}>
            {product.displayName}
          </Text>
          <Text variant="caption" tone="muted" style={styles.unit}>
            {product.unitLabel}
            {product.unitPrice
              ? ` · ${t('components.product.unit_price', { price: formatEuros(product.unitPrice.cents), per: product.unitPrice.per })}`
              : ''}
          </Text>
        </Pressable>
      </Link>
      <View style={styles.footer}>
        <Price cents={product.priceCents} variant="label" />
        {inCart > 0 ? (
          <QuantityStepper
            compact
            quantity={inCart}
            maxOrderable={product.maxOrderable}
            name={product.displayName}
            minimum={0}
            focusOnMount={isPressed}
            onChange={(next) => {
              setPressed(true);
              if (next > inCart) toCart.addMore(1);
              else dispatch(productDecreased(product.id));
            }}
          />
        ) : (
          <AddButton
            name={product.displayName}
            isAvailable={product.available}
            focusOnMount={isPressed}
            onPress={() => {
              setPressed(true);
              toCart.add();
            }}
          />
        )}
      </View>
      {limit ? (
        <Text variant="caption" tone="muted" style={styles.limit} testID="tile-limit">
          {limit}
        </Text>
      ) : null}
      <View style={styles.list}>
        <ListToggle productId={product.id} name={product.displayName} />
      </View>
      {toCart.sheet}
    </View>
  );
}

/** The card's quick « + »: one of the product in the cart. */
function AddButton(props: { name: string; isAvailable: boolean; focusOnMount: boolean; onPress(): void }) {
  const ref = useFocusOnMount<View>(props.focusOnMount);
  return (
    <Pressable
      ref={ref}
      accessibilityRole="button"
      accessibilityLabel={t('components.product.add_one', { name: props.name })}
      accessibilityState={{ disabled: !props.isAvailable }}
      disabled={!props.isAvailable}
      onPress={props.onPress}
      style={({ pressed }) => [styles.add, pressed && styles.pressed, !props.isAvailable && styles.disabled]}
    >
      <Text style={styles.addLabel}>+</Text>
    </Pressable>
  );
}

const styles = StyleSheet.create({
  tile: {
    backgroundColor: palette.surface,
    borderRadius: radius.md,
    overflow: 'hidden',
    borderWidth: 1,
    borderColor: palette.border,
  },
  // The keyboard's focus ring drawn inside the tile: outside, the tile's rounded clip hid all of it
  // but a line under the name.
  link: { gap: spacing.xs, paddingBottom: spacing.xs, outlineOffset: -3 },
  unavailable: {
    position: 'absolute',
    left: spacing.sm,
    top: spacing.sm,
    backgroundColor: palette.primary,
    borderRadius: radius.sm,
    paddingHorizontal: spacing.sm,
    paddingVertical: spacing.xxs,
  },
  outOfSeason: {
    position: 'absolute',
    left: spacing.sm,
    bottom: spacing.sm,
    backgroundColor: palette.surface,
    borderWidth: 1,
    borderColor: palette.border,
    borderRadius: radius.sm,
    paddingHorizontal: spacing.sm,
    paddingVertical: spacing.xxs,
  },
  name: { paddingHorizontal: spacing.sm, minHeight: 38 },
  unit: { paddingHorizontal: spacing.sm },
  footer: {
    // As tall as the « + », whether it shows or the smaller stepper: tiles of a row keep one height.
    minHeight: 36 + spacing.sm,
    flexDirection: 'row',
    alignItems: 'center',
    justifyContent: 'space-between',
    paddingHorizontal: spacing.sm,
    paddingBottom: spacing.sm,
  },
  add: {
    width: 36,
    height: 36,
    borderRadius: radius.pill,
    backgroundColor: palette.action,
    alignItems: 'center',
    justifyContent: 'center',
  },
  addLabel: {
    color: palette.white,
    ...typeface.bold,
    fontSize: fontSize.lg,
    lineHeight: fontSize.lg + 2,
  },
  limit: { paddingHorizontal: spacing.sm, paddingBottom: spacing.sm },
  list: { paddingHorizontal: spacing.sm, paddingBottom: spacing.sm },
  pressed: { opacity: 0.8 },
  disabled: { backgroundColor: palette.border },
});
