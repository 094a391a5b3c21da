import { t } from '@sillon/domain';
import { StyleSheet, View } from 'react-native';
import { isBelowMinimumPayable, type OrderButtonProps } from '@/features/cart';
import { useAppSelector } from '@/store/hooks';
import { Button, Text, spacing } from '@/ui';
import { useOrderStart } from '../use-order-start';
import { CheckoutError } from './checkout-error';

/**
 * The cart's « Commander » (spec §4 "Submitting the cart starts order initialisation"; a visitor
 * signs in first), with the initialisation's failure above it; disabled below the order minimum or
 * the minimum payable, while a price change waits for an answer, while the server has not priced
 * the basket, and while the page's start restores the session.
 */
export function OrderStartButton({ isBelowMinimum, quote }: OrderButtonProps) {
  const isLoading = useAppSelector((state) => state.cart.isLoading);
  const failure = useAppSelector((state) => state.order.orderInitializationError);
  const { start, isCustomer, isSessionPending } = useOrderStart();
  const isRefused = quote.failure?.code === 'unavailable_products';
  // Spec §8: the price change alert asks to confirm or remove; the order waits for the answer.
  const isPriceQuestionOpen = useAppSelector((state) => state.cart.priceChanges.length > 0);
  const isUnpayable = !quote.isPending && isBelowMinimumPayable(quote.document?.data.attributes);
  const isDisabled =
    isBelowMinimum ||
    isUnpayable ||
    isPriceQuestionOpen ||
    isLoading ||
    isRefused ||
    isSessionPending ||
    (isCustomer && quote.isPending);
  return (
    <View style={styles.section}>
      {failure ? <CheckoutError failure={failure} /> : null}
      <Button
        label={isLoading ? t('screens.cart.ordering') : t('screens.cart.order')}
        // A visitor is told the press asks them to sign in; not when it is greyed for another reason.
        accessibilityLabel={isCustomer || isDisabled ? undefined : t('screens.cart.order_label_sign_in')}
        onPress={() => void start()}
        disabled={isDisabled}
        testID="cart-order"
      />
      {isPriceQuestionOpen ? (
        <Text variant="caption" tone="muted" testID="cart-order-waits">
          {t('screens.cart.confirm_prices_first')}
        </Text>
      ) : null}
    </View>
  );
}

const styles = StyleSheet.create({ section: { gap: spacing.md } });
