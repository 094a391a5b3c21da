/** Saved cards as Spree Storefront API v2 `credit_card` documents (account/credit_cards). */
import type { CreditCardResource } from '@sillon/contract';
import { spreeCardType } from '@sillon/domain';
import type { SavedCard } from './payments.service';

/** The card payment method of `paymentMethods()`, which every saved card belongs to. */
const CARD_PAYMENT_METHOD_ID = '1';

export function creditCardResource(card: SavedCard): CreditCardResource {
  return {
    id: card.id,
    type: 'credit_card',
    attributes: {
      cc_type: spreeCardType(card.brand),
      last_digits: card.last4,
      month: card.expMonth,
      year: card.expYear,
      // Spec §3: a saved card keeps brand, last 4 and expiry only, not the holder's name.
      name: null,
      default: card.isDefault,
      gateway_payment_profile_id: card.paymentMethodId,
    },
    relationships: { payment_method: { data: { id: CARD_PAYMENT_METHOD_ID, type: 'payment_method' } } },
  };
}
