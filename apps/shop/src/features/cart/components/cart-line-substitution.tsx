/**
 * « Si ce produit manque » on a cart line (issue 41): the preference the server's cart holds for
 * the line (its own, else the account's default), changed on the server's cart, whose answer
 * becomes the quote. Only once the server priced this very basket: its lines' ids are the current ones.
 */
import type { LineItemResource } from '@sillon/contract';
import { errorText } from '@sillon/domain';
import { useAccountQuery } from '@/features/account';
import { selectIsCustomer } from '@/features/auth';
import { SubstitutionChoice, useSetCartSubstitutionMutation } from '@/features/substitutions';
import { readFailure } from '@/lib/api';
import { useAppSelector } from '@/store/hooks';
import { Text } from '@/ui';
import type { CartQuote } from '../api/use-cart-quote';

export function CartLineSubstitution({
  quote,
  variantId,
  productId,
}: {
  quote: CartQuote;
  variantId: string;
  productId: string | undefined;
}) {
  const isCustomer = useAppSelector(selectIsCustomer);
  const account = useAccountQuery(undefined, { skip: !isCustomer });
  const [setSubstitution, saved] = useSetCartSubstitutionMutation();
  const line = (quote.document?.included ?? []).find(
    (item): item is LineItemResource =>
      item.type === 'line_item' &&
      !item.attributes.public_metadata.gift &&
      item.relationships.variant.data?.id === variantId,
  );
  if (!line) return null;
  const failure = saved.error ? errorText(readFailure(saved.error).code ?? 'internal_error') : null;
  return (
    <>
      <SubstitutionChoice
        preference={line.attributes.public_metadata.substitution}
        productId={productId}
        productName={line.attributes.name}
        zipcode={account.data?.deliveryAddress?.zipcode}
        isDisabled={quote.isPending || saved.isLoading}
        testID={`cart-substitution-${variantId}`}
        onChange={async (substitution) => {
          const answer = await setSubstitution({ lineItemId: line.id, substitution, include: 'line_items' });
          if (answer.data) quote.accept(answer.data);
        }}
      />
      {failure ? (
        <Text variant="caption" tone="error" role="alert">
          {failure.content}
        </Text>
      ) : null}
    </>
  );
}
