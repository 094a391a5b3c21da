/**
 * Spec §8 "Regional product": a product delivered only around its farm asks for the customer's
 * postal code before it goes into the cart, then answers with the success or the failure modal.
 * Every other product goes straight into the cart.
 */
import { errorText, isRegionalProductDelivered, t, validatePostalCode } from '@sillon/domain';
import { useState, type ReactNode } from 'react';
import { StyleSheet, View } from 'react-native';
import { useAccountQuery } from '@/features/account';
import { selectIsCustomer } from '@/features/auth';
import { productAdded } from '@/features/cart';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { Button, Sheet, Text, TextField, spacing } from '@/ui';

export type AddableProduct = {
  id: string;
  displayName: string;
  priceCents: number;
  maxOrderable: number | null;
  available: boolean;
  regionalPostalPrefixes: readonly string[] | null;
};

type Check = { step: 'closed' } | { step: 'ask'; quantity: number } | { step: 'delivered' | 'refused' };

/**
 * `add(quantity)` puts the product in the cart, after the postal code check for a regional one;
 * `addMore(quantity)` adds to a line already in the cart, whose check was passed then.
 */
export function useAddToCart(product: AddableProduct, cartLineId = product.id) {
  const dispatch = useAppDispatch();
  const [check, setCheck] = useState<Check>({ step: 'closed' });
  const putInCart = (quantity: number) =>
    dispatch(
      productAdded({
        product: {
          id: cartLineId,
          priceCents: product.priceCents,
          maxOrderable: product.maxOrderable,
          available: product.available,
        },
        quantity,
      }),
    );

  const add = (quantity = 1) => {
    if (product.regionalPostalPrefixes) setCheck({ step: 'ask', quantity });
    else putInCart(quantity);
  };

  const onChecked = (zipcode: string) => {
    if (check.step !== 'ask') return;
    if (!isRegionalProductDelivered(product.regionalPostalPrefixes, zipcode)) {
      setCheck({ step: 'refused' });
      return;
    }
    putInCart(check.quantity);
    setCheck({ step: 'delivered' });
  };

  const sheet: ReactNode = (
    <RegionalCheckSheet
      check={check}
      productName={product.displayName}
      onChecked={onChecked}
      onRetry={() => setCheck({ step: 'ask', quantity: 1 })}
      onClose={() => setCheck({ step: 'closed' })}
    />
  );
  return { add, addMore: putInCart, sheet };
}

function RegionalCheckSheet({
  check,
  productName,
  onChecked,
  onRetry,
  onClose,
}: {
  check: Check;
  productName: string;
  onChecked(zipcode: string): void;
  onRetry(): void;
  onClose(): void;
}) {
  const refusal = errorText('regional_product_unavailable');
  const title =
    check.step === 'refused'
      ? refusal.title
      : check.step === 'delivered'
        ? t('components.regional_product.available')
        : t('components.regional_product.title');
  return (
    <Sheet visible={check.step !== 'closed'} title={title} onRequestClose={onClose} testID="regional-check">
      {check.step === 'ask' ? (
        <PostalCodeForm productName={productName} onChecked={onChecked} onCancel={onClose} />
      ) : null}
      {check.step === 'delivered' ? (
        <View style={styles.box}>
          <Text>{t('components.regional_product.added')}</Text>
          <Button label={t('components.regional_product.close')} onPress={onClose} testID="regional-close" />
        </View>
      ) : null}
      {check.step === 'refused' ? (
        <View style={styles.box}>
          <Text>{refusal.content}</Text>
          <Button label={t('components.regional_product.other_code')} variant="outline" onPress={onRetry} />
          <Button label={t('components.regional_product.close')} onPress={onClose} testID="regional-close" />
        </View>
      ) : null}
    </Sheet>
  );
}

function PostalCodeForm({
  productName,
  onChecked,
  onCancel,
}: {
  productName: string;
  onChecked(zipcode: string): void;
  /** The sheet's own way out: a tap beside it or Escape are not seen by everyone. */
  onCancel(): void;
}) {
  const isCustomer = useAppSelector(selectIsCustomer);
  const account = useAccountQuery(undefined, { skip: !isCustomer });
  // A customer's own code is there to check, unless they type another one.
  const [typed, setTyped] = useState<string | null>(null);
  const zipcode = typed ?? account.data?.deliveryAddress?.zipcode ?? '';
  const [error, setError] = useState<string | undefined>();
  const submit = () => {
    const checked = validatePostalCode(zipcode);
    if (!checked.ok) {
      setError(errorText(checked.code).content);
      return;
    }
    onChecked(checked.value);
  };
  return (
    <View style={styles.box}>
      <Text variant="label">{productName}</Text>
      <Text>{t('components.regional_product.ask')}</Text>
      <TextField
        label={t('components.regional_product.postal_code')}
        value={zipcode}
        onChangeText={(text) => {
          setTyped(text);
          setError(undefined);
        }}
        onSubmitEditing={submit}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={6}
        error={error}
        testID="regional-postal-code"
      />
      <Button
        label={t('components.regional_product.check')}
        onPress={submit}
        testID="regional-check-submit"
      />
      <Button
        label={t('components.regional_product.cancel')}
        variant="outline"
        onPress={onCancel}
        testID="regional-check-cancel"
      />
    </View>
  );
}

const styles = StyleSheet.create({ box: { gap: spacing.sm } });
