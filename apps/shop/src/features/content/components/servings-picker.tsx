import { MAX_SERVINGS, MIN_SERVINGS, clampServings, t, tCount } from '@sillon/domain';
import { StyleSheet, View } from 'react-native';
import { Button, Text, spacing } from '@/ui';

/** − « 6 personnes » +: the servings the recipe's quantities are shown and bought for. */
export function ServingsPicker({
  servings,
  onChange,
}: {
  servings: number;
  onChange(servings: number): void;
}) {
  return (
    <View style={styles.row} role="group" aria-label={t('screens.recipe.servings_label')}>
      <Button
        label="−"
        variant="outline"
        accessibilityLabel={t('screens.recipe.fewer_servings')}
        disabled={servings <= MIN_SERVINGS}
        onPress={() => onChange(clampServings(servings - 1))}
        style={styles.button}
      />
      <Text variant="label" aria-live="polite" testID="recipe-servings">
        {tCount('screens.recipe.servings', servings)}
      </Text>
      <Button
        label="+"
        variant="outline"
        accessibilityLabel={t('screens.recipe.more_servings')}
        disabled={servings >= MAX_SERVINGS}
        onPress={() => onChange(clampServings(servings + 1))}
        style={styles.button}
      />
    </View>
  );
}

const styles = StyleSheet.create({
  row: { flexDirection: 'row', alignItems: 'center', gap: spacing.md },
  button: { minWidth: 44, paddingHorizontal: spacing.md },
});
