/** Why the processor did not authorise a payment, as the shop's error code (spec §8 "Payment"). */
import { isErrorCode, type ErrorCode } from '@sillon/domain';
import type { IntentView } from '../payments';

/**
 * The processor's own reason when the catalogue has its French text (`card_declined`,
 * `authentication_failed`...). Without one, spec §8's confirmation failed, canceled, or unknown
 * (any other state, such as an action the shop cannot take): the card was not charged either way.
 */
export function paymentFailureCode(intent: Pick<IntentView, 'status' | 'failure'>): ErrorCode {
  if (intent.failure && isErrorCode(intent.failure)) return intent.failure;
  if (intent.status === 'failed') return 'payment_confirmation_failed';
  if (intent.status === 'canceled') return 'payment_confirmation_canceled';
  return 'payment_confirmation_unknown';
}
