/**
 * Order e-mails through the durable queue. The order's listener queues one `order_mail` job per
 * event, in the transaction that made the change (a rolled-back change queues nothing), with a
 * dedupe key so one event queues one job however often it is told. The job asks the order module
 * for the e-mail's data when it runs (the order as it is then) and sends the event's template.
 */
import { ORDER_STATUSES, type OrderStatus } from '@sillon/domain';
import { z } from 'zod';
import type { Transaction } from '../../db/client';
import type { JobQueue } from '../jobs';
import type { MailBrand, MailService } from '../mail';
import type { OrderEvent } from '../orders';
import { ORDER_MAIL_TEMPLATES, type OrderMailTemplate, type OrderMailView } from './order-mail-view';
import { renderOrderMail } from './order-mails';

export const ORDER_MAIL_JOB = 'order_mail';

/** What of an order's event the e-mail needs: which event, the status it left, the addition. */
export type OrderMailEvent = {
  type: OrderEvent['type'];
  status: OrderStatus;
  additionKey?: string;
  copyKey?: string;
  /** A status reached again (a departure undone, then made again): its own e-mail. */
  repeat?: number;
  /** Issue 41: the preparation that proposed substitutes: one e-mail each. */
  proposalKey?: string;
  /** Issue 42: the round's stop the courier marked absent: one e-mail each. */
  stopId?: string;
  /** The staff moved the order to another slot: one e-mail per move. */
  rebookingKey?: string;
};

/** The e-mail's data for an order's event, as the order is now; undefined when it cannot be told. */
export type MailViewOf = (number: string, event: OrderMailEvent) => Promise<OrderMailView | undefined>;

const orderMailPayload = z.object({
  number: z.string().min(1),
  template: z.enum(ORDER_MAIL_TEMPLATES),
  event: z.object({
    type: z.enum([
      'placed',
      'status_changed',
      'canceled',
      'items_added',
      'substitutions_proposed',
      'rebooked',
    ]),
    status: z.enum(ORDER_STATUSES),
    additionKey: z.string().optional(),
    copyKey: z.string().optional(),
    repeat: z.number().int().min(1).optional(),
    proposalKey: z.string().max(64).optional(),
    stopId: z.uuid().optional(),
    rebookingKey: z.string().max(64).optional(),
  }),
});
type OrderMailPayload = z.infer<typeof orderMailPayload>;

/** The e-mail an event sends, if any (a status change only when the order leaves or arrives). */
export function orderMailTemplateOf(event: Pick<OrderEvent, 'type' | 'status'>): OrderMailTemplate | null {
  switch (event.type) {
    case 'placed':
      return 'order_confirmation';
    case 'canceled':
      return 'order_canceled';
    case 'items_added':
      return 'order_items_added';
    case 'substitutions_proposed':
      return 'substitution_proposed';
    case 'rebooked':
      return 'order_rebooked';
    case 'status_changed':
      if (event.status === 'delivery') return 'order_on_its_way';
      if (event.status === 'delivered') return 'order_delivered';
      return null;
  }
}

/** One event, one e-mail: the order, the event, the status it left and the addition. */
export function orderMailDedupeKey(number: string, event: OrderMailEvent): string {
  const key = ['order_mail', number, event.type, event.status, event.additionKey ?? '-'];
  if (event.copyKey) key.push(event.copyKey);
  if (event.repeat) key.push(`again${event.repeat}`);
  if (event.proposalKey) key.push(`proposal${event.proposalKey}`);
  if (event.stopId) key.push(`stop${event.stopId}`);
  if (event.rebookingKey) key.push(`slot${event.rebookingKey}`);
  return key.join(':');
}

export type OrderMailDeps = {
  jobs: Pick<JobQueue, 'enqueue' | 'register'>;
  mail: Pick<MailService, 'send'>;
  /** The shop's public address and help contact, in every e-mail. */
  mailBrand: MailBrand;
  mailViewOf: MailViewOf;
  log: { info(details: object, message: string): void };
};

export function createOrderMails(deps: OrderMailDeps) {
  async function send(payload: OrderMailPayload): Promise<void> {
    const { number, template, event } = payload;
    const view = await deps.mailViewOf(number, event);
    if (!view?.email) {
      deps.log.info({ order: number, template }, 'order e-mail not sent: no e-mail address for this order');
      return;
    }
    // Sent late (the mail server was down), « on its way » would be wrong once it arrived.
    if (template === 'order_on_its_way' && view.status !== 'delivery') {
      deps.log.info(
        { order: number, template, status: view.status },
        'order e-mail skipped: the order moved on',
      );
      return;
    }
    // Sent late, a proposal the customer can no longer answer is not worth an e-mail.
    if (
      template === 'substitution_proposed' &&
      !view.proposals?.some((proposal) => proposal.settled === 'pending')
    ) {
      deps.log.info({ order: number, template }, 'order e-mail skipped: no proposal waits for an answer');
      return;
    }
    // Delivered by hand or cancelled meanwhile: the missed delivery, or the new slot, is old news.
    if (
      (template === 'order_missed_delivery' || template === 'order_rebooked') &&
      view.status !== 'scheduled'
    ) {
      deps.log.info(
        { order: number, template, status: view.status },
        'order e-mail skipped: the order moved on',
      );
      return;
    }
    const mail = await renderOrderMail(template, view, deps.mailBrand);
    await deps.mail.send({
      to: view.email,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      messageId: `<${orderMailDedupeKey(number, event).replace(/[^A-Za-z0-9.\-_]/g, '.')}@sillon>`,
    });
  }

  deps.jobs.register(ORDER_MAIL_JOB, { payload: orderMailPayload, run: send });

  return {
    /**
     * Issue 42: the courier marked the customer absent (the order back to « En cours »), in the
     * mark's transaction; one e-mail per stop whatever the phone sends again.
     */
    async queueMissedDelivery(tx: Transaction, missed: { number: string; stopId: string }): Promise<void> {
      const event: OrderMailEvent = { type: 'status_changed', status: 'scheduled', stopId: missed.stopId };
      await deps.jobs.enqueue(tx, {
        kind: ORDER_MAIL_JOB,
        payload: {
          number: missed.number,
          template: 'order_missed_delivery',
          event,
        } satisfies OrderMailPayload,
        dedupeKey: orderMailDedupeKey(missed.number, event),
      });
    },

    /** The order's listener: queues the event's e-mail in the order's transaction (guests get none). */
    async onOrderEvent(tx: Transaction, event: OrderEvent): Promise<void> {
      const template = orderMailTemplateOf(event);
      if (!template || !event.userId) return;
      const mailEvent: OrderMailEvent = {
        type: event.type,
        status: event.status,
        ...(event.additionKey ? { additionKey: event.additionKey } : {}),
        ...(event.copyKey ? { copyKey: event.copyKey } : {}),
        ...(event.repeat ? { repeat: event.repeat } : {}),
        ...(event.proposalKey ? { proposalKey: event.proposalKey } : {}),
        ...(event.rebookingKey ? { rebookingKey: event.rebookingKey } : {}),
      };
      await deps.jobs.enqueue(tx, {
        kind: ORDER_MAIL_JOB,
        payload: { number: event.number, template, event: mailEvent } satisfies OrderMailPayload,
        dedupeKey: orderMailDedupeKey(event.number, mailEvent),
      });
    },
  };
}
