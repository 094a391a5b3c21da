/**
 * Paying and completing an order (spec §3 payments, §5 minimums, §8 payment and order errors).
 * The card processor authorises first (idempotent by the payment's number, so a retried or
 * parallel call never charges twice); then one transaction saves the order as placed over the
 * version it was read at (so it completes once), takes the stock, books the slot and consumes the
 * promotions; the authorisation stays held until the order is prepared (`payment-capture.ts`). If
 * the transaction fails, the authorisation is voided, by a durable job queued in the deciding
 * transaction should the processor not answer (`payment-settlement.ts`).
 */
import { randomBytes } from 'node:crypto';
import type { CartDocument, CreatePaymentBody } from '@sillon/contract';
import {
  checkMinimumOrder,
  checkMinimumPayable,
  checkTermsAccepted,
  eurosToCents,
  needsDeliverySlot,
  parseDecimalString,
  type DefaultSubstitutionKind,
} from '@sillon/domain';
import { AppError } from '../../http/app-error';
import type { IntentView } from '../payments';
import type { CheckoutSteps } from './checkout-steps';
import type { OrderEvents } from './order-events';
import { couponLowersPrice, stockItemsOf, type PricedCart } from './order-pricing';
import { paymentFailureCode } from './payment-failure';
import type { PaymentCapture } from './payment-capture';
import type { PaymentSettlement } from './payment-settlement';
import type { StockLevels } from '../catalog';
import type { OrderCore } from './order-core';
import type { OrderSnapshot } from './order-snapshot';
import { OrderChanged } from './order-store';
import type {
  LoadedOrder,
  NewPaymentRow,
  OrderCaller,
  OrderRow,
  PaymentChanges,
  PaymentRow,
} from './order-types';
import type { OrderOutcomes, OrdersDeps } from './orders-deps';

/** The amount a create_payment names: Spree's decimal string, or a number of euros. */
const centsOf = (amount: string | number) =>
  typeof amount === 'number' ? eurosToCents(amount) : parseDecimalString(amount);

/** Spree's payment numbers: `P` and 8 characters of the order-number alphabet. */
const newPaymentNumber = () => `P${randomBytes(6).toString('base64url').toUpperCase().slice(0, 8)}`;

/** Payments still in play for the order's completion. */
const OPEN_STATES = new Set(['checkout', 'pending', 'processing', 'completed']);

export function createOrderCompletion(
  core: OrderCore,
  deps: OrdersDeps,
  steps: CheckoutSteps,
  events: OrderEvents,
  settlement: PaymentSettlement,
  capture: Pick<PaymentCapture, 'guardHold'>,
) {
  const { store, payments, now, outcomes } = deps;

  /** Spree's complete runs `next` until the order can be paid. */
  async function advanceToPayment(order: LoadedOrder): Promise<LoadedOrder> {
    // Its basket changed since the delivery was chosen (another tab sent it back to its address
    // step): Spree would pre-select the cheapest rate and refuse it for a missing point, which
    // the customer never chose. They choose the delivery again, its price and slots may differ.
    if (order.state === 'address' && !order.shippingMode) {
      throw new AppError('unprocessable', 'delivery_to_choose_again', { errors: {} });
    }
    let current = order;
    while (current.state !== 'payment') current = await steps.step(current, await steps.nextState(current));
    return current;
  }

  /**
   * Spec §5, §9: the CGV in force accepted (issue 38), the order minimum, the minimum payable, the
   * stock, the slot still bookable; and a
   * coupon the staff disabled since it was applied is refused with its reason (issue 18), rather
   * than dropped (the order would then cost more than the customer agreed to).
   */
  async function checkPayable(order: LoadedOrder, priced: PricedCart): Promise<DefaultSubstitutionKind> {
    const terms = checkTermsAccepted(order.termsVersion, await deps.terms.currentVersion());
    if (!terms.ok) throw new AppError('unprocessable', terms.code, { errors: { base: [terms.code] } });
    if (order.couponCode && priced.offers.coupon?.failure === 'voucher_disabled') {
      throw new AppError('unprocessable', 'voucher_disabled', { errors: {} });
    }
    const account = await deps.account.orderingTermsOf(order.userId);
    const minimum = checkMinimumOrder(priced.totals.itemTotalCents, account.minimumOrderCents);
    if (!minimum.ok)
      throw new AppError('unprocessable', minimum.code, { errors: { base: [minimum.params] } });
    const payable = checkMinimumPayable(priced.totals.totalAfterStoreCreditCents);
    if (!payable.ok) throw new AppError('unprocessable', payable.code, { errors: {} });
    const short = stockItemsOf(priced)
      .filter((item) => !item.available)
      .map((item) => item.variantId);
    if (short.length > 0) {
      throw new AppError('unprocessable', 'unavailable_products', { errors: { variant_ids: short } });
    }
    await steps.ensureDeliveryChosen(order);
    // Issue 41: the lines that say nothing follow the account's default as it is at placement.
    return account.substitutionDefault;
  }

  /** The payment to take: the latest one still in play, of the amount the order costs now. */
  async function currentPayment(order: LoadedOrder, priced: PricedCart): Promise<PaymentRow> {
    const payment = order.payments.filter((row) => OPEN_STATES.has(row.state)).at(-1);
    if (!payment)
      throw new AppError('unprocessable', 'payment_required', { errors: { base: ['payment_required'] } });
    if (payment.amountCents !== priced.totals.totalAfterStoreCreditCents && payment.state !== 'completed') {
      await setPayment(order, payment, { state: 'void' });
      throw new AppError('unprocessable', 'payment_amount_changed', { errors: {} });
    }
    return payment;
  }

  async function setPayment(order: LoadedOrder, payment: PaymentRow, changes: PaymentChanges) {
    await core.change(order, () => ({
      payments: [{ kind: 'change', id: payment.id, changes: { ...changes, updatedAt: now() } }],
    }));
  }

  /** Authorises at the processor; a refusal or a 3-D Secure challenge is a 422 the app acts on. */
  async function authorize(order: LoadedOrder, payment: PaymentRow): Promise<IntentView> {
    const request = {
      idempotencyKey: payment.number,
      amountCents: payment.amountCents,
      paymentMethodId: payment.processorPaymentMethodId,
      reference: order.number,
      // A customer's card is kept for them: it pays the order's additions, or again if saved.
      customerId: order.userId ? await payments.processorCustomer(order.userId) : null,
    };
    await settlement.guard(order.id, request);
    const intent = await payments.authorize(request).catch((failure: unknown) => {
      outcomes?.paymentAuthorization('error');
      throw failure;
    });
    outcomes?.paymentAuthorization(authorizationOutcome(intent));
    if (intent.status === 'requires_action' && intent.nextAction) {
      await setPayment(order, payment, { state: 'pending', intentId: intent.id });
      throw new AppError('unprocessable', 'payment_requires_action', {
        errors: {},
        action: { type: 'three_d_secure', client_secret: intent.nextAction.clientSecret },
      });
    }
    if (intent.status !== 'requires_capture' && intent.status !== 'succeeded') {
      const code = paymentFailureCode(intent);
      await setPayment(order, payment, {
        state: 'failed',
        intentId: intent.id,
        failureCode: intent.failure ?? code,
      });
      // An intent the processor could still authorise (waiting for an action the shop cannot
      // take) is voided now, and by a durable job if the processor does not answer: no money
      // stays held for a payment recorded as failed.
      if (intent.status !== 'failed' && intent.status !== 'canceled') {
        const authorisation = { orderId: order.id, intentId: intent.id };
        await store.transaction((_store, tx) => settlement.queue(tx, authorisation, { now: true }));
        await settlement.settleNow(authorisation, order.number);
      }
      throw new AppError('unprocessable', code, { errors: { base: [intent.failure ?? code] } });
    }
    return intent;
  }

  /**
   * The one transaction that places the order; answers the stock it left. The order is saved as
   * placed first, over the version it was read at: of two confirmations at once, the second waits
   * for the first and then finds the order changed. Answers null when another request completed
   * it first (a retried confirmation): nothing is taken twice.
   */
  async function placeOrder(
    order: LoadedOrder,
    priced: PricedCart,
    payment: PaymentRow,
    intent: IntentView,
    substitutionDefault: DefaultSubstitutionKind,
  ): Promise<StockLevels | null> {
    const completedAt = now();
    try {
      return await store.transaction(async (bound, tx) => {
        const snapshot: OrderSnapshot = { priced };
        await bound.save(
          order,
          {
            order: {
              state: 'complete',
              completedAt,
              snapshot,
              paymentState: 'paid',
              shipmentState: 'ready',
              status: 'scheduled',
              substitutionDefault,
            },
            payments: [
              {
                kind: 'change',
                id: payment.id,
                changes: { state: 'processing', intentId: intent.id, updatedAt: completedAt },
              },
            ],
            statusChange: {
              fromStatus: null,
              toStatus: 'scheduled',
              actorKind: 'system',
              actorId: null,
              changedAt: completedAt,
            },
          },
          completedAt,
        );
        if (order.userId) {
          await deps.promotions.consumeForOrder(tx, {
            id: order.id,
            userId: order.userId,
            completedAt,
            couponCode: appliedCoupon(priced),
            itemTotalCents: priced.totals.itemTotalCents,
            offers: priced.offers,
          });
        }
        await capture.guardHold(tx, order.id, intent);
        // What every order at once wants comes last: its rows stay locked only until the commit.
        const slotId =
          order.deliverySlot && order.shippingMode && needsDeliverySlot(order.shippingMode)
            ? order.deliverySlot.id
            : undefined;
        if (slotId) await deps.delivery.bookSlot(tx, { slotId, orderId: order.id, now: completedAt });
        // Told once its slot is booked: the rounds' listener takes the slot's rounds lock after
        // its place, as a move and a cancellation do, so that none of them waits on another.
        await events.emit(tx, {
          type: 'placed',
          orderId: order.id,
          number: order.number,
          userId: order.userId,
          status: 'scheduled',
          previousStatus: null,
          actor: { kind: 'system', id: null },
          at: completedAt,
          slotId,
        });
        const levels = await deps.catalog.takeStock(tx, stockItemsOf(priced));
        return levels;
      });
    } catch (failure) {
      if (!(failure instanceof OrderChanged)) throw failure;
      return whyNotPlaced(order.id, payment);
    }
  }

  /**
   * The order changed while it was being placed: placed by a concurrent confirmation (null), or
   * its payment voided by one that failed (its authorisation is gone), or changed by the customer.
   */
  async function whyNotPlaced(orderId: string, payment: PaymentRow): Promise<null> {
    const current = await store.byId(orderId);
    if (current?.state === 'complete') return null;
    const paying = current?.payments.find((row) => row.id === payment.id);
    if (!paying || !['checkout', 'pending'].includes(paying.state)) {
      throw new AppError('unprocessable', 'payment_confirmation_failed', {
        errors: { base: ['payment_confirmation_failed'] },
      });
    }
    throw new AppError('conflict', 'order_changed');
  }

  /** After the order is placed: its address becomes its customer's, for the next checkout. */
  async function keepAddress(order: OrderRow) {
    if (!order.userId || !order.shipAddress) return;
    const { fullname, address1, address2, city, zipcode, countryIso, stateName, deliveryInstructions } =
      order.shipAddress;
    const address = { fullname, address1, address2, city, zipcode, countryISO: countryIso, stateName };
    await deps.account
      .rememberOrderAddress(
        order.userId,
        deliveryInstructions ? { ...address, deliveryInstructions } : address,
      )
      .catch((failure: unknown) => {
        deps.log.error({ err: failure, order: order.number }, 'address not kept');
      });
  }

  /** After the order is placed: the card kept if asked (the money is taken at preparation). */
  async function keepCard(order: OrderRow, payment: PaymentRow, caller: OrderCaller) {
    if (payment.saveCard && caller.user?.kind === 'customer') {
      await payments.saveCard(caller.user.id, payment.processorPaymentMethodId).catch((failure: unknown) => {
        deps.log.error({ err: failure, order: order.number }, 'card not saved');
      });
    }
  }

  /**
   * The transaction failed: the authorisation is voided, unless another request placed the order
   * with it. Saved over the order's version, so a placing request and this one never both win.
   */
  async function release(order: OrderRow, payment: PaymentRow, intent: IntentView) {
    const authorisation = { orderId: order.id, intentId: intent.id };
    const isVoided = await core.changeInTransaction(order.id, async (current, bound, tx) => {
      if (current.state === 'complete') return false;
      const paying = current.payments.find((row) => row.id === payment.id);
      const voided = { state: 'void', intentId: intent.id, updatedAt: now() } as const;
      await bound.save(
        current,
        paying && paying.state !== 'void'
          ? { payments: [{ kind: 'change', id: paying.id, changes: voided }] }
          : {},
        now(),
      );
      await settlement.queue(tx, authorisation, { now: true });
      return true;
    });
    if (isVoided) await settlement.settleNow(authorisation, order.number);
  }

  return {
    /** Spree's create_payment: a processor payment method (or a saved card) for the order's total. */
    async createPayment(caller: OrderCaller, body: CreatePaymentBody, include: string | undefined) {
      const order = await core.requireOrder(caller);
      const method = payments
        .paymentMethods()
        .find((candidate) => candidate.id === String(body.payment_method_id));
      if (!method) throw new AppError('unprocessable', 'payment_method_not_found', { errors: {} });
      const processorId = await processorPaymentMethodId(caller, body);
      const source = processorId ? await payments.paymentMethod(processorId) : undefined;
      if (!source) throw new AppError('unprocessable', 'payment_source_not_found', { errors: {} });
      const payer = order.userId ? { userId: order.userId } : { cartId: order.id };
      await payments.claimPaymentMethod(source.id, payer);
      const expectedWallet = method.code === 'credit_card' ? null : method.code;
      if (source.wallet !== expectedWallet)
        throw new AppError('unprocessable', 'invalid_payment_method', { errors: {} });
      // The amount to pay: the catalogue's prices as they are now in every server copy.
      const priced = await core.priceOrder(order, { current: true });
      // A price changed since the customer's page showed the total: they see the new one before
      // they pay it (Spree would take a partial payment of the amount given; a shop has one).
      if (body.amount !== undefined && centsOf(body.amount) !== priced.totals.totalAfterStoreCreditCents) {
        throw new AppError('unprocessable', 'payment_amount_changed', { errors: {} });
      }
      const at = now();
      const payment: Omit<NewPaymentRow, 'cartId'> = {
        number: newPaymentNumber(),
        paymentMethodId: method.id,
        amountCents: priced.totals.totalAfterStoreCreditCents,
        state: 'checkout',
        processorPaymentMethodId: source.id,
        brand: source.brand,
        lastDigits: source.last4,
        expMonth: source.expMonth,
        expYear: source.expYear,
        wallet: source.wallet,
        saveCard: body.save_card === true && source.wallet === null,
        createdAt: at,
        updatedAt: at,
      };
      // The payments still waiting are voided: the new one replaces them.
      const saved = await core.change(order, () => ({
        payments: [{ kind: 'add', payment, voidWaiting: true }],
      }));
      // Shown at the prices the payment asks for.
      return core.render(saved, include, 'cart', undefined, priced);
    },

    /** Spree's complete (spec §4): pay, then place the order once. */
    async complete(caller: OrderCaller, include: string | undefined): Promise<CartDocument> {
      try {
        return await payAndPlace(caller, include);
      } catch (failure) {
        const code = failure instanceof AppError ? failure.code : 'server_error';
        // A 3-D Secure challenge is a step of the payment, counted with the authorisations.
        if (code !== 'payment_requires_action') outcomes?.failed(code);
        throw failure;
      }
    },
  };

  async function payAndPlace(caller: OrderCaller, include: string | undefined): Promise<CartDocument> {
    const order = await advanceToPayment(await core.requireOrder(caller));
    // Paid at the catalogue's prices as they are now in every server copy.
    const priced = await core.priceOrder(order, { current: true });
    const substitutionDefault = await checkPayable(order, priced);
    const payment = await currentPayment(order, priced);
    const intent = await authorize(order, payment);
    let taken: StockLevels | null;
    try {
      taken = await placeOrder(order, priced, payment, intent, substitutionDefault);
    } catch (failure) {
      await release(order, payment, intent);
      throw failure;
    }
    // Null: a concurrent confirmation placed it, and counted it.
    if (taken) {
      outcomes?.placed();
      deps.catalog.stockChanged(taken);
    }
    await keepCard(order, payment, caller);
    if (taken) await keepAddress(order);
    const placed = await store.placedByNumber(order.number);
    return core.render(placed!, include);
  }

  async function processorPaymentMethodId(caller: OrderCaller, body: CreatePaymentBody) {
    if (body.source_id === undefined) return body.source_attributes?.gateway_payment_profile_id;
    if (caller.user?.kind !== 'customer')
      throw new AppError('unprocessable', 'payment_source_not_found', { errors: {} });
    return payments.savedCardPaymentMethod(caller.user.id, String(body.source_id));
  }
}

function authorizationOutcome(intent: IntentView): Parameters<OrderOutcomes['paymentAuthorization']>[0] {
  if (intent.status === 'requires_capture' || intent.status === 'succeeded') return 'authorized';
  if (intent.status === 'requires_action' && intent.nextAction) return 'requires_action';
  return 'refused';
}

/** The coupon the order spends: none when it lowered nothing (`couponLowersPrice`). */
function appliedCoupon(priced: PricedCart): string | null {
  return couponLowersPrice(priced) ? (priced.offers.coupon?.code ?? null) : null;
}

export type OrderCompletion = ReturnType<typeof createOrderCompletion>;
