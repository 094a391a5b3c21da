/**
 * Paying and completing an order (spec §3 payments, §5 minimums, §8 payment and order errors).
 * The card processor authorises first (idempotent by the payment's number, so a retried or
 * parallel call never charges twice); then one transaction takes the stock, books the slot,
 * consumes the promotions and freezes the order, holding the order's row so it completes once;
 * then the authorisation is captured. If the transaction fails, the authorisation is voided. Either
 * way a durable job queued in the deciding transaction finishes it should the processor not answer
 * (`payment-settlement.ts`).
 */
import { randomBytes } from 'node:crypto';
import type { CartDocument, CreatePaymentBody } from '@sillon/contract';
import { checkMinimumOrder, checkMinimumPayable, needsDeliverySlot } from '@sillon/domain';
import { AppError } from '../../http/app-error';
import type { IntentView } from '../payments';
import type { CheckoutSteps } from './checkout-steps';
import type { OrderEvents } from './order-events';
import { stockItemsOf, type PricedCart } from './order-pricing';
import { paymentFailureCode } from './payment-failure';
import type { PaymentSettlement } from './payment-settlement';
import type { StockLevels } from '../catalog';
import type { LoadedOrder, NewPaymentRow, OrderRow, PaymentRow } from './orders.repository';
import type { OrderCaller, OrderCore, OrderSnapshot, OrdersDeps } from './orders.service';

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
) {
  const { repository, payments, now } = deps;

  /** Spree's complete runs `next` until the order can be paid. */
  async function advanceToPayment(order: LoadedOrder): Promise<LoadedOrder> {
    let current = order;
    while (current.state !== 'payment') {
      const changes = await steps.nextState(current);
      current = await core.save(current.id, changes);
    }
    return current;
  }

  /**
   * Spec §5, §9: the order minimum, the minimum payable, the stock, the slot still bookable; and a
   * coupon the staff disabled since it was applied is refused with its reason (issue 18), rather
   * than dropped (the order would then cost more than the customer agreed to).
   */
  async function checkPayable(order: LoadedOrder, priced: PricedCart): Promise<void> {
    if (order.couponCode && priced.offers.coupon?.failure === 'voucher_disabled') {
      throw new AppError('unprocessable', 'voucher_disabled', { errors: {} });
    }
    const minimum = checkMinimumOrder(
      priced.totals.itemTotalCents,
      await deps.account.minimumOrderCents(order.userId),
    );
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
  }

  /** The payment to take: the latest one still in play, of the amount the order costs now. */
  async function currentPayment(order: LoadedOrder, priced: PricedCart): Promise<PaymentRow> {
    const payment = order.payments.filter((row) => OPEN_STATES.has(row.state)).at(-1);
    if (!payment)
      throw new AppError('unprocessable', 'payment_required', { errors: { base: ['payment_required'] } });
    if (payment.amountCents !== priced.totals.totalAfterStoreCreditCents && payment.state !== 'completed') {
      await core.changeLocked(order.id, async (_locked, tx) => {
        await tx.updatePayment(payment.id, { state: 'void', updatedAt: now() });
      });
      throw new AppError('unprocessable', 'payment_amount_changed', { errors: {} });
    }
    return payment;
  }

  async function setPayment(order: OrderRow, payment: PaymentRow, changes: Partial<PaymentRow>) {
    await core.changeLocked(order.id, async (_locked, tx) => {
      await tx.updatePayment(payment.id, { ...changes, updatedAt: now() });
    });
  }

  /** Authorises at the processor; a refusal or a 3-D Secure challenge is a 422 the app acts on. */
  async function authorize(order: OrderRow, payment: PaymentRow): Promise<IntentView> {
    const request = {
      idempotencyKey: payment.number,
      amountCents: payment.amountCents,
      paymentMethodId: payment.processorPaymentMethodId,
      reference: order.number,
    };
    await settlement.guard(order.id, request);
    const intent = await payments.authorize(request);
    if (intent.status === 'requires_action' && intent.nextAction) {
      await setPayment(order, payment, { state: 'pending', intentId: intent.id });
      throw new AppError('unprocessable', 'payment_requires_action', {
        errors: {},
        action: { type: 'three_d_secure', challenge_id: intent.nextAction.challengeId },
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
        await repository.transaction((_queries, tx) => settlement.queue(tx, authorisation, { now: true }));
        await settlement.settleNow(authorisation, order.number);
      }
      throw new AppError('unprocessable', code, { errors: { base: [intent.failure ?? code] } });
    }
    return intent;
  }

  /**
   * The one transaction that places the order; answers the stock it left. Answers null when
   * another request completed it first (a retried confirmation): nothing is taken twice.
   */
  async function placeOrder(
    order: OrderRow,
    priced: PricedCart,
    payment: PaymentRow,
    intent: IntentView,
  ): Promise<StockLevels | null> {
    const completedAt = now();
    return repository.transaction(async (queries, tx) => {
      const locked = await queries.lockOrder(order.id);
      if (!locked) throw new AppError('not_found', 'cart_not_found');
      if (locked.state === 'complete') return null;
      // A concurrent confirmation that failed voided this payment: its authorisation is gone.
      const current = locked.payments.find((row) => row.id === payment.id);
      if (!current || !['checkout', 'pending'].includes(current.state)) {
        throw new AppError('unprocessable', 'payment_confirmation_failed', {
          errors: { base: ['payment_confirmation_failed'] },
        });
      }
      const levels = await deps.catalog.takeStock(tx, stockItemsOf(priced));
      if (locked.deliverySlot && locked.shippingMode && needsDeliverySlot(locked.shippingMode)) {
        await deps.delivery.bookSlot(tx, {
          slotId: locked.deliverySlot.id,
          orderId: order.id,
          now: completedAt,
        });
      }
      if (locked.userId) {
        await deps.promotions.consumeForOrder(tx, {
          id: order.id,
          userId: locked.userId,
          completedAt,
          couponCode: appliedCoupon(priced),
          itemTotalCents: priced.totals.itemTotalCents,
        });
      }
      const snapshot: OrderSnapshot = { priced };
      await queries.recordPlacedOrder({
        id: order.id,
        changes: {
          state: 'complete',
          completedAt,
          snapshot,
          paymentState: 'paid',
          shipmentState: 'ready',
          status: 'scheduled',
        },
        payment: {
          id: payment.id,
          changes: { state: 'processing', intentId: intent.id, updatedAt: completedAt },
        },
        status: {
          orderId: order.id,
          fromStatus: null,
          toStatus: 'scheduled',
          actorKind: 'system',
          actorId: null,
          changedAt: completedAt,
        },
        at: completedAt,
      });
      await events.emit(tx, {
        type: 'placed',
        orderId: order.id,
        number: order.number,
        userId: locked.userId,
        status: 'scheduled',
        previousStatus: null,
        actor: { kind: 'system', id: null },
        at: completedAt,
      });
      await settlement.queue(tx, { orderId: order.id, intentId: intent.id }, { now: false });
      return levels;
    });
  }

  /** After the order is placed: the money is taken, the card kept if asked. */
  async function settle(order: OrderRow, payment: PaymentRow, intent: IntentView, caller: OrderCaller) {
    await settlement.settleNow({ orderId: order.id, intentId: intent.id }, order.number);
    if (payment.saveCard && caller.user?.kind === 'customer') {
      await payments.saveCard(caller.user.id, payment.processorPaymentMethodId).catch((failure: unknown) => {
        deps.log.error({ err: failure, order: order.number }, 'card not saved');
      });
    }
  }

  /**
   * The transaction failed: the authorisation is voided, unless another request placed the order
   * with it. Decided under the order's lock, so a placing request and this one never both win.
   */
  async function release(order: OrderRow, payment: PaymentRow, intent: IntentView) {
    const authorisation = { orderId: order.id, intentId: intent.id };
    const isVoided = await repository.transaction(async (queries, tx) => {
      const locked = await queries.lockOrder(order.id);
      if (!locked || locked.state === 'complete') return false;
      const current = locked.payments.find((row) => row.id === payment.id);
      if (current && current.state !== 'void') {
        await queries.movePayment(current.id, current.state, {
          state: 'void',
          intentId: intent.id,
          updatedAt: now(),
        });
        // Saved with its payment: a change made while the order is as read compares the row.
        await queries.updateOrder(order.id, {}, now());
      }
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
      const at = now();
      const payment: NewPaymentRow = {
        number: newPaymentNumber(),
        cartId: order.id,
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
      // One statement while nothing else changed the order since it was read; else under its lock.
      const saved =
        (await repository.replacePaymentIfUnchanged(order, payment, at)) ??
        (await core.changeLocked(order.id, async (_locked, tx) => {
          await tx.voidOpenPayments(order.id, at);
          await tx.insertPayment(payment);
        }));
      // Shown at the prices the payment asks for.
      return core.render(saved, include, 'cart', undefined, priced);
    },

    /** Spree's complete (spec §4): pay, then place the order once. */
    async complete(caller: OrderCaller, include: string | undefined): Promise<CartDocument> {
      const order = await advanceToPayment(await core.requireOrder(caller));
      // Paid at the catalogue's prices as they are now in every server copy.
      const priced = await core.priceOrder(order, { current: true });
      await checkPayable(order, priced);
      const payment = await currentPayment(order, priced);
      const intent = await authorize(order, payment);
      let taken: StockLevels | null;
      try {
        taken = await placeOrder(order, priced, payment, intent);
      } catch (failure) {
        await release(order, payment, intent);
        throw failure;
      }
      if (taken) deps.catalog.stockChanged(taken);
      await settle(order, payment, intent, caller);
      const placed = await repository.completedOrderWithPayments(order.number);
      return core.render(placed!, include);
    },
  };

  async function processorPaymentMethodId(caller: OrderCaller, body: CreatePaymentBody) {
    if (body.source_id === undefined) return body.source_attributes?.gateway_payment_profile_id;
    if (caller.user?.kind !== 'customer')
      throw new AppError('unprocessable', 'payment_source_not_found', { errors: {} });
    return payments.savedCardPaymentMethod(caller.user.id, String(body.source_id));
  }
}

function appliedCoupon(priced: PricedCart): string | null {
  const coupon = priced.offers.coupon;
  return coupon && coupon.failure === null ? coupon.code : null;
}

export type OrderCompletion = ReturnType<typeof createOrderCompletion>;
