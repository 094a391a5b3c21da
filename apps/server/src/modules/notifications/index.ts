/**
 * The notifications module: what the shop tells customers when their order or their account
 * changes. Today the order e-mails (`order-mail-jobs.ts`) and the account's closing
 * (`account-mails.tsx`), queued as durable jobs and sent through the mail module; push
 * notifications join here later.
 */
import { createAccountMails, type AccountMailDeps } from './account-mails';
import { createOrderMails, type OrderMailDeps } from './order-mail-jobs';

export type { OrderMailView, OrderMailTemplate } from './order-mail-view';
export type { MailViewOf, OrderMailEvent } from './order-mail-jobs';

export function createNotificationsModule(deps: OrderMailDeps & AccountMailDeps) {
  const orderMails = createOrderMails(deps);
  const accountMails = createAccountMails(deps);
  return {
    /** Register with `orders.service.onEvent`. */
    onOrderEvent: orderMails.onOrderEvent,
    /** Register with `customer.service.onAccountClosed`. */
    onAccountClosed: accountMails.onAccountClosed,
  };
}

export type NotificationsModule = ReturnType<typeof createNotificationsModule>;
