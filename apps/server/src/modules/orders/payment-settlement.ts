/**
 * What becomes of an authorisation once the database decided (issue 14). An authorisation is
 * captured when its payment is recorded as taken (`processing`) on a placed order, and voided when
 * nothing in the database uses it any more (the order or the addition did not go in). The request
 * that decided tries at once; a durable job queued in the deciding transaction tries again later
 * with the queue's backoff, so a processor that does not answer never leaves money held or an
 * order unpaid. Both are idempotent: the processor's calls are, and the payment moves only from
 * the state it was read in.
 */
import { z } from 'zod';
import type { Transaction } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { OrdersDeps } from './orders.service';

type SettlementDeps = Pick<OrdersDeps, 'repository' | 'payments' | 'jobs' | 'now' | 'log'>;
export type Authorisation = { orderId: string; intentId: string };

const SETTLE = 'order_payment_settle';
/** The job waits for the request's own try: it only finishes what that try could not. */
const SETTLE_DELAY_MS = 2 * 60_000;

export function createPaymentSettlement(deps: SettlementDeps) {
  const { repository, now } = deps;

  async function settle({ orderId, intentId }: Authorisation): Promise<void> {
    const payment = (await repository.payments(orderId)).find((row) => row.intentId === intentId);
    if (!payment || payment.state === 'void' || payment.state === 'failed') {
      await deps.payments.cancel(intentId).catch((failure: unknown) => {
        // Captured already: it belongs to a payment the cancellation's refund takes care of.
        if (!(failure instanceof AppError && failure.code === 'payment_already_captured')) throw failure;
      });
      return;
    }
    if (payment.state !== 'processing') return;
    // A cancelled order's money is given back by the cancellation, not taken here.
    if ((await repository.orderById(orderId))?.status === 'canceled') return;
    await deps.payments.capture(intentId);
    await repository.movePayment(payment.id, 'processing', { state: 'completed', updatedAt: now() });
  }

  deps.jobs.register(SETTLE, {
    payload: z.object({ orderId: z.string(), intentId: z.string() }),
    run: settle,
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

    /** The request's own try after the commit; a failure is logged and left to the job. */
    async settleNow(authorisation: Authorisation, reference: string): Promise<void> {
      await settle(authorisation).catch((failure: unknown) => {
        deps.log.error({ err: failure, order: reference }, 'payment not settled yet, the job will retry');
      });
    },
  };
}

export type PaymentSettlement = ReturnType<typeof createPaymentSettlement>;
