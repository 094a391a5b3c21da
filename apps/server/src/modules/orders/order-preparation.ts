/**
 * The staff mark an order prepared (issue 37): with what they could put in the bags, line by line
 * (a line short, or missing), and the money is then taken for what was delivered
 * (`payment-capture.ts`). Undoing a preparation forgets the counts; money already taken stays
 * taken, and the next preparation can only give back more, never take more than was captured.
 */
import { checkPreparedQuantities } from '@sillon/domain';
import { AppError } from '../../http/app-error';
import type { ChangeAudit } from '../../http/staff-routes';
import type { OrderCore } from './order-core';
import type { OrdersDeps } from './orders-deps';
import { auditedOrder } from './order-statuses';
import type { PaymentCapture } from './payment-capture';

/** The preparers' count of a line of the order's priced snapshot. */
export type PreparedCount = { lineId: string; preparedQuantity: number };

export function createOrderPreparation(
  core: OrderCore,
  deps: Pick<OrdersDeps, 'store' | 'now'>,
  capture: Pick<PaymentCapture, 'queue' | 'takeNow'>,
) {
  return {
    /**
     * Marks a placed order prepared (`preparedAt`, with the counts of the lines that were short;
     * the others in full) or not (null); false when no placed order has that number.
     */
    async setPrepared(
      number: string,
      preparedAt: Date | null,
      counts: readonly PreparedCount[] = [],
      audit?: ChangeAudit,
    ): Promise<boolean> {
      const order = await deps.store.placedByNumber(number);
      if (!order) return false;
      await core.changeInTransaction(order.id, async (current, bound, tx) => {
        if (!preparedAt) {
          await bound.save(current, { order: { preparedAt: null, preparedQuantities: null } }, deps.now());
          await audit?.record(tx, { after: auditedOrder({ ...current, preparedAt: null }) });
          return;
        }
        const checked = checkPreparedQuantities(current.snapshot!.priced.lines, counts);
        if (!checked.ok) {
          throw new AppError('invalid_input', checked.code, { fields: { lines: checked.code } });
        }
        const changes = { preparedAt, preparedQuantities: checked.value };
        await bound.save(current, { order: changes }, deps.now());
        await capture.queue(tx, current.id, preparedAt);
        await audit?.record(tx, { after: auditedOrder({ ...current, preparedAt }) });
      });
      if (preparedAt) await capture.takeNow(order.id, number);
      return true;
    },
  };
}
