import { t, tCount } from '@sillon/domain';
import { useEffect, useState } from 'react';
import { StyleSheet, TextInput, View } from 'react-native';
import { ProductGrid, ProductGridSkeleton } from '@/features/catalog';
import { QueryBoundary } from '@/features/errors';
import { PageHead, Screen, Text, typeface, fontSize, palette, radius, spacing } from '@/ui';
import { useSearchQuery } from '../api/search-api';

/** Searching waits for a pause in typing, so each keystroke does not cost a request. */
export const SEARCH_DEBOUNCE_MS = 250;

export function SearchScreen() {
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const search = useSearchQuery(query, { skip: query === '' });

  return (
    <Screen>
      <PageHead title={t('screens.search.title')} />
      <Text variant="heading" role="heading" aria-level={1}>
        {t('screens.search.title')}
      </Text>
      <TextInput
        value={text}
        onChangeText={setText}
        placeholder={t('screens.search.placeholder')}
        placeholderTextColor={palette.muted}
        accessibilityLabel={t('screens.search.label')}
        autoFocus
        autoCorrect={false}
        returnKeyType="search"
        maxLength={100}
        style={styles.input}
        testID="search-input"
      />
      {query === '' ? (
        <Text tone="muted">{t('screens.search.empty')}</Text>
      ) : (
        <QueryBoundary queries={[search]} skeleton={<ProductGridSkeleton />}>
          {search.data && search.data.products.length === 0 ? (
            <Text>{t('screens.search.no_results', { query })}</Text>
          ) : null}
          {search.data && search.data.products.length > 0 ? (
            <View style={styles.results}>
              <Text tone="muted" accessibilityLiveRegion="polite">
                {tCount('screens.search.results', search.data.total)}
              </Text>
              <ProductGrid products={search.data.products} />
            </View>
          ) : null}
        </QueryBoundary>
      )}
    </Screen>
  );
}

const styles = StyleSheet.create({
  input: {
    minHeight: 48,
    borderWidth: 1,
    borderColor: palette.primary,
    borderRadius: radius.md,
    paddingHorizontal: spacing.lg,
    ...typeface.regular,
    fontSize: fontSize.md,
    color: palette.primary,
    backgroundColor: palette.surface,
  },
  results: { gap: spacing.md },
});
