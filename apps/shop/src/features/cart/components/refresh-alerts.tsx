import type { ProductTile } from '@sillon/contract';
import { errorText, formatEuros, t } from '@sillon/domain';
import { StyleSheet, View } from 'react-native';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { Button, Text, palette, radius, spacing } from '@/ui';
import {
  priceChangedProductsRemoved,
  priceChangesConfirmed,
  stockLeftCleared,
  stockLeftTaken,
  unavailableAlertDismissed,
  unavailableProductsRemoved,
} from '../state/cart-slice';

/**
 * The alerts of spec §8 after the cart took the current public prices: prices that changed since
 * the products were added (confirm, or remove them), products no longer available (remove
 * them, or remove them myself), and products the shop has fewer of than asked (take what is left).
 */
export function RefreshAlerts({ byId }: { byId: Map<string, ProductTile> }) {
  const dispatch = useAppDispatch();
  const priceChanges = useAppSelector((state) => state.cart.priceChanges);
  const unavailable = useAppSelector((state) => state.cart.unavailableProductIds);
  const stockLeft = useAppSelector((state) => state.cart.stockLeft);
  const short = Object.entries(stockLeft);
  const name = (id: string) => byId.get(id)?.displayName ?? id;
  return (
    <>
      {priceChanges.length > 0 ? (
        <View style={styles.alert} accessibilityRole="alert" testID="price-change-alert">
          <Text variant="label">{errorText('cart_price_changed').title}</Text>
          <Text variant="caption">{errorText('cart_price_changed').content}</Text>
          {priceChanges.map((change) => (
            <Text key={change.productId} variant="caption">
              {t('screens.cart.price_change_line', {
                name: name(change.productId),
                previous: formatEuros(change.previousCents),
                current: formatEuros(change.currentCents),
              })}
            </Text>
          ))}
          <View style={styles.choices}>
            <Button
              label={t('components.cart.price_changed.confirm')}
              onPress={() => dispatch(priceChangesConfirmed())}
            />
            <Button
              variant="outline"
              label={t('components.cart.price_changed.remove')}
              onPress={() => dispatch(priceChangedProductsRemoved())}
            />
          </View>
        </View>
      ) : null}
      {short.length > 0 ? (
        <View style={styles.alert} accessibilityRole="alert" testID="stock-left-alert">
          <Text variant="label">{t('components.cart.stock_left.title')}</Text>
          {short.map(([id, left]) => (
            <Text key={id} variant="caption">
              {t('screens.cart.stock_left_line', { name: name(id), left })}
            </Text>
          ))}
          <View style={styles.choices}>
            <Button label={t('components.cart.stock_left.take')} onPress={() => dispatch(stockLeftTaken())} />
            <Button
              variant="outline"
              label={t('components.cart.stock_left.myself')}
              onPress={() => dispatch(stockLeftCleared())}
            />
          </View>
        </View>
      ) : null}
      {unavailable.length > 0 ? (
        <View style={styles.alert} accessibilityRole="alert" testID="unavailable-alert">
          <Text variant="label">{errorText('cart_products_unavailable').title}</Text>
          <Text variant="caption">
            {t('screens.cart.unavailable_message', { names: unavailable.map(name).join(', ') })}
          </Text>
          <View style={styles.choices}>
            <Button
              label={t('components.cart.unavailable.remove_them')}
              onPress={() => dispatch(unavailableProductsRemoved())}
            />
            <Button
              variant="outline"
              label={t('components.cart.unavailable.remove_myself')}
              onPress={() => dispatch(unavailableAlertDismissed())}
            />
          </View>
        </View>
      ) : null}
    </>
  );
}

const styles = StyleSheet.create({
  alert: {
    gap: spacing.xs,
    borderWidth: 1,
    borderColor: palette.error,
    borderRadius: radius.md,
    padding: spacing.md,
    backgroundColor: palette.white,
  },
  choices: { flexDirection: 'row', gap: spacing.sm, flexWrap: 'wrap', marginTop: spacing.xs },
});
