import { findProduct, sortReviewsNewestFirst, t, tCount } from '@sillon/domain';
import { Link } from 'expo-router';
import { useState } from 'react';
import { StyleSheet, View } from 'react-native';
import { productPagePath, useRoutingQuery } from '@/features/catalog';
import { NotFoundPanel, QueryBoundary } from '@/features/errors';
import { Button, PageHead, Screen, Skeleton, Text, palette, spacing } from '@/ui';
import { useMyReviewQuery, useReviewsQuery } from '../api/reviews-api';
import { useAppSelector } from '@/store/hooks';
import { ReviewCard } from '../components/review-card';
import { ReviewForm } from '../components/review-form';

/**
 * A product's reviews (spec §2 `pp/{id}/reviews`, and `pp/{id}/retail/reviews` from its retail
 * variant's card): newest first, a page at a time, with the average and the form to write one (a
 * review posted shows at once: the pages are asked again).
 */
export function ReviewsScreen({ segment, retail = false }: { segment: string; retail?: boolean }) {
  const cardPath = `/pp/${segment}${retail ? '/retail' : ''}`;
  // The product page's routing data: shared with it, asked once for both.
  const routing = useRoutingQuery(productPagePath(segment));
  const route = routing.data ? findProduct(segment, routing.data.products) : undefined;
  const [page, setPage] = useState(1);
  const reviews = useReviewsQuery({ productId: route?.id ?? '', page }, { skip: !route });
  const data = reviews.data;
  // The customer's own review shows in the form's box (« Votre avis »): not a second time below.
  const isCustomer = useAppSelector((state) => state.auth.status === 'authenticated');
  const mine = useMyReviewQuery(route?.id ?? '', { skip: !route || !isCustomer });
  const ownId = isCustomer ? mine.data?.id : undefined;
  return (
    <Screen>
      <QueryBoundary queries={[routing, reviews]} skeleton={<Skeleton width="100%" height={120} />}>
        {routing.data && !route ? <NotFoundPanel /> : null}
        {route && data ? (
          <View style={styles.list}>
            <PageHead title={t('screens.reviews.title', { name: route.displayName })} />
            <Text variant="heading" role="heading" aria-level={1}>
              {t('screens.reviews.title', { name: route.displayName })}
            </Text>
            <Text variant="label">
              {data.totalCount === 0
                ? t('screens.reviews.none')
                : tCount('components.product.rating', data.totalCount, {
                    average: data.averageRating.toLocaleString('fr-FR'),
                  })}
            </Text>
            <ReviewForm
              productId={route.id}
              productPath={`${cardPath}/reviews`}
              onPosted={() => setPage(1)}
            />
            {sortReviewsNewestFirst(data.reviews.filter((review) => review.id !== ownId)).map((review) => (
              <ReviewCard key={review.id} review={review} />
            ))}
            {data.totalPages > 1 ? (
              <View style={styles.pager}>
                <Button
                  label={t('screens.reviews.previous')}
                  variant="outline"
                  disabled={page <= 1}
                  onPress={() => setPage(page - 1)}
                />
                <Text>{t('screens.reviews.page', { page, total: data.totalPages })}</Text>
                <Button
                  label={t('screens.reviews.next')}
                  variant="outline"
                  disabled={page >= data.totalPages}
                  onPress={() => setPage(page + 1)}
                />
              </View>
            ) : null}
            <Link href={cardPath} style={styles.back} accessibilityRole="link">
              {t('screens.reviews.back')}
            </Link>
          </View>
        ) : null}
      </QueryBoundary>
    </Screen>
  );
}

const styles = StyleSheet.create({
  list: { gap: spacing.md },
  // On a phone the two buttons and the page number do not fit one line: they wrap, never clipped.
  pager: {
    flexDirection: 'row',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: spacing.md,
  },
  back: { color: palette.link, textDecorationLine: 'underline' },
});
