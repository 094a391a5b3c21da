/**
 * The shop's Prometheus figures, one registry per app (tests build several in one process):
 * counters moved where the shop decides (an order placed or failed, a payment's outcome, a message
 * sent or not), and gauges read at each scrape (the job queue, the database's pool). Labels take
 * few values each: route templates (never paths), statuses, outcomes, error codes.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** What the shop reads at a scrape; each reader may be absent (PGlite has no pool). */
export type ScrapeSources = {
  jobs?: () => Promise<JobFigures>;
  pool?: () => PoolFigures | undefined;
  /** The SMS operator's failures since the start, by reason (the auth module counts them). */
  smsFailures?: () => Readonly<Record<string, number>>;
};

export type JobFigures = { waiting: number; running: number; failed: number; oldestWaitingSeconds: number };
export type PoolFigures = { open: number; idle: number; waiting: number; max: number };

const MESSAGE_CHANNELS = ['email', 'sms', 'push'] as const;
const PAYMENT_OUTCOMES = ['authorized', 'requires_action', 'refused', 'error'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];

/** Up to 10 s: a request slower than that is counted in the last bucket, which is enough to alert. */
const LATENCY_BUCKETS_SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createShopMetrics(sources: ScrapeSources, options: { processFigures: boolean }) {
  const registry = new Registry();
  const jobFigures = oncePerScrape(sources.jobs);
  // The process's own figures (CPU, memory, heap, event-loop delay, handles): only when scraped,
  // since they sample the event loop continuously.
  if (options.processFigures) collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

  const requestDuration = new Histogram({
    name: 'sillon_http_request_duration_seconds',
    help: 'Time to answer a request, by route template, method and status (its _count counts requests).',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: LATENCY_BUCKETS_SECONDS,
    registers: [registry],
  });
  const ordersPlaced = new Counter({
    name: 'sillon_orders_placed_total',
    help: 'Orders placed (paid and completed).',
    registers: [registry],
  });
  const ordersFailed = new Counter({
    name: 'sillon_orders_failed_total',
    help: "Order completions that failed, by the answer's error code.",
    labelNames: ['code'] as const,
    registers: [registry],
  });
  const payments = new Counter({
    name: 'sillon_payments_total',
    help: 'Card authorisations asked of the processor, by outcome (authorized, requires_action, refused, error).',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const messagesSent = new Counter({
    name: 'sillon_messages_sent_total',
    help: 'E-mails, SMS and pushes handed to their provider, by channel.',
    labelNames: ['channel'] as const,
    registers: [registry],
  });
  const messagesFailed = new Counter({
    name: 'sillon_messages_failed_total',
    help: 'E-mails, SMS and pushes their provider did not take, by channel.',
    labelNames: ['channel'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'sillon_jobs',
    help: 'Jobs in the durable queue by state: waiting (due or not), running, failed (kept 30 days).',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const figures = await jobFigures?.();
      if (!figures) return;
      this.set({ state: 'waiting' }, figures.waiting);
      this.set({ state: 'running' }, figures.running);
      this.set({ state: 'failed' }, figures.failed);
    },
  });
  new Gauge({
    name: 'sillon_jobs_oldest_waiting_seconds',
    help: 'How long the oldest due job has waited to run (0 when none is due).',
    registers: [registry],
    async collect() {
      const figures = await jobFigures?.();
      if (figures) this.set(figures.oldestWaitingSeconds);
    },
  });
  new Counter({
    name: 'sillon_sms_failures_total',
    help: 'SMS the operator did not take, by reason (invalid_number, refused, unavailable, timeout).',
    labelNames: ['reason'] as const,
    registers: [registry],
    collect() {
      const failures = sources.smsFailures?.();
      if (!failures) return;
      // The sender keeps the totals: the counter shows them as they are.
      this.reset();
      for (const [reason, count] of Object.entries(failures)) this.inc({ reason }, count);
    },
  });
  new Gauge({
    name: 'sillon_db_pool_connections',
    help: "This copy's database connections by state (busy, idle), and the pool's maximum (max).",
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const figures = sources.pool?.();
      if (!figures) return;
      this.set({ state: 'busy' }, figures.open - figures.idle);
      this.set({ state: 'idle' }, figures.idle);
      this.set({ state: 'max' }, figures.max);
    },
  });
  new Gauge({
    name: 'sillon_db_pool_waiting_requests',
    help: 'Queries waiting for a free database connection in this copy.',
    registers: [registry],
    collect() {
      const figures = sources.pool?.();
      if (figures) this.set(figures.waiting);
    },
  });

  // Every known series starts at 0, so a rate is defined from the first scrape on.
  for (const channel of MESSAGE_CHANNELS) {
    messagesSent.inc({ channel }, 0);
    messagesFailed.inc({ channel }, 0);
  }
  for (const outcome of PAYMENT_OUTCOMES) payments.inc({ outcome }, 0);

  return {
    registry,
    requestAnswered(labels: { method: string; route: string; statusCode: number }, seconds: number) {
      requestDuration.observe(
        { method: labels.method, route: labels.route, status_code: labels.statusCode },
        seconds,
      );
    },
    orderPlaced: () => ordersPlaced.inc(),
    orderFailed: (code: string) => ordersFailed.inc({ code }),
    paymentAuthorization: (outcome: PaymentOutcome) => payments.inc({ outcome }),
    messageSent: (channel: MessageChannel, count = 1) => messagesSent.inc({ channel }, count),
    messageFailed: (channel: MessageChannel, count = 1) => messagesFailed.inc({ channel }, count),
  };
}

export type ShopMetrics = ReturnType<typeof createShopMetrics>;

/**
 * Two gauges read the job queue's figures: one query per scrape serves both. The figures are
 * kept while the scrape collects (the same turn of the event loop), never into the next scrape.
 */
function oncePerScrape<T>(read: (() => Promise<T>) | undefined): (() => Promise<T>) | undefined {
  if (!read) return undefined;
  let pending: Promise<T> | undefined;
  return () => {
    if (!pending) {
      const figures = read();
      pending = figures;
      const forget = () => setImmediate(() => (pending = undefined));
      figures.then(forget, forget);
    }
    return pending;
  };
}
