import type { SearchFilterChoice, SearchResponse } from '@sillon/contract';
import { searchHref, t, type SearchAddress } from '@sillon/domain';
import { Link } from 'expo-router';
import { StyleSheet, View } from 'react-native';
import { Text, typeface, fontSize, palette, radius, spacing } from '@/ui';

/**
 * The label and rack filters worth offering for a search, as links to the filtered search (they
 * work before the app has started, and a chosen one links back to the search without it).
 * `replace`: refining a search keeps its history entry; only a new search adds one.
 */
export function SearchFilters({
  address,
  found,
  replace,
}: {
  address: SearchAddress;
  found: SearchResponse;
  replace: boolean;
}) {
  const { labels, racks } = found.choices;
  if (labels.length === 0 && racks.length === 0) return null;
  return (
    <View style={styles.filters} role="group" aria-label={t('screens.search.filters_label')}>
      <FilterRow
        title={t('screens.search.filter_labels')}
        choices={labels}
        chosen={found.filters.label?.slug}
        hrefOf={(label) => searchHref({ ...address, label })}
        replace={replace}
        testID="search-filter-label"
      />
      <FilterRow
        title={t('screens.search.filter_racks')}
        choices={racks}
        chosen={found.filters.rack?.slug}
        hrefOf={(rack) => searchHref({ ...address, rack })}
        replace={replace}
        testID="search-filter-rack"
      />
    </View>
  );
}

function FilterRow({
  title,
  choices,
  chosen,
  hrefOf,
  replace,
  testID,
}: {
  title: string;
  choices: SearchFilterChoice[];
  chosen: string | undefined;
  hrefOf(slug: string | undefined): string;
  replace: boolean;
  testID: string;
}) {
  if (choices.length === 0) return null;
  return (
    <View style={styles.row}>
      <Text variant="label" tone="muted">
        {title}
      </Text>
      <View style={styles.chips}>
        {choices.map((choice) => {
          const isChosen = choice.slug === chosen;
          return (
            <Link
              key={choice.slug}
              href={hrefOf(isChosen ? undefined : choice.slug)}
              replace={replace}
              accessibilityRole="link"
              accessibilityState={{ selected: isChosen }}
              aria-current={isChosen ? 'true' : undefined}
              style={[styles.chip, isChosen && styles.chipChosen]}
              testID={`${testID}-${choice.slug}`}
            >
              {t('screens.search.filter_count', { name: choice.name, count: choice.count })}
            </Link>
          );
        })}
      </View>
    </View>
  );
}

const styles = StyleSheet.create({
  filters: { gap: spacing.md },
  row: { gap: spacing.xs },
  chips: { flexDirection: 'row', flexWrap: 'wrap', gap: spacing.sm },
  chip: {
    borderWidth: 1,
    borderColor: palette.primary,
    borderRadius: radius.pill,
    paddingHorizontal: spacing.md,
    paddingVertical: spacing.sm,
    color: palette.primary,
    backgroundColor: palette.surface,
    ...typeface.medium,
    fontSize: fontSize.sm,
  },
  chipChosen: { backgroundColor: palette.primary, color: palette.white },
});
