import type { SearchFilterChoice, SearchResponse } from '@sillon/contract';
import { allergenFiltersOf, searchHref, t, type SearchAddress } from '@sillon/domain';
import { Link } from 'expo-router';
import { StyleSheet, View } from 'react-native';
import { Text, typeface, fontSize, palette, radius, spacing } from '@/ui';

/**
 * The label and rack filters worth offering for a search, and the « sans » allergen filters (issue
 * 40: several at once), as links to the filtered search (they work before the app has started,
 * and a chosen one links back to the search without it). `replace`: refining a search keeps its
 * history entry; only a new search adds one.
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
  const { labels, racks, sans } = found.choices;
  if (labels.length === 0 && racks.length === 0 && found.total === 0 && found.filters.sans.length === 0)
    return null;
  const chosenSans = found.filters.sans.map((filter) => filter.slug);
  return (
    <View style={styles.filters} role="group" aria-label={t('screens.search.filters_label')}>
      <FilterRow
        title={t('screens.search.filter_labels')}
        choices={labels}
        chosen={[found.filters.label?.slug]}
        hrefOf={(label) => searchHref({ ...address, label })}
        replace={replace}
        testID="search-filter-label"
      />
      <FilterRow
        title={t('screens.search.filter_racks')}
        choices={racks}
        chosen={[found.filters.rack?.slug]}
        hrefOf={(rack) => searchHref({ ...address, rack })}
        replace={replace}
        testID="search-filter-rack"
      />
      <FilterRow
        title={t('screens.search.filter_sans')}
        hint={t('screens.search.filter_sans_hint')}
        choices={sans}
        chosen={chosenSans}
        hrefOf={(_, slug) =>
          searchHref({
            ...address,
            sans: allergenFiltersOf(
              chosenSans.includes(slug)
                ? chosenSans.filter((chosen) => chosen !== slug)
                : [...chosenSans, slug],
            ),
          })
        }
        replace={replace}
        testID="search-filter-sans"
      />
    </View>
  );
}

function FilterRow({
  title,
  hint,
  choices,
  chosen,
  hrefOf,
  replace,
  testID,
}: {
  title: string;
  hint?: string;
  choices: SearchFilterChoice[];
  chosen: readonly (string | undefined)[];
  /** The search with this choice toggled: `slug` undefined when it is the chosen one. */
  hrefOf(slug: string | undefined, choice: string): string;
  replace: boolean;
  testID: string;
}) {
  if (choices.length === 0) return null;
  return (
    <View style={styles.row}>
      <Text variant="label" tone="muted">
        {title}
      </Text>
      {hint ? (
        <Text variant="caption" tone="muted">
          {hint}
        </Text>
      ) : null}
      <View style={styles.chips}>
        {choices.map((choice) => {
          const isChosen = chosen.includes(choice.slug);
          return (
            <Link
              key={choice.slug}
              href={hrefOf(isChosen ? undefined : choice.slug, choice.slug)}
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
