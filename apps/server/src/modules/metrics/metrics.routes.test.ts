/**
 * `GET /metrics` (issue 38): Prometheus's text for the bearer of `METRICS_TOKEN` only, and the
 * shop's series moving with a purchase (its requests, the order, the payment, the e-mail, the
 * sign-in SMS, the push, the job queue) beside the database's pool and the process's figures.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock, bearer } from '../../testing/auth-test-app';
import { buyerWithBasket, buyWithBike, TEST_CARDS } from '../../testing/checkout-flow';
import { aDeliveryMorning } from '../../testing/shop-clock';
import { openShopApp, type ShopTestApp } from '../../testing/shop-test-app';

const METRICS_TOKEN = 'metrics-token-for-tests-0123456789';
const ADMIN_TOKEN = 'admin-token-for-metrics-tests-0123';

/** The value of one series of Prometheus's text (`name{label="value",…} 12`); 0 when absent. */
function valueOf(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split('\n')) {
    const match = /^([a-z_:][\w:]*)(?:\{(.*)\})? (\S+)$/i.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((pair) => [pair[1], pair[2]]),
    );
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return 0;
}

describe('GET /metrics', () => {
  let shop: ShopTestApp;
  let product: string;

  beforeAll(async () => {
    shop = await openShopApp({
      clock: new TestClock(aDeliveryMorning()),
      adminToken: ADMIN_TOKEN,
      metricsToken: METRICS_TOKEN,
    });
    product = (await shop.productIds(['boeuf-a-bourguignon']))['boeuf-a-bourguignon']!;
  });
  afterAll(() => shop.close());

  const scrape = async () => {
    const answer = await shop.app.inject({ url: '/metrics', headers: bearer(METRICS_TOKEN) });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return answer.body;
  };

  it('answers 404 without the token or with another one, as if it did not exist', async () => {
    for (const headers of [{}, bearer('not-the-metrics-token-0123456789'), bearer(ADMIN_TOKEN)]) {
      const answer = await shop.app.inject({ url: '/metrics', headers });
      expect(answer.statusCode).toBe(404);
      expect(answer.body).not.toContain('sillon_');
    }
  });

  it('counts a purchase: its requests by route, the order, the payment, the messages and the jobs', async () => {
    const before = await scrape();
    const buyer = await buyerWithBasket(shop.app, [{ variantId: product, quantity: 1 }]);
    await shop.app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers: bearer(buyer.token),
      payload: { notificationsOptIn: true },
    });
    await shop.app.inject({
      method: 'PUT',
      url: '/api/notification',
      headers: bearer(buyer.token),
      payload: {
        pushTokenID: `ExponentPushToken[metrics-${process.pid}]`,
        platform: 'ios',
        app: 'fr.sillon.shop',
      },
    });
    const placed = await buyWithBike(shop.app, buyer);
    expect(placed.statusCode, placed.body).toBe(200);
    const declined = await buyerWithBasket(shop.app, [{ variantId: product, quantity: 1 }]);
    expect((await buyWithBike(shop.app, declined, TEST_CARDS.declined)).statusCode).toBe(422);
    const queued = await scrape();
    const moved = await shop.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${buyer.number}/status`,
      headers: bearer(ADMIN_TOKEN),
      payload: { status: 'delivery' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await shop.app.jobs.runDue();
    const after = await scrape();

    const complete = { method: 'PATCH', route: '/api/v2/storefront/checkout/complete' };
    const moves = (name: string, labels: Record<string, string> = {}) =>
      valueOf(after, name, labels) - valueOf(before, name, labels);
    expect(moves('sillon_http_request_duration_seconds_count', { ...complete, status_code: '200' })).toBe(1);
    expect(moves('sillon_http_request_duration_seconds_count', { ...complete, status_code: '422' })).toBe(1);
    expect(moves('sillon_orders_placed_total')).toBe(1);
    expect(moves('sillon_orders_failed_total', { code: 'card_declined' })).toBe(1);
    expect(moves('sillon_payments_total', { outcome: 'authorized' })).toBe(1);
    expect(moves('sillon_payments_total', { outcome: 'refused' })).toBe(1);
    // Two customers signed in by SMS; the confirmation e-mail and the « en route » push went out.
    expect(moves('sillon_messages_sent_total', { channel: 'sms' })).toBe(2);
    expect(moves('sillon_messages_sent_total', { channel: 'email' })).toBeGreaterThanOrEqual(1);
    expect(moves('sillon_messages_sent_total', { channel: 'push' })).toBe(1);
    // The operator's failures by reason, as the SMS sender counts them (none with the outbox).
    expect(after).toMatch(/^sillon_sms_failures_total\{reason="refused"\} 0$/m);
    // The order queued its jobs (its confirmation e-mail, its payment's guards).
    expect(valueOf(queued, 'sillon_jobs', { state: 'waiting' })).toBeGreaterThan(
      valueOf(before, 'sillon_jobs', { state: 'waiting' }),
    );
    expect(after).toMatch(/^sillon_jobs_oldest_waiting_seconds \d/m);
    // Route templates, never the paths asked (no order number in any label).
    expect(after).not.toContain(buyer.number);
    expect(after).toContain('route="/api/admin/orders/:number/status"');
  });

  it('shows the database pool and the process, and leaves the scrapes out of the requests', async () => {
    const text = await scrape();
    const max = valueOf(text, 'sillon_db_pool_connections', { state: 'max' });
    expect(max).toBeGreaterThan(0);
    expect(
      valueOf(text, 'sillon_db_pool_connections', { state: 'busy' }) +
        valueOf(text, 'sillon_db_pool_connections', { state: 'idle' }),
    ).toBeGreaterThan(0);
    expect(text).toMatch(/^sillon_db_pool_waiting_requests \d/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d/m);
    expect(text).not.toContain('route="/metrics"');
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  it('does not exist, whatever the bearer', async () => {
    const shop = await openShopApp();
    try {
      const answer = await shop.app.inject({ url: '/metrics', headers: bearer(METRICS_TOKEN) });
      expect(answer.statusCode).toBe(404);
    } finally {
      await shop.close();
    }
  });
});
