import { cartItemCount, t, tCount } from '@sillon/domain';
import { Link } from 'expo-router';
import { useRef, useState } from 'react';
import { StyleSheet, View } from 'react-native';
import { cartEmptied } from '@/features/cart';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { Button, Notice, Text, palette, radius, spacing } from '@/ui';
import { additionAttempt, isUndecided, type AdditionAttempt } from '../addition-attempt';
import { useAddOrderItemsMutation } from '../api/orders-api';

/** The addition's request, shared with the order's screen: its refusal outlives this section. */
export const addOrderItemsKey = (number: string) => `order-add-${number}`;

/**
 * « Ajouter des produits » until the cut-off: the products of the cart join the order, at today's
 * price, paid with the order's card; the cart is then emptied. An empty cart says how to start.
 */
export function AddFromCart({ number }: { number: string }) {
  const dispatch = useAppDispatch();
  const products = useAppSelector((state) => state.cart.products);
  const [add, { isLoading }] = useAddOrderItemsMutation({ fixedCacheKey: addOrderItemsKey(number) });
  const [isAdded, setAdded] = useState(false);
  // The last confirmation the shop may not have decided: retried with its key (`addition-attempt`).
  const undecided = useRef<AdditionAttempt | null>(null);
  const count = cartItemCount({ products });

  const handleAdd = async () => {
    const lines = products.map((line) => ({ variant_id: line.id, quantity: line.quantity }));
    const attempt = additionAttempt(undecided.current, lines);
    const answer = await add({ number, idempotencyKey: attempt.key, lines });
    undecided.current = 'error' in answer && isUndecided(answer.error) ? attempt : null;
    if ('data' in answer) {
      dispatch(cartEmptied());
      setAdded(true);
    }
  };

  return (
    <View style={styles.box} testID="order-add">
      <Text variant="title" role="heading" aria-level={2}>
        {t('screens.order.add_title')}
      </Text>
      {isAdded ? <Notice tone="info" message={t('screens.order.added')} testID="order-added" /> : null}
      {count === 0 ? (
        <View style={styles.inner}>
          <Text variant="caption">{t('screens.order.add_empty_cart')}</Text>
          <Link href="/menu" style={styles.link} accessibilityRole="link">
            {t('screens.orders.browse')}
          </Link>
        </View>
      ) : (
        <View style={styles.inner}>
          <Text variant="caption">{t('screens.order.add_explain')}</Text>
          <Button
            label={tCount('screens.order.add_from_cart', count)}
            disabled={isLoading}
            onPress={() => void handleAdd()}
            testID="order-add-confirm"
          />
        </View>
      )}
    </View>
  );
}

const styles = StyleSheet.create({
  box: { gap: spacing.sm, backgroundColor: palette.surface, borderRadius: radius.md, padding: spacing.md },
  inner: { gap: spacing.sm },
  link: { color: palette.link, textDecorationLine: 'underline' },
});
