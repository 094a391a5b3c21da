/**
 * The order's shapes, shared by its parts (the store, the basket, the checkout, the completion…):
 * its rows as read, the changes a use case asks the store to save, and who is asking.
 */
import type { SubstitutionPreference } from '@sillon/domain';
import type { AuthenticatedUser } from '../auth';
import type {
  cartLines,
  carts,
  orderAdditions,
  orderPayments,
  orderPreparationMarks,
  orderStatusChanges,
} from './orders.tables';

export type OrderRow = typeof carts.$inferSelect;
export type OrderLineRow = typeof cartLines.$inferSelect;
export type PaymentRow = typeof orderPayments.$inferSelect;
export type NewPaymentRow = typeof orderPayments.$inferInsert;
export type AdditionRow = typeof orderAdditions.$inferSelect;
export type StatusChangeRow = typeof orderStatusChanges.$inferSelect;
export type NewStatusChangeRow = typeof orderStatusChanges.$inferInsert;
export type PreparationMarkRow = typeof orderPreparationMarks.$inferSelect;
export type NewPreparationMarkRow = typeof orderPreparationMarks.$inferInsert;

/** The order as the store loads it: its row (with its `version`), its lines in order, its payments. */
export type LoadedOrder = OrderRow & { lines: OrderLineRow[]; payments: PaymentRow[] };

/** The columns of the order's row a use case may change. */
export type OrderChanges = Partial<
  Pick<
    OrderRow,
    | 'couponCode'
    | 'preloaded'
    | 'declinedGifts'
    | 'state'
    | 'email'
    | 'billAddress'
    | 'shipAddress'
    | 'shipmentNumber'
    | 'shippingMode'
    | 'deliverySlot'
    | 'pickupPoint'
    | 'paymentState'
    | 'shipmentState'
    | 'completedAt'
    | 'snapshot'
    | 'status'
    | 'preparedAt'
    | 'preparedQuantities'
    | 'pickupCode'
    | 'substitutions'
    | 'substitutionDefault'
    | 'disputedAt'
    | 'termsVersion'
    | 'termsAcceptedAt'
  >
>;

/** What a basket change does to the order's lines (Spree's add_item, set_quantity, remove_line_item, set_items). */
export type LineChange =
  | { kind: 'add'; variantId: string; quantity: number }
  | { kind: 'quantity'; lineId: number; quantity: number }
  | { kind: 'remove'; lineId: number }
  | { kind: 'replace'; lines: readonly { variantId: string; quantity: number }[] }
  /** Issue 41: the line's own preference if its product runs short (null: the order's default). */
  | { kind: 'substitution'; lineId: number; substitution: SubstitutionPreference | null };

export type PaymentChanges = Partial<
  Pick<
    PaymentRow,
    | 'state'
    | 'intentId'
    | 'failureCode'
    | 'amountCents'
    | 'capturedCents'
    | 'capturedAt'
    | 'refundedCents'
    | 'refundedAt'
    | 'updatedAt'
  >
>;

/** What a use case changes of the order's payments. */
export type PaymentWrite =
  /** A new payment; `voidWaiting`: the payments still waiting (not paid, not void) are voided first. */
  | { kind: 'add'; payment: Omit<NewPaymentRow, 'cartId'>; voidWaiting: boolean }
  | { kind: 'change'; id: number; changes: PaymentChanges };

/** Everything one save of the order writes, over the version it was read at. */
export type OrderWrite = {
  order?: OrderChanges;
  lines?: LineChange;
  payments?: readonly PaymentWrite[];
  /** A status the order takes, recorded in its history. */
  statusChange?: Omit<NewStatusChangeRow, 'orderId'>;
  /** The order marked prepared or not, recorded in its history. */
  preparationMark?: Omit<NewPreparationMarkRow, 'orderId'>;
};

export type AdditionChanges = Partial<
  Pick<AdditionRow, 'state' | 'amountCents' | 'failureCode' | 'intentId' | 'updatedAt'>
>;

/** Who asks: the bearer's user and the order token, either or both (Spree accepts both). */
export type OrderCaller = { user: AuthenticatedUser | null; orderToken: string | null };
