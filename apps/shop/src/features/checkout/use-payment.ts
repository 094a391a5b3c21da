/**
 * Paying the order (spec §7, §8 "Payment"): a payment method from the card processor (a new
 * card, or a wallet: the sandbox's or Stripe's, `features/payments`), or a saved card; the
 * payment created on the order, of the amount the customer was shown; then completion.
 * - 3-D Secure: completion answers `payment_requires_action` with the intent's client secret; the
 *   customer answers the processor's challenge, and completion runs again (and gives the bank's
 *   refusal, if any). A challenge that cannot be looked up is "card action unknown".
 * - No answer to completion: never pay twice. The order's status says whether it went through;
 *   if not, « Réessayer » completes again (the server makes completion idempotent).
 * Once complete: the cart is reinitialised (spec §4), which resets the order; the confirmation
 * screens read the paid order.
 */
import { checkoutPath, spreeCardType, toDecimalString } from '@sillon/domain';
import { router, type Href } from 'expo-router';
import { useCallback, useState } from 'react';
import { accountLoaded } from '@/features/account';
import { cartReinitialized } from '@/features/cart';
import {
  WALLET_CANCELED,
  useCardAuthentication,
  type CardProcessor,
  type CreatePaymentMethod,
  type ProcessorPaymentMethod,
  type WalletKind,
} from '@/features/payments';
import { useAppDispatch } from '@/store/hooks';
import { checkoutApi, checkoutFailure, type CheckoutFailure } from './api/checkout-api';
import type { CreatePaymentBody, PaymentMethodsDocument } from './api/checkout-types';
import { paymentCreated } from './state/order-slice';

export type PaymentPhase =
  | { kind: 'idle' }
  | { kind: 'paying' }
  | { kind: 'checking' }
  | { kind: 'network_lost' }
  | { kind: 'failed'; failure: CheckoutFailure };

export type PaymentMethodCode = 'credit_card' | 'apple_pay' | 'google_pay';

/** The shop's code of a Spree payment method (`credit_card`, `apple_pay`, `google_pay`). */
export function paymentMethodCode(method: PaymentMethodsDocument['data'][number]): PaymentMethodCode {
  return method.attributes.public_metadata.code;
}

export function usePayment(
  order: { id: string; token: string },
  methods: PaymentMethodsDocument | undefined,
  processor: CardProcessor,
  /** The amount the step shows: the checkout refuses to take another (a price changed meanwhile). */
  amountCents: number,
) {
  const dispatch = useAppDispatch();
  const { authenticate, sheet: challengeSheet } = useCardAuthentication(processor);
  const [phase, setPhase] = useState<PaymentPhase>({ kind: 'idle' });
  const [createPayment] = checkoutApi.useCreatePaymentMutation();
  const [completeCheckout] = checkoutApi.useCompleteCheckoutMutation();

  const methodId = useCallback(
    (code: PaymentMethodCode) => methods?.data.find((method) => paymentMethodCode(method) === code)?.id,
    [methods],
  );

  const finish = useCallback(() => {
    // Spec §4: the cart starts again, which resets the order; the confirmation reads the paid
    // order from the account, and nothing asks for this order's cart again.
    dispatch(cartReinitialized());
    // The order's address is now the account's (the next checkout starts from it).
    void dispatch(accountLoaded());
    router.replace(checkoutPath(order.id, 'confirmation') as Href);
  }, [dispatch, order.id]);

  const fail = (failure: CheckoutFailure) => setPhase({ kind: 'failed', failure });

  /** After a lost answer: the order's status tells whether it was paid. */
  const checkStatus = useCallback(async (): Promise<boolean> => {
    setPhase({ kind: 'checking' });
    const status = await dispatch(
      checkoutApi.endpoints.orderStatus.initiate(
        { token: order.token, orderId: order.id },
        { subscribe: false, forceRefetch: true },
      ),
    );
    if (status.data?.data.attributes.state === 'complete') {
      finish();
      return true;
    }
    setPhase({ kind: 'network_lost' });
    return false;
  }, [dispatch, finish, order.id, order.token]);

  /**
   * Completes the order; answers whether it is paid (a lost answer is not yet). A 3-D Secure
   * challenge the customer answered means completing again, which gives the bank's answer; a
   * challenge that could not be answered is its own refusal (`card_action_…`).
   */
  const complete = useCallback(async (): Promise<boolean> => {
    for (;;) {
      setPhase({ kind: 'paying' });
      const answer = await completeCheckout({ token: order.token });
      if (answer.data) {
        if (answer.data.data.attributes.state === 'complete') {
          finish();
          return true;
        }
        // Spec §8 "confirmation unknown": an answer that neither placed nor refused the order.
        fail({ code: 'payment_confirmation_unknown' });
        return false;
      }
      const refused = checkoutFailure(answer.error);
      if (refused.code === 'network_error') return checkStatus();
      if (refused.code !== 'payment_requires_action' || !refused.clientSecret) {
        fail(refused);
        return false;
      }
      const answered = await authenticate(refused.clientSecret);
      if (!answered.ok) {
        fail({ code: answered.code });
        return false;
      }
    }
  }, [authenticate, checkStatus, completeCheckout, finish, order.token]);

  const payWith = useCallback(
    async (body: CreatePaymentBody): Promise<boolean> => {
      const created = await createPayment({
        token: order.token,
        body: { ...body, amount: toDecimalString(amountCents) },
      });
      if (!created.data) {
        fail(checkoutFailure(created.error));
        return false;
      }
      const payments = created.data.data.relationships.payments?.data ?? [];
      dispatch(
        paymentCreated({
          paymentMethodId: String(body.payment_method_id),
          paymentId: payments.at(-1)?.id ?? '',
        }),
      );
      return complete();
    },
    [amountCents, complete, createPayment, dispatch, order.token],
  );

  const sourceOf = (method: ProcessorPaymentMethod, holder: string) => ({
    gateway_payment_profile_id: method.id,
    cc_type: spreeCardType(method.card?.brand ?? ''),
    last_digits: method.card?.last4 ?? '',
    month: method.card?.expMonth ?? 0,
    year: method.card?.expYear ?? 0,
    name: holder,
  });

  /** A new card: the payment method from the processor (the shop's form, or Stripe's fields). */
  const payWithNewCard = useCallback(
    async (create: CreatePaymentMethod, card: { holder: string; saveCard: boolean }) => {
      const paymentMethodId = methodId('credit_card');
      if (!paymentMethodId) return fail({ code: 'invalid_payment_method' });
      setPhase({ kind: 'paying' });
      const method = await create();
      if (!method.ok) return fail({ code: method.code });
      await payWith({
        payment_method_id: paymentMethodId,
        source_attributes: sourceOf(method.value, card.holder),
        save_card: card.saveCard,
      });
    },
    [methodId, payWith],
  );

  const payWithSavedCard = useCallback(
    async (sourceId: string) => {
      const paymentMethodId = methodId('credit_card');
      if (!paymentMethodId) return fail({ code: 'invalid_payment_method' });
      setPhase({ kind: 'paying' });
      await payWith({ payment_method_id: paymentMethodId, source_id: sourceId });
    },
    [methodId, payWith],
  );

  /** Pays with a wallet's payment method; answers whether the order is paid (its sheet says so). */
  const payWithWallet = useCallback(
    async (wallet: WalletKind, create: CreatePaymentMethod): Promise<boolean> => {
      const paymentMethodId = methodId(wallet);
      const walletFailure = wallet === 'apple_pay' ? 'apple_pay_failed' : 'google_pay_failed';
      if (!paymentMethodId) {
        fail({ code: walletFailure });
        return false;
      }
      setPhase({ kind: 'paying' });
      const method = await create();
      if (!method.ok) {
        if (method.code === WALLET_CANCELED) setPhase({ kind: 'idle' });
        else fail({ code: method.code === 'network_error' ? 'network_error' : walletFailure });
        return false;
      }
      return payWith({ payment_method_id: paymentMethodId, source_attributes: sourceOf(method.value, '') });
    },
    [methodId, payWith],
  );

  return {
    phase,
    methodId,
    payWithNewCard,
    payWithSavedCard,
    payWithWallet,
    /** The sandbox's bank page, while a 3-D Secure challenge waits for the customer. */
    challengeSheet,
    retry: complete,
    /** A refusal the step says itself, before anything is asked of the processor or the checkout. */
    refuse: fail,
    dismiss: () => setPhase({ kind: 'idle' }),
  };
}
