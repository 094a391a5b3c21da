/**
 * What becomes of an authorisation once the database decided (issues 14, 37). An authorisation a
 * placed order records (`processing`) stays held until the order is prepared
 * (`payment-capture.ts`); one nothing in the database uses any more (the order or the addition did
 * not go in) is voided: the request that decided tries at once, and a durable job queued in the
 * deciding transaction tries again later with the queue's backoff, so a processor that does not
 * answer never leaves money held. The processor's calls are idempotent.
 */
import { z } from 'zod';
import type { Transaction } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { AuthorizeInput } from '../payments';
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

export function createPaymentSettlement(deps: SettlementDeps) {
  const { store, now } = deps;

  /**
   * Voids an authorisation nothing uses (its payment void, failed or never recorded). One a
   * payment uses stays held: it is taken when the order is prepared (`payment-capture.ts`), or
   * given back by the order's cancellation.
   */
  async function settle({ orderId, intentId }: Authorisation): Promise<void> {
    const order = await store.byId(orderId);
    const payment = order?.payments.find((row) => row.intentId === intentId);
    if (payment && payment.state !== 'void' && payment.state !== 'failed') return;
    await deps.payments.cancel(intentId).catch((failure: unknown) => {
      // Captured already: it belongs to a payment the cancellation's refund takes care of.
      if (!(failure instanceof AppError && failure.code === 'payment_already_captured')) throw failure;
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
    settle,

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
