/**
 * Crash consistency (issue 21, PostgreSQL): 20 guest checkouts against the real server process,
 * each killed with SIGKILL at a random point of one of its calls, restarted, and the call tried
 * again. Afterwards: no order is paid without its stock and slot, no money is held without an
 * order (or is voided), every order the client saw complete is complete, and each retried call
 * finished or refused cleanly.
 */
import fc from 'fast-check';
import { cardFields, formOf } from '../testing/stripe-sandbox';
import { termsAcceptedAt } from '../testing/checkout-flow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { seedDemoShop } from '../seed/seed';
import {
  scratchDatabase,
  startServerProcess,
  type ScratchDatabase,
  type ServerProcess,
} from '../testing/server-process';
import { aDeliveryMorning } from '../testing/shop-clock';

const CHECKOUTS = 20;
const PRODUCT_REFERENCE = 'pain-de-campagne-au-levain';

type Step = { name: string; call: (base: string) => Promise<Response> };

let database: ScratchDatabase;
let server: ServerProcess;
let productId: string;
let initialStock: number;

const serverEnv = () => ({
  DATABASE_URL: database.url,
  SHOP_CLOCK_START: aDeliveryMorning().toISOString(),
  GENERATE_MISSING_SECRETS: 'true',
  DATA_DIR: `/tmp/${database.url.split('/').pop()}`,
});

beforeAll(async () => {
  database = await scratchDatabase();
  const handle = await openDatabase({ kind: 'postgres', url: database.url });
  await handle.migrate();
  await seedDemoShop(handle.db, { withPictures: false });
  await handle.close();
  const [product] = await database.query<{ id: string; stock: number }>(
    'select id, stock from products where reference = $1',
    [PRODUCT_REFERENCE],
  );
  productId = product!.id;
  initialStock = product!.stock;
  server = await startServerProcess(serverEnv());
}, 180_000);

afterAll(async () => {
  server?.child.kill('SIGKILL');
  await server?.exited;
  await database?.drop();
});

const json = (method: string, body?: unknown, orderToken?: string) => ({
  method,
  headers: {
    'content-type': 'application/json',
    ...(orderToken ? { 'x-spree-order-token': orderToken } : {}),
  },
  ...(body === undefined ? {} : { body: JSON.stringify(body) }),
});

/** A guest's checkout as the app takes it, one call per step; each step reads what it needs. */
function checkoutSteps(quantity: number) {
  const state: { token?: string; shipmentId?: string; rateId?: string; slotId?: string; card?: string } = {};
  const storefront = (base: string, path: string, method: string, body?: unknown) =>
    fetch(`${base}/api/v2/storefront${path}`, json(method, body, state.token));
  const steps: Step[] = [
    {
      name: 'cart',
      call: async (base) => {
        const answer = await storefront(base, '/cart', 'POST');
        if (answer.ok)
          state.token = (
            (await answer.clone().json()) as { data: { attributes: { token: string } } }
          ).data.attributes.token;
        return answer;
      },
    },
    {
      name: 'items',
      call: (base) =>
        storefront(base, '/cart/set_items', 'PATCH', {
          line_items_attributes: [{ variant_id: productId, quantity }],
        }),
    },
    {
      name: 'address',
      call: async (base) => {
        const address = {
          firstname: 'Camille',
          lastname: 'Martin',
          address1: '12 rue Oberkampf',
          city: 'Paris',
          zipcode: '75011',
          country_iso: 'FR',
        };
        return storefront(base, '/checkout', 'PATCH', {
          order: {
            email: 'camille@exemple.fr',
            bill_address_attributes: address,
            ship_address_attributes: address,
            ...(await termsAcceptedAt(base)),
          },
        });
      },
    },
    {
      name: 'rates',
      call: async (base) => {
        const answer = await storefront(base, '/checkout/shipping_rates', 'GET');
        if (answer.ok) {
          const rates = (await answer.clone().json()) as {
            data: { id: string }[];
            included: {
              id: string;
              attributes: {
                shipping_method_code: string;
                delivery_slots: { id: string; is_full: boolean }[];
              };
            }[];
          };
          const bike = rates.included.find(
            (rate) => rate.attributes.shipping_method_code === 'sillon-bag-delivery',
          )!;
          state.shipmentId = rates.data[0]!.id;
          state.rateId = bike.id;
          state.slotId = bike.attributes.delivery_slots.find((slot) => !slot.is_full)?.id;
        }
        return answer;
      },
    },
    {
      name: 'delivery',
      call: (base) =>
        storefront(base, '/checkout', 'PATCH', {
          order: {
            shipments_attributes: [
              {
                id: state.shipmentId,
                selected_shipping_rate_id: state.rateId,
                delivery_slot_id: state.slotId,
              },
            ],
          },
        }),
    },
    { name: 'next', call: (base) => storefront(base, '/checkout/next', 'PATCH') },
    {
      name: 'card',
      call: async (base) => {
        const answer = await fetch(`${base}/v1/payment_methods`, {
          method: 'POST',
          headers: {
            authorization: 'Bearer pk_test_crash_consistency',
            'content-type': 'application/x-www-form-urlencoded',
          },
          body: formOf(cardFields('4242424242424242')),
        });
        if (answer.ok) state.card = ((await answer.clone().json()) as { id: string }).id;
        return answer;
      },
    },
    {
      name: 'payment',
      call: (base) =>
        storefront(base, '/checkout/create_payment', 'POST', {
          payment_method_id: '1',
          source_attributes: { gateway_payment_profile_id: state.card, name: 'Camille Martin' },
        }),
    },
    { name: 'complete', call: (base) => storefront(base, '/checkout/complete', 'PATCH') },
  ];
  return { steps, state };
}

async function restart(): Promise<void> {
  server.child.kill('SIGKILL');
  await server.exited;
  server = await startServerProcess(serverEnv());
}

describe('checkouts killed at random points', () => {
  it(`stay consistent over ${CHECKOUTS} crashes`, { timeout: 900_000 }, async () => {
    const crashes = fc.sample(
      fc.record({
        step: fc.integer({ min: 0, max: 8 }),
        delayMs: fc.integer({ min: 0, max: 25 }),
        quantity: fc.integer({ min: 3, max: 5 }),
      }),
      { seed: 20261126, numRuns: CHECKOUTS },
    );
    const seenComplete: string[] = [];
    const unclean: string[] = [];
    const stopped: string[] = [];
    for (const crash of crashes) {
      const { steps, state } = checkoutSteps(crash.quantity);
      for (const [index, step] of steps.entries()) {
        let answer: Response | null;
        if (index === crash.step) {
          const pending = step.call(server.url).catch(() => null);
          await new Promise((resolve) => setTimeout(resolve, crash.delayMs));
          await restart();
          await pending;
          // The client saw the connection die (or an answer): it tries the same call again.
          answer = await step.call(server.url).catch(() => null);
          if (!answer || answer.status >= 500)
            unclean.push(
              `${step.name} retried: ${answer?.status ?? 'no answer'} ${answer ? (await answer.clone().text()).slice(0, 200) : ''}`,
            );
          // A clean refusal may mean the first call went through (the checkout moved on): go on.
          if (answer && answer.status < 500 && !answer.ok && step.name !== 'complete') continue;
        } else {
          answer = await step.call(server.url);
        }
        if (!answer || !answer.ok) {
          stopped.push(
            `crash at ${steps[crash.step]!.name}: stopped at ${step.name} (${answer?.status}) ${answer ? (await answer.text()).slice(0, 160) : ''}`,
          );
          break;
        }
        if (step.name === 'complete') {
          seenComplete.push(((await answer.json()) as { data: { id: string } }).data.id);
        }
      }
      void state;
    }
    expect(unclean).toEqual([]);
    console.log(stopped.join('\n'));
    expect(seenComplete.length).toBeGreaterThan(CHECKOUTS / 2);

    // The payments' guards and settlements run later: the shop's clock goes an hour on.
    await fetch(`${server.url}/api/dev/clock`, json('POST', { hours: 1 }));
    for (let waited = 0; waited < 60; waited += 1) {
      const [pending] = await database.query<{ n: number }>(
        `select count(*)::int as n from pgboss.job
          where state in ('created', 'retry', 'active') and name like 'order_payment%'`,
      );
      if (pending!.n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }

    const placed = await database.query<{
      id: string;
      number: string;
      status: string;
      delivery_slot: { id: string } | null;
    }>(`select id, number, status, delivery_slot from carts where state = 'complete'`);
    // Every order the client saw complete is complete.
    expect(seenComplete.filter((number) => !placed.some((order) => order.number === number))).toEqual([]);
    // No money held without an order: every live authorisation or charge is an order's payment.
    const heldWithoutOrder = await database.query(
      `select i.id, i.reference, i.status from sandbox_payment_intents i
        where i.status in ('requires_capture', 'succeeded')
          and not exists (select 1 from carts c join order_payments p on p.cart_id = c.id
                           where c.state = 'complete' and p.intent_id = i.id and p.state in ('processing', 'completed'))`,
    );
    expect(heldWithoutOrder).toEqual([]);
    // No order paid without its slot: each placed order holds a booking, and each slot counts its bookings.
    const unbooked = placed.filter((order) => order.status !== 'canceled' && order.delivery_slot);
    const bookings = await database.query<{ order_id: string }>(
      'select order_id from delivery_slot_bookings',
    );
    expect(
      unbooked
        .filter((order) => !bookings.some((booking) => booking.order_id === order.id))
        .map((order) => order.number),
    ).toEqual([]);
    const miscounted = await database.query(
      `select s.id from delivery_slots s where s.booked <> (select count(*) from delivery_slot_bookings b where b.slot_id = s.id)`,
    );
    expect(miscounted).toEqual([]);
    // Nor without its stock: what left the shelf is what the placed orders hold.
    const [stock] = await database.query<{ stock: number }>('select stock from products where id = $1', [
      productId,
    ]);
    const [sold] = await database.query<{ quantity: number }>(
      `select coalesce(sum(l.quantity), 0)::int as quantity from cart_lines l join carts c on c.id = l.cart_id
        where c.state = 'complete' and c.status <> 'canceled' and l.variant_id = $1`,
      [productId],
    );
    expect(initialStock - stock!.stock).toBe(sold!.quantity);
    console.log(
      `crash consistency: ${CHECKOUTS} crashes, ${seenComplete.length} orders seen complete, ${placed.length} placed, 0 inconsistencies`,
    );
  });
});
