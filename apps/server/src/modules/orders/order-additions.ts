/**
 * « Ajouter à ma commande » (issue 14): the customer adds products to a placed order until its
 * cut-off. The added products are priced now; the order's discounts and delivery stay as they were,
 * so the customer pays exactly what was added, through a new authorisation on the order's card.
 * A refused card leaves the order as it was. Each confirmed addition carries an idempotency key:
 * the processor authorises once per key, and the one transaction that adds the lines checks the
 * addition's state under the order's lock, so retries (even at once) add, take stock and charge once.
 */
import { randomBytes } from 'node:crypto';
import { isErrorCode, orderChangeWindow, validateQuantity, type ErrorCode } from '@sillon/domain';
import { AppError } from '../../http/app-error';
import type { CartVariant } from '../catalog';
import type { IntentView } from '../payments';
import type { OrderEvents } from './order-events';
import { withAddedLines } from './order-pricing';
import type { AdditionRow, OrderRow, PaymentRow } from './orders.repository';
import type { OrderSnapshot, OrdersDeps } from './orders.service';

type AdditionsDeps = Pick<OrdersDeps, 'repository' | 'catalog' | 'payments' | 'now' | 'log'>;
export type AddedLine = { variantId: string; quantity: number };

const newPaymentNumber = () => `P${randomBytes(6).toString('base64url').toUpperCase().slice(0, 8)}`;

export function createOrderAdditions(deps: AdditionsDeps, events: OrderEvents) {
  const { repository, now } = deps;

  /** The customer's own placed order. */
  async function ownOrder(userId: string, number: string): Promise<OrderRow> {
    const order = await repository.completedOrder(number);
    // Another customer's order is "not found", never "forbidden": its existence is not told.
    if (!order || order.userId !== userId) throw new AppError('not_found', 'order_not_found');
    return order;
  }

  /** The asked lines at today's prices, within stock, availability and each product's cap. */
  async function pricedAdditions(order: OrderRow, lines: readonly AddedLine[], addition: AdditionRow) {
    const variants = await deps.catalog.cartVariants(lines.map((line) => line.variantId));
    const { priced } = order.snapshot as OrderSnapshot;
    const unavailable = lines
      .filter((line) => {
        const variant = variants.get(line.variantId);
        return !variant || !variant.available || variant.stock < line.quantity;
      })
      .map((line) => line.variantId);
    if (unavailable.length > 0) {
      throw new AppError('unprocessable', 'unavailable_products', { errors: { variant_ids: unavailable } });
    }
    return lines.map((line, index) => {
      const variant = variants.get(line.variantId)!;
      const already = priced.lines
        .filter((existing) => existing.variant.variantId === line.variantId)
        .reduce((sum, existing) => sum + existing.quantity, 0);
      const checked = validateQuantity(already + line.quantity, variant.maxOrderable);
      if (!checked.ok) {
        throw new AppError('unprocessable', checked.code, {
          errors: { [line.variantId]: [checked.params?.['max_quantity'] ?? line.quantity] },
        });
      }
      return { id: `A${addition.id}-${index + 1}`, variant, quantity: line.quantity };
    });
  }

  /** The card the order was paid with: its captured payment's processor method. */
  async function orderCard(order: OrderRow): Promise<PaymentRow> {
    const paid = (await repository.payments(order.id)).find((payment) => payment.state === 'completed');
    if (!paid) throw new AppError('unprocessable', 'payment_source_not_found', { errors: {} });
    return paid;
  }

  /** Authorises the added amount; a refusal, or a card asking to authenticate, refuses the addition. */
  async function authorize(order: OrderRow, card: PaymentRow, addition: AdditionRow, amountCents: number) {
    const intent = await deps.payments.authorize({
      idempotencyKey: `${order.number}-A${addition.id}`,
      amountCents,
      paymentMethodId: card.processorPaymentMethodId,
      reference: order.number,
    });
    if (intent.status === 'requires_capture' || intent.status === 'succeeded') return intent;
    // Nobody is there to answer a 3-D Secure challenge for an addition: it is not kept.
    if (intent.status === 'requires_action') await deps.payments.cancel(intent.id).catch(() => undefined);
    const code: ErrorCode =
      intent.status === 'requires_action'
        ? 'order_addition_needs_authentication'
        : intent.failure && isErrorCode(intent.failure)
          ? intent.failure
          : 'payment_failed';
    await repository.updateAddition(addition.id, { state: 'refused', failureCode: code, updatedAt: now() });
    throw new AppError('unprocessable', code, { errors: { base: [code] } });
  }

  /**
   * The one transaction that adds the lines: under the order's lock, once per addition (a retry
   * finds it added), still before the cut-off, stock taken, the snapshot and the payment recorded.
   */
  async function addLines(
    order: OrderRow,
    addition: AdditionRow,
    added: readonly { id: string; variant: CartVariant; quantity: number }[],
    card: PaymentRow,
    intent: IntentView,
  ): Promise<{ payment: PaymentRow | undefined; added: boolean }> {
    return repository.transaction(async (queries, tx) => {
      const locked = (await queries.lockOrder(order.id))!;
      const current = await queries.addition(addition.id);
      if (current?.state === 'added') return { payment: undefined, added: false };
      const at = now();
      if (!orderChangeWindow(locked, at).isOpen) throw new AppError('unprocessable', 'order_not_changeable');
      const { priced } = locked.snapshot as OrderSnapshot;
      const next = withAddedLines(priced, added);
      await deps.catalog.takeStock(
        tx,
        added.map((line) => ({
          variantId: line.variant.variantId,
          productId: line.variant.productId,
          quantity: line.quantity,
        })),
      );
      const snapshot: OrderSnapshot = { priced: next };
      await queries.updateOrder(locked.id, { snapshot }, at);
      const payment = await queries.insertPayment({
        number: newPaymentNumber(),
        cartId: locked.id,
        paymentMethodId: card.paymentMethodId,
        amountCents: intent.amountCents,
        state: 'processing',
        processorPaymentMethodId: card.processorPaymentMethodId,
        brand: card.brand,
        lastDigits: card.lastDigits,
        expMonth: card.expMonth,
        expYear: card.expYear,
        wallet: card.wallet,
        saveCard: false,
        intentId: intent.id,
        createdAt: at,
        updatedAt: at,
      });
      await queries.updateAddition(addition.id, {
        state: 'added',
        amountCents: intent.amountCents,
        updatedAt: at,
      });
      await events.emit(tx, {
        type: 'items_added',
        orderId: locked.id,
        number: locked.number,
        userId: locked.userId,
        status: locked.status!,
        previousStatus: locked.status,
        actor: { kind: 'customer', id: locked.userId },
        at,
        additionKey: addition.idempotencyKey,
      });
      return { payment, added: true };
    });
  }

  /** The authorisation of an addition that could not be added is voided (unless it was added). */
  async function release(order: OrderRow, addition: AdditionRow, intent: IntentView) {
    if ((await repository.addition(addition.id))?.state === 'added') return;
    await deps.payments.cancel(intent.id).catch((failure: unknown) => {
      deps.log.error({ err: failure, order: order.number }, 'addition authorisation not voided');
    });
  }

  return {
    /** Adds products to the customer's placed order before its cut-off; idempotent by key. */
    async addItems(
      userId: string,
      number: string,
      input: { idempotencyKey: string; lines: readonly AddedLine[] },
    ): Promise<OrderRow> {
      const order = await ownOrder(userId, number);
      const lines = mergedLines(input.lines);
      const known = await repository.additionByKey(order.id, input.idempotencyKey);
      // A retry of what was already decided answers the same, even after the cut-off.
      if (known) settled(known, lines);
      if (known?.state === 'added') return (await repository.completedOrder(number))!;
      if (!orderChangeWindow(order, now()).isOpen)
        throw new AppError('unprocessable', 'order_not_changeable');
      const at = now();
      const addition = await repository.claimAddition({
        orderId: order.id,
        idempotencyKey: input.idempotencyKey,
        lines,
        state: 'pending',
        createdAt: at,
        updatedAt: at,
      });
      settled(addition, lines);
      if (addition.state === 'added') return (await repository.completedOrder(number))!;
      const added = await pricedAdditions(order, lines, addition);
      const amountCents = added.reduce((sum, line) => sum + line.variant.priceCents * line.quantity, 0);
      const card = await orderCard(order);
      const intent = await authorize(order, card, addition, amountCents);
      let result: { payment: PaymentRow | undefined; added: boolean };
      try {
        result = await addLines(order, addition, added, card, intent);
      } catch (failure) {
        await release(order, addition, intent);
        throw failure;
      }
      if (result.added) deps.catalog.stockChanged();
      await settle(order, intent, result.payment);
      return (await repository.completedOrder(number))!;
    },
  };

  /** The added amount is taken once the lines are in the order (capture is idempotent). */
  async function settle(order: OrderRow, intent: IntentView, payment: PaymentRow | undefined) {
    try {
      await deps.payments.capture(intent.id);
      const paymentId =
        payment?.id ?? (await repository.payments(order.id)).find((row) => row.intentId === intent.id)?.id;
      if (paymentId) await repository.updatePayment(paymentId, { state: 'completed', updatedAt: now() });
    } catch (failure) {
      // The lines are in the order and authorised: operations capture it later rather than lose it.
      deps.log.error({ err: failure, order: order.number }, 'addition capture failed');
    }
  }
}

/**
 * An addition already asked with this key: the same lines or a 409; a refused one is refused
 * again with its reason. Answers nothing for one pending or added.
 */
function settled(addition: AdditionRow, lines: readonly AddedLine[]): void {
  if (!sameLines(addition.lines, lines)) throw new AppError('conflict', 'order_addition_key_reused');
  if (addition.state === 'refused' && addition.failureCode && isErrorCode(addition.failureCode)) {
    throw new AppError('unprocessable', addition.failureCode, { errors: { base: [addition.failureCode] } });
  }
}

/** The same product twice is one line; the order of first appearance is kept. */
function mergedLines(lines: readonly AddedLine[]): AddedLine[] {
  const merged = new Map<string, number>();
  for (const line of lines) merged.set(line.variantId, (merged.get(line.variantId) ?? 0) + line.quantity);
  return [...merged].map(([variantId, quantity]) => ({ variantId, quantity }));
}

function sameLines(a: readonly AddedLine[], b: readonly AddedLine[]): boolean {
  return (
    a.length === b.length &&
    a.every((line, index) => line.variantId === b[index]?.variantId && line.quantity === b[index]?.quantity)
  );
}
