import { errorText, isErrorCode, t, type ErrorText } from '@sillon/domain';
import { Link } from 'expo-router';
import type { ReactNode } from 'react';
import { StyleSheet } from 'react-native';
import { ErrorCodeLine } from '@/features/errors';
import { useProductTiles } from '@/features/products';
import { Notice, Text, palette } from '@/ui';
import type { CheckoutFailure } from '../api/checkout-api';

/**
 * The French title and sentence of a refused checkout call, chosen by its code (spec §8). A code
 * the catalogue does not know yet keeps the server's French sentence, else the technical problem.
 */
export function checkoutErrorText(failure: Pick<CheckoutFailure, 'code' | 'message'>): ErrorText {
  if (isErrorCode(failure.code)) return errorText(failure.code);
  const fallback = errorText('internal_error');
  return { title: fallback.title, content: failure.message ?? fallback.content };
}

/** The refusal's Notice; a code the catalogue does not know is quoted for the customer service. */
export function CheckoutError({
  failure,
  children,
}: {
  failure: Pick<CheckoutFailure, 'code' | 'message' | 'variantIds'>;
  children?: ReactNode;
}) {
  const text = checkoutErrorText(failure);
  return (
    <Notice tone="error" title={text.title} message={text.content} testID="checkout-error">
      <ErrorCodeLine code={failure.code} />
      {failure.code === 'regional_product_unavailable' ? (
        <RegionalProducts variantIds={failure.variantIds ?? []} />
      ) : null}
      {children}
    </Notice>
  );
}

/**
 * Spec §8 "Regional product": the products not delivered where the order goes, named, and the way
 * back to the cart to take them out (or the step's fields, to choose another address or point).
 */
function RegionalProducts({ variantIds }: { variantIds: readonly string[] }) {
  const tiles = useProductTiles(variantIds);
  const names = variantIds.flatMap((id) => tiles.byId.get(id)?.displayName ?? []);
  return (
    <>
      {names.length > 0 ? (
        <Text testID="regional-products">{t('checkout.regional_products', { names: names.join(', ') })}</Text>
      ) : null}
      <Link href="/cart" accessibilityRole="link" style={styles.link}>
        {t('checkout.back_to_cart')}
      </Link>
    </>
  );
}

const styles = StyleSheet.create({ link: { color: palette.link, textDecorationLine: 'underline' } });
