/**
 * Taking the order's money when it is prepared (issue 37): placement and additions only hold
 * their amounts on the card; once the staff mark the order prepared, what was delivered
 * (`chargeOfOrder`) is captured from its authorisations, oldest first, the rest released. The
 * request tries at once after its commit and a durable job queued in the same transaction tries
 * again. Processors cancel a hold a week after it was made: a job at six days captures the whole
 * hold of an order not prepared yet, and the preparation then refunds the difference. Every step
 * is idempotent: captures and voids are at the processor, a refund's key names the amount given
 * back in all, and a payment moves only from the state it was read in.
 */
import { shareOverAuthorisations, takeableCents } from '@sillon/domain';
import { z } from 'zod';
import type { Transaction } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { IntentView } from '../payments';
import type { OrderCore } from './order-core';
import type { LoadedOrder, PaymentRow, PaymentWrite } from './order-types';
import type { OrdersDeps } from './orders-deps';
import { chargeOfOrder, livePayments, paymentChangesFrom } from './payment-record';

type CaptureDeps = Pick<OrdersDeps, 'store' | 'payments' | 'jobs' | 'now' | 'log'>;
/** A payment as read, the processor's answer for it, and what the shop wanted taken from it. */
type Answered = { read: PaymentRow; intent: IntentView; wantedCents: number };

const CAPTURE = 'order_payment_capture';
const HOLD_EXPIRY = 'order_authorisation_expiry';
/** The job waits for the request's own try: it only finishes what that try could not. */
const CAPTURE_DELAY_MS = 2 * 60_000;
/** Stripe cancels an uncaptured card authorisation after 7 days: taken a day before. */
export const HOLD_CAPTURE_AFTER_MS = 6 * 24 * 3600_000;

export function createPaymentCapture(core: OrderCore, deps: CaptureDeps) {
  const { store, payments, now } = deps;

  /** Brings one authorisation to `shareCents` taken: captured, released, or partly given back. */
  async function bringTo(payment: PaymentRow, shareCents: number): Promise<IntentView> {
    const intentId = payment.intentId!;
    let intent =
      payment.state === 'processing'
        ? await (shareCents > 0 ? captured(intentId, shareCents) : voided(intentId))
        : await known(intentId);
    const takenCents = intent.amountReceivedCents - intent.amountRefundedCents;
    if (intent.status === 'succeeded' && takenCents > shareCents) {
      const refundedCents = intent.amountReceivedCents - shareCents;
      intent = await payments.refund(intentId, {
        // The refunds' total it brings the payment to: the same target never gives back twice.
        idempotencyKey: `prepared:${payment.number}:${refundedCents}`,
        amountCents: takenCents - shareCents,
      });
    }
    return intent;
  }

  /** A hold the processor dropped (cancelled) is answered as it is: recorded, and flagged below. */
  async function captured(intentId: string, amountCents: number): Promise<IntentView> {
    return payments.capture(intentId, amountCents).catch(async (failure: unknown) => {
      if (failure instanceof AppError && failure.code === 'payment_confirmation_canceled') {
        return known(intentId);
      }
      throw failure;
    });
  }

  /** A hold released; one captured meanwhile (the hold's expiry job) is answered as it is. */
  async function voided(intentId: string): Promise<IntentView> {
    return payments.cancel(intentId).catch(async (failure: unknown) => {
      if (failure instanceof AppError && failure.code === 'payment_already_captured') return known(intentId);
      throw failure;
    });
  }

  async function known(intentId: string): Promise<IntentView> {
    const intent = await payments.retrieve(intentId);
    if (!intent) throw new Error(`the processor does not know the intent ${intentId}`);
    return intent;
  }

  /**
   * Records what the processor answered, on the order as it is now, for payments still in the
   * state they were read in. A hold the shop wanted to take but the processor had dropped is
   * flagged for the staff (its failure code).
   */
  async function record(order: LoadedOrder, answered: readonly Answered[]): Promise<void> {
    const writesOf = (current: LoadedOrder): PaymentWrite[] => {
      const at = now();
      return answered.flatMap(({ read, intent, wantedCents }) => {
        const row = current.payments.find((payment) => payment.id === read.id);
        if (row?.state !== read.state) return [];
        const changes = paymentChangesFrom(row, intent, at);
        const isDropped = row.state === 'processing' && intent.status === 'canceled' && wantedCents > 0;
        if (isDropped) changes.failureCode = 'payment_confirmation_canceled';
        return Object.keys(changes).length > 0 ? [{ kind: 'change' as const, id: row.id, changes }] : [];
      });
    };
    if (writesOf(order).length === 0) return;
    await core.changeAny(order, (current) => {
      const payments = writesOf(current);
      const isDropped = payments.some((write) => write.kind === 'change' && write.changes.failureCode);
      // Spree's word for an order whose payment did not go through: the staff's list shows it.
      return isDropped ? { order: { paymentState: 'failed' }, payments } : { payments };
    });
  }

  /** The prepared order charged what was delivered; a cancelled order is the cancellation's. */
  async function takePrepared(orderId: string): Promise<void> {
    const order = await store.byId(orderId);
    if (!order?.preparedAt || order.status === 'canceled' || !order.snapshot) return;
    const live = livePayments(order.payments);
    const { amountCents, isAwaitingAnswers } = chargeOfOrder(order, order.lines, order.payments, now());
    // The customer may still refuse a substitute: the job queued for the time to answer takes it.
    if (isAwaitingAnswers) return;
    const shares = shareOverAuthorisations(amountCents, live.map(takeableCents));
    const answered: Answered[] = [];
    for (const [index, read] of live.entries()) {
      const wantedCents = shares[index] ?? 0;
      answered.push({ read, intent: await bringTo(read, wantedCents), wantedCents });
    }
    await record(order, answered);
  }

  /** A hold about to expire on an order not prepared yet: all of it taken now. */
  async function takeBeforeExpiry(orderId: string, intentId: string): Promise<void> {
    const order = await store.byId(orderId);
    if (!order || order.status === 'canceled') return;
    if (order.preparedAt) return takePrepared(orderId);
    const payment = order.payments.find((row) => row.intentId === intentId);
    if (payment?.state !== 'processing') return;
    const intent = await captured(intentId, payment.amountCents);
    await record(order, [{ read: payment, intent, wantedCents: payment.amountCents }]);
  }

  deps.jobs.register(CAPTURE, {
    payload: z.object({ orderId: z.string() }),
    run: ({ orderId }) => takePrepared(orderId),
  });
  deps.jobs.register(HOLD_EXPIRY, {
    payload: z.object({ orderId: z.string(), intentId: z.string() }),
    run: ({ orderId, intentId }) => takeBeforeExpiry(orderId, intentId),
  });

  return {
    /** Queued in the transaction that marks the order prepared (one job per preparation). */
    async queue(tx: Transaction, orderId: string, preparedAt: Date): Promise<void> {
      await deps.jobs.enqueue(tx, {
        kind: CAPTURE,
        payload: { orderId },
        dedupeKey: `${CAPTURE}:${orderId}:${preparedAt.getTime()}`,
        runAt: new Date(now().getTime() + CAPTURE_DELAY_MS),
      });
    },

    /**
     * Issue 41: queued with proposals to the customer, for when the last one's time to answer is
     * up: an unanswered substitute then follows its line's preference and the money is taken.
     */
    async queueAnswered(tx: Transaction, orderId: string, answerBy: Date): Promise<void> {
      await deps.jobs.enqueue(tx, {
        kind: CAPTURE,
        payload: { orderId },
        dedupeKey: `${CAPTURE}:${orderId}:answers:${answerBy.getTime()}`,
        runAt: new Date(Math.max(answerBy.getTime(), now().getTime()) + CAPTURE_DELAY_MS),
      });
    },

    /** Queued when the order leaves: its proposals still unanswered follow their preferences now. */
    async queueDeparture(tx: Transaction, orderId: string, at: Date): Promise<void> {
      await deps.jobs.enqueue(tx, {
        kind: CAPTURE,
        payload: { orderId },
        dedupeKey: `${CAPTURE}:${orderId}:departure:${at.getTime()}`,
        runAt: new Date(at.getTime() + CAPTURE_DELAY_MS),
      });
    },

    /** Queued with the authorisation's record: the hold taken before the processor drops it. */
    async guardHold(tx: Transaction, orderId: string, intent: Pick<IntentView, 'id' | 'createdAt'>) {
      await deps.jobs.enqueue(tx, {
        kind: HOLD_EXPIRY,
        payload: { orderId, intentId: intent.id },
        dedupeKey: `${HOLD_EXPIRY}:${intent.id}`,
        runAt: new Date(intent.createdAt.getTime() + HOLD_CAPTURE_AFTER_MS),
      });
    },

    /** The request's own try after the commit; a failure is logged and left to the job. */
    async takeNow(orderId: string, reference: string): Promise<void> {
      await takePrepared(orderId).catch((failure: unknown) => {
        deps.log.error({ err: failure, order: reference }, 'payment not captured yet, the job will retry');
      });
    },
  };
}

export type PaymentCapture = ReturnType<typeof createPaymentCapture>;
