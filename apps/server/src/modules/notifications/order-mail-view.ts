/**
 * What an order e-mail says: the order module's view of a placed order (`orders.service.mailView`:
 * its e-mail, first name, number, status, date, delivery, receipt, and what was added), asked for
 * when the e-mail is sent.
 */
export type { OrderMailView } from '../orders';

/** The e-mails an order's life sends. */
export const ORDER_MAIL_TEMPLATES = [
  'order_confirmation',
  'order_on_its_way',
  'order_delivered',
  'order_canceled',
  'order_items_added',
  'substitution_proposed',
  'order_missed_delivery',
  'order_rebooked',
] as const;
export type OrderMailTemplate = (typeof ORDER_MAIL_TEMPLATES)[number];
