/**
 * The staff API (`/api/staff`, issue 18; docs/staff-api.md): what the back office sends and reads.
 * Money in cents, times ISO 8601, days `YYYY-MM-DD` (Paris). Lists answer `{ items, total }`.
 * The staff's other resources (catalogue, content, promotions, customers, reviews) are in
 * `staff-catalog.ts`.
 */
import {
  ORDER_PAYMENT_STAGES,
  SLOT_CAPACITY_MAX,
  STAFF_ROLES,
  STAFF_SEARCH_MAX_LENGTH,
  STAFF_STATUS_MOVES,
} from '@sillon/domain';
import { z } from 'zod';
import { absenceReason, stopOutcome } from './rounds';

export const staffRoleSchema = z.enum(STAFF_ROLES);

/** Page of a list: `page` from 1, at most 100 rows. */
export const staffPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(25),
});
export type StaffPageQuery = z.infer<typeof staffPageQuery>;

export function staffList<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int() });
}

export const staffDay = z.iso.date();
export const staffIdParams = z.object({ id: z.uuid() });
export const staffNumberParams = z.object({ number: z.string().min(1).max(40) });

export const staffMember = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: staffRoleSchema,
  active: z.boolean(),
  lockedUntil: z.string().nullable(),
  lastSignInAt: z.string().nullable(),
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof staffMember>;

const staffEmail = z.email().max(200);
const staffName = z.string().trim().min(1).max(100);

export const staffSignInBody = z.object({ email: staffEmail, password: z.string().min(1).max(200) });
export type StaffSignInBody = z.infer<typeof staffSignInBody>;

export const staffSessionResponse = z.object({ member: staffMember, permissions: z.array(z.string()) });
export type StaffSessionResponse = z.infer<typeof staffSessionResponse>;

export const staffMemberCreateBody = z.object({
  email: staffEmail,
  name: staffName,
  role: staffRoleSchema,
  password: z.string().max(200),
});
export type StaffMemberCreateBody = z.infer<typeof staffMemberCreateBody>;

export const staffMemberChangeBody = z.object({
  name: staffName.optional(),
  role: staffRoleSchema.optional(),
  active: z.boolean().optional(),
  password: z.string().max(200).optional(),
});
export type StaffMemberChangeBody = z.infer<typeof staffMemberChangeBody>;

export const staffMemberList = staffList(staffMember);
export const staffRevokedResponse = z.object({ revoked: z.number().int() });

export const auditQuery = staffPageQuery.extend({
  subjectType: z.string().max(60).optional(),
  subjectId: z.string().max(100).optional(),
  staffId: z.uuid().optional(),
});
/**
 * `done`: written in the change's transaction; `refused`: answered with an error; `pending`: only in
 * entries written before issue 39 (a change began, its answer never known).
 */
export const auditOutcome = z.enum(['pending', 'done', 'refused']);
export type AuditOutcome = z.infer<typeof auditOutcome>;
export const auditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  staff: z.object({ id: z.string(), email: z.string(), name: z.string().nullable() }).nullable(),
  action: z.string(),
  subjectType: z.string(),
  subjectId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  outcome: auditOutcome,
  /** The refusal's error code (`staff_forbidden`, `invalid_input`…). */
  errorCode: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;
export const auditList = staffList(auditEntry);

// Delivery: slots and their bookings.

export const staffSlot = z.object({
  id: z.string(),
  mode: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  bookableUntil: z.string(),
  capacity: z.number().int(),
  booked: z.number().int(),
  closed: z.boolean(),
});
export type StaffSlot = z.infer<typeof staffSlot>;
export const staffSlotList = staffList(staffSlot);
export const staffSlotsQuery = staffPageQuery.extend({
  from: staffDay.optional(),
  to: staffDay.optional(),
  mode: z.string().max(20).optional(),
  perPage: z.coerce.number().int().min(1).max(200).default(100),
});
export const staffSlotChangeBody = z.object({
  capacity: z
    .number()
    .int({ error: 'Le nombre de places est un nombre entier.' })
    .min(0, { error: 'Le nombre de places ne peut pas être négatif.' })
    .max(SLOT_CAPACITY_MAX, {
      error: `Un créneau a ${SLOT_CAPACITY_MAX.toLocaleString('fr-FR')} places au plus.`,
    })
    .optional(),
  closed: z.boolean().optional(),
});
export type StaffSlotChangeBody = z.infer<typeof staffSlotChangeBody>;
export const staffClosedDayBody = z.object({ day: staffDay, closed: z.boolean() });
export const staffClosedDayResponse = z.object({ day: z.string(), slots: z.number().int() });
/** Hours are whole in the rules: the domain says so in French, so the schema only bounds them. */
export const staffSlotWindow = z.object({
  fromHour: z.number().min(0).max(24),
  toHour: z.number().min(0).max(24),
});
/** A round's window: without days it runs every bike day (Monday 1 to Saturday 6), without places it has 8. */
export const staffBikeWindowInput = staffSlotWindow.extend({
  days: z.array(z.number().int().min(0).max(6)).max(7).optional(),
  places: z.number().min(0).max(SLOT_CAPACITY_MAX).optional(),
});
export const staffBikeHoursChangeBody = z.object({
  from: staffDay,
  windows: z.array(staffBikeWindowInput).max(24),
});
export type StaffBikeHoursChangeBody = z.infer<typeof staffBikeHoursChangeBody>;
export const staffBikeHoursParams = z.object({ from: staffDay });
export const staffBikeWindow = staffSlotWindow.extend({
  days: z.array(z.number().int()),
  places: z.number().int(),
});
export type StaffBikeWindow = z.infer<typeof staffBikeWindow>;
export const staffBikeHours = z.object({
  inForce: z.object({ from: z.string().nullable(), windows: z.array(staffBikeWindow) }),
  upcoming: z.array(
    z.object({ from: z.string(), windows: z.array(staffBikeWindow), changeable: z.boolean() }),
  ),
  firstChangeableDay: z.string(),
});
export type StaffBikeHours = z.infer<typeof staffBikeHours>;
export const staffSlotBookings = z.object({
  items: z.array(
    z.object({ orderNumber: z.string(), customerName: z.string(), status: z.string().nullable() }),
  ),
});

// Orders.

export const staffOrderStatus = z.enum(['scheduled', 'delivery', 'delivered', 'canceled']);
export const staffOrderRow = z.object({
  number: z.string(),
  status: z.string().nullable(),
  customer: z.object({
    userId: z.string().nullable(),
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
  }),
  totalCents: z.number().int(),
  /**
   * The money taken from the card and given back in all (issue 37: « Encaissé », « Remboursé »),
   * which a prepared order with missing products makes differ from its total.
   */
  capturedCents: z.number().int(),
  refundedCents: z.number().int(),
  itemCount: z.number().int(),
  shippingMode: z.string().nullable(),
  deliveryDay: z.string().nullable(),
  slot: z.object({ id: z.string(), startsAt: z.string(), endsAt: z.string() }).nullable(),
  /** The point the customer chose, its address and opening hours (a pickup order has no slot nor day). */
  pickupPoint: z
    .object({
      id: z.string(),
      name: z.string(),
      address: z.string(),
      openingHours: z.array(z.object({ day: z.string(), hours: z.string() })),
    })
    .nullable(),
  completedAt: z.string().nullable(),
  preparedAt: z.string().nullable(),
  paymentState: z.string().nullable(),
  /** Where its money stands (the domain's `orderPaymentStage`): authorised, charged, refunded… */
  paymentStage: z.enum(ORDER_PAYMENT_STAGES).nullable(),
  /** When the customer's bank disputed the payment (« Litige bancaire »), or null. */
  disputedAt: z.string().nullable(),
});
export type StaffOrderRow = z.infer<typeof staffOrderRow>;
export const staffOrderList = staffList(staffOrderRow);
export const STAFF_ORDER_ATTENTIONS = ['payment_failed', 'disputed'] as const;
export type StaffOrderAttention = (typeof STAFF_ORDER_ATTENTIONS)[number];
export const staffOrdersQuery = staffPageQuery.extend({
  day: staffDay.optional(),
  slotId: z.uuid().optional(),
  pickupPointId: z.uuid().optional(),
  status: staffOrderStatus.optional(),
  prepared: z.enum(['true', 'false']).optional(),
  /** The orders staff must sort out: the card's money refused (or its hold dropped), the bank's dispute. */
  attention: z.enum(STAFF_ORDER_ATTENTIONS).optional(),
  q: z.string().trim().max(STAFF_SEARCH_MAX_LENGTH).optional(),
});
export type StaffOrdersQuery = z.infer<typeof staffOrdersQuery>;

/** A line's substitution preference: « Produit similaire », « Ce produit à la place » (named), « Ne pas remplacer ». */
export const staffSubstitutionPreference = z.object({
  kind: z.enum(['similar', 'chosen', 'none']),
  productId: z.string().nullable(),
  productName: z.string().nullable(),
});
export type StaffSubstitutionPreference = z.infer<typeof staffSubstitutionPreference>;
export const staffSubstitution = z.object({
  productId: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  priceCents: z.number().int(),
  proposedAt: z.string(),
  answerBy: z.string(),
  answer: z.enum(['accepted', 'refused']).nullable(),
  answeredAt: z.string().nullable(),
  /** What it comes to now: the answer, else the preference once the time is up or the order left. */
  settled: z.enum(['accepted', 'refused', 'pending']),
});
export type StaffSubstitution = z.infer<typeof staffSubstitution>;

const staffOrderLine = z.object({
  /** The order's line (what the preparation's counts name); null for a gift. */
  lineId: z.string().nullable(),
  variantId: z.string(),
  productId: z.string(),
  name: z.string(),
  unitLabel: z.string(),
  quantity: z.number().int(),
  unitPriceCents: z.number().int(),
  totalCents: z.number().int(),
  /**
   * The line's share of the order's discounts that go with the goods (a percentage off): what a
   * missing unit was not charged less. A set amount off is the order's (`totals.fixedDiscountCents`).
   */
  discountCents: z.number().int(),
  /** What the preparers put in the bag; null until the order is prepared. */
  preparedQuantity: z.number().int().nullable(),
  /**
   * What the line is charged once prepared (its prepared units and the substitute kept, its share
   * of the discounts off: the domain's `deliveredLineCharge`), 0 for a gift; null until prepared.
   */
  billedCents: z.number().int().nullable(),
  gift: z.boolean(),
  rack: z.object({ id: z.number().int(), label: z.string() }).nullable(),
  /** Issue 41: what the customer wants if the line runs short (null for a gift). */
  preference: staffSubstitutionPreference.nullable(),
  /** The substitute proposed for the line's missing units, and what the customer answered; null when none. */
  substitution: staffSubstitution.nullable(),
});
/**
 * A bike order's stop in its round, as the staff read it (the courier's note included, which the
 * customer's page leaves out): who rides it, when it was expected, what happened at the door.
 */
export const staffOrderStop = z.object({
  /** The round's Paris day and slot, as « Tournées » opens them. */
  day: z.string(),
  slotId: z.string(),
  roundNumber: z.number().int(),
  courierName: z.string().nullable(),
  /** 1 for the round's first stop. */
  position: z.number().int(),
  plannedArrival: z.string(),
  /** When the courier is expected, as « Tournées » and the courier's phone say it now. */
  window: z.object({ from: z.string(), to: z.string() }),
  /** When the round left the hub; null while planned. */
  startedAt: z.string().nullable(),
  outcome: stopOutcome.nullable(),
  outcomeAt: z.string().nullable(),
  absenceReason: absenceReason.nullable(),
  absenceNote: z.string().nullable(),
});
export type StaffOrderStop = z.infer<typeof staffOrderStop>;

/** When a change of an order's history was made, and by whom. */
const historyAuthor = {
  at: z.string(),
  /** `staff`, `customer` or `system`. */
  by: z.string(),
  /** The staff member's name when a member made the change, else null. */
  byName: z.string().nullable(),
};

export const staffOrder = staffOrderRow.extend({
  lines: z.array(staffOrderLine),
  address: z.record(z.string(), z.unknown()).nullable(),
  totals: z.object({
    itemsCents: z.number().int(),
    deliveryCents: z.number().int(),
    discountCents: z.number().int(),
    /** Of `discountCents`, the set amounts (a voucher's euros, a referral's): kept whole however short the order. */
    fixedDiscountCents: z.number().int(),
    totalCents: z.number().int(),
  }),
  /**
   * What makes up `totals.discountCents`, as the customer's order page names it: a voucher (its
   * name and code), the referral, a free delivery (0: the delivery line says it), each amount below
   * zero. Gifts are lines.
   */
  promotions: z.array(
    z.object({
      kind: z.enum(['coupon', 'referral', 'free_delivery']),
      name: z.string(),
      code: z.string().nullable(),
      amountCents: z.number().int(),
    }),
  ),
  payments: z.array(
    z.object({
      number: z.string(),
      state: z.string(),
      amountCents: z.number().int(),
      brand: z.string().nullable(),
      lastDigits: z.string().nullable(),
      capturedCents: z.number().int().nullable(),
      refundedCents: z.number().int().nullable(),
      refundedAt: z.string().nullable(),
      /** Why it did not go through (a hold the processor cancelled), or null. */
      failureCode: z.string().nullable(),
    }),
  ),
  /**
   * The money (issue 37): what the prepared order is charged (null until prepared), and when money
   * was last given back (the amounts taken and given back are the row's).
   */
  charge: z.object({
    /** Issue 41: some substitute waits for the customer's answer (nothing is taken meanwhile). */
    isAwaitingAnswers: z.boolean(),
    preparedTotalCents: z.number().int().nullable(),
    refundedAt: z.string().nullable(),
  }),
  /** Issue 42: the code a pickup-point order is handed over against (set when prepared); null otherwise. */
  pickupCode: z.string().nullable(),
  /**
   * Issue 42: a bike order's stop on its slot once that slot's round is planned; null before, and
   * for other modes (a stop of a slot the order left is not its stop any more).
   */
  stop: staffOrderStop.nullable(),
  /**
   * The latest stop the courier marked « Absent », on whichever slot (the order may have moved to
   * another since, « Changer de créneau »); null when none.
   */
  missedStop: staffOrderStop.nullable(),
  /**
   * Until when its customer may still add to it or cancel it: its slot's cut-off (the domain's
   * `orderChangeWindow`), which preparing it ends early; null once they may not, or with no cut-off.
   */
  customerMayChangeUntil: z.string().nullable(),
  /**
   * A bike order waiting at the shop (the domain's `isRebookable`): the staff may send it on
   * another slot (`POST /api/staff/orders/:number/delivery-slot`).
   */
  rebookable: z.boolean(),
  /** Issue 38: the CGV the customer accepted at payment (their version, its publication time) and when. */
  termsAccepted: z.object({ version: z.string(), acceptedAt: z.string() }).nullable(),
  /**
   * Its statuses and its preparation marks (« prepared » is a mark, not a status), oldest first,
   * each with its time and who made it.
   */
  statusHistory: z.array(
    z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('status'), from: z.string().nullable(), to: z.string(), ...historyAuthor }),
      /** Marked prepared, or the mark taken back (to be prepared again). */
      z.object({ kind: z.literal('preparation'), prepared: z.boolean(), ...historyAuthor }),
    ]),
  ),
  /** The statuses the staff may move it to next, each allowed now or not and why (issue 36). */
  moves: z.array(
    z.object({
      to: z.enum(STAFF_STATUS_MOVES),
      allowed: z.boolean(),
      code: z.string().nullable(),
      notBefore: z.string().nullable(),
    }),
  ),
});
export type StaffOrder = z.infer<typeof staffOrder>;
export const staffOrderStatusBody = z.object({ status: z.enum(STAFF_STATUS_MOVES) });
export const staffOrderSlotBody = z.object({ slotId: z.uuid() });
/** The bike slots ahead a waiting order may move to, each allowed or not and why (a code). */
export const staffRebookingSlots = z.object({
  items: z.array(staffSlot.extend({ allowed: z.boolean(), code: z.string().nullable() })),
});
export type StaffRebookingSlots = z.infer<typeof staffRebookingSlots>;
export const staffOrderPreparedBody = z.object({
  prepared: z.boolean(),
  /** What went in the bags, for the lines short or missing (the others in full); issue 37. */
  lines: z
    .array(
      z.object({
        lineId: z.string().min(1).max(64),
        preparedQuantity: z.number().int().min(0).max(10_000),
        /** Issue 41: what the preparers put in the bag instead of the missing units, proposed to the customer. */
        substitute: z
          .object({ productId: z.string().min(1).max(64), quantity: z.number().int().min(1).max(10_000) })
          .optional(),
      }),
    )
    .max(500)
    .optional(),
  /**
   * The order's `preparedAt` as the preparer's screen read it: if another screen prepared the order
   * (or put it back) since, the change is refused (409 `order_prepared_meanwhile`), never
   * overwritten. Without it, the change wins (the scripts).
   */
  preparedAtRead: z.iso.datetime().nullable().optional(),
});
export type StaffOrderPreparedBody = z.infer<typeof staffOrderPreparedBody>;
export const staffMailQueuedResponse = z.object({ queued: z.literal(true) });

// Substitutions (issue 41).

export const staffLineParams = z.object({
  number: z.string().min(1).max(64),
  lineId: z.string().min(1).max(64),
});
/** A product the preparers may put in the bag for a short line, best first. */
export const staffSubstituteCandidates = z.object({
  items: z.array(
    z.object({
      productId: z.string(),
      name: z.string(),
      unitLabel: z.string(),
      priceCents: z.number().int(),
      vatRateBp: z.number().int(),
      /** The price per kg or L, when the product's net quantity is known. */
      unitPrice: z.object({ cents: z.number().int(), per: z.enum(['kg', 'L']) }).nullable(),
      stock: z.number().int(),
      /** The customer's own pick (« Ce produit à la place »). */
      chosen: z.boolean(),
    }),
  ),
});
export type StaffSubstituteCandidates = z.infer<typeof staffSubstituteCandidates>;
export const substitutionReportQuery = z.object({ from: staffDay, to: staffDay });
/** « Ruptures »: per day and product, what ran short (what to reorder). */
export const substitutionReport = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(
    z.object({
      day: z.string(),
      productId: z.string(),
      name: z.string(),
      linesShort: z.number().int(),
      unitsShort: z.number().int(),
      linesSubstituted: z.number().int(),
    }),
  ),
});
export type SubstitutionReport = z.infer<typeof substitutionReport>;

// Preparation and the day's figures.

export const pickingListQuery = z.object({
  day: staffDay,
  slotId: z.uuid().optional(),
  pickupPointId: z.uuid().optional(),
});
export const pickingList = z.object({
  day: z.string(),
  slot: staffSlot.nullable(),
  orders: z.array(
    z.object({
      number: z.string(),
      customerName: z.string(),
      status: z.string().nullable(),
      preparedAt: z.string().nullable(),
      itemCount: z.number().int(),
      /** Issue 40: the door code, the floor… the customer gave with the ship address; null when none. */
      deliveryInstructions: z.string().nullable(),
      /** Issue 41: the substitutes proposed, and what the customer answered. */
      substitutions: z.array(
        z.object({
          lineId: z.string(),
          originalName: z.string(),
          name: z.string(),
          quantity: z.number().int(),
          answerBy: z.string(),
          answer: z.enum(['accepted', 'refused']).nullable(),
          settled: z.enum(['accepted', 'refused', 'pending']),
        }),
      ),
    }),
  ),
  racks: z.array(
    z.object({
      rack: z.object({ id: z.number().int(), label: z.string() }),
      lines: z.array(
        z.object({
          productId: z.string(),
          name: z.string(),
          unitLabel: z.string(),
          quantity: z.number().int(),
          orders: z.number().int(),
          /** Issue 41: what the customers want if it runs short, each preference with its orders' numbers. */
          preferences: z.array(staffSubstitutionPreference.extend({ orders: z.array(z.string()) })),
        }),
      ),
    }),
  ),
});
export type PickingList = z.infer<typeof pickingList>;

export const dashboardQuery = z.object({ day: staffDay.optional() });
export const dashboard = z.object({
  day: z.string(),
  orders: z.number().int(),
  /** What the day's orders (cancelled ones aside) came to when ordered. */
  revenueCents: z.number().int(),
  /** What was taken from their cards, less what was given back: prepared orders are charged what went in the bags. */
  chargedCents: z.number().int(),
  averageBasketCents: z.number().int(),
  prepared: z.number().int(),
  byStatus: z.object({
    scheduled: z.number().int(),
    delivery: z.number().int(),
    delivered: z.number().int(),
    canceled: z.number().int(),
  }),
  slots: z.array(staffSlot),
});
export type Dashboard = z.infer<typeof dashboard>;
