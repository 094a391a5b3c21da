/**
 * The card processor out of service at « Payer »: the customer is told to try again with their
 * order kept (503 `payment_unavailable`), the operator gets the report, and the same payment goes
 * through once the processor answers again.
 */
import type { CartDocument } from '@sillon/contract';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TestClock } from '../../testing/auth-test-app';
import {
  addCardPayment,
  buyerWithBasket,
  chooseSlot,
  complete,
  giveAddress,
  TEST_CARDS,
} from '../../testing/checkout-flow';
import { aDeliveryMorning } from '../../testing/shop-clock';
import { openShopApp, type ShopTestApp } from '../../testing/shop-test-app';
import { staffSession } from '../../testing/staff-session';
import { sandboxPaymentSettings } from '../payments';

describe('the card processor out of service', () => {
  const clock = new TestClock(aDeliveryMorning());
  let shop: ShopTestApp;
  let bread: string;
  /** While on, « Stripe » answers every call with its own failure (500 `api_error`). */
  let outage = true;

  // Stripe's address for the shop: the sandbox behind it, or Stripe failing on its side.
  const stripe = createServer((request, response) => {
    if (outage) {
      response.writeHead(500, { 'content-type': 'application/json', 'stripe-should-retry': 'false' });
      response.end(JSON.stringify({ error: { type: 'api_error', message: 'An unknown error occurred' } }));
      return;
    }
    void bodyOf(request)
      .then((payload) =>
        shop.app.inject({
          method: request.method as 'GET' | 'POST',
          url: request.url!,
          headers: request.headers,
          payload,
        }),
      )
      .then((answer) => {
        response.writeHead(answer.statusCode, answer.headers as Record<string, string>);
        response.end(answer.rawPayload);
      });
  });

  beforeAll(async () => {
    await new Promise<void>((resolve) => stripe.listen(0, '127.0.0.1', resolve));
    const apiUrl = `http://127.0.0.1:${(stripe.address() as AddressInfo).port}`;
    shop = await openShopApp({ clock, payments: { ...sandboxPaymentSettings(), apiUrl } });
    bread = (await shop.productIds(['pain-de-campagne-au-levain']))['pain-de-campagne-au-levain']!;
  });
  afterAll(async () => {
    await shop.close();
    await new Promise((resolve) => stripe.close(resolve));
  });

  /** Waits until the staff see the server's report of a refused `action`. */
  async function reportOf(action: string) {
    const admin = await staffSession(shop, 'admin');
    return vi.waitFor(
      async () => {
        const answer = await shop.app.inject({
          url: '/api/staff/error-reports',
          headers: { cookie: admin.cookie },
        });
        const reports = (answer.json() as { reports: { action: string; source: string }[] }).reports;
        const found = reports.find((seen) => seen.source === 'server' && seen.action === action);
        if (!found) throw new Error('not reported yet');
        return found;
      },
      { timeout: 10_000, interval: 100 },
    );
  }

  const UNAVAILABLE = {
    code: 'payment_unavailable',
    error:
      'Le paiement ne peut pas être préparé pour le moment. Votre commande est gardée : réessayez dans quelques instants.',
  };

  it('keeps the order and says to try again, then takes the same payment once it answers', async () => {
    const buyer = await buyerWithBasket(shop.app, [{ variantId: bread, quantity: 4 }]);
    await giveAddress(shop.app, buyer);
    await chooseSlot(shop.app, buyer);

    // The card is looked at by the processor when it is given: refused there first.
    outage = true;
    const notTaken = await addCardPayment(shop.app, buyer, TEST_CARDS.success);
    expect(notTaken.statusCode, notTaken.body).toBe(503);
    expect(notTaken.json()).toEqual(UNAVAILABLE);
    outage = false;
    expect((await addCardPayment(shop.app, buyer, TEST_CARDS.success)).statusCode).toBe(201);

    outage = true;
    const refused = await complete(shop.app, buyer);
    expect(refused.statusCode, refused.body).toBe(503);
    expect(refused.json()).toEqual(UNAVAILABLE);
    await reportOf('PATCH /api/v2/storefront/checkout/complete');

    outage = false;
    const placed = await complete(shop.app, buyer);
    expect(placed.statusCode, placed.body).toBe(200);
    const order = (placed.json() as CartDocument).data.attributes;
    expect(order.state).toBe('complete');
    expect(order.payment_state).toBe('paid');
  });
});

function bodyOf(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}
