/**
 * Traces and Sentry both on (issue 38): Sentry's SDK joins the shop's OpenTelemetry set-up (its
 * sampler, propagator and span processor), so a request's trace reaches the collector and Sentry
 * alike, under one trace id.
 */
import { Worker } from 'node:worker_threads';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openShopApp, type ShopTestApp } from './testing/shop-test-app';
import { startTelemetry, type Telemetry } from './telemetry';

/**
 * A stand-in for Sentry's ingestion, in a thread of its own (its `http` is not the instrumented
 * one, as Sentry is another machine): the envelopes the shop's relay forwards to the DSN's host.
 */
const FAKE_SENTRY = `
  const { parentPort } = require('node:worker_threads');
  const server = require('node:http').createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      parentPort.postMessage({ envelope: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  server.listen(0, '127.0.0.1', () => parentPort.postMessage({ port: server.address().port }));
`;

async function fakeSentry(): Promise<{ worker: Worker; port: number; envelopes: string[] }> {
  const envelopes: string[] = [];
  const worker = new Worker(FAKE_SENTRY, { eval: true });
  const port = await new Promise<number>((resolve) => {
    worker.on('message', (message: { port?: number; envelope?: string }) => {
      if (message.port !== undefined) resolve(message.port);
      if (message.envelope !== undefined) envelopes.push(message.envelope);
    });
  });
  return { worker, port, envelopes };
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
    await sentry.worker.terminate();
  });

  it("sends a request's trace to the collector and to Sentry, under the same trace id", async () => {
    exporter.reset();
    const answer = await shop.app.inject({ url: '/api/health' });
    expect(answer.statusCode, answer.body).toBe(200);

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
    // Forwarding an envelope makes no trace of its own, which Sentry would receive, and so on.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const settled = sentry.envelopes.length;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(sentry.envelopes.length).toBe(settled);
  });
});
