/**
 * The shop's OpenTelemetry set-up (issue 38), with its spans kept in memory: a checkout's trace
 * holds its route, its database statements and its call to the card processor (the sandbox over
 * HTTP, as `npm start` runs it), and the request's log lines name that trace.
 */
import { createServer } from 'node:net';
import { SpanKind } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxPaymentSettings } from './modules/payments';
import { TestClock } from './testing/auth-test-app';
import { buyerWithBasket, buyWithBike } from './testing/checkout-flow';
import { aDeliveryMorning } from './testing/shop-clock';
import { openShopApp, type ShopTestApp } from './testing/shop-test-app';
import { startTelemetry, type Telemetry } from './telemetry';

const COMPLETE_ROUTE = '/api/v2/storefront/checkout/complete';

/** A port free now, for the server the sandbox's client calls back. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

describe('traces (OpenTelemetry)', () => {
  const exporter = new InMemorySpanExporter();
  let telemetry: Telemetry;
  let shop: ShopTestApp;
  let product: string;
  let port: number;

  beforeAll(async () => {
    telemetry = startTelemetry({ spanProcessor: new SimpleSpanProcessor(exporter) });
    port = await freePort();
    shop = await openShopApp({
      clock: new TestClock(aDeliveryMorning()),
      logLevel: 'info',
      payments: { ...sandboxPaymentSettings(), apiUrl: `http://127.0.0.1:${port}` },
    });
    await shop.app.listen({ port, host: '127.0.0.1' });
    product = (await shop.productIds(['boeuf-a-bourguignon']))['boeuf-a-bourguignon']!;
  });
  afterAll(async () => {
    await shop.close();
    await telemetry.shutdown();
  });

  it('follows a checkout: its route, its statements and its call to the card processor, one trace', async () => {
    const buyer = await buyerWithBasket(shop.app, [{ variantId: product, quantity: 1 }]);
    exporter.reset();
    const placed = await buyWithBike(shop.app, buyer);
    expect(placed.statusCode, placed.body).toBe(200);

    const spans = exporter.getFinishedSpans();
    const completion = spans.find(
      (span) => span.attributes['http.route'] === COMPLETE_ROUTE && span.parentSpanContext === undefined,
    );
    expect(completion, spans.map((span) => span.name).join(', ')).toBeDefined();
    const traceId = completion!.spanContext().traceId;
    const ofCheckout = spans.filter((span) => span.spanContext().traceId === traceId);
    const statements = ofCheckout.filter((span) => span.attributes['db.system.name'] === 'postgresql');
    // Its reads and the transaction that places the order (texts, never their values): the order's
    // read by its prepared statement's name, or by its verb where statements are not kept by name.
    const orderRead =
      process.env['DATABASE_PREPARED_STATEMENTS'] === 'false' ? 'SELECT' : 'open_order_of_user';
    expect(statements.map((span) => span.name)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`^pg\\.query:${orderRead}\\b`)),
        expect.stringMatching(/^pg\.query:BEGIN\b/),
        expect.stringMatching(/^pg\.query:COMMIT\b/),
      ]),
    );
    expect(JSON.stringify(statements.map((span) => span.attributes))).not.toContain(buyer.number);
    const processorCalls = ofCheckout.filter(
      (span) =>
        span.kind === SpanKind.CLIENT &&
        String(span.attributes['url.full'] ?? '').includes('/v1/payment_intents'),
    );
    expect(processorCalls.length, spansText(ofCheckout)).toBeGreaterThanOrEqual(1);
    // The sandbox's own answer to that call continues the same trace (W3C `traceparent`).
    expect(
      ofCheckout.some(
        (span) =>
          span.kind === SpanKind.SERVER &&
          span.parentSpanContext?.spanId === processorCalls[0]!.spanContext().spanId,
      ),
    ).toBe(true);

    const lines = shop.logs.map((line) => JSON.parse(line) as Record<string, unknown>);
    const answered = lines.find(
      (line) =>
        line['msg'] === 'request completed' &&
        line['trace_id'] === traceId &&
        typeof line['reqId'] === 'string',
    );
    expect(answered, 'the completion is logged with its trace and request ids').toBeDefined();
  });

  it("keeps a request's address as its log does: no query value nor token", async () => {
    exporter.reset();
    const secret = 'Zk3vQ9xW2mN8pL4rT6yB1cD5';
    const answer = await fetch(`http://127.0.0.1:${port}/api/health?token=${secret}&page=2`);
    expect(answer.status).toBe(200);
    const spans = exporter.getFinishedSpans();
    expect(spans.map((span) => span.attributes['url.query'])).toContain('token=…&page=2');
    expect(JSON.stringify(spans.map((span) => span.attributes))).not.toContain(secret);
  });

  it('makes each job a trace of its own, with its statements', async () => {
    exporter.reset();
    await shop.app.jobs.runDue();
    const spans = exporter.getFinishedSpans();
    const mail = spans.find((span) => span.name === 'job order_mail');
    expect(mail, spans.map((span) => span.name).join(', ')).toBeDefined();
    expect(mail!.parentSpanContext).toBeUndefined();
    const traceId = mail!.spanContext().traceId;
    expect(
      spans.some(
        (span) =>
          span.spanContext().traceId === traceId && span.attributes['db.system.name'] === 'postgresql',
      ),
    ).toBe(true);
  });
});

function spansText(spans: ReadableSpan[]): string {
  return spans.map((span) => `${span.kind} ${span.name} ${JSON.stringify(span.attributes)}`).join('\n');
}
