import type { FoodInformationPayload } from '@sillon/contract';
import {
  allergenNames,
  formatGrams,
  ingredientText,
  shelfLifeDuration,
  t,
  tCount,
  type IngredientPart,
} from '@sillon/domain';
import { Fragment } from 'react';
import { StyleSheet, View } from 'react-native';
import { Text, palette, radius, spacing, typeface } from '@/ui';

/**
 * A product's food information (issue 40, Regulation (EU) 1169/2011): ingredients with their
 * allergens in bold, the allergens and traces, the nutrition declaration, storage, shelf life,
 * origin. What fresh produce does not have (ingredients, nutrition) is not shown.
 */
export function FoodInformationSection({ information }: { information: FoodInformationPayload }) {
  const allergens = allergenNames(information.allergens);
  const traces = allergenNames(information.traces);
  const nutrition = information.nutrition;
  const shelfLife = information.shelfLife;
  const duration = shelfLife ? shelfLifeDuration(shelfLife.days) : undefined;
  return (
    <View style={styles.section} testID="food-information">
      <Text variant="title" role="heading" aria-level={2}>
        {t('components.food.title')}
      </Text>
      {information.ingredients ? (
        <View style={styles.block}>
          <Text variant="label">{t('components.food.ingredients')}</Text>
          <Text testID="food-ingredients">
            {information.ingredients.map((part, index) => (
              <Fragment key={`${index}-${part.name}`}>
                {index > 0 ? ', ' : ''}
                {part.allergen ? (
                  <Text style={styles.allergen}>{asPrinted(part, index)}</Text>
                ) : (
                  asPrinted(part, index)
                )}
              </Fragment>
            ))}
            .
          </Text>
        </View>
      ) : null}
      <View style={styles.block} testID="food-allergens">
        <Text variant="label">{t('components.food.allergens')}</Text>
        <Text>
          {allergens.length > 0 ? allergens.join(', ') : t('components.food.allergens_none')}
          {allergens.length > 0 && information.ingredients ? (
            <Text tone="muted"> — {t('components.food.allergens_bold')}</Text>
          ) : null}
        </Text>
        {traces.length > 0 ? <Text>{t('components.food.traces', { names: traces.join(', ') })}</Text> : null}
      </View>
      {nutrition ? (
        <View style={styles.block} testID="food-nutrition">
          <Text variant="label">
            {t('components.food.nutrition', {
              per: t(nutrition.per === '100g' ? 'components.food.per_100g' : 'components.food.per_100ml'),
            })}
          </Text>
          <View style={styles.table} role="table">
            <Row
              name={t('components.food.energy')}
              value={t('components.food.energy_value', {
                kj: Math.round(nutrition.energyKj).toLocaleString('fr-FR'),
                kcal: Math.round(nutrition.energyKcal).toLocaleString('fr-FR'),
              })}
            />
            <Row name={t('components.food.fat')} grams={nutrition.fat} />
            <Row name={t('components.food.saturates')} grams={nutrition.saturates} indent />
            <Row name={t('components.food.carbohydrate')} grams={nutrition.carbohydrate} />
            <Row name={t('components.food.sugars')} grams={nutrition.sugars} indent />
            {nutrition.fibre !== undefined ? (
              <Row name={t('components.food.fibre')} grams={nutrition.fibre} />
            ) : null}
            <Row name={t('components.food.protein')} grams={nutrition.protein} />
            <Row name={t('components.food.salt')} grams={nutrition.salt} />
          </View>
        </View>
      ) : null}
      {information.alcoholPercent !== undefined ? (
        <Text>
          {t('components.food.alcohol', { percent: information.alcoholPercent.toLocaleString('fr-FR') })}
        </Text>
      ) : null}
      {information.storage ? (
        <View style={styles.block}>
          <Text variant="label">{t('components.food.storage')}</Text>
          <Text>{information.storage}</Text>
        </View>
      ) : null}
      {shelfLife && duration ? (
        <View style={styles.block}>
          <Text variant="label">{t('components.food.shelf_life')}</Text>
          <Text>
            {t(shelfLife.kind === 'useBy' ? 'components.food.use_by' : 'components.food.best_before', {
              duration: tCount(`components.food.${duration.unit}`, duration.count),
            })}
          </Text>
        </View>
      ) : null}
      {information.origin ? (
        <View style={styles.block}>
          <Text variant="label">{t('components.food.origin')}</Text>
          <Text>{information.origin}</Text>
        </View>
      ) : null}
    </View>
  );
}

/** An ingredient as the list prints it: the first one starts with a capital. */
function asPrinted(part: IngredientPart, index: number): string {
  const text = ingredientText(part);
  return index === 0 ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

function Row({
  name,
  grams,
  value,
  indent,
}: {
  name: string;
  grams?: number;
  value?: string;
  indent?: boolean;
}) {
  return (
    <View style={styles.row} role="row">
      <Text role="rowheader" variant="caption" style={[styles.cell, indent ? styles.indent : null]}>
        {name}
      </Text>
      <Text role="cell" variant="caption" style={styles.value}>
        {value ?? t('components.food.grams', { value: formatGrams(grams ?? 0) })}
      </Text>
    </View>
  );
}

const styles = StyleSheet.create({
  section: {
    gap: spacing.md,
    backgroundColor: palette.surface,
    borderRadius: radius.md,
    padding: spacing.lg,
  },
  block: { gap: spacing.xxs },
  allergen: { ...typeface.bold },
  table: { borderTopWidth: StyleSheet.hairlineWidth, borderColor: palette.muted },
  row: {
    flexDirection: 'row',
    justifyContent: 'space-between',
    gap: spacing.md,
    paddingVertical: spacing.xxs,
    borderBottomWidth: StyleSheet.hairlineWidth,
    borderColor: palette.muted,
  },
  cell: { flexShrink: 1 },
  indent: { paddingLeft: spacing.lg },
  value: { textAlign: 'right' },
});
