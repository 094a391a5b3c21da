/**
 * The placed orders as the shop's staff work with them (back office): find them by day, slot,
 * pickup point, status or customer; read one; the picking list of a slot or a day (products
 * summed across orders, by rack); mark them prepared; the day's figures. Status moves and
 * cancellations go through the order's own use cases.
 */
import type {
  PickingList,
  StaffOrder,
  StaffOrderRow,
  StaffSubstituteCandidates,
  StaffSubstitution,
  StaffSubstitutionPreference,
} from '@sillon/contract';
import {
  frenchOrder,
  isPaymentDropped,
  orderPaymentStage,
  isRebookable,
  orderChangeWindow,
  parisDayOf,
  rankSimilarProducts,
  staffStatusMoves,
  sumCents,
  t,
  unitPrice,
  type OrderStatus,
  type SubstitutionPreference,
} from '@sillon/domain';
import { AppError } from '../../http/app-error';
import type { ChangeAudit } from '../../http/staff-routes';
import type { CatalogService } from '../catalog';
import type { DeliveryService } from '../delivery';
import type { OrderStops } from './order-rounds';
import type { OrderStore } from './order-store';
import type {
  LoadedOrder,
  OrderLineRow,
  OrderRow,
  PaymentRow,
  PreparationMarkRow,
  StatusChangeRow,
} from './order-types';
import type { StatusActorKind } from './orders.tables';
import { auditedOrder } from './order-statuses';
import { zipcodeOf, type PreparationMark } from './order-preparation';
import type { OrdersRepository, PlacedOrderFilter } from './orders.repository';
import { answersOf, chargeOfOrder, lineDiscounts, preferencesOf, type OrderCharge } from './payment-record';

export type StaffOrdersDeps = {
  repository: OrdersRepository;
  store: OrderStore;
  /** Marks a placed order prepared (or not); false when no placed order has that number. */
  setPrepared(number: string, mark: PreparationMark, audit?: ChangeAudit): Promise<boolean>;
  catalog: Pick<CatalogService, 'routing' | 'substitutables'>;
  delivery: Pick<DeliveryService, 'slotsStarting' | 'staffSlot'>;
  /** The customers' phone numbers live with their sign-in. */
  customers: {
    /** The customers whose number holds the digits typed (none for fewer than 4). */
    customerIdsByPhone(text: string): Promise<string[]>;
    phoneOf(userId: string): Promise<string | null>;
  };
  /** The staff members' names by id (a status change names who made it). */
  memberNames: () => Promise<Map<string, string>>;
  /**
   * A bike order's stop on its slot `slotId` (the rounds module; null until that slot's round is
   * planned), and the latest stop the courier marked « Absent », whichever slot it was on.
   */
  stopsOf: (orderId: string, slotId: string | null) => Promise<OrderStops>;
  now: () => Date;
};

export type StaffOrderQuery = Omit<PlacedOrderFilter, 'text'> & { q?: string | undefined };

/** A whole day's picking list reads every order of it; more than this is not one grocer's day. */
const PICKING_LIST_MAX_ORDERS = 5000;

const pricedOf = (order: OrderRow) => order.snapshot!.priced;

function customerName(order: OrderRow): string {
  const address = order.shipAddress ?? order.billAddress;
  return address?.fullname || order.email || 'Client';
}

/** What is put in the bags: the paid lines and the gifts the order holds. */
function packedLines(order: OrderRow) {
  const priced = pricedOf(order);
  return [
    ...priced.lines.map((line) => ({ line, variant: line.variant, quantity: line.quantity, gift: false })),
    ...priced.gifts.flatMap((gift) =>
      gift.active && gift.available && gift.variant
        ? [{ line: undefined, variant: gift.variant, quantity: gift.quantity, gift: true }]
        : [],
    ),
  ];
}

/**
 * An order's statuses and preparation marks in one history, oldest first (a mark and a status at
 * the same instant: the status first, as it was already there), each naming the member who made it.
 */
function historyOf(
  statuses: readonly StatusChangeRow[],
  marks: readonly PreparationMarkRow[],
  memberNames: ReadonlyMap<string, string>,
): StaffOrder['statusHistory'] {
  const author = (at: Date, kind: StatusActorKind, id: string | null) => ({
    at: at.toISOString(),
    by: kind,
    byName: kind === 'staff' && id ? (memberNames.get(id) ?? null) : null,
  });
  const history = [
    ...statuses.map((change) => ({
      kind: 'status' as const,
      from: change.fromStatus,
      to: change.toStatus,
      ...author(change.changedAt, change.actorKind, change.actorId),
    })),
    ...marks.map((mark) => ({
      kind: 'preparation' as const,
      prepared: mark.prepared,
      ...author(mark.markedAt, mark.actorKind, mark.actorId),
    })),
  ];
  // A stable sort: each list keeps its own order.
  return history.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}

function orderRow(
  order: OrderRow,
  payments: readonly PaymentRow[],
  phone: string | null = null,
): StaffOrderRow {
  const priced = pricedOf(order);
  const slot = order.deliverySlot;
  return {
    number: order.number,
    status: order.status,
    customer: { userId: order.userId, name: customerName(order), email: order.email, phone },
    totalCents: priced.totals.totalCents,
    capturedCents: sumCents(payments.map((payment) => payment.capturedCents ?? 0)),
    refundedCents: sumCents(payments.map((payment) => payment.refundedCents ?? 0)),
    itemCount: packedLines(order).reduce((sum, line) => sum + line.quantity, 0),
    shippingMode: order.shippingMode,
    // A pickup order has no day of its own: the customer chose a point, not a day (issue 36).
    deliveryDay: slot ? parisDayOf(new Date(slot.start)) : null,
    slot: slot ? { id: slot.id, startsAt: slot.start, endsAt: slot.end } : null,
    pickupPoint: order.pickupPoint ? pickupPointView(order.pickupPoint) : null,
    completedAt: order.completedAt?.toISOString() ?? null,
    preparedAt: order.preparedAt?.toISOString() ?? null,
    paymentState: order.paymentState,
    paymentStage: orderPaymentStage(order, payments),
    disputedAt: order.disputedAt?.toISOString() ?? null,
  };
}

/** What the order was charged once prepared, and when money was last given back (issue 37). */
function chargeView(order: LoadedOrder, charge: OrderCharge | null) {
  const refundedAt = order.payments
    .map((payment) => payment.refundedAt)
    .filter((at): at is Date => at !== null)
    .sort((a, b) => b.getTime() - a.getTime())[0];
  return {
    isAwaitingAnswers: charge?.isAwaitingAnswers ?? false,
    preparedTotalCents: charge?.amountCents ?? null,
    refundedAt: refundedAt?.toISOString() ?? null,
  };
}

/** Lines sorted by their rack's position in the shop (stable: a rack's lines keep their order); racks unknown last. */
function byRack<L extends { variant: { productId: string } }>(
  lines: readonly L[],
  rackOf: ReadonlyMap<string, { position: number }>,
): L[] {
  const position = (line: L) => rackOf.get(line.variant.productId)?.position ?? Number.MAX_SAFE_INTEGER;
  return [...lines].sort((a, b) => position(a) - position(b));
}

/**
 * Issue 41: preferences as the preparers read them, « Ce produit à la place » with its product's
 * name (null once it left the catalogue), for the order and the picking list alike.
 */
async function preferenceViewer(
  preferences: readonly SubstitutionPreference[],
  catalog: Pick<CatalogService, 'substitutables'>,
): Promise<(preference: SubstitutionPreference) => StaffSubstitutionPreference> {
  const chosenIds = [
    ...new Set(
      preferences.flatMap((preference) => (preference.kind === 'chosen' ? [preference.productId] : [])),
    ),
  ];
  const names = new Map(
    chosenIds.length > 0
      ? (await catalog.substitutables({ ids: chosenIds })).map((offer) => [offer.id, offer.name])
      : [],
  );
  return (preference) => ({
    kind: preference.kind,
    productId: preference.kind === 'chosen' ? preference.productId : null,
    productName: preference.kind === 'chosen' ? (names.get(preference.productId) ?? null) : null,
  });
}

/** Issue 41: each line's preference and proposal as the preparers see them. */
async function substitutionViews(
  order: LoadedOrder,
  now: Date,
  catalog: Pick<CatalogService, 'substitutables'>,
) {
  const preferenceOf = preferencesOf(order, order.lines);
  const answers = answersOf(order, order.lines, now);
  const lineIds = pricedOf(order).lines.map((line) => line.id);
  const preferenceView = await preferenceViewer(lineIds.map(preferenceOf), catalog);
  return {
    preferenceOf: (lineId: string) => preferenceView(preferenceOf(lineId)),
    substitutionOf: (lineId: string): StaffSubstitution | null => {
      const proposal = order.substitutions?.[lineId];
      if (!proposal) return null;
      return {
        productId: proposal.productId,
        name: proposal.name,
        quantity: proposal.quantity,
        priceCents: proposal.priceCents,
        proposedAt: proposal.proposedAt,
        answerBy: proposal.answerBy,
        answer: proposal.answer,
        answeredAt: proposal.answeredAt,
        settled: answers[lineId] ?? 'pending',
      };
    },
  };
}

/** The picking list's view of an order's proposals: what replaces what, and the customer's answer. */
function pickedSubstitutions(
  order: OrderRow,
  lines: readonly Pick<OrderLineRow, 'id' | 'substitution'>[],
  now: Date,
) {
  if (!order.substitutions) return [];
  const answers = answersOf(order, lines, now);
  return pricedOf(order).lines.flatMap((line) => {
    const proposal = order.substitutions?.[line.id];
    return proposal
      ? [
          {
            lineId: line.id,
            originalName: line.variant.name,
            name: proposal.name,
            quantity: proposal.quantity,
            answerBy: proposal.answerBy,
            answer: proposal.answer,
            settled: answers[line.id] ?? ('pending' as const),
          },
        ]
      : [];
  });
}

/** Preferences alike: the same kind, and for « Ce produit à la place » the same product. */
const preferenceKey = (preference: SubstitutionPreference) =>
  preference.kind === 'chosen' ? `chosen:${preference.productId}` : preference.kind;

function pickupPointView(point: NonNullable<OrderRow['pickupPoint']>) {
  return {
    id: point.providerPointId,
    name: point.company,
    address: `${point.address1}, ${point.zipcode} ${point.city}`,
    openingHours: point.openingHours ?? [],
  };
}

export function createStaffOrders(deps: StaffOrdersDeps) {
  const { repository } = deps;

  /** Each product's rack (the first it is shelved in), for grouping the picking list. */
  async function racksOfProducts() {
    const { racks } = await deps.catalog.routing();
    const rackOf = new Map<string, { id: number; label: string; position: number }>();
    racks.forEach((rack, position) => {
      for (const shelf of rack.shelves) {
        for (const productId of shelf.productIds) {
          if (!rackOf.has(productId))
            rackOf.set(productId, { id: Number(rack.id), label: rack.title, position });
        }
      }
    });
    return rackOf;
  }

  async function filterOf(query: StaffOrderQuery): Promise<PlacedOrderFilter> {
    const { q, ...filter } = query;
    if (!q) return filter;
    return { ...filter, text: { fragment: q, userIds: await deps.customers.customerIdsByPhone(q) } };
  }

  async function placedOrder(number: string) {
    const order = await deps.store.placedByNumber(number);
    if (!order) throw new AppError('not_found', 'order_not_placed');
    return order;
  }

  return {
    async orders(query: StaffOrderQuery, page: { page: number; perPage: number }) {
      const found = await repository.placedOrders(await filterOf(query), {
        offset: (page.page - 1) * page.perPage,
        limit: page.perPage,
      });
      const payments = await repository.paymentsOfOrders(found.rows.map((row) => row.id));
      return {
        items: found.rows.map((row) => orderRow(row, payments.get(row.id) ?? [])),
        total: found.total,
      };
    },

    async order(number: string): Promise<StaffOrder> {
      const order = await placedOrder(number);
      const { payments } = order;
      const [statuses, marks, rackOf, phone, memberNames, substitutions, stops] = await Promise.all([
        repository.statusChanges(order.id),
        repository.preparationMarks(order.id),
        racksOfProducts(),
        order.userId ? deps.customers.phoneOf(order.userId) : null,
        deps.memberNames(),
        substitutionViews(order, deps.now(), deps.catalog),
        order.shippingMode === 'bag' ? deps.stopsOf(order.id, order.deliverySlot?.id ?? null) : null,
      ]);
      const priced = pricedOf(order);
      const discounts = lineDiscounts(priced);
      const lineDiscountOf = new Map(
        priced.lines.map((line, index) => [line.id, discounts.ofLines[index] ?? 0]),
      );
      const counted = order.preparedAt ? (order.preparedQuantities ?? {}) : null;
      const charge = order.preparedAt ? chargeOfOrder(order, order.lines, payments, deps.now()) : null;
      const billedOf = (lineId: string) =>
        charge?.lines.find((charged) => charged.id === lineId)?.chargedCents ?? null;
      return {
        ...orderRow(order, payments, phone),
        // In the racks' order, as the picking list walks them (a rack's lines as ordered).
        lines: byRack(packedLines(order), rackOf).map(({ line, variant, quantity, gift }) => {
          const rack = rackOf.get(variant.productId);
          return {
            lineId: line?.id ?? null,
            variantId: variant.variantId,
            productId: variant.productId,
            name: variant.name,
            unitLabel: variant.unitLabel,
            quantity,
            unitPriceCents: gift ? 0 : variant.priceCents,
            totalCents: line?.totalCents ?? 0,
            discountCents: line ? (lineDiscountOf.get(line.id) ?? 0) : 0,
            preparedQuantity: counted ? (line ? (counted[line.id] ?? quantity) : quantity) : null,
            billedCents: charge ? (line ? billedOf(line.id) : 0) : null,
            gift,
            rack: rack ? { id: rack.id, label: rack.label } : null,
            preference: line ? substitutions.preferenceOf(line.id) : null,
            substitution: line ? substitutions.substitutionOf(line.id) : null,
          };
        }),
        address: (order.shipAddress ?? order.billAddress ?? null) as Record<string, unknown> | null,
        totals: {
          itemsCents: priced.totals.itemTotalCents,
          deliveryCents: priced.totals.shipTotalCents,
          discountCents: -priced.totals.promoTotalCents,
          fixedDiscountCents: discounts.fixedCents,
          totalCents: priced.totals.totalCents,
        },
        promotions: priced.promotions.flatMap(({ kind, name, code, amountCents }) => {
          if (kind === 'gift') return [];
          // The first order's free delivery in the staff's words (the customer's say « votre »). A
          // free-delivery voucher has its code and its own name; the first order's has neither.
          const isFirstOrders = kind === 'free_delivery' && code === null;
          const staffName = isFirstOrders ? t('promotions.first_order_free_delivery_staff') : name;
          return [{ kind, name: staffName, code, amountCents }];
        }),
        payments: payments.map((payment) => ({
          number: payment.number,
          state: payment.state,
          amountCents: payment.amountCents,
          brand: payment.brand,
          lastDigits: payment.lastDigits,
          capturedCents: payment.capturedCents,
          refundedCents: payment.refundedCents,
          refundedAt: payment.refundedAt?.toISOString() ?? null,
          failureCode: payment.failureCode,
        })),
        charge: chargeView(order, charge),
        pickupCode: order.pickupCode,
        stop: stops?.stop ?? null,
        missedStop: stops?.missedStop ?? null,
        customerMayChangeUntil: orderChangeWindow(order, deps.now()).until,
        rebookable: isRebookable(order),
        termsAccepted:
          order.termsVersion && order.termsAcceptedAt
            ? { version: order.termsVersion, acceptedAt: order.termsAcceptedAt.toISOString() }
            : null,
        statusHistory: historyOf(statuses, marks, memberNames),
        moves: staffStatusMoves(order, deps.now()),
      };
    },

    /** What the audit log keeps of an order before and after a change. */
    async auditView(number: string) {
      const order = await placedOrder(number);
      return auditedOrder(order);
    },

    async setPrepared(
      number: string,
      mark: Omit<PreparationMark, 'preparedAt'> & { prepared: boolean },
      audit?: ChangeAudit,
    ): Promise<void> {
      const { prepared, ...rest } = mark;
      if (!(await deps.setPrepared(number, { ...rest, preparedAt: prepared ? deps.now() : null }, audit))) {
        throw new AppError('not_found', 'order_not_placed');
      }
    },

    /**
     * Issue 41: what the preparers may put in the bag for a short line, best first: the
     * customer's own pick (when it can be had), then the similar products; none against « Ne pas
     * remplacer ».
     */
    async substitutes(number: string, lineId: string): Promise<StaffSubstituteCandidates> {
      const order = await placedOrder(number);
      const line = pricedOf(order).lines.find((priced) => priced.id === lineId);
      if (!line) throw new AppError('not_found', 'substitute_unknown_line');
      const preference = preferencesOf(order, order.lines)(lineId);
      if (preference.kind === 'none') return { items: [] };
      const originalId = line.variant.productId;
      const chosenId = preference.kind === 'chosen' ? preference.productId : null;
      const offers = await deps.catalog.substitutables({
        ids: chosenId ? [originalId, chosenId] : [originalId],
        sharingShelfWith: originalId,
      });
      const original = offers.find((offer) => offer.id === originalId);
      const chosen = offers.find((offer) => offer.id === chosenId && offer.available && offer.stock > 0);
      const similar = original
        ? rankSimilarProducts(original, offers, { zipcode: zipcodeOf(order), quantity: 1 })
        : [];
      const byId = new Map(offers.map((offer) => [offer.id, offer]));
      const ranked = [
        ...(chosen ? [chosen] : []),
        ...similar.flatMap((product) => (product.id === chosen?.id ? [] : [byId.get(product.id)!])),
      ];
      return {
        items: ranked.map((offer) => ({
          productId: offer.id,
          name: offer.name,
          unitLabel: offer.unitLabel,
          priceCents: offer.priceCents,
          vatRateBp: offer.vatRateBp,
          unitPrice: unitPrice(offer.priceCents, offer.netQuantity) ?? null,
          stock: offer.stock,
          chosen: offer.id === chosenId,
        })),
      };
    },

    /** The products to pick for a day (or one slot, or one pickup point), summed across its orders, by rack. */
    async pickingList(query: {
      day: { from: Date; to: Date };
      dayKey: string;
      slotId?: string | undefined;
      pickupPointId?: string | undefined;
    }): Promise<PickingList> {
      const { rows } = await repository.placedOrders(
        { day: query.day, slotId: query.slotId, pickupPointId: query.pickupPointId },
        { offset: 0, limit: PICKING_LIST_MAX_ORDERS },
      );
      // An order whose card hold was dropped is not prepared (`order_payment_failed`): none of its products.
      const orders = rows.filter((order) => order.status !== 'canceled' && !isPaymentDropped(order));
      const now = deps.now();
      // Every order's: the picking list says each line's preference, not only the proposals'.
      const preferences = await repository.linePreferencesOf(orders.map((order) => order.id));
      const rackOf = await racksOfProducts();
      const preferenceOfLine = new Map(
        orders.map((order) => [order.id, preferencesOf(order, preferences.get(order.id) ?? [])]),
      );
      const byProduct = new Map<
        string,
        {
          productId: string;
          name: string;
          unitLabel: string;
          quantity: number;
          orders: Set<string>;
          /** The orders of each preference, by `preferenceKey` (a gift has none). */
          preferences: Map<string, { preference: SubstitutionPreference; orders: string[] }>;
          rack: { id: number; label: string; position: number };
        }
      >();
      for (const order of orders) {
        const preferenceOf = preferenceOfLine.get(order.id)!;
        for (const { line: paid, variant, quantity } of packedLines(order)) {
          const key = variant.variantId;
          const line = byProduct.get(key) ?? {
            productId: variant.productId,
            name: variant.name,
            unitLabel: variant.unitLabel,
            quantity: 0,
            orders: new Set<string>(),
            preferences: new Map(),
            rack: rackOf.get(variant.productId) ?? {
              id: 0,
              label: 'Hors rayon',
              position: Number.MAX_SAFE_INTEGER,
            },
          };
          line.quantity += quantity;
          line.orders.add(order.number);
          if (paid) {
            const preference = preferenceOf(paid.id);
            const group = line.preferences.get(preferenceKey(preference)) ?? { preference, orders: [] };
            group.orders.push(order.number);
            line.preferences.set(preferenceKey(preference), group);
          }
          byProduct.set(key, line);
        }
      }
      const preferenceView = await preferenceViewer(
        [...byProduct.values()].flatMap((line) =>
          [...line.preferences.values()].map((group) => group.preference),
        ),
        deps.catalog,
      );
      const racks = new Map<number, PickingList['racks'][number] & { position: number }>();
      for (const line of [...byProduct.values()].sort((a, b) => frenchOrder(a.name, b.name))) {
        const group = racks.get(line.rack.id) ?? {
          rack: { id: line.rack.id, label: line.rack.label },
          lines: [],
          position: line.rack.position,
        };
        group.lines.push({
          productId: line.productId,
          name: line.name,
          unitLabel: line.unitLabel,
          quantity: line.quantity,
          orders: line.orders.size,
          preferences: [...line.preferences.values()].map(({ preference, orders: numbers }) => ({
            ...preferenceView(preference),
            orders: numbers,
          })),
        });
        racks.set(line.rack.id, group);
      }
      return {
        day: query.dayKey,
        slot: query.slotId ? ((await deps.delivery.staffSlot(query.slotId)) ?? null) : null,
        orders: orders.map((order) => ({
          number: order.number,
          customerName: customerName(order),
          status: order.status,
          preparedAt: order.preparedAt?.toISOString() ?? null,
          itemCount: packedLines(order).reduce((sum, line) => sum + line.quantity, 0),
          deliveryInstructions: order.shipAddress?.deliveryInstructions ?? null,
          substitutions: pickedSubstitutions(order, preferences.get(order.id) ?? [], now),
        })),
        racks: [...racks.values()]
          .sort((a, b) => a.position - b.position)
          .map(({ rack, lines }) => ({ rack, lines })),
      };
    },

    /** Issue 41, « Ruptures »: per day and product, lines short, units short, lines substituted. */
    async shortages(range: { from: Date; to: Date }) {
      return repository.shortages(range);
    },

    /** The orders booked on a slot. */
    async bookings(slotId: string) {
      const { rows } = await repository.placedOrders(
        { slotId },
        { offset: 0, limit: PICKING_LIST_MAX_ORDERS },
      );
      return rows.map((order) => ({
        orderNumber: order.number,
        customerName: customerName(order),
        status: order.status,
      }));
    },

    /** The day's figures: its orders (cancelled ones apart), what they bring, and each slot's fill. */
    async dashboard(day: { from: Date; to: Date }, dayKey: string) {
      const { rows } = await repository.placedOrders({ day }, { offset: 0, limit: PICKING_LIST_MAX_ORDERS });
      const byStatus: Record<OrderStatus, number> = { scheduled: 0, delivery: 0, delivered: 0, canceled: 0 };
      for (const order of rows) if (order.status) byStatus[order.status] += 1;
      const kept = rows.filter((order) => order.status !== 'canceled');
      const revenueCents = sumCents(kept.map((order) => pricedOf(order).totals.totalCents));
      const payments = [
        ...(await repository.paymentsOfOrders(rows.map((order) => order.id))).values(),
      ].flat();
      const chargedCents = sumCents(
        payments.map((payment) => (payment.capturedCents ?? 0) - (payment.refundedCents ?? 0)),
      );
      return {
        day: dayKey,
        orders: kept.length,
        revenueCents,
        chargedCents,
        averageBasketCents: kept.length === 0 ? 0 : Math.round(revenueCents / kept.length),
        prepared: kept.filter((order) => order.preparedAt !== null).length,
        byStatus,
        slots: await deps.delivery.slotsStarting(day.from, day.to),
      };
    },
  };
}

export type StaffOrders = ReturnType<typeof createStaffOrders>;
