/**
 * « Ajouter à ma commande » (issue 14): the customer adds products to a placed order until its
 * cut-off. The added products are priced now; the order's discounts and delivery stay as they were,
 * so the customer pays exactly what was added, through a new authorisation on the order's card,
 * held and taken with the order at its preparation (`payment-capture.ts`); a prepared order takes
 * no more (its change window closed: its bags are packed and its money taken). A refused card leaves
 * the order as it was; a card whose bank asks for 3-D Secure answers the challenge's secret, the
 * addition stays pending, and the same confirmation sent again once the customer answered adds it
 * (the processor answers the same authorisation for the same key). Each confirmed addition carries an idempotency key:
 * the processor authorises once per key, and the one transaction that adds the lines checks the
 * addition's state and saves the order over the version it read, so retries (even at once) add,
 * take stock and charge once. Whether an addition goes in or not is decided once (the addition
 * moves only from `pending`) and recorded with its reason
 * (a retry with the same key gets the same answer); a failure of the shop's own (not the
 * customer's) forgets the addition, so the same key may try again with a new authorisation. The
 * authorisation follows the decision: captured or voided at once, and by a durable job queued in
 * the deciding transaction should the processor not answer (`payment-settlement.ts`). An addition
 * left pending (a server that stopped mid-way, a challenge never answered) is refused by its own
 * job, its hold released.
 */
import { randomBytes } from 'node:crypto';
import { isErrorCode, checkOrderChangeable, validateQuantity, type ErrorCode } from '@sillon/domain';
import { AppError } from '../../http/app-error';
import type { CartVariant, StockLevels } from '../catalog';
import type { IntentView } from '../payments';
import { z } from 'zod';
import type { OrderEvents } from './order-events';
import { withAddedLines, type PricedCart } from './order-pricing';
import { isSameLines, mergeLines, type WantedLine } from './wanted-lines';
import type { OrderCore } from './order-core';
import type { OrderSnapshot } from './order-snapshot';
import type { AdditionRow, LoadedOrder, OrderRow, PaymentRow } from './order-types';
import type { OrdersDeps } from './orders-deps';
import { createOrdersRepository } from './orders.repository';
import { paymentFailureCode } from './payment-failure';
import type { PaymentCapture } from './payment-capture';
import { livePayments } from './payment-record';
import type { PaymentSettlement } from './payment-settlement';

type AdditionsDeps = Pick<
  OrdersDeps,
  'store' | 'repository' | 'catalog' | 'payments' | 'jobs' | 'now' | 'log'
>;
type PricedAddition = { id: string; variant: CartVariant; quantity: number };

/** The job that refuses an addition still pending long after it was asked (a stopped server). */
const ADDITION_EXPIRY = 'order_addition_expiry';
/**
 * Far longer than a request and a bank's 3-D Secure challenge take: an addition pending this long
 * will not be finished.
 */
const ADDITION_EXPIRY_MS = 30 * 60_000;

const newPaymentNumber = () => `P${randomBytes(6).toString('base64url').toUpperCase().slice(0, 8)}`;

export function createOrderAdditions(
  core: OrderCore,
  deps: AdditionsDeps,
  events: OrderEvents,
  settlement: PaymentSettlement,
  capture: Pick<PaymentCapture, 'guardHold'>,
) {
  const { store, repository, now } = deps;

  /** The customer's own placed order. */
  async function ownOrder(userId: string, number: string): Promise<LoadedOrder> {
    const order = await store.placedByNumber(number);
    // Another customer's order is "not found", never "forbidden": its existence is not told.
    if (!order || order.userId !== userId) throw new AppError('not_found', 'order_not_found');
    return order;
  }

  /** The asked lines at today's prices, within stock, availability and each product's cap. */
  async function pricedAdditions(order: OrderRow, lines: readonly WantedLine[], addition: AdditionRow) {
    const variants = await deps.catalog.currentCartVariants(lines.map((line) => line.variantId));
    const { priced } = order.snapshot!;
    const unavailable = lines
      .filter((line) => {
        const variant = variants.get(line.variantId);
        return !variant || !variant.available || variant.stock < line.quantity;
      })
      .map((line) => line.variantId);
    if (unavailable.length > 0) {
      throw new AppError('unprocessable', 'unavailable_products', { errors: { variant_ids: unavailable } });
    }
    const added = lines.map((line, index) => ({
      id: `A${addition.id}-${index + 1}`,
      variant: variants.get(line.variantId)!,
      quantity: line.quantity,
    }));
    ensureWithinCaps(priced, added);
    return added;
  }

  /** The card the order was paid with: its authorisation's processor method (held or taken). */
  function orderCard(order: LoadedOrder): PaymentRow {
    const [paid] = livePayments(order.payments);
    if (!paid) throw new AppError('unprocessable', 'payment_source_not_found', { errors: {} });
    return paid;
  }

  /**
   * Authorises the added amount, recording the authorisation on the addition (so whatever happens
   * next, it is captured or voided). A refusal refuses it; a card asking to authenticate is a 422
   * with the challenge, the addition left pending for the customer's answer.
   */
  async function authorize(order: OrderRow, card: PaymentRow, addition: AdditionRow, amountCents: number) {
    const intent = await deps.payments.authorize({
      idempotencyKey: `${order.number}-A${addition.id}`,
      amountCents,
      paymentMethodId: card.processorPaymentMethodId,
      reference: order.number,
      customerId: order.userId ? await deps.payments.processorCustomer(order.userId) : null,
    });
    await repository.changePendingAddition(addition.id, { intentId: intent.id, updatedAt: now() });
    if (intent.status === 'requires_capture' || intent.status === 'succeeded') return intent;
    if (intent.status === 'requires_action' && intent.nextAction) {
      throw new AppError('unprocessable', 'payment_requires_action', {
        errors: {},
        action: { type: 'three_d_secure', client_secret: intent.nextAction.clientSecret },
      });
    }
    const code: ErrorCode = paymentFailureCode(intent);
    throw new AppError('unprocessable', code, { errors: { base: [code] } });
  }

  /**
   * The one transaction that adds the lines: once per addition (a retry finds it added), still
   * before the cut-off, stock taken, the snapshot and the payment saved over the order's version.
   */
  async function addLines(
    order: OrderRow,
    addition: AdditionRow,
    added: readonly PricedAddition[],
    card: PaymentRow,
    intent: IntentView,
  ): Promise<StockLevels | null> {
    return core.changeInTransaction(order.id, async (current, bound, tx) => {
      const additions = createOrdersRepository(tx);
      const claimed = await additions.addition(addition.id);
      if (claimed?.state === 'added') return null;
      // Refused or forgotten by a concurrent request with the same key: its authorisation is void.
      if (claimed?.state !== 'pending') throw refusalOf(claimed);
      const at = now();
      const changeable = checkOrderChangeable(current, at);
      if (!changeable.ok) throw new AppError('unprocessable', changeable.code);
      const { priced } = current.snapshot!;
      // Checked again on the order as it is now: another addition may have gone in meanwhile.
      ensureWithinCaps(priced, added);
      const snapshot: OrderSnapshot = { priced: withAddedLines(priced, added, at) };
      await bound.save(
        current,
        {
          order: { snapshot },
          payments: [
            {
              kind: 'add',
              voidWaiting: false,
              payment: {
                number: newPaymentNumber(),
                paymentMethodId: card.paymentMethodId,
                amountCents: intent.amountCents,
                state: 'processing',
                processorPaymentMethodId: card.processorPaymentMethodId,
                brand: card.brand,
                lastDigits: card.lastDigits,
                expMonth: card.expMonth,
                expYear: card.expYear,
                wallet: card.wallet,
                saveCard: false,
                intentId: intent.id,
                createdAt: at,
                updatedAt: at,
              },
            },
          ],
        },
        at,
      );
      if (
        !(await additions.changePendingAddition(addition.id, {
          state: 'added',
          amountCents: intent.amountCents,
          updatedAt: at,
        }))
      ) {
        throw refusalOf(await additions.addition(addition.id));
      }
      const levels = await deps.catalog.takeStock(
        tx,
        added.map((line) => ({
          variantId: line.variant.variantId,
          productId: line.variant.productId,
          quantity: line.quantity,
        })),
      );
      await capture.guardHold(tx, current.id, intent);
      await events.emit(tx, {
        type: 'items_added',
        orderId: current.id,
        number: current.number,
        userId: current.userId,
        status: current.status!,
        previousStatus: current.status,
        actor: { kind: 'customer', id: current.userId },
        at,
        additionKey: addition.idempotencyKey,
      });
      return levels;
    });
  }

  /**
   * The addition did not go in: decided once (it moves only from `pending`), unless another
   * request with the same key added it. The customer's reason is kept for a retry with the key; a
   * failure of the shop's forgets the addition. Its authorisation, if any, is voided.
   */
  async function giveUp(order: OrderRow, addition: AdditionRow, failure: unknown): Promise<void> {
    // A processor or database that does not answer is not the customer's answer: forgotten.
    const isTransient =
      !(failure instanceof AppError) || ['unavailable', 'rate_limited'].includes(failure.kind);
    const code = isTransient ? null : failure.code;
    const intentId = await store.transaction(async (_store, tx) => {
      const additions = createOrdersRepository(tx);
      const current = await additions.addition(addition.id);
      if (current?.state !== 'pending') return null;
      const decided = code
        ? await additions.changePendingAddition(addition.id, {
            state: 'refused',
            failureCode: code,
            updatedAt: now(),
          })
        : await additions.forgetPendingAddition(addition.id);
      if (!decided) return null;
      if (current.intentId)
        await settlement.queue(tx, { orderId: order.id, intentId: current.intentId }, { now: true });
      return current.intentId;
    });
    if (intentId) await settlement.settleNow({ orderId: order.id, intentId }, order.number);
  }

  /** Claims the key's addition; a new one gets its expiry job in the same transaction. */
  function claim(order: OrderRow, lines: readonly WantedLine[], idempotencyKey: string) {
    const at = now();
    return store.transaction(async (_store, tx) => {
      const addition = await createOrdersRepository(tx).claimAddition({
        orderId: order.id,
        idempotencyKey,
        lines: [...lines],
        state: 'pending',
        createdAt: at,
        updatedAt: at,
      });
      if (addition.state === 'pending') {
        await deps.jobs.enqueue(tx, {
          kind: ADDITION_EXPIRY,
          payload: { number: order.number, additionId: addition.id },
          dedupeKey: `${ADDITION_EXPIRY}:${addition.id}`,
          runAt: new Date(at.getTime() + ADDITION_EXPIRY_MS),
        });
      }
      return addition;
    });
  }

  deps.jobs.register(ADDITION_EXPIRY, {
    payload: z.object({ number: z.string(), additionId: z.number() }),
    async run({ number, additionId }) {
      const order = await store.placedByNumber(number);
      const addition = await repository.addition(additionId);
      if (!order || addition?.state !== 'pending') return;
      await giveUp(order, addition, new AppError('unprocessable', 'order_addition_expired'));
    },
  });

  return {
    /** Adds products to the customer's placed order before its cut-off; idempotent by key. */
    async addItems(
      userId: string,
      number: string,
      input: { idempotencyKey: string; lines: readonly WantedLine[] },
    ): Promise<LoadedOrder> {
      const order = await ownOrder(userId, number);
      const lines = mergeLines(input.lines);
      const known = await repository.additionByKey(order.id, input.idempotencyKey);
      // A retry of what was already decided answers the same, even after the cut-off.
      if (known) settled(known, lines);
      if (known?.state === 'added') return order;
      const changeable = checkOrderChangeable(order, now());
      if (!changeable.ok) throw new AppError('unprocessable', changeable.code);
      const addition = await claim(order, lines, input.idempotencyKey);
      settled(addition, lines);
      if (addition.state === 'added') return (await store.placedByNumber(number))!;
      try {
        const added = await pricedAdditions(order, lines, addition);
        const amountCents = added.reduce((sum, line) => sum + line.variant.priceCents * line.quantity, 0);
        const card = orderCard(order);
        const intent = await authorize(order, card, addition, amountCents);
        const taken = await addLines(order, addition, added, card, intent);
        if (taken) deps.catalog.stockChanged(taken);
      } catch (failure) {
        // The bank's challenge is the customer's to answer: the addition waits for it.
        if (!(failure instanceof AppError && failure.code === 'payment_requires_action')) {
          await giveUp(order, addition, failure);
        }
        throw failure;
      }
      return (await store.placedByNumber(number))!;
    },
  };
}

/** Each product's cap (spec §4 max quantity) holds for the order with the added quantities. */
function ensureWithinCaps(priced: PricedCart, added: readonly PricedAddition[]): void {
  for (const line of added) {
    const already = priced.lines
      .filter((existing) => existing.variant.variantId === line.variant.variantId)
      .reduce((sum, existing) => sum + existing.quantity, 0);
    const checked = validateQuantity(already + line.quantity, line.variant.maxOrderable);
    if (!checked.ok) {
      throw new AppError('unprocessable', checked.code, {
        errors: { [line.variant.variantId]: [checked.params?.['max_quantity'] ?? line.quantity] },
      });
    }
  }
}

/** Why a same-key request's addition is not there to add any more. */
function refusalOf(addition: AdditionRow | undefined): AppError {
  const code =
    addition?.failureCode && isErrorCode(addition.failureCode) ? addition.failureCode : 'payment_failed';
  return new AppError('unprocessable', code, { errors: { base: [code] } });
}

/**
 * An addition already asked with this key: the same lines or a 409; a refused one is refused
 * again with its reason. Answers nothing for one pending or added.
 */
function settled(addition: AdditionRow, lines: readonly WantedLine[]): void {
  if (!isSameLines(addition.lines, lines)) throw new AppError('conflict', 'order_addition_key_reused');
  if (addition.state === 'refused' && addition.failureCode && isErrorCode(addition.failureCode)) {
    throw new AppError('unprocessable', addition.failureCode, { errors: { base: [addition.failureCode] } });
  }
}
