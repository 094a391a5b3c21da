/**
 * Traces and Sentry both on (issue 38): Sentry's SDK joins the shop's OpenTelemetry set-up (its
 * sampler, propagator and span processor), so a request's trace reaches the collector and Sentry
 * alike, under one trace id.
 */
import { createServer, type Server } from 'node:http';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openShopApp, type ShopTestApp } from './testing/shop-test-app';
import { startTelemetry, type Telemetry } from './telemetry';

/** A stand-in for Sentry's ingestion: the envelopes the shop's relay forwards to the DSN's host. */
async function fakeSentry(): Promise<{ server: Server; port: number; envelopes: string[] }> {
  const envelopes: string[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      envelopes.push(Buffer.concat(chunks).toString('utf8'));
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { server, port: address.port, envelopes };
}

async function eventually<T>(read: () => T | undefined, timeoutMs = 5000): Promise<T | undefined> {
  for (const until = Date.now() + timeoutMs; Date.now() < until;) {
    const found = read();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return undefined;
}

describe('traces with Sentry on', () => {
  const exporter = new InMemorySpanExporter();
  let telemetry: Telemetry;
  let sentry: Awaited<ReturnType<typeof fakeSentry>>;
  let shop: ShopTestApp;

  beforeAll(async () => {
    telemetry = startTelemetry({ spanProcessor: new SimpleSpanProcessor(exporter), withSentry: true });
    sentry = await fakeSentry();
    shop = await openShopApp({
      platform: {
        errorReports: { sentryDsn: `http://key@127.0.0.1:${sentry.port}/42`, tracesSampleRate: 1 },
      },
    });
  });
  afterAll(async () => {
    await shop.close();
    await telemetry.shutdown();
    sentry.server.close();
  });

  it("sends a request's trace to the collector and to Sentry, under the same trace id", async () => {
    exporter.reset();
    const answer = await shop.app.inject({ url: '/api/catalog/racks' });
    expect(answer.statusCode, answer.body).toBeLessThan(500);

    const root = await eventually(() =>
      exporter.getFinishedSpans().find((span) => span.attributes['fastify.root'] === '@fastify/otel'),
    );
    expect(root, 'the request span reached the collector').toBeDefined();
    const traceId = root!.spanContext().traceId;
    const transaction = await eventually(() =>
      sentry.envelopes.find(
        (envelope) => envelope.includes('"type":"transaction"') && envelope.includes(traceId),
      ),
    );
    expect(transaction, 'Sentry received the same trace as a transaction').toBeDefined();
  });
});
