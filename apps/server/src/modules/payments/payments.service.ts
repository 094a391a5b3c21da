/**
 * The shop's payments: the card processor's operations the order module uses (authorise, capture,
 * void; the provider of `payment-provider.ts` does them), customers' saved cards, the payment
 * methods the checkout offers, and what an order was charged.
 */
import { randomUUID } from 'node:crypto';
import { t, validateCardExpiry } from '@sillon/domain';
import { AppError } from '../../http/app-error';
import type { AuthorizeInput, PaymentMethodView, PaymentProvider, RefundInput } from './payment-provider';
import type { Transaction } from '../../db/client';
import { createPaymentsRepository, type PaymentsRepository, type SavedCardRow } from './payments.repository';

export type SavedCard = {
  id: string;
  paymentMethodId: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  /** The newest card still valid (Spree's `default`). */
  isDefault: boolean;
  createdAt: Date;
};

export type ShopPaymentMethod = {
  id: string;
  /** Spree's payment method class name. */
  type: string;
  name: string;
  description: string;
  code: 'credit_card' | 'apple_pay' | 'google_pay';
};

/** Spec §3 "Payment methods: creditCard, applePay, googlePay", for `GET /checkout/payment_methods`. */
export function paymentMethods(): ShopPaymentMethod[] {
  return [
    {
      id: '1',
      type: 'Spree::Gateway::CreditCard',
      name: t('payments.methods.credit_card'),
      description: t('payments.methods.credit_card_description'),
      code: 'credit_card',
    },
    {
      id: '2',
      type: 'Spree::Gateway::ApplePay',
      name: t('payments.methods.apple_pay'),
      description: t('payments.methods.apple_pay_description'),
      code: 'apple_pay',
    },
    {
      id: '3',
      type: 'Spree::Gateway::GooglePay',
      name: t('payments.methods.google_pay'),
      description: t('payments.methods.google_pay_description'),
      code: 'google_pay',
    },
  ];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createPaymentsService(deps: {
  repository: PaymentsRepository;
  provider: PaymentProvider;
  now: () => Date;
}) {
  const { repository, provider, now } = deps;

  /** Spree lists only cards that have not expired; the newest of them is the default. */
  async function savedCards(userId: string): Promise<SavedCard[]> {
    const at = now();
    const usable = (await repository.savedCards(userId)).filter((row) => isUnexpired(row, at));
    return usable.map((row, index) => savedCardOf(row, index === 0));
  }

  /** The customer's card; undefined for an unknown, expired or someone else's card. */
  async function savedCard(userId: string, id: string): Promise<SavedCard | undefined> {
    if (!UUID.test(id)) return undefined;
    return (await savedCards(userId)).find((card) => card.id === id);
  }

  return {
    authorize: (input: AuthorizeInput) => provider.authorize(input),
    /** The processor's word on an intent now (a payment event arrived, or a job checks it). */
    retrieve: (intentId: string) => provider.retrieve(intentId),
    capture: (intentId: string, amountCents?: number) => provider.capture(intentId, amountCents),
    cancel: (intentId: string) => provider.cancel(intentId),
    refund: (intentId: string, input: RefundInput) => provider.refund(intentId, input),
    paymentMethod: (id: string) => provider.paymentMethod(id),
    savedCards,
    /** The account's erasure (issue 15), inside the erasing transaction. */
    forgetCustomer: async (tx: Transaction, userId: string) => {
      await createPaymentsRepository(tx).forgetCustomer(userId);
    },
    knownProcessorCustomer: (userId: string) => repository.processorCustomer(userId),
    /** Idempotent: a customer the processor no longer knows is forgotten already. */
    deleteProcessorCustomer: (customerId: string) => provider.deleteCustomer(customerId),

    /** The customer's processor customer, made on their first payment. */
    async processorCustomer(userId: string): Promise<string> {
      const known = await repository.processorCustomer(userId);
      if (known) return known;
      const made = await provider.createCustomer({ idempotencyKey: `customer:${userId}`, reference: userId });
      return repository.keepProcessorCustomer(userId, made, now());
    },
    savedCard,
    defaultCard: async (userId: string): Promise<SavedCard | undefined> => (await savedCards(userId))[0],

    /** The processor payment method behind a customer's saved card (create_payment's `source_id`). */
    savedCardPaymentMethod: async (userId: string, savedCardId: string): Promise<string | undefined> =>
      (await savedCard(userId, savedCardId))?.paymentMethodId,

    /**
     * Keeps the card behind a processor payment method for the customer (after a payment the
     * customer asked to remember it). Idempotent: saving it again answers the same card.
     */
    async saveCard(userId: string, paymentMethodId: string): Promise<SavedCard> {
      const method = await provider.paymentMethod(paymentMethodId);
      if (!method) throw new AppError('not_found', 'payment_method_not_found');
      const card = savableCard(method);
      if (!isUnexpired(card, now())) throw new AppError('unprocessable', 'card_expired');
      await repository.bindPaymentMethod(paymentMethodId, `user:${userId}`, now());
      await repository.insertSavedCard({
        id: randomUUID(),
        userId,
        paymentMethodId,
        ...card,
        createdAt: now(),
      });
      const row = await repository.savedCardByPaymentMethod(userId, paymentMethodId);
      const saved = row && (await savedCard(userId, row.id));
      if (!saved) throw new Error('a saved card vanished while being saved');
      return saved;
    },

    /** Another customer's card is "not found", like an unknown one: its existence is not told. */
    async removeSavedCard(userId: string, id: string): Promise<void> {
      const isRemoved = UUID.test(id) && (await repository.deleteSavedCard(userId, id));
      if (!isRemoved) throw new AppError('not_found', 'not_found');
    },

    paymentMethods,

    /**
     * A payment method pays only for who first used it: the customer (their saved cards are theirs
     * from the start) or the guest's cart. Anyone else is told it does not exist.
     */
    async claimPaymentMethod(paymentMethodId: string, payer: { userId: string } | { cartId: string }) {
      const owner = 'userId' in payer ? `user:${payer.userId}` : `cart:${payer.cartId}`;
      if ((await repository.bindPaymentMethod(paymentMethodId, owner, now())) !== owner) {
        throw new AppError('unprocessable', 'payment_source_not_found', { errors: {} });
      }
    },

    /** Captured intents of an order reference: one per charge (tests and operations). */
    chargesFor: (reference: string) => provider.chargesFor(reference),
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;

/** Wallet payments carry no card to show again (spec §3: saved cards are cards). */
function savableCard(
  method: PaymentMethodView,
): Pick<SavedCardRow, 'brand' | 'last4' | 'expMonth' | 'expYear'> {
  const { brand, last4, expMonth, expYear } = method;
  if (method.wallet !== null || brand === null || last4 === null || expMonth === null || expYear === null)
    throw new AppError('unprocessable', 'payment_method_invalid');
  return { brand, last4, expMonth, expYear };
}

/** The domain's expiry rule: valid through the last day of its month, in Paris. */
function isUnexpired(card: Pick<SavedCardRow, 'expMonth' | 'expYear'>, at: Date): boolean {
  return validateCardExpiry(`${card.expMonth}/${card.expYear}`, at).ok;
}

function savedCardOf(row: SavedCardRow, isDefault: boolean): SavedCard {
  const { id, paymentMethodId, brand, last4, expMonth, expYear, createdAt } = row;
  return { id, paymentMethodId, brand, last4, expMonth, expYear, isDefault, createdAt };
}
