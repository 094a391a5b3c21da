import { t } from '@sillon/domain';
import { Pressable, StyleSheet } from 'react-native';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { Text, palette, radius, spacing } from '@/ui';
import { listToggled } from '../state/list-thunks';
import { selectListQuantity } from '../state/shopping-list-slice';

/**
 * « Ajouter à ma liste » / « Retirer de ma liste » (issue 17), on the product card and every tile.
 * Its name carries the product's, since a grid shows many.
 */
export function ListToggle({ productId, name }: { productId: string; name: string }) {
  const dispatch = useAppDispatch();
  const isListed = useAppSelector((state) => selectListQuantity(state, productId) > 0);
  const label = isListed ? t('components.shopping_list.remove') : t('components.shopping_list.add');
  return (
    <Pressable
      accessibilityRole="button"
      accessibilityLabel={t('components.shopping_list.named', { action: label, name })}
      aria-pressed={isListed}
      onPress={() => void dispatch(listToggled(productId))}
      style={({ pressed }) => [styles.toggle, isListed && styles.listed, pressed && styles.pressed]}
      testID={`list-toggle-${productId}`}
    >
      <Text variant="caption" style={isListed ? styles.listedLabel : styles.label}>
        {isListed ? '✓ ' : '+ '}
        {label}
      </Text>
    </Pressable>
  );
}

const styles = StyleSheet.create({
  toggle: {
    alignSelf: 'flex-start',
    minHeight: 32,
    justifyContent: 'center',
    borderRadius: radius.pill,
    borderWidth: 1,
    borderColor: palette.link,
    paddingHorizontal: spacing.sm,
  },
  listed: { backgroundColor: palette.link },
  label: { color: palette.link },
  listedLabel: { color: palette.white },
  pressed: { opacity: 0.8 },
});
