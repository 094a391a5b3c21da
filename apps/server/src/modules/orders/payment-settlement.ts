/**
 * What becomes of an authorisation once the database decided (issue 14). An authorisation is
 * captured when its payment is recorded as taken (`processing`) on a placed order, and voided when
 * nothing in the database uses it any more (the order or the addition did not go in). The request
 * that decided tries at once; a durable job queued in the deciding transaction tries again later
 * with the queue's backoff, so a processor that does not answer never leaves money held or an
 * order unpaid. Both are idempotent: the processor's calls are, and the payment moves only from
 * the state it was read in, saved over the order's version.
 */
import { z } from 'zod';
import type { Transaction } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { AuthorizeInput } from '../payments';
import type { OrderCore } from './order-core';
import type { OrdersDeps } from './orders-deps';

type SettlementDeps = Pick<OrdersDeps, 'store' | 'payments' | 'jobs' | 'now' | 'log'>;
export type Authorisation = { orderId: string; intentId: string };

const SETTLE = 'order_payment_settle';
const GUARD = 'order_payment_guard';
/** Long after the request's own outcome: a live checkout has decided by then. */
const GUARD_DELAY_MS = 10 * 60_000;

const guardPayload = z.object({
  orderId: z.string(),
  authorisation: z.object({
    idempotencyKey: z.string(),
    amountCents: z.number().int(),
    paymentMethodId: z.string(),
    reference: z.string(),
    customerId: z.string().nullish(),
  }),
});
/** The job waits for the request's own try: it only finishes what that try could not. */
const SETTLE_DELAY_MS = 2 * 60_000;

export function createPaymentSettlement(core: OrderCore, deps: SettlementDeps) {
  const { store, now } = deps;

  async function settle({ orderId, intentId }: Authorisation): Promise<void> {
    const order = await store.byId(orderId);
    const payment = order?.payments.find((row) => row.intentId === intentId);
    if (!payment || payment.state === 'void' || payment.state === 'failed') {
      await deps.payments.cancel(intentId).catch((failure: unknown) => {
        // Captured already: it belongs to a payment the cancellation's refund takes care of.
        if (!(failure instanceof AppError && failure.code === 'payment_already_captured')) throw failure;
      });
      return;
    }
    if (payment.state !== 'processing') return;
    // A cancelled order's money is given back by the cancellation, not taken here.
    if (order?.status === 'canceled') return;
    await deps.payments.capture(intentId);
    // Recorded over the order as it is then: it may have changed while the processor answered.
    await core.changeAny(order!, (current) => {
      const captured = current.payments.find((row) => row.id === payment.id);
      if (captured?.state !== 'processing') return {};
      return {
        payments: [{ kind: 'change', id: captured.id, changes: { state: 'completed', updatedAt: now() } }],
      };
    });
  }

  deps.jobs.register(SETTLE, {
    payload: z.object({ orderId: z.string(), intentId: z.string() }),
    run: settle,
  });

  /**
   * The guard of an authorisation asked for (issue 21): the server may die between the
   * processor's answer and the transaction that records it, leaving money held with nothing in
   * the database to say so. Queued (committed) before the processor is asked, it asks again later
   * with the same idempotency key — the processor answers the same authorisation, or makes one if
   * the first call never reached it — and settles it like any other: captured if the order uses
   * it, voided otherwise.
   */
  deps.jobs.register(GUARD, {
    payload: guardPayload,
    run: async ({ orderId, authorisation }) => {
      const intent = await deps.payments.authorize(authorisation);
      if (intent.status === 'requires_action') return;
      await settle({ orderId, intentId: intent.id });
    },
  });

  return {
    /** Queued inside the transaction that decides the authorisation's fate. */
    async queue(tx: Transaction, authorisation: Authorisation, options: { now: boolean }): Promise<void> {
      await deps.jobs.enqueue(tx, {
        kind: SETTLE,
        payload: authorisation,
        dedupeKey: `${SETTLE}:${authorisation.intentId}`,
        runAt: new Date(now().getTime() + (options.now ? 0 : SETTLE_DELAY_MS)),
      });
    },

    /** Committed before the processor is asked to authorise (see the guard above). */
    async guard(orderId: string, authorisation: AuthorizeInput): Promise<void> {
      await deps.jobs.enqueue(null, {
        kind: GUARD,
        payload: { orderId, authorisation },
        dedupeKey: `${GUARD}:${authorisation.idempotencyKey}`,
        runAt: new Date(now().getTime() + GUARD_DELAY_MS),
      });
    },

    /** The request's own try after the commit; a failure is logged and left to the job. */
    async settleNow(authorisation: Authorisation, reference: string): Promise<void> {
      await settle(authorisation).catch((failure: unknown) => {
        deps.log.error({ err: failure, order: reference }, 'payment not settled yet, the job will retry');
      });
    },
  };
}

export type PaymentSettlement = ReturnType<typeof createPaymentSettlement>;
