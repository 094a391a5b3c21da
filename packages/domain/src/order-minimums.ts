/** The two amount floors of an order (spec §5, §9): the order minimum and the minimum payable. */
import { DEFAULT_MINIMUM_ORDER_CENTS } from './customer';
import { formatEuros, type Cents } from './money';
import { ok, violation, type Result } from './result';

/** Spec §5, §9: "Minimum payable 1 euro": a card payment below it cannot be taken. */
export const MINIMUM_PAYABLE_CENTS: Cents = 100;

/**
 * Spec §5: "Pour valider votre commande, vous devez avoir au moins 1 euro à payer." Vouchers and
 * store credit may bring the amount to pay below it; the order then cannot be validated.
 */
export function checkMinimumPayable(amountToPayCents: Cents): Result<Cents, 'minimum_payable_not_reached'> {
  return amountToPayCents >= MINIMUM_PAYABLE_CENTS
    ? ok(amountToPayCents)
    : violation('minimum_payable_not_reached');
}

/**
 * Spec §5, §9: a minimum order subtotal applies, 15 € unless the account gives its own
 * (`minimumOrderValue`). The violation carries the formatted minimum for the detailed sentence.
 */
export function checkMinimumOrder(
  subtotalCents: Cents,
  minimumOrderCents: Cents = DEFAULT_MINIMUM_ORDER_CENTS,
): Result<Cents, 'minimum_order_not_reached'> {
  return subtotalCents >= minimumOrderCents
    ? ok(subtotalCents)
    : violation('minimum_order_not_reached', { params: { minimum: formatEuros(minimumOrderCents) } });
}

/** How much is still missing to reach the order minimum (0 once reached), for the cart's hint. */
export function missingForMinimumOrder(
  subtotalCents: Cents,
  minimumOrderCents: Cents = DEFAULT_MINIMUM_ORDER_CENTS,
): Cents {
  return Math.max(0, minimumOrderCents - subtotalCents);
}
