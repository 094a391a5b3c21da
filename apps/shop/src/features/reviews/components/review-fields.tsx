import type { Review } from '@sillon/contract';
import {
  ANONYMOUS_DISPLAY_NAME,
  RATING_MAX,
  RATING_MIN,
  REVIEW_COMMENT_MAX_LENGTH,
  REVIEW_TITLE_MAX_LENGTH,
  errorText,
  isErrorCode,
  t,
  validateReview,
} from '@sillon/domain';
import { useState } from 'react';
import { Pressable, StyleSheet, View } from 'react-native';
import { useAccountQuery } from '@/features/account';
import { readFailure } from '@/lib/api';
import { Button, Checkbox, Text, TextField, choiceKeys, palette, radius, spacing } from '@/ui';
import { useReviewPostedMutation } from '../api/reviews-api';

type FieldErrors = { title?: string; rating?: string; userName?: string; form?: string };

/**
 * The review's fields (spec §5, §8, issue 17): stars 0 to 5 as a radio group, a title, a comment
 * and « Publier anonymement », filled with the customer's review when they edit it. The domain's
 * rule checks it before sending; the server's codes land under the same fields.
 */
export function ReviewFields({
  productId,
  review,
  onSaved,
  onCancel,
}: {
  productId: string;
  /** The customer's review being edited; none for a first one. */
  review?: Review | undefined;
  onSaved(review: Review): void;
  onCancel?: (() => void) | undefined;
}) {
  const account = useAccountQuery();
  const [rating, setRating] = useState<number | null>(review?.rating ?? null);
  const [title, setTitle] = useState(review?.title ?? '');
  const [comment, setComment] = useState(review?.comment ?? '');
  const [isAnonymous, setIsAnonymous] = useState(review?.displayName === ANONYMOUS_DISPLAY_NAME);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [postReview, posting] = useReviewPostedMutation();

  const handleSubmit = async () => {
    const checked = validateReview({
      title,
      rating,
      comment,
      isAnonymous,
      userName: account.data?.firstName,
    });
    if (!checked.ok) {
      setErrors(fieldErrors(checked.fields));
      return;
    }
    const result = await postReview({
      productId,
      review: { rating: checked.value.rating, title: checked.value.title, comment, anonymous: isAnonymous },
    });
    if ('error' in result) {
      setErrors(serverErrors(result.error));
      return;
    }
    setErrors({});
    onSaved(result.data);
  };

  return (
    <>
      <StarsField rating={rating} error={errors.rating} onChange={setRating} />
      <TextField
        label={t('components.review_form.title_label')}
        value={title}
        onChangeText={setTitle}
        error={errors.title}
        countsTo={REVIEW_TITLE_MAX_LENGTH}
      />
      <TextField
        label={t('components.review_form.comment_label')}
        value={comment}
        onChangeText={setComment}
        multiline
        countsTo={REVIEW_COMMENT_MAX_LENGTH}
      />
      <Checkbox
        label={t('components.review_form.anonymous')}
        checked={isAnonymous}
        onChange={setIsAnonymous}
      />
      {errors.userName ? (
        <Text variant="caption" tone="error" accessibilityRole="alert">
          {errors.userName}
        </Text>
      ) : null}
      <Button
        label={t(review ? 'components.review_form.save' : 'components.review_form.submit')}
        onPress={() => void handleSubmit()}
        // A signed review carries the account's first name: wait for it rather than call it missing.
        disabled={posting.isLoading || (!account.data && !account.isError)}
      />
      {onCancel ? (
        <Button variant="outline" label={t('components.review_form.cancel')} onPress={onCancel} />
      ) : null}
      {errors.form ? (
        <Text tone="error" accessibilityRole="alert">
          {errors.form}
        </Text>
      ) : null}
    </>
  );
}

/** Stars 0 to 5 as radios: « 0 étoile » is a rating too (spec §9), so it has its own choice. */
function StarsField({
  rating,
  error,
  onChange,
}: {
  rating: number | null;
  error?: string | undefined;
  onChange(rating: number): void;
}) {
  const choices = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, index) => RATING_MIN + index);
  return (
    <View style={styles.field}>
      <Text variant="label" nativeID="review-rating-label">
        {t('components.review_form.rating_label')}
      </Text>
      <View role="radiogroup" aria-labelledby="review-rating-label" style={styles.stars}>
        {choices.map((choice) => {
          const isChecked = rating === choice;
          return (
            <Pressable
              key={choice}
              accessibilityRole="radio"
              accessibilityLabel={t('components.review_form.stars', { count: choice })}
              accessibilityState={{ checked: isChecked }}
              aria-checked={isChecked}
              onPress={() => onChange(choice)}
              {...choiceKeys(() => onChange(choice), 'radio')}
              style={[styles.star, isChecked && styles.starChecked]}
            >
              <Text style={isChecked ? styles.starCheckedLabel : styles.starLabel}>
                {choice === 0 ? '0' : `${choice} ★`}
              </Text>
            </Pressable>
          );
        })}
      </View>
      {rating !== null ? (
        <Text variant="caption" tone="muted">
          {'★'.repeat(rating)}
          {'☆'.repeat(RATING_MAX - rating)}
        </Text>
      ) : null}
      {error ? (
        <Text variant="caption" tone="error" accessibilityRole="alert">
          {error}
        </Text>
      ) : null}
    </View>
  );
}

/** The French text under each field, from the rule's or the server's field codes. */
function fieldErrors(fields: unknown): FieldErrors {
  const errors: FieldErrors = {};
  if (typeof fields !== 'object' || fields === null) return errors;
  for (const [field, code] of Object.entries(fields as Record<string, unknown>)) {
    const first = Array.isArray(code) ? (code[0] as unknown) : code;
    if (typeof first !== 'string' || !isErrorCode(first)) continue;
    if (field === 'title' || field === 'rating' || field === 'userName')
      errors[field] = errorText(first).content;
  }
  return errors;
}

/** Refusals the customer can act on; any other failure (offline, a server fault) is « n'a pas pu être envoyé ». */
const TOLD_AS_IS = new Set(['review_customer_required', 'product_not_found']);

/** A refused review: its fields' texts under the fields, else one sentence under the form. */
function serverErrors(error: unknown): FieldErrors {
  const failure = readFailure(error);
  const errors = fieldErrors(failure.fields);
  if (Object.keys(errors).length > 0) return errors;
  const code = failure.code && TOLD_AS_IS.has(failure.code) ? failure.code : 'review_not_sent';
  return { form: errorText(code).content };
}

const styles = StyleSheet.create({
  field: { gap: spacing.xs },
  stars: { flexDirection: 'row', flexWrap: 'wrap', gap: spacing.xs },
  star: {
    minWidth: 44,
    minHeight: 44,
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: radius.pill,
    borderWidth: 1,
    borderColor: palette.primary,
    paddingHorizontal: spacing.sm,
  },
  starChecked: { backgroundColor: palette.primary },
  starLabel: { color: palette.primary },
  starCheckedLabel: { color: palette.white },
});
