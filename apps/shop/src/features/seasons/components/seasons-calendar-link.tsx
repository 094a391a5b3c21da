import { SEASONS_CALENDAR_PATH, t } from '@sillon/domain';
import { Link } from 'expo-router';
import { StyleSheet } from 'react-native';
import { typeface, fontSize, palette } from '@/ui';

/** « Le calendrier des saisons », under a « de saison » shelf or home block (issue 40). */
export function SeasonsCalendarLink() {
  return (
    <Link href={SEASONS_CALENDAR_PATH} style={styles.link} testID="seasons-calendar-link">
      {t('components.seasons.calendar_link')}
    </Link>
  );
}

const styles = StyleSheet.create({
  link: {
    ...typeface.medium,
    fontSize: fontSize.sm,
    color: palette.primary,
    textDecorationLine: 'underline',
    alignSelf: 'flex-start',
  },
});
