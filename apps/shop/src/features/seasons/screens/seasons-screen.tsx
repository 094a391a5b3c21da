import {
  SEASONS_CALENDAR_PATH,
  monthName,
  monthShortName,
  produceInSeason,
  seasonText,
  t,
  type ProduceKind,
} from '@sillon/domain';
import { Link, useLocalSearchParams } from 'expo-router';
import { StyleSheet, View } from 'react-native';
import { QueryBoundary } from '@/features/errors';
import { PageHead, Screen, Skeleton, Text, typeface, fontSize, palette, radius, spacing } from '@/ui';
import { useSeasonsQuery } from '../api/seasons-api';

const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

/** The month an address names (`?mois=7`), or undefined for none or a wrong one. */
function monthOfParam(value: string | string[] | undefined): number | undefined {
  const month = Number(Array.isArray(value) ? value[0] : value);
  return Number.isInteger(month) && month >= 1 && month <= 12 ? month : undefined;
}

/**
 * The seasonal calendar (issue 40): the fruit and vegetables harvested in a month, this month at
 * the shop's clock unless the address names another (`?mois=7`), each with its whole season.
 */
export function SeasonsScreen() {
  const seasons = useSeasonsQuery();
  const asked = monthOfParam(useLocalSearchParams<{ mois?: string }>().mois);
  const current = seasons.data?.month;
  const month = asked ?? current;
  return (
    <Screen>
      <PageHead title={t('screens.seasons.title')} description={t('screens.seasons.description')} />
      <Text variant="heading" role="heading" aria-level={1}>
        {t('screens.seasons.title')}
      </Text>
      <Text tone="muted">{t('screens.seasons.intro')}</Text>
      <QueryBoundary queries={asked ? [] : [seasons]} skeleton={<SeasonsSkeleton />}>
        {month ? (
          <View style={styles.page}>
            <View
              role="navigation"
              aria-label={t('screens.seasons.months')}
              style={styles.months}
              testID="seasons-months"
            >
              {MONTHS.map((each) => (
                <Link
                  key={each}
                  href={`${SEASONS_CALENDAR_PATH}?mois=${each}`}
                  accessibilityRole="link"
                  accessibilityState={{ selected: each === month }}
                  style={[styles.month, each === month && styles.monthSelected]}
                >
                  {monthShortName(each)}
                </Link>
              ))}
            </View>
            <Text variant="title" role="heading" aria-level={2}>
              {t('screens.seasons.in_month', {
                month:
                  month === current
                    ? t('screens.seasons.current_month', { month: monthName(month) })
                    : monthName(month),
              })}
            </Text>
            <ProduceList month={month} kind="fruit" />
            <ProduceList month={month} kind="vegetable" />
          </View>
        ) : null}
      </QueryBoundary>
    </Screen>
  );
}

function ProduceList({ month, kind }: { month: number; kind: ProduceKind }) {
  const entries = produceInSeason(month).filter(({ entry }) => entry.kind === kind);
  return (
    <View style={styles.section} testID={`seasons-${kind}`}>
      <Text variant="label" role="heading" aria-level={3}>
        {t(kind === 'fruit' ? 'screens.seasons.fruits' : 'screens.seasons.vegetables')}
      </Text>
      <View style={styles.list}>
        {entries.map(({ key, entry }) => (
          <View key={key} style={styles.entry}>
            <Text variant="label">{entry.name}</Text>
            <Text variant="caption" tone="muted">
              {seasonText(entry.months)}
            </Text>
          </View>
        ))}
      </View>
    </View>
  );
}

function SeasonsSkeleton() {
  return (
    <View style={styles.page}>
      <Skeleton width="100%" height={88} />
      <Skeleton height={24} width="60%" />
      <Skeleton width="100%" height={240} />
    </View>
  );
}

const styles = StyleSheet.create({
  page: { gap: spacing.lg },
  months: { flexDirection: 'row', flexWrap: 'wrap', gap: spacing.sm },
  month: {
    minWidth: 64,
    textAlign: 'center',
    borderWidth: 1,
    borderColor: palette.primary,
    borderRadius: radius.pill,
    paddingHorizontal: spacing.md,
    paddingVertical: spacing.sm,
    color: palette.primary,
    ...typeface.medium,
    fontSize: fontSize.sm,
  },
  monthSelected: { backgroundColor: palette.primary, color: palette.white },
  section: { gap: spacing.sm },
  list: { flexDirection: 'row', flexWrap: 'wrap', gap: spacing.sm },
  entry: {
    flexBasis: 160,
    flexGrow: 1,
    gap: spacing.xxs,
    padding: spacing.md,
    backgroundColor: palette.surface,
    borderRadius: radius.md,
    borderWidth: 1,
    borderColor: palette.border,
  },
});
