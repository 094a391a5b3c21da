import type { Review } from '@sillon/contract';
import { t } from '@sillon/domain';
import { Link, type Href } from 'expo-router';
import { useState } from 'react';
import { StyleSheet, View } from 'react-native';
import { selectIsCustomer, selectIsSessionStarting } from '@/features/auth';
import { useAppSelector } from '@/store/hooks';
import { Button, Notice, Skeleton, Text, palette, radius, spacing } from '@/ui';
import { useMyReviewQuery } from '../api/reviews-api';
import { ReviewCard } from './review-card';
import { ReviewFields } from './review-fields';

/** What the product page gives the form: the product, where to come back after sign-in, what to refresh. */
export type ReviewFormProps = { productId: string; productPath: string; onPosted?(): void };

/**
 * Giving one's review of a product (spec §5, §8, issue 17). A customer has one review per product:
 * once written, it is shown here with « Modifier mon avis » rather than a form for another one.
 * Only a signed-in customer writes: others get a sign-in link.
 */
export function ReviewForm({ productId, productPath, onPosted }: ReviewFormProps) {
  const isCustomer = useAppSelector(selectIsCustomer);
  // While the page's start restores the session, a customer is not yet known as one: not asked to sign in.
  const isSessionStarting = useAppSelector(selectIsSessionStarting);
  return (
    <View style={styles.form} testID="review-form">
      {isSessionStarting ? (
        <View testID="review-form-pending">
          <Skeleton width="100%" height={120} />
        </View>
      ) : isCustomer ? (
        <CustomerReview productId={productId} onPosted={onPosted} />
      ) : (
        <>
          <Heading text={t('components.review_form.title')} />
          <Link
            href={{ pathname: '/pre-login', params: { next: productPath } } as Href}
            style={styles.link}
            accessibilityRole="link"
          >
            {t('components.review_form.sign_in')}
          </Link>
        </>
      )}
    </View>
  );
}

/** The customer's review shown (editable), the fields to edit it, or the fields for a first one. */
function CustomerReview({ productId, onPosted }: Omit<ReviewFormProps, 'productPath'>) {
  const mine = useMyReviewQuery(productId);
  const [isEditing, setEditing] = useState(false);
  const [saved, setSaved] = useState<'posted' | 'edited' | null>(null);
  // The review as the server answered it, shown while the customer's review is asked again.
  const [written, setWritten] = useState<Review | undefined>();
  const review = written ?? mine.data ?? undefined;

  if (mine.isLoading) return <Skeleton width="100%" height={120} />;
  if (review && !isEditing) {
    return (
      <>
        <Heading text={t('components.review_form.own_title')} />
        <ReviewCard review={review} style={styles.own} />
        <Button
          variant="outline"
          label={t('components.review_form.edit')}
          onPress={() => {
            setSaved(null);
            setEditing(true);
          }}
        />
        {saved ? (
          <Notice
            tone="info"
            message={t(
              saved === 'posted' ? 'components.review_form.posted' : 'components.review_form.edited',
            )}
            testID="review-saved"
          />
        ) : null}
      </>
    );
  }
  return (
    <>
      <Heading text={t(review ? 'components.review_form.edit' : 'components.review_form.title')} />
      <ReviewFields
        // A new key when the review changes: the fields start from what the server holds.
        key={review?.id ?? 'new'}
        productId={productId}
        review={review}
        onSaved={(answer) => {
          setWritten(answer);
          setSaved(review ? 'edited' : 'posted');
          setEditing(false);
          onPosted?.();
        }}
        onCancel={review ? () => setEditing(false) : undefined}
      />
    </>
  );
}

function Heading({ text }: { text: string }) {
  return (
    <Text variant="title" role="heading" aria-level={2}>
      {text}
    </Text>
  );
}

const styles = StyleSheet.create({
  form: { gap: spacing.md, backgroundColor: palette.surface, borderRadius: radius.md, padding: spacing.lg },
  // Inside the form's own box: no second background.
  own: { padding: 0 },
  link: { color: palette.link, textDecorationLine: 'underline' },
});
