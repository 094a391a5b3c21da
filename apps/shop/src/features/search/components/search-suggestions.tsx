import type { SuggestionsResponse } from '@sillon/contract';
import { searchHref, t } from '@sillon/domain';
import { Link } from 'expo-router';
import { StyleSheet, View } from 'react-native';
import { Text, typeface, fontSize, palette, radius, spacing } from '@/ui';

type Entry = { key: string; text: string; href: string };

/**
 * Products, racks and farms for the text being typed: a product or a rack opens its page, a farm
 * the search of its name (its products carry it).
 */
export function SearchSuggestions({
  suggestions,
  onChoose,
}: {
  suggestions: SuggestionsResponse;
  onChoose(): void;
}) {
  const sections: { title: string; entries: Entry[] }[] = [
    {
      title: t('screens.search.suggestions_products'),
      entries: suggestions.products.map((product) => ({
        key: product.id,
        text: product.name,
        href: product.path,
      })),
    },
    {
      title: t('screens.search.suggestions_racks'),
      entries: suggestions.racks.map((rack) => ({ key: rack.id, text: rack.title, href: rack.path })),
    },
    {
      title: t('screens.search.suggestions_producers'),
      entries: suggestions.producers.map((producer) => ({
        key: producer.key,
        text: t('screens.search.suggestion_producer', {
          farmName: producer.farmName,
          region: producer.region,
        }),
        href: searchHref({ text: producer.farmName }),
      })),
    },
  ].filter((section) => section.entries.length > 0);
  if (sections.length === 0) return null;
  return (
    <View
      style={styles.panel}
      role="region"
      aria-label={t('screens.search.suggestions_label')}
      testID="search-suggestions"
    >
      {sections.map((section) => (
        <View key={section.title} style={styles.section}>
          <Text variant="caption" tone="muted">
            {section.title}
          </Text>
          {section.entries.map((entry) => (
            <Link
              key={entry.key}
              href={entry.href}
              onPress={onChoose}
              accessibilityRole="link"
              style={styles.entry}
            >
              {entry.text}
            </Link>
          ))}
        </View>
      ))}
    </View>
  );
}

const styles = StyleSheet.create({
  panel: {
    gap: spacing.md,
    padding: spacing.md,
    borderWidth: 1,
    borderColor: palette.border,
    borderRadius: radius.md,
    backgroundColor: palette.surface,
  },
  section: { gap: spacing.xs },
  entry: {
    paddingVertical: spacing.sm,
    color: palette.primary,
    ...typeface.medium,
    fontSize: fontSize.md,
  },
});
