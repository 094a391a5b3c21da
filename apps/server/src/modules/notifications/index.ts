/**
 * The notifications module: what the shop tells customers when their order or their account
 * changes. The order e-mails (`order-mail-jobs.ts`) and pushes (`order-push-jobs.ts`), and the
 * account's closing and e-mail change (`account-mails.tsx`), queued as durable jobs and sent through the mail
 * module or the push provider chosen by configuration (`push/`), whose receipts a later job reads
 * (`push/push-delivery.ts`); `GET /api/dev/push` lists the dev push outbox outside production.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { createAccountMails, type AccountMailDeps } from './account-mails';
import { createOrderMails, type OrderMailDeps } from './order-mail-jobs';
import { createOrderPushes, type OrderPushDeps } from './order-push-jobs';
import { createPushDelivery, type PushDeliveryDeps } from './push/push-delivery';
import { createPushOutboxReader } from './push/push-outbox';
import type { PushProvider, PushSettings } from './push/push-provider';
import { createPushProvider } from './push/push-provider-of-settings';
import { devPushRoutes } from './push/push.routes';

export type { OrderMailView, OrderMailTemplate } from './order-mail-view';
export type { MailViewOf, OrderMailEvent } from './order-mail-jobs';
export type { CourierNearPush, PushDevice } from './order-push-jobs';
export {
  defaultPushSettings,
  EXPO_BASE_URL,
  type PushMessage,
  type PushOutcome,
  type PushProvider,
  type PushSettings,
} from './push/push-provider';

export type NotificationsDeps = OrderMailDeps &
  AccountMailDeps &
  Omit<OrderPushDeps, 'delivery'> &
  Pick<PushDeliveryDeps, 'forgetDevice' | 'log'> & {
    db: Database;
    now: () => Date;
    pushSettings: PushSettings;
    /** Replaces the configured provider (tests). */
    pushProvider?: PushProvider;
    /** Wraps the provider, whichever it is (the shop's metrics count its sends). */
    wrapPush?: ((provider: PushProvider) => PushProvider) | undefined;
  };

export function createNotificationsModule(deps: NotificationsDeps) {
  const orderMails = createOrderMails(deps);
  const accountMails = createAccountMails(deps);
  const provider = deps.pushProvider ?? createPushProvider(deps.pushSettings, deps);
  const push = deps.wrapPush ? deps.wrapPush(provider) : provider;
  const delivery = createPushDelivery({ ...deps, push, settings: deps.pushSettings });
  const orderPushes = createOrderPushes({ ...deps, delivery });
  const routes = async (app: FastifyInstance) => {
    if (deps.pushSettings.showDevOutbox) await app.register(devPushRoutes(createPushOutboxReader(deps.db)));
  };
  return {
    /** Register with `orders.service.onEvent`: the event's e-mail and push, in the order's transaction. */
    async onOrderEvent(...args: Parameters<typeof orderMails.onOrderEvent>): Promise<void> {
      await orderMails.onOrderEvent(...args);
      await orderPushes.onOrderEvent(...args);
    },
    /** Issue 42: the rounds module tells a customer their courier is near (in the mark's transaction). */
    queueCourierNear: orderPushes.queueCourierNear,
    /** Issue 42: the rounds module tells a customer the courier could not deliver (in the mark's transaction). */
    queueMissedDelivery: orderMails.queueMissedDelivery,
    /** Register with `customer.service.onAccountClosed`. */
    onAccountClosed: accountMails.onAccountClosed,
    /** Register with `account.service.onEmailChanged`. */
    onEmailChanged: accountMails.onEmailChanged,
    routes,
  };
}

export type NotificationsModule = ReturnType<typeof createNotificationsModule>;
