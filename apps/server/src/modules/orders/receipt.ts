/**
 * A placed order's receipt (issue 14, spec §2 `my-account/orders/{id}/ticket`): the order's frozen
 * prices, its payment and its delivery as the domain's `Receipt`, for its customer (JSON, and a
 * signed link to the PDF) and for the e-mails about the order (`mailView`).
 */
import type { ReceiptDocument, ReceiptLinkResponse, ReceiptPdfQuery } from '@sillon/contract';
import {
  receiptOf,
  type Cents,
  type OrderStatus,
  type Receipt,
  type ReceiptDelivery,
  type ReceiptInput,
  type ReceiptLine,
  type ReceiptPreparation,
  receiptPreparationOf,
  type SubstitutionAnswer,
} from '@sillon/domain';
import { AppError } from '../../http/app-error';
import type { AuthenticatedUser } from '../auth';
import type { PricedCart } from './order-pricing';
import { isValidReceiptLink, RECEIPT_LINK_TTL_SECONDS, receiptLinkSignature } from './receipt-link';
import { receiptDocument } from './receipt.document';
import { receiptPdf } from './receipt.pdf';
import type { LoadedOrder, OrderRow, PaymentRow } from './order-types';
import type { OrdersDeps } from './orders-deps';
import type { OrdersRepository } from './orders.repository';
import { answersOf, chargeOfOrder } from './payment-record';
import type { OrderAddress } from './orders.tables';
import { isPreparationShown } from './preparation-shown';

/** What the e-mails about a placed order are written from (confirmation, status changes). */
export type OrderMailView = {
  email: string;
  firstName: string;
  number: string;
  status: OrderStatus;
  placedAt: string;
  deliveryLabel: string;
  /** Issue 42: a pickup-point order's code, to give at the point (set once prepared). */
  pickupCode?: string;
  receipt: Receipt;
  /** What the customer added to the placed order afterwards, and what it cost (order additions). */
  added?: { lines: ReceiptLine[]; amountCents: Cents };
  /**
   * Issue 41: the substitutes proposed for short lines, what each replaces, what it would cost
   * (what the customer pays for it if kept), until when to answer and what it comes to now.
   */
  proposals?: {
    lineId: string;
    originalName: string;
    name: string;
    quantity: number;
    amountCents: Cents;
    answerBy: string;
    settled: SubstitutionAnswer | 'pending';
  }[];
};

/**
 * Payments that took (or hold) the order's money: the receipt names the one that paid, also once
 * a cancelled order was refunded (the ticket's screen says the order was cancelled).
 */
const PAID_STATES = new Set(['completed', 'processing', 'refunded']);

/** The receipt's input from what a placed order keeps: its row, its priced snapshot, its payments. */
export function receiptInputOf(order: OrderRow, priced: PricedCart, payments: readonly PaymentRow[]) {
  const payment =
    payments.filter((row) => PAID_STATES.has(row.state)).at(-1) ??
    // A cancelled order never prepared was only held on the card, then released: still that card.
    (order.status === 'canceled'
      ? payments.filter((row) => row.state === 'void' && row.intentId).at(-1)
      : undefined);
  const address = order.billAddress ?? order.shipAddress;
  const input: ReceiptInput = {
    orderNumber: order.number,
    placedAt: (order.completedAt ?? order.updatedAt).toISOString(),
    customer: address ? { name: address.fullname, addressLines: addressLines(address) } : null,
    delivery: deliveryOf(order),
    lines: priced.lines.map((line) => ({
      name: line.variant.name,
      unitLabel: line.variant.unitLabel,
      quantity: line.quantity,
      unitPriceCents: line.priceCents,
      vatRateBp: line.variant.vatRateBp,
    })),
    gifts: priced.gifts.flatMap((gift) =>
      gift.active && gift.variant
        ? [
            {
              name: gift.variant.name,
              unitLabel: gift.variant.unitLabel,
              quantity: gift.quantity,
              offeredValueCents: gift.offeredValueCents,
              vatRateBp: gift.variant.vatRateBp,
            },
          ]
        : [],
    ),
    discounts: priced.promotions
      .filter((promotion) => promotion.amountCents < 0)
      .map((promotion) => ({
        name: promotion.code ? `${promotion.name} (${promotion.code})` : promotion.name,
        amountCents: promotion.amountCents,
      })),
    shippingCents: priced.totals.shipTotalCents,
    totals: priced.totals,
    payment: payment
      ? { brand: payment.brand, lastDigits: payment.lastDigits, wallet: payment.wallet }
      : null,
  };
  return input;
}

function addressLines(address: OrderAddress): string[] {
  return [address.address1, address.address2, `${address.zipcode} ${address.city}`].filter(
    (line) => line.trim() !== '',
  );
}

function deliveryOf(order: OrderRow): ReceiptDelivery {
  switch (order.shippingMode) {
    case 'pickup-point':
      return { mode: 'pickup-point', point: order.pickupPoint };
    case 'bag':
    case 'parcel':
      return { mode: order.shippingMode, slot: order.deliverySlot };
    default:
      return { mode: null };
  }
}

export function createReceipts(deps: Pick<OrdersDeps, 'store' | 'repository' | 'account' | 'now'>) {
  const { store, repository, now } = deps;

  /** A placed order's receipt from its frozen prices; an order without them has none. */
  function receiptOfOrder(order: LoadedOrder): Receipt {
    const priced = order.snapshot?.priced;
    if (!priced) throw new AppError('not_found', 'order_not_found');
    return receiptOf({ ...receiptInputOf(order, priced, order.payments), preparation: preparationOf(order) });
  }

  /** Issue 41: once prepared, each missing line and each substitute with its amount, and the delivered total. */
  /** What the preparation made of the order; none for a cancelled one, which delivers nothing. */
  function preparationOf(order: LoadedOrder): ReceiptPreparation | undefined {
    if (!isPreparationShown(order) || !order.snapshot) return undefined;
    const at = now();
    const charge = chargeOfOrder(order, order.lines, order.payments, at);
    const answers = answersOf(order, order.lines, at);
    const counted = order.preparedQuantities ?? {};
    return receiptPreparationOf(
      order.snapshot.priced.lines.map((line) => {
        const proposal = order.substitutions?.[line.id];
        const answer = answers[line.id];
        return {
          name: line.variant.name,
          unitLabel: line.variant.unitLabel,
          quantity: line.quantity,
          preparedQuantity: counted[line.id] ?? line.quantity,
          substitute:
            proposal && answer && answer !== 'refused'
              ? { name: proposal.name, quantity: proposal.quantity, answer }
              : undefined,
        };
      }),
      charge,
    );
  }

  /** Issue 41: the substitutes proposed to the customer, as the e-mail and the push tell them. */
  function proposalsOf(order: LoadedOrder): OrderMailView['proposals'] {
    if (!order.preparedAt || !order.substitutions || !order.snapshot) return undefined;
    const at = now();
    const charge = chargeOfOrder(order, order.lines, order.payments, at);
    const answers = answersOf(order, order.lines, at);
    return order.snapshot.priced.lines.flatMap((line, index) => {
      const proposal = order.substitutions?.[line.id];
      if (!proposal) return [];
      return [
        {
          lineId: line.id,
          originalName: line.variant.name,
          name: proposal.name,
          quantity: proposal.quantity,
          amountCents: charge.lines[index]?.substituteCents ?? 0,
          answerBy: proposal.answerBy,
          settled: answers[line.id] ?? 'pending',
        },
      ];
    });
  }

  /** The customer's own placed order; another's is "not found", never "forbidden". */
  async function ownOrder(user: AuthenticatedUser, number: string): Promise<LoadedOrder> {
    const order = await store.placedByNumber(number);
    if (!order || order.userId !== user.id) throw new AppError('not_found', 'order_not_found');
    return order;
  }

  return {
    /** The receipt for the ticket screen. */
    async receipt(user: AuthenticatedUser, number: string): Promise<ReceiptDocument> {
      return receiptDocument(receiptOfOrder(await ownOrder(user, number)));
    },

    /** A link to the receipt's PDF that works without a bearer for a few minutes. */
    async receiptLink(
      user: AuthenticatedUser,
      number: string,
      urlOf: (path: string) => string,
    ): Promise<ReceiptLinkResponse> {
      const order = await ownOrder(user, number);
      const expires = Math.floor(now().getTime() / 1000) + RECEIPT_LINK_TTL_SECONDS;
      const query = new URLSearchParams({
        expires: String(expires),
        signature: receiptLinkSignature(order.token, order.number, expires),
      });
      return {
        url: urlOf(`/api/v2/storefront/receipts/${encodeURIComponent(order.number)}.pdf?${query}`),
        expires_at: new Date(expires * 1000).toISOString(),
      };
    },

    /** The PDF a signed link points to; a bad, expired or other order's signature is "not found". */
    async receiptPdf(number: string, link: ReceiptPdfQuery): Promise<{ filename: string; pdf: Buffer }> {
      const order = await store.placedByNumber(number);
      const signed = { expiresAtSeconds: Number(link.expires), signature: link.signature };
      if (!order || !isValidReceiptLink(order.token, order.number, signed, now())) {
        throw new AppError('not_found', 'order_not_found');
      }
      return {
        filename: `ticket-${order.number}.pdf`,
        pdf: await receiptPdf(receiptOfOrder(order), { isCanceled: order.status === 'canceled' }),
      };
    },

    /**
     * A placed order as its e-mails show it; undefined for an unknown order or one without an
     * e-mail to write to.
     */
    async mailView(number: string, additionKey?: string): Promise<OrderMailView | undefined> {
      const order = await store.placedByNumber(number);
      if (!order?.email || !order.status) return undefined;
      const receipt = receiptOfOrder(order);
      const accountName = order.userId ? await deps.account.firstNameOf(order.userId) : '';
      const added = additionKey ? await addedLinesOf(repository, order, receipt, additionKey) : undefined;
      const proposals = proposalsOf(order);
      return {
        ...(added ? { added } : {}),
        ...(proposals ? { proposals } : {}),
        email: order.email,
        firstName: accountName || (order.billAddress ?? order.shipAddress)?.firstname || '',
        number: order.number,
        status: order.status,
        placedAt: receipt.placedAt,
        deliveryLabel: receipt.deliveryLabel,
        ...(order.shippingMode === 'pickup-point' && order.pickupCode
          ? { pickupCode: order.pickupCode }
          : {}),
        receipt,
      };
    },
  };
}

/**
 * The receipt's lines one addition brought (their ids carry the addition's, see
 * `order-additions.ts`) and what it cost; undefined when the order has no such addition.
 */
async function addedLinesOf(
  repository: Pick<OrdersRepository, 'additionByKey'>,
  order: OrderRow,
  receipt: Receipt,
  additionKey: string,
): Promise<OrderMailView['added']> {
  const addition = await repository.additionByKey(order.id, additionKey);
  if (addition?.state !== 'added') return undefined;
  const priced = order.snapshot?.priced;
  if (!priced) return undefined;
  const lines = receipt.lines.filter((_line, index) =>
    priced.lines[index]?.id.startsWith(`A${addition.id}-`),
  );
  return { lines, amountCents: addition.amountCents ?? 0 };
}
