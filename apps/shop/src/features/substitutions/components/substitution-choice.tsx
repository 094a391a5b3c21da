/**
 * « Si ce produit manque » (issue 41): a line's preference, « Produit similaire », « Ce produit à
 * la place » (picked among the similar products the catalogue offers for the delivery's postal
 * code) or « Ne pas remplacer ». The caller saves the choice (a cart line, a placed order's line).
 */
import type { ProductTile, SubstitutionPreferenceBody } from '@sillon/contract';
import { t } from '@sillon/domain';
import { useState } from 'react';
import { Pressable, StyleSheet, View } from 'react-native';
import { useProductTiles } from '@/features/products';
import { Button, Chip, Price, RemoteImage, Sheet, Skeleton, Text, palette, spacing } from '@/ui';
import { useSimilarProductsQuery } from '../api/substitutions-api';

export type SubstitutionChoiceProps = {
  /** The line's preference as the server answered it (its own, else the default). */
  preference: SubstitutionPreferenceBody | undefined;
  /** The line's product, whose similar products the picker offers. */
  productId: string | undefined;
  /** Where the order goes (regional products); without one, no product can be picked. */
  zipcode: string | null | undefined;
  /** The line's product's name: the choices' group is named by it (one group per line on a screen). */
  productName?: string | undefined;
  /** The chosen product's name, when the screen knows it (else its tile is asked for). */
  chosenName?: string | undefined;
  onChange(next: SubstitutionPreferenceBody): void;
  isDisabled?: boolean;
  testID?: string;
};

export function SubstitutionChoice({
  preference,
  productId,
  productName,
  zipcode,
  chosenName,
  onChange,
  isDisabled = false,
  testID = 'substitution-choice',
}: SubstitutionChoiceProps) {
  const [isPicking, setPicking] = useState(false);
  const [picked, setPicked] = useState<ProductTile>();
  const kind = preference?.kind;
  const canPick = Boolean(productId && zipcode);
  const chosenId = preference?.kind === 'chosen' ? preference.product_id : undefined;
  const known = chosenName ?? (picked?.id === chosenId ? picked?.displayName : undefined);
  // A choice made before (another screen, another visit) is named by its product's tile.
  const chosenTile = useProductTiles(chosenId && !known ? [chosenId] : []);
  const name = chosenId ? (known ?? chosenTile.byId.get(chosenId)?.displayName) : undefined;
  const choose = (next: SubstitutionPreferenceBody) => {
    if (!isDisabled) onChange(next);
  };
  return (
    <View style={styles.choice} testID={testID}>
      <Text variant="caption" tone="muted">
        {t('components.substitution.title')}
      </Text>
      <View
        style={styles.chips}
        role="group"
        aria-label={
          productName
            ? t('components.substitution.title_named', { name: productName })
            : t('components.substitution.title')
        }
      >
        <Chip
          label={t('components.substitution.similar')}
          selected={kind === 'similar'}
          onPress={() => choose({ kind: 'similar' })}
          testID={`${testID}-similar`}
        />
        {canPick ? (
          <Chip
            label={
              name ? t('components.substitution.chosen_named', { name }) : t('components.substitution.chosen')
            }
            selected={kind === 'chosen'}
            onPress={() => {
              if (!isDisabled) setPicking(true);
            }}
            testID={`${testID}-chosen`}
          />
        ) : null}
        <Chip
          label={t('components.substitution.none')}
          selected={kind === 'none'}
          onPress={() => choose({ kind: 'none' })}
          testID={`${testID}-none`}
        />
      </View>
      {isPicking && productId && zipcode ? (
        <SimilarProductsSheet
          productId={productId}
          zipcode={zipcode}
          onClose={() => setPicking(false)}
          onPick={(product) => {
            setPicked(product);
            setPicking(false);
            choose({ kind: 'chosen', product_id: product.id });
          }}
        />
      ) : null}
    </View>
  );
}

function SimilarProductsSheet({
  productId,
  zipcode,
  onPick,
  onClose,
}: {
  productId: string;
  zipcode: string;
  onPick(product: ProductTile): void;
  onClose(): void;
}) {
  const similar = useSimilarProductsQuery({ productId, zipcode });
  const products = similar.data?.products ?? [];
  return (
    <Sheet
      visible
      title={t('components.substitution.pick_title')}
      onRequestClose={onClose}
      testID="substitution-picker"
    >
      {similar.isLoading ? <Skeleton width="100%" height={120} /> : null}
      {!similar.isLoading && products.length === 0 ? (
        <Text tone="muted">{t('components.substitution.no_similar')}</Text>
      ) : null}
      {products.map((product) => (
        <Pressable
          key={product.id}
          accessibilityRole="button"
          accessibilityLabel={product.displayName}
          onPress={() => onPick(product)}
          style={styles.product}
          testID={`substitution-product-${product.reference}`}
        >
          <RemoteImage path={product.photo.url} alt="" width={48} height={48} />
          <View style={styles.grow}>
            <Text variant="label">{product.displayName}</Text>
            <Text variant="caption" tone="muted">
              {product.unitLabel}
            </Text>
          </View>
          <Price cents={product.priceCents} variant="label" />
        </Pressable>
      ))}
      <Button label={t('components.substitution.close')} variant="outline" onPress={onClose} />
    </Sheet>
  );
}

const styles = StyleSheet.create({
  choice: { gap: spacing.xs },
  chips: { flexDirection: 'row', flexWrap: 'wrap', gap: spacing.sm },
  product: {
    flexDirection: 'row',
    alignItems: 'center',
    gap: spacing.md,
    paddingVertical: spacing.sm,
    borderBottomWidth: 1,
    borderBottomColor: palette.border,
  },
  grow: { flex: 1 },
});
