/**
 * Order pushes through the durable queue, like the order e-mails: the order's listener queues one
 * `order_push` job when the order leaves (« en livraison ») or arrives (« livrée »), in the
 * transaction of the change, with a dedupe key. The job runs later: it sends only if the customer
 * accepted notifications then, only to the devices registered to that customer then, and not
 * « on its way » once the order has arrived; a job tried again sends only to the devices its push
 * has not reached yet (`push/push-delivery.ts`). A substitute proposed to the customer (issue 41)
 * is a push of its own per line, in the app's `substitution` category (« Accepter », « Refuser »),
 * sent only while the customer may still answer.
 */
import {
  formatParisHour,
  substitutionProposalText,
  SUBSTITUTION_PUSH_CATEGORY,
  t,
  type OrderStatus,
} from '@sillon/domain';
import { z } from 'zod';
import type { Transaction } from '../../db/client';
import type { JobQueue } from '../jobs';
import type { OrderEvent } from '../orders';
import type { MailViewOf } from './order-mail-jobs';
import type { PushDelivery } from './push/push-delivery';

export const ORDER_PUSH_JOB = 'order_push';

const ORDER_PUSH_TEMPLATES = ['order_on_its_way', 'order_delivered'] as const;
type OrderPushTemplate = (typeof ORDER_PUSH_TEMPLATES)[number];

const orderPushPayload = z.object({
  number: z.string().min(1),
  userId: z.string().min(1),
  template: z.enum(ORDER_PUSH_TEMPLATES),
  /** A status reached again (a departure undone, then made again): its own push. */
  repeat: z.number().int().min(1).optional(),
});
type OrderPushPayload = z.infer<typeof orderPushPayload>;

/** A push only when the order leaves or arrives: the two moments a customer waits for. */
export function orderPushTemplateOf(event: Pick<OrderEvent, 'type' | 'status'>): OrderPushTemplate | null {
  if (event.type !== 'status_changed') return null;
  if (event.status === 'delivery') return 'order_on_its_way';
  if (event.status === 'delivered') return 'order_delivered';
  return null;
}

const statusOfTemplate: Record<OrderPushTemplate, OrderStatus> = {
  order_on_its_way: 'delivery',
  order_delivered: 'delivered',
};

/**
 * One push per order and status (and per time it is reached again): the job's dedupe key and the
 * name its tickets are kept under.
 */
const orderPushKey = (number: string, status: OrderStatus, repeat?: number) =>
  [ORDER_PUSH_JOB, number, status, ...(repeat ? [`again${repeat}`] : [])].join(':');

export const SUBSTITUTION_PUSH_JOB = 'substitution_push';

const substitutionPushPayload = z.object({
  number: z.string().min(1),
  userId: z.string().min(1),
  proposalKey: z.string().min(1).max(64),
  lineIds: z.array(z.string().min(1).max(64)).min(1).max(500),
});
type SubstitutionPushPayload = z.infer<typeof substitutionPushPayload>;

/**
 * Issue 42: « Votre livreur arrive entre 10 h 20 et 10 h 40 », once per stop when the courier is
 * two stops away; queued by the rounds module in the transaction of the mark that made it so.
 */
export const COURIER_NEAR_PUSH_JOB = 'courier_near_push';

const courierNearPayload = z.object({
  number: z.string().min(1),
  userId: z.string().min(1),
  stopId: z.string().min(1).max(64),
  from: z.iso.datetime({ offset: true }),
  to: z.iso.datetime({ offset: true }),
});
export type CourierNearPush = z.infer<typeof courierNearPayload>;

export type PushDevice = { pushTokenId: string; platform: 'ios' | 'android' | 'web' };

export type OrderPushDeps = {
  jobs: Pick<JobQueue, 'enqueue' | 'register'>;
  delivery: Pick<PushDelivery, 'deliver'>;
  /** The order as it is now (its status), through the order module. */
  mailViewOf: MailViewOf;
  /** Whether the customer accepts notifications now (spec §4 "newsletter and notifications"). */
  acceptsNotifications: (userId: string) => Promise<boolean>;
  /** The devices registered to this customer now. */
  devicesOf: (userId: string) => Promise<PushDevice[]>;
  log: { info(details: object, message: string): void };
};

export function createOrderPushes(deps: OrderPushDeps) {
  async function send({ number, userId, template, repeat }: OrderPushPayload): Promise<void> {
    if (!(await deps.acceptsNotifications(userId))) {
      deps.log.info({ order: number, template }, 'order push not sent: notifications not accepted');
      return;
    }
    const status = statusOfTemplate[template];
    const view = await deps.mailViewOf(number, { type: 'status_changed', status });
    if (!view || (template === 'order_on_its_way' && view.status !== 'delivery')) {
      deps.log.info({ order: number, template }, 'order push skipped: the order moved on or is unknown');
      return;
    }
    // Expo's service reaches iOS and Android; a browser has no Expo push token.
    const devices = (await deps.devicesOf(userId)).filter((device) => device.platform !== 'web');
    if (devices.length === 0) return;
    await deps.delivery.deliver(
      orderPushKey(number, status, repeat),
      devices.map((device) => ({
        to: device.pushTokenId,
        userId,
        title: t(`notifications.${template}.title`),
        body: t(`notifications.${template}.body`, { number }),
        data: { path: `/my-account/orders/${encodeURIComponent(number)}` },
        channelId: 'orders',
      })),
    );
  }

  async function sendProposals({ number, userId, proposalKey, lineIds }: SubstitutionPushPayload) {
    if (!(await deps.acceptsNotifications(userId))) return;
    const view = await deps.mailViewOf(number, { type: 'substitutions_proposed', status: 'scheduled' });
    const pending = (view?.proposals ?? []).filter(
      (proposal) => lineIds.includes(proposal.lineId) && proposal.settled === 'pending',
    );
    if (pending.length === 0) {
      deps.log.info({ order: number }, 'substitution push skipped: no proposal waits for an answer');
      return;
    }
    const devices = (await deps.devicesOf(userId)).filter((device) => device.platform !== 'web');
    for (const proposal of pending) {
      if (devices.length === 0) return;
      await deps.delivery.deliver(
        [SUBSTITUTION_PUSH_JOB, number, proposalKey, proposal.lineId].join(':'),
        devices.map((device) => ({
          to: device.pushTokenId,
          userId,
          title: t('notifications.substitution_proposed.title'),
          body: t('notifications.substitution_proposed.body', {
            proposal: substitutionProposalText(proposal),
            answerBy: formatParisHour(proposal.answerBy),
          }),
          data: {
            path: `/my-account/orders/${encodeURIComponent(number)}`,
            orderNumber: number,
            lineId: proposal.lineId,
          },
          channelId: 'substitutions',
          categoryId: SUBSTITUTION_PUSH_CATEGORY,
        })),
      );
    }
  }

  /** Sent only while the order is still on its way (not delivered, not brought back). */
  async function sendCourierNear({ number, userId, stopId, from, to }: CourierNearPush) {
    if (!(await deps.acceptsNotifications(userId))) return;
    const view = await deps.mailViewOf(number, { type: 'status_changed', status: 'delivery' });
    if (view?.status !== 'delivery') {
      deps.log.info({ order: number }, 'courier push skipped: the order is no longer on its way');
      return;
    }
    const devices = (await deps.devicesOf(userId)).filter((device) => device.platform !== 'web');
    if (devices.length === 0) return;
    await deps.delivery.deliver(
      [COURIER_NEAR_PUSH_JOB, number, stopId].join(':'),
      devices.map((device) => ({
        to: device.pushTokenId,
        userId,
        title: t('notifications.order_courier_near.title'),
        body: t('notifications.order_courier_near.body', {
          from: formatParisHour(from),
          to: formatParisHour(to),
        }),
        data: { path: `/my-account/orders/${encodeURIComponent(number)}`, template: 'order_courier_near' },
        channelId: 'courier',
      })),
    );
  }

  deps.jobs.register(ORDER_PUSH_JOB, { payload: orderPushPayload, run: send });
  deps.jobs.register(COURIER_NEAR_PUSH_JOB, { payload: courierNearPayload, run: sendCourierNear });
  deps.jobs.register(SUBSTITUTION_PUSH_JOB, { payload: substitutionPushPayload, run: sendProposals });

  return {
    /** Issue 42: the courier is near this stop; one push per stop whatever is retried. */
    async queueCourierNear(tx: Transaction, push: CourierNearPush): Promise<void> {
      await deps.jobs.enqueue(tx, {
        kind: COURIER_NEAR_PUSH_JOB,
        payload: push,
        dedupeKey: [COURIER_NEAR_PUSH_JOB, push.number, push.stopId].join(':'),
      });
    },

    /** The order's listener: queues the push of a status change in the order's transaction. */
    async onOrderEvent(tx: Transaction, event: OrderEvent): Promise<void> {
      if (event.type === 'substitutions_proposed') {
        if (!event.userId || !event.proposalKey || !event.lineIds?.length) return;
        await deps.jobs.enqueue(tx, {
          kind: SUBSTITUTION_PUSH_JOB,
          payload: {
            number: event.number,
            userId: event.userId,
            proposalKey: event.proposalKey,
            lineIds: event.lineIds,
          } satisfies SubstitutionPushPayload,
          dedupeKey: [SUBSTITUTION_PUSH_JOB, event.number, event.proposalKey].join(':'),
        });
        return;
      }
      const template = orderPushTemplateOf(event);
      if (!template || !event.userId) return;
      await deps.jobs.enqueue(tx, {
        kind: ORDER_PUSH_JOB,
        payload: {
          number: event.number,
          userId: event.userId,
          template,
          ...(event.repeat ? { repeat: event.repeat } : {}),
        } satisfies OrderPushPayload,
        dedupeKey: orderPushKey(event.number, event.status, event.repeat),
      });
    },
  };
}
