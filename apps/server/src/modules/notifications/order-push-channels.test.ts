/**
 * Each kind of push names its own Android channel (issue 43), the one the apps create under its
 * French name: the order's news, a substitute to answer, the courier on his way. Run with the
 * queue and the delivery replaced, so only the messages the pushes build are looked at.
 */
import { PUSH_CHANNELS } from '@sillon/domain';
import { describe, expect, it } from 'vitest';
import type { OrderMailView } from '../orders';
import { receiptFixture } from '../../testing/receipt-fixture';
import {
  COURIER_NEAR_PUSH_JOB,
  createOrderPushes,
  ORDER_PUSH_JOB,
  SUBSTITUTION_PUSH_JOB,
  type OrderPushDeps,
} from './order-push-jobs';
import type { PushMessage } from './push/push-provider';

const NUMBER = 'R123456789';
const USER = '00000000-0000-4000-8000-000000000001';

function view(status: OrderMailView['status']): OrderMailView {
  return {
    email: 'camille@exemple.fr',
    firstName: 'Camille',
    number: NUMBER,
    status,
    placedAt: receiptFixture.placedAt,
    deliveryLabel: receiptFixture.deliveryLabel,
    receipt: { ...receiptFixture, orderNumber: NUMBER },
    proposals: [
      {
        lineId: '12',
        originalName: 'Jus de pomme trouble',
        name: 'Jus de pomme et poire',
        quantity: 2,
        amountCents: 780,
        answerBy: '2026-11-24T08:00:00Z',
        settled: 'pending',
      },
    ],
  };
}

/** The pushes' jobs, each run by hand; answers the messages handed to the delivery. */
function pushesOn(status: OrderMailView['status']) {
  const runs = new Map<string, (payload: never) => Promise<void>>();
  const sent: PushMessage[] = [];
  const deps: OrderPushDeps = {
    jobs: {
      enqueue: async () => null,
      register: (kind, handler) => void runs.set(kind, handler.run as (payload: never) => Promise<void>),
    },
    delivery: { deliver: async (_key, messages) => void sent.push(...messages) },
    mailViewOf: async () => view(status),
    acceptsNotifications: async () => true,
    devicesOf: async () => [{ pushTokenId: 'ExponentPushToken[phone]', platform: 'android' }],
    log: { info: () => undefined },
  };
  createOrderPushes(deps);
  const run = async (kind: string, payload: object) => {
    await runs.get(kind)!(payload as never);
    return sent.splice(0).map((message) => message.channelId);
  };
  return { run };
}

describe('the Android channel of each push', () => {
  it('shows the order’s « en route » and « livrée » in « Suivi de commande » (orders)', async () => {
    expect(
      await pushesOn('delivery').run(ORDER_PUSH_JOB, {
        number: NUMBER,
        userId: USER,
        template: 'order_on_its_way',
      }),
    ).toEqual(['orders']);
    expect(
      await pushesOn('delivered').run(ORDER_PUSH_JOB, {
        number: NUMBER,
        userId: USER,
        template: 'order_delivered',
      }),
    ).toEqual(['orders']);
  });

  it('shows a proposed substitute in its own channel (substitutions)', async () => {
    const channels = await pushesOn('scheduled').run(SUBSTITUTION_PUSH_JOB, {
      number: NUMBER,
      userId: USER,
      proposalKey: 'p1',
      lineIds: ['12'],
    });
    expect(channels).toEqual(['substitutions']);
  });

  it('shows « votre livreur arrive » in its own channel (courier)', async () => {
    const channels = await pushesOn('delivery').run(COURIER_NEAR_PUSH_JOB, {
      number: NUMBER,
      userId: USER,
      stopId: 'stop-1',
      from: '2026-11-24T09:20:00Z',
      to: '2026-11-24T09:40:00Z',
    });
    expect(channels).toEqual(['courier']);
  });

  it('names only channels the apps create', () => {
    expect([...PUSH_CHANNELS].sort()).toEqual(['courier', 'orders', 'substitutions']);
  });
});
