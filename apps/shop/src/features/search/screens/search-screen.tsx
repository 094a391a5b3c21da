import {
  appliedFilterNames,
  MAX_SEARCH_LENGTH,
  SEARCH_IDEAS,
  readSearchAddress,
  searchHref,
  searchPageHead,
  searchParamsOf,
  t,
  tCount,
  type SearchAddress,
} from '@sillon/domain';
import { Link, useLocalSearchParams, useRouter } from 'expo-router';
import { useEffect, useState } from 'react';
import { StyleSheet, TextInput, View } from 'react-native';
import type { SearchResponse, SuggestionsResponse } from '@sillon/contract';
import { ProductGrid, ProductGridSkeleton } from '@/features/catalog';
import { QueryBoundary } from '@/features/errors';
import { Announcement, PageHead, Screen, Text, typeface, fontSize, palette, radius, spacing } from '@/ui';
import { useSearchQuery, useSearchRacksQuery, useSearchSuggestionsQuery } from '../api/search-api';
import { SearchFilters } from '../components/search-filters';
import { SearchSuggestions } from '../components/search-suggestions';

/** Searching waits for a pause in typing, so each keystroke does not cost a request. */
export const SEARCH_DEBOUNCE_MS = 250;

/**
 * A search the address names (`/search?s=carotte&label=bio`), so it can be shared, bookmarked and
 * found again with the back button. Each screen holds one search: until one is submitted, typing
 * edits the address in place; once it is, what is typed is previewed, and submitting opens the new
 * search as a new screen (a new history entry), this one going back to its own.
 */
export function SearchScreen() {
  const address = readSearchAddress(useLocalSearchParams());
  const router = useRouter();
  const [text, setText] = useState(address.text);
  const [wasSubmitted, setSubmitted] = useState(address.text !== '');
  // A chosen filter commits the search too: typing must not carry it to another text in place.
  const isSubmitted =
    wasSubmitted || address.label !== undefined || address.rack !== undefined || address.sans !== undefined;
  const [isTyping, setTyping] = useState(false);
  const typed = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);

  // The address moved to another search from outside the box (a suggestion, a correction, the
  // back button): the box shows that search, submitted. The box's own writes come back as `typed`.
  const [lastAddress, setLastAddress] = useState(address.text);
  if (address.text !== lastAddress) {
    setLastAddress(address.text);
    if (address.text !== typed) {
      setText(address.text);
      setTyping(false);
      setSubmitted(address.text !== '');
    }
  }

  useEffect(() => {
    if (isTyping && !isSubmitted && typed !== address.text) {
      router.setParams({ s: typed === '' ? undefined : typed });
    }
  }, [isTyping, isSubmitted, typed, address.text, router]);

  const isPreview = isTyping && isSubmitted && typed !== address.text;
  const shown: SearchAddress = isPreview ? { text: typed } : address;
  const search = useSearchQuery(searchParamsOf(shown), { skip: shown.text === '' });
  // Suggestions are asked for once typing pauses, never for a text already left behind.
  const isSettled = typed === text.trim();
  const suggestions = useSearchSuggestionsQuery(typed, { skip: !isTyping || !isSettled || typed === '' });

  const shownSuggestions =
    isTyping && isSettled && suggestions.data?.query === typed ? suggestions.data : null;

  function handleChangeText(next: string) {
    setText(next);
    setTyping(true);
  }

  function handleSubmit() {
    const next = text.trim();
    setTyping(false);
    // Nothing to search (spaces): the box says again which search the results are of.
    if (next === '') setText(address.text);
    if (next === '' || next === address.text) return;
    if (!isSubmitted) {
      setSubmitted(true);
      router.setParams({ s: next });
      return;
    }
    // This screen keeps its own search for the way back; the new one gets its own screen.
    setText(address.text);
    router.push(searchHref({ text: next }));
  }

  return (
    <Screen wide>
      <SearchHead address={shown} found={search.data} />
      <Text variant="heading" role="heading" aria-level={1}>
        {t('screens.search.title')}
      </Text>
      <View accessibilityRole="search" style={styles.field}>
        <TextInput
          value={text}
          onChangeText={handleChangeText}
          onSubmitEditing={handleSubmit}
          placeholder={t('screens.search.placeholder')}
          placeholderTextColor={palette.muted}
          accessibilityLabel={t('screens.search.label')}
          autoFocus={address.text === ''}
          autoCorrect={false}
          returnKeyType="search"
          enterKeyHint="search"
          maxLength={MAX_SEARCH_LENGTH}
          style={styles.input}
          testID="search-input"
        />
        {shownSuggestions ? (
          <SearchSuggestions suggestions={shownSuggestions} onChoose={() => setTyping(false)} />
        ) : null}
        {/* The list comes below the field, which keeps the focus: screen readers are told it is there. */}
        <Announcement message={suggestionsText(shownSuggestions)} />
      </View>
      {shown.text === '' ? (
        <Text tone="muted">{t('screens.search.empty')}</Text>
      ) : (
        <QueryBoundary queries={[search]} skeleton={<ProductGridSkeleton />}>
          {search.data ? <SearchResults address={shown} found={search.data} replace={!isPreview} /> : null}
        </QueryBoundary>
      )}
    </Screen>
  );
}

/** How many suggestions show, said to screen readers (nothing when none). */
function suggestionsText(suggestions: SuggestionsResponse | null): string {
  const count = suggestions
    ? suggestions.products.length + suggestions.racks.length + suggestions.producers.length
    : 0;
  return count > 0 ? tCount('screens.search.suggestions_count', count) : '';
}

/** The count above the results, or why there are none. */
function countText(address: SearchAddress, found: SearchResponse): string {
  if (found.total === 0) {
    return t(isFilteredSearch(found) ? 'screens.search.no_results_filtered' : 'screens.search.no_results', {
      query: address.text,
    });
  }
  return found.approximateFrom === 0
    ? t('screens.search.no_exact')
    : tCount('screens.search.results', found.approximateFrom ?? found.total);
}

const isFilteredSearch = (found: SearchResponse): boolean =>
  found.filters.label !== null || found.filters.rack !== null || found.filters.sans.length > 0;

function SearchResults({
  address,
  found,
  replace,
}: {
  address: SearchAddress;
  found: SearchResponse;
  replace: boolean;
}) {
  const count = countText(address, found);
  return (
    <View style={styles.results}>
      <SearchFilters address={address} found={found} replace={replace} />
      {/* The results come below the field, which keeps the focus: their count is said. The count
          is of the products with every word; the approximate ones are counted apart. */}
      <Announcement message={count}>
        <Text tone={found.total === 0 ? 'default' : 'muted'} testID="search-count">
          {count}
        </Text>
      </Announcement>
      {found.total === 0 ? (
        isFilteredSearch(found) ? null : (
          <NothingFound corrections={found.corrections} />
        )
      ) : (
        <>
          {found.approximateFrom === null ? (
            <ProductGrid products={found.products} />
          ) : (
            <>
              {found.approximateFrom > 0 ? (
                <ProductGrid products={found.products.slice(0, found.approximateFrom)} />
              ) : null}
              <View style={styles.separator} testID="search-approximate">
                <Text variant="title" role="heading" aria-level={2}>
                  {t('screens.search.approximate', { count: found.total - found.approximateFrom })}
                </Text>
                <Text variant="caption" tone="muted">
                  {t('screens.search.approximate_hint')}
                </Text>
              </View>
              <ProductGrid products={found.products.slice(found.approximateFrom)} />
            </>
          )}
        </>
      )}
    </View>
  );
}

/** A search that found nothing: its words corrected, ideas of searches, and the racks to browse. */
function NothingFound({ corrections }: { corrections: string[] }) {
  const racks = useSearchRacksQuery();
  return (
    <View style={styles.nothing} testID="search-nothing-found">
      {corrections.length > 0 ? (
        <View style={styles.group}>
          <Text variant="label">{t('screens.search.corrections')}</Text>
          <View style={styles.chips}>
            {corrections.map((text) => (
              <Link key={text} href={searchHref({ text })} style={styles.chip}>
                {text}
              </Link>
            ))}
          </View>
        </View>
      ) : null}
      <View style={styles.group}>
        <Text variant="label">{t('screens.search.ideas')}</Text>
        <View style={styles.chips}>
          {SEARCH_IDEAS.map((text) => (
            <Link key={text} href={searchHref({ text })} style={styles.chip}>
              {text}
            </Link>
          ))}
        </View>
      </View>
      {racks.data && racks.data.length > 0 ? (
        <View style={styles.group}>
          <Text variant="label">{t('screens.search.browse_racks')}</Text>
          <View style={styles.chips}>
            {racks.data.map((rack) => (
              <Link key={rack.id} href={rack.path} style={styles.chip}>
                {rack.title}
              </Link>
            ))}
          </View>
        </View>
      ) : null}
    </View>
  );
}

/** The same head as the server render's (`searchMetadata`): the query, the filters, the count. */
function SearchHead({ address, found }: { address: SearchAddress; found: SearchResponse | undefined }) {
  const filterNames = found ? appliedFilterNames(found.filters) : [];
  return <PageHead {...searchPageHead(address, found && { total: found.total, filterNames })} />;
}

function useDebounced(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
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
  field: { gap: spacing.md },
  results: { gap: spacing.md },
  separator: {
    gap: spacing.xs,
    paddingTop: spacing.md,
    borderTopWidth: 1,
    borderTopColor: palette.border,
  },
  nothing: { gap: spacing.lg },
  group: { gap: spacing.sm },
  chips: { flexDirection: 'row', flexWrap: 'wrap', gap: spacing.sm },
  chip: {
    borderWidth: 1,
    borderColor: palette.primary,
    borderRadius: radius.pill,
    paddingHorizontal: spacing.md,
    paddingVertical: spacing.sm,
    color: palette.primary,
    ...typeface.medium,
    fontSize: fontSize.sm,
  },
});
