import type { ProductTile } from '@sillon/contract';
import { addProduct, t, type ListEntry } from '@sillon/domain';
import { Link, type Href } from 'expo-router';
import { useState } from 'react';
import { Pressable, StyleSheet, View } from 'react-native';
import { selectIsCustomer } from '@/features/auth';
import { productAdded } from '@/features/cart';
import { QueryBoundary } from '@/features/errors';
import { useProductTiles } from '@/features/products';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import {
  Button,
  PageHead,
  Price,
  QuantityStepper,
  RemoteImage,
  Screen,
  Skeleton,
  Text,
  palette,
  radius,
  spacing,
} from '@/ui';
import { listQuantitySet } from '../state/list-thunks';
import { selectShoppingList } from '../state/shopping-list-slice';

/**
 * The shopping list (spec §2 `shopping-list`, issue 17): each product with its quantity, the
 * unavailable ones marked, and « Tout ajouter au panier ». A visitor's list stays on the device.
 */
export function ShoppingListScreen() {
  const list = useAppSelector(selectShoppingList);
  const isCustomer = useAppSelector(selectIsCustomer);
  const hasUnsent = useAppSelector((state) => isCustomer && state.shoppingList.unsent.length > 0);
  const tiles = useProductTiles(list.map((entry) => entry.productId));
  const { byId } = tiles;
  // A product the catalogue no longer has cannot be shown or bought.
  const rows = list.flatMap((entry) => {
    const tile = byId.get(entry.productId);
    return tile ? [{ entry, tile }] : [];
  });
  return (
    <Screen>
      <PageHead title={t('screens.shopping_list.title')} />
      <Text variant="heading" role="heading" aria-level={1}>
        {t('screens.shopping_list.title')}
      </Text>
      {!isCustomer ? <VisitorHint /> : null}
      {hasUnsent ? (
        <Text variant="caption" tone="muted" testID="list-unsent">
          {t('screens.shopping_list.unsent')}
        </Text>
      ) : null}
      <QueryBoundary queries={[tiles]} skeleton={<Skeleton width="100%" height={120} />}>
        {tiles.isSettled && rows.length === 0 ? <EmptyList /> : null}
        {rows.length > 0 ? (
          <>
            <View style={styles.rows} testID="shopping-list">
              {rows.map(({ entry, tile }) => (
                <ListRow key={entry.productId} entry={entry} tile={tile} />
              ))}
            </View>
            <AddAllToCart rows={rows} />
          </>
        ) : null}
      </QueryBoundary>
    </Screen>
  );
}

function VisitorHint() {
  return (
    <View style={styles.hint}>
      <Text variant="caption">{t('screens.shopping_list.visitor_hint')}</Text>
      <Link
        href={{ pathname: '/pre-login', params: { next: '/shopping-list' } } as Href}
        style={styles.link}
        accessibilityRole="link"
      >
        {t('screens.shopping_list.sign_in')}
      </Link>
    </View>
  );
}

function EmptyList() {
  return (
    <View style={styles.rows}>
      <Text>{t('screens.shopping_list.empty')}</Text>
      <Link href="/menu" style={styles.link} accessibilityRole="link">
        {t('screens.shopping_list.browse')}
      </Link>
    </View>
  );
}

function ListRow({ entry, tile }: { entry: ListEntry; tile: ProductTile }) {
  const dispatch = useAppDispatch();
  const setQuantity = (quantity: number) =>
    void dispatch(listQuantitySet({ productId: entry.productId, quantity }));
  return (
    <View style={styles.row} testID={`list-line-${tile.reference}`}>
      <RemoteImage path={tile.photo.url} alt="" width={56} height={56} />
      <View style={styles.rowText}>
        <Link href={tile.path} style={styles.name} accessibilityRole="link">
          {tile.displayName}
        </Link>
        <Text variant="caption" tone="muted">
          {tile.unitLabel}
        </Text>
        <Price cents={tile.priceCents} variant="label" />
        {!tile.available ? (
          <Text variant="caption" tone="error" testID="list-unavailable">
            {t('screens.shopping_list.unavailable')}
          </Text>
        ) : null}
      </View>
      <View style={styles.rowActions}>
        <QuantityStepper
          quantity={entry.quantity}
          maxOrderable={tile.maxOrderable}
          name={tile.displayName}
          onChange={setQuantity}
        />
        <Pressable
          accessibilityRole="button"
          accessibilityLabel={t('components.shopping_list.named', {
            action: t('components.shopping_list.remove'),
            name: tile.displayName,
          })}
          onPress={() => setQuantity(0)}
        >
          <Text variant="caption" style={styles.link}>
            {t('components.shopping_list.remove')}
          </Text>
        </Pressable>
      </View>
    </View>
  );
}

/** Puts every available product in the cart at its list quantity, and names the others. */
function AddAllToCart({ rows }: { rows: { entry: ListEntry; tile: ProductTile }[] }) {
  const dispatch = useAppDispatch();
  const cart = useAppSelector((state) => state.cart);
  const [report, setReport] = useState<string | null>(null);
  const handleAddAll = () => {
    const capped: string[] = [];
    for (const { entry, tile } of rows) {
      if (!tile.available) continue;
      const product = {
        id: tile.id,
        priceCents: tile.priceCents,
        maxOrderable: tile.maxOrderable,
        available: tile.available,
      };
      // The cart's rule, asked first (each product is once on the list): one it refuses is named.
      const added = addProduct(cart, product, entry.quantity);
      if (!added.ok && added.code === 'quantity_above_limit') capped.push(tile.displayName);
      else dispatch(productAdded({ product, quantity: entry.quantity }));
    }
    const unavailable = rows.filter(({ tile }) => !tile.available).map(({ tile }) => tile.displayName);
    const refused = [
      unavailable.length > 0
        ? t('screens.shopping_list.unavailable_reported', { names: unavailable.join(', ') })
        : null,
      capped.length > 0 ? t('screens.shopping_list.capped_reported', { names: capped.join(', ') }) : null,
    ].filter((sentence) => sentence !== null);
    setReport(refused.length > 0 ? refused.join(' ') : t('screens.shopping_list.added'));
  };
  return (
    <View style={styles.rows}>
      <Button label={t('screens.shopping_list.add_all')} onPress={handleAddAll} />
      {report ? (
        <Text accessibilityRole="alert" testID="list-report">
          {report}
        </Text>
      ) : null}
    </View>
  );
}

const styles = StyleSheet.create({
  rows: { gap: spacing.md },
  row: {
    flexDirection: 'row',
    gap: spacing.md,
    alignItems: 'center',
    backgroundColor: palette.surface,
    borderRadius: radius.md,
    padding: spacing.md,
    flexWrap: 'wrap',
  },
  rowText: { flex: 1, minWidth: 140, gap: spacing.xxs },
  rowActions: { alignItems: 'flex-end', gap: spacing.xs },
  name: { color: palette.link, textDecorationLine: 'underline' },
  link: { color: palette.link, textDecorationLine: 'underline' },
  hint: { gap: spacing.xs, backgroundColor: palette.surface, borderRadius: radius.md, padding: spacing.md },
});
