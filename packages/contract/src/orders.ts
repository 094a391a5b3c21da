/**
 * After the order (our extensions of the storefront API, spec §2 `my-account/orders/…`, §4
 * statuses): what a placed order may still become (cancelled, added to), its receipt, the staff's
 * status changes, and the local shop's dev mailbox.
 */
import { ORDER_STATUSES } from '@sillon/domain';
import { z } from 'zod';

/** Spec §4: scheduled (« En cours »), delivery (« En livraison »), delivered, canceled. */
export const orderStatusSchema = z.enum(ORDER_STATUSES);

const include = z.string().max(500).optional();

/** A placed order's number, as in its path. */
export const orderNumberParams = z.object({ number: z.string().min(1).max(32) });

/** `POST account/orders/{number}/cancel`: nothing to send but what to include in the answer. */
export const cancelOrderBody = z.object({ include }).optional();

/**
 * `POST account/orders/{number}/add_items` with an `Idempotency-Key` header: products added to a
 * placed order until its cut-off, paid by a new authorisation of the difference on its card.
 */
export const addOrderItemsBody = z.object({
  line_items_attributes: z
    .array(
      z.object({
        variant_id: z.string().min(1).max(64),
        quantity: z.number().int().min(1).max(99),
      }),
    )
    .min(1)
    .max(100),
  include,
});
export type AddOrderItemsBody = z.infer<typeof addOrderItemsBody>;

/** One key per addition the customer confirmed: a retried request adds and charges once. */
export const idempotencyHeaders = z.looseObject({
  'idempotency-key': z.string().min(8).max(100),
});

/** `POST account/orders/{number}/receipt_link`: a link to the receipt's PDF, valid a few minutes. */
export const receiptLinkResponse = z.object({ url: z.string(), expires_at: z.string() });
export type ReceiptLinkResponse = z.infer<typeof receiptLinkResponse>;

/** The staff change an order's status (`PATCH /api/admin/orders/{number}/status`, `ADMIN_TOKEN`). */
export const orderStatusChangeBody = z.object({ status: orderStatusSchema });
export type OrderStatusChangeBody = z.infer<typeof orderStatusChangeBody>;

export const orderStatusChangeResponse = z.object({
  number: z.string(),
  status: orderStatusSchema,
  changed_at: z.string(),
});
export type OrderStatusChangeResponse = z.infer<typeof orderStatusChangeResponse>;
