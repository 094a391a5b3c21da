/**
 * The notifications module: what the shop tells customers when their order changes. Today the
 * order e-mails (`order-mail-jobs.ts`), queued as durable jobs by the order's events and sent
 * through the mail module; push notifications join here later.
 */
import { createOrderMails, type OrderMailDeps } from './order-mail-jobs';

export type { OrderMailView, OrderMailTemplate } from './order-mail-view';
export type { MailViewOf, OrderMailEvent } from './order-mail-jobs';

export function createNotificationsModule(deps: OrderMailDeps) {
  const orderMails = createOrderMails(deps);
  return {
    /** Register with `orders.service.onEvent`. */
    onOrderEvent: orderMails.onOrderEvent,
  };
}

export type NotificationsModule = ReturnType<typeof createNotificationsModule>;
