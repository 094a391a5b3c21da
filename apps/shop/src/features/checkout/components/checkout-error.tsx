import { errorText, isErrorCode, type ErrorText } from '@sillon/domain';
import type { ReactNode } from 'react';
import { ErrorCodeLine } from '@/features/errors';
import { Notice } from '@/ui';
import type { CheckoutFailure } from '../api/checkout-api';

/**
 * The French title and sentence of a refused checkout call, chosen by its code (spec §8). A code
 * the catalogue does not know yet keeps the server's French sentence, else the technical problem.
 */
export function checkoutErrorText(failure: Pick<CheckoutFailure, 'code' | 'message'>): ErrorText {
  if (isErrorCode(failure.code)) return errorText(failure.code);
  const fallback = errorText('internal_error');
  return { title: fallback.title, content: failure.message ?? fallback.content };
}

/** The refusal's Notice; a code the catalogue does not know is quoted for the customer service. */
export function CheckoutError({
  failure,
  children,
}: {
  failure: Pick<CheckoutFailure, 'code' | 'message'>;
  children?: ReactNode;
}) {
  const text = checkoutErrorText(failure);
  return (
    <Notice tone="error" title={text.title} message={text.content} testID="checkout-error">
      <ErrorCodeLine code={failure.code} />
      {children}
    </Notice>
  );
}
