import type { Review } from '@sillon/contract';
import { ANONYMOUS_DISPLAY_NAME, RATING_MAX, formatParisLongDate, t } from '@sillon/domain';
import type { ReactNode } from 'react';
import { StyleSheet, View, type StyleProp, type ViewStyle } from 'react-native';
import { Text, palette, radius, spacing } from '@/ui';

/** One review as the product's reviews show it: stars and title, « Achat vérifié », comment, author and date. */
export function ReviewCard({
  review,
  style,
  children,
}: {
  review: Review;
  style?: StyleProp<ViewStyle>;
  children?: ReactNode;
}) {
  return (
    <View style={[styles.review, style]}>
      <Text variant="label">
        {'★'.repeat(review.rating)}
        {'☆'.repeat(RATING_MAX - review.rating)} {review.title}
      </Text>
      {review.verifiedPurchase ? (
        <Text variant="caption" style={styles.verified}>
          ✓ {t('screens.reviews.verified')}
        </Text>
      ) : null}
      {review.comment ? <Text>{review.comment}</Text> : null}
      <Text variant="caption" tone="muted">
        {t('screens.reviews.by', {
          name:
            review.displayName === ANONYMOUS_DISPLAY_NAME
              ? t('screens.reviews.anonymous')
              : review.displayName,
          // « le 7 décembre 2026 », as the shop writes every date a customer reads.
          date: formatParisLongDate(review.createdAt),
        })}
      </Text>
      {children}
    </View>
  );
}

const styles = StyleSheet.create({
  review: { gap: spacing.xs, backgroundColor: palette.surface, borderRadius: radius.md, padding: spacing.lg },
  verified: {
    alignSelf: 'flex-start',
    backgroundColor: palette.informational,
    borderRadius: radius.pill,
    paddingHorizontal: spacing.sm,
  },
});
