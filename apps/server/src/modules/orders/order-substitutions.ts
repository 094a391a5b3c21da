/**
 * Substitutions, the customer's side (issue 41): each line's preference if its product runs short,
 * set in the cart and in a placed order until its cut-off (like « Ajouter des produits »), and the
 * customer's answer to a substitute the preparers proposed. Every change is saved through the
 * order store over the version it was read at; once no proposal waits for an answer, the order's
 * money is taken at once (the capture job queued at preparation takes it otherwise).
 */
import type { CartDocument, SubstitutionPreferenceBody } from '@sillon/contract';
import { orderChangeWindow, type SubstitutionAnswer, type SubstitutionPreference } from '@sillon/domain';
import { AppError } from '../../http/app-error';
import type { AuthenticatedUser } from '../auth';
import type { OrderCore } from './order-core';
import type { LoadedOrder, OrderCaller } from './order-types';
import type { OrdersDeps } from './orders-deps';
import { moveSubstituteStock } from './substitute-stock';
import { parseInclude } from './orders.document';
import type { PaymentCapture } from './payment-capture';
import { answersOf } from './payment-record';

export function createOrderSubstitutions(
  core: OrderCore,
  deps: Pick<OrdersDeps, 'store' | 'catalog' | 'now'>,
  capture: Pick<PaymentCapture, 'takeNow'>,
) {
  const { store, now } = deps;

  /** The customer's own placed order; another's is "not found" (its existence is not told). */
  async function ownOrder(userId: string, number: string): Promise<LoadedOrder> {
    const order = await store.placedByNumber(number);
    if (!order || order.userId !== userId) throw new AppError('not_found', 'order_not_found');
    return order;
  }

  /** A chosen product must be one the shop lists, other than the line's own. */
  async function checkedPreference(
    preference: SubstitutionPreference,
    lineProductId: string | undefined,
  ): Promise<SubstitutionPreference> {
    if (preference.kind !== 'chosen') return preference;
    const known = (await deps.catalog.cartVariants([preference.productId])).get(preference.productId);
    if (!known || known.productId !== preference.productId || preference.productId === lineProductId)
      throw new AppError('unprocessable', 'substitution_product_invalid');
    return preference;
  }

  async function productOfLine(order: LoadedOrder, lineId: number): Promise<string | undefined> {
    const line = order.lines.find((row) => row.id === lineId);
    if (!line) return undefined;
    return (await deps.catalog.cartVariants([line.variantId])).get(line.variantId)?.productId;
  }

  function lineIdOf(order: LoadedOrder, lineItemId: string): number {
    const line = order.lines.find((row) => String(row.id) === lineItemId);
    if (!line) throw new AppError('not_found', 'substitution_line_not_found');
    return line.id;
  }

  return {
    /** A cart line's preference (`PATCH cart/set_substitution`). */
    async setCartPreference(
      caller: OrderCaller,
      input: { lineItemId: string; preference: SubstitutionPreference },
      include: string | undefined,
    ): Promise<CartDocument> {
      parseInclude(include);
      const found = await core.requireOrder(caller);
      const lineId = lineIdOf(found, input.lineItemId);
      const preference = await checkedPreference(input.preference, await productOfLine(found, lineId));
      const updated = await core.change(found, (cart) => ({
        lines: { kind: 'substitution', lineId: lineIdOf(cart, input.lineItemId), substitution: preference },
      }));
      return core.render(updated, include);
    },

    /** A placed order's line preference, until its cut-off (`PATCH account/orders/{number}/set_substitution`). */
    async setOrderPreference(
      user: AuthenticatedUser,
      number: string,
      input: { lineItemId: string; preference: SubstitutionPreference },
      include: string | undefined,
    ): Promise<CartDocument> {
      parseInclude(include);
      const found = await ownOrder(user.id, number);
      const lineId = lineIdOf(found, input.lineItemId);
      const preference = await checkedPreference(input.preference, await productOfLine(found, lineId));
      const updated = await core.changeAny(found, (order) => {
        if (order.status === 'canceled' || order.preparedAt || !orderChangeWindow(order, now()).isOpen)
          throw new AppError('unprocessable', 'substitution_not_changeable');
        return { lines: { kind: 'substitution', lineId, substitution: preference } };
      });
      return core.render(updated, include, 'order');
    },

    /**
     * The customer's answer to a proposal (`POST account/orders/{number}/substitutions/{line_id}`):
     * the same answer again changes nothing; another one, or any once the time to answer is over,
     * is a 409 with its code. When no proposal waits any more, the money is taken now.
     */
    async answer(
      user: AuthenticatedUser,
      number: string,
      lineId: string,
      answer: SubstitutionAnswer,
      include: string | undefined,
    ): Promise<CartDocument> {
      parseInclude(include);
      const found = await ownOrder(user.id, number);
      // The same answer again (a retried request, the push's action then the page's button).
      if (found.substitutions?.[lineId]?.answer === answer) return core.render(found, include, 'order');
      // In one transaction with the order: a refused substitute's units go back to stock.
      const { updated, changed, levels } = await core.changeInTransaction(
        found.id,
        async (order, writes, tx) => {
          const proposal = order.substitutions?.[lineId];
          if (!proposal) throw new AppError('not_found', 'substitution_proposal_not_found');
          if (proposal.answer === answer) return { updated: order, changed: false, levels: new Map() };
          if (proposal.answer) throw new AppError('conflict', 'substitution_already_answered');
          const at = now();
          const isOpen =
            order.status !== 'canceled' && answersOf(order, order.lines, at)[lineId] === 'pending';
          if (!isOpen) throw new AppError('conflict', 'substitution_answer_too_late');
          const substitutions = {
            ...order.substitutions,
            [lineId]: { ...proposal, answer, answeredAt: at.toISOString() },
          };
          const moved = await moveSubstituteStock(deps.catalog, tx, order.substitutions, substitutions);
          const saved = await writes.save(order, { order: { substitutions } }, at);
          return { updated: saved, changed: true, levels: moved };
        },
      );
      deps.catalog.stockChanged(levels);
      const isSettled = !Object.values(answersOf(updated, updated.lines, now())).includes('pending');
      if (changed && isSettled) await capture.takeNow(updated.id, updated.number);
      return core.render(changed && isSettled ? await core.load(updated.id) : updated, include, 'order');
    },
  };
}

/** A preference as the API says it (`product_id`), in the domain's words. */
export function preferenceOf(body: SubstitutionPreferenceBody): SubstitutionPreference {
  return body.kind === 'chosen' ? { kind: 'chosen', productId: body.product_id } : { kind: body.kind };
}

export type OrderSubstitutions = ReturnType<typeof createOrderSubstitutions>;
