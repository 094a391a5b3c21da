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

/**
 * `GET account/orders/{number}/receipt`: the receipt (ticket de caisse) of a placed order, for the
 * ticket screen. Money as the storefront writes it: a decimal string ("12.50") with its
 * `display_` twin ("12,50 €"); a VAT rate as a percentage ("5.50") with its `display_` twin
 * ("5,5 %"). Every amount includes VAT unless its name says `pre_tax`.
 */
const receiptMoney = z.string();
const receiptVatRate = { vat_rate: z.string(), display_vat_rate: z.string() };

export const receiptLineSchema = z.object({
  name: z.string(),
  unit_label: z.string(),
  quantity: z.number().int(),
  unit_price: receiptMoney,
  display_unit_price: receiptMoney,
  total: receiptMoney,
  display_total: receiptMoney,
  ...receiptVatRate,
});

/** A gift: at 0, with what it would have cost. */
export const receiptGiftSchema = z.object({
  name: z.string(),
  unit_label: z.string(),
  quantity: z.number().int(),
  total: receiptMoney,
  display_total: receiptMoney,
  offered_value: receiptMoney,
  display_offered_value: receiptMoney,
  ...receiptVatRate,
});

/** Per VAT rate: without VAT, the VAT, with VAT (discounts and delivery shared in, pro rata). */
export const receiptVatLineSchema = z.object({
  ...receiptVatRate,
  pre_tax_amount: receiptMoney,
  display_pre_tax_amount: receiptMoney,
  tax_amount: receiptMoney,
  display_tax_amount: receiptMoney,
  amount: receiptMoney,
  display_amount: receiptMoney,
});

export const receiptAttributes = z.object({
  number: z.string(),
  placed_at: z.string(),
  /** « mardi 25 novembre 2025 à 10 h 05 », Paris time. */
  display_placed_at: z.string(),
  shop: z.object({
    name: z.string(),
    legal_name: z.string(),
    address_lines: z.array(z.string()),
    siret: z.string(),
    vat_number: z.string(),
  }),
  customer: z.object({ name: z.string(), address_lines: z.array(z.string()) }).nullable(),
  /** « Livraison à vélo, mardi 25 novembre, 10 h – 12 h », « Point relais : … ». */
  delivery_label: z.string(),
  line_items: z.array(receiptLineSchema),
  gifts: z.array(receiptGiftSchema),
  item_total: receiptMoney,
  display_item_total: receiptMoney,
  /** Each discount as a negative amount. */
  discounts: z.array(z.object({ name: z.string(), amount: receiptMoney, display_amount: receiptMoney })),
  ship_total: receiptMoney,
  display_ship_total: receiptMoney,
  vat_lines: z.array(receiptVatLineSchema),
  pre_tax_total: receiptMoney,
  display_pre_tax_total: receiptMoney,
  tax_total: receiptMoney,
  display_tax_total: receiptMoney,
  total: receiptMoney,
  display_total: receiptMoney,
  /** « Visa •••• 4242 », « Apple Pay »; null when nothing was paid. */
  payment_label: z.string().nullable(),
  /**
   * Issue 41: once prepared, each missing line (a negative amount, not charged) and each
   * substitute (`pending` while the customer may refuse it), and what the order came to.
   */
  preparation: z
    .object({
      changes: z.array(
        z.object({
          kind: z.enum(['missing', 'substitute']),
          name: z.string(),
          quantity: z.number().int(),
          /** The ordered product a substitute replaces; null for a missing line. */
          replaces: z.string().nullable(),
          answer: z.enum(['accepted', 'pending']).nullable(),
          amount: receiptMoney,
          display_amount: receiptMoney,
        }),
      ),
      /**
       * What the shop offered of what was delivered (beyond what the payment could bring), negative
       * as it comes off the total, like a missing line's amount; 0 for none.
       */
      offered: receiptMoney,
      display_offered: receiptMoney,
      delivered_total: receiptMoney,
      display_delivered_total: receiptMoney,
      /** The VAT inside what was delivered, per rate. */
      vat_lines: z.array(receiptVatLineSchema),
    })
    .nullable()
    .optional(),
});
export type ReceiptAttributes = z.infer<typeof receiptAttributes>;

export const receiptDocument = z.object({
  data: z.object({ id: z.string(), type: z.literal('receipt'), attributes: receiptAttributes }),
});
export type ReceiptDocument = z.infer<typeof receiptDocument>;

/** `GET receipts/{number}.pdf?expires=…&signature=…`: the link `receipt_link` gave, no bearer. */
export const receiptPdfParams = z.object({ number: z.string().min(1).max(32) });
export const receiptPdfQuery = z.object({
  /** When the link stops working, in seconds since the epoch. */
  expires: z.string().regex(/^\d{1,12}$/),
  /** HMAC-SHA256 of the number and `expires`, base64url. */
  signature: z.string().min(1).max(100),
});
export type ReceiptPdfQuery = z.infer<typeof receiptPdfQuery>;

/** The staff change an order's status (`PATCH /api/admin/orders/{number}/status`, `ADMIN_TOKEN`). */
export const orderStatusChangeBody = z.object({ status: orderStatusSchema });
export type OrderStatusChangeBody = z.infer<typeof orderStatusChangeBody>;

export const orderStatusChangeResponse = z.object({
  number: z.string(),
  status: orderStatusSchema,
  changed_at: z.string(),
});
export type OrderStatusChangeResponse = z.infer<typeof orderStatusChangeResponse>;
