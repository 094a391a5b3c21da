import { cartItemCount, errorText, t, tCount } from '@sillon/domain';
import { Link } from 'expo-router';
import { useRef, useState } from 'react';
import { StyleSheet, View } from 'react-native';
import { cartEmptied } from '@/features/cart';
import { useCardAuthentication } from '@/features/payments';
import { readFailure } from '@/lib/api';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { Button, Notice, Text, palette, radius, spacing } from '@/ui';
import { additionAttempt, isUndecided, type AdditionAttempt } from '../addition-attempt';
import { useAddOrderItemsMutation } from '../api/orders-api';

/** The addition's request, shared with the order's screen: its refusal outlives this section. */
export const addOrderItemsKey = (number: string) => `order-add-${number}`;

/** The client secret of a 3-D Secure challenge the addition waits for, if that is the refusal. */
function challengeOf(error: unknown): string | undefined {
  const failure = readFailure(error);
  return failure.code === 'payment_requires_action' ? failure.clientSecret : undefined;
}

/**
 * « Ajouter des produits » until the cut-off: the products of the cart join the order, at today's
 * price, paid with the order's card; the cart is then emptied. An empty cart says how to start.
 * When the order's card asks for 3-D Secure, the customer answers the bank, and the same addition
 * (same key: the shop adds nothing twice) is confirmed again.
 */
export function AddFromCart({ number }: { number: string }) {
  const dispatch = useAppDispatch();
  const products = useAppSelector((state) => state.cart.products);
  const [add, { isLoading, reset }] = useAddOrderItemsMutation({ fixedCacheKey: addOrderItemsKey(number) });
  const { authenticate, sheet: challengeSheet } = useCardAuthentication();
  const [isAuthenticating, setAuthenticating] = useState(false);
  const [challengeFailure, setChallengeFailure] = useState<string | null>(null);
  const [isAdded, setAdded] = useState(false);
  // The last confirmation the shop may not have decided: retried with its key (`addition-attempt`).
  const undecided = useRef<AdditionAttempt | null>(null);
  const count = cartItemCount({ products });

  const handleAdd = async () => {
    const lines = products.map((line) => ({ variant_id: line.id, quantity: line.quantity }));
    const attempt = additionAttempt(undecided.current, lines);
    setChallengeFailure(null);
    let answer = await add({ number, idempotencyKey: attempt.key, lines });
    for (
      let clientSecret = challengeOf(answer.error);
      clientSecret;
      clientSecret = challengeOf(answer.error)
    ) {
      setAuthenticating(true);
      const answered = await authenticate(clientSecret);
      setAuthenticating(false);
      if (!answered.ok) {
        // The bank's refusal replaces « Authentification requise »; a new confirmation starts afresh.
        reset();
        setChallengeFailure(answered.code);
        undecided.current = null;
        return;
      }
      answer = await add({ number, idempotencyKey: attempt.key, lines });
    }
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
      {/* Until the cart fills again (« Commander à nouveau »): then it would speak of other products. */}
      {isAdded && count === 0 ? (
        <Notice tone="info" message={t('screens.order.added')} testID="order-added" />
      ) : null}
      {challengeFailure ? (
        <Notice
          tone="error"
          title={errorText(challengeFailure).title}
          message={errorText(challengeFailure).content}
          testID="order-add-error"
        />
      ) : null}
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
            disabled={isLoading || isAuthenticating}
            onPress={() => void handleAdd()}
            testID="order-add-confirm"
          />
        </View>
      )}
      {challengeSheet}
    </View>
  );
}

const styles = StyleSheet.create({
  box: { gap: spacing.sm, backgroundColor: palette.surface, borderRadius: radius.md, padding: spacing.md },
  inner: { gap: spacing.sm },
  link: { color: palette.link, textDecorationLine: 'underline' },
});
