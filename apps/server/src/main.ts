/** Starts one server process: config, database (migrated), HTTP, and a clean stop on SIGTERM/SIGINT. */
// First: traces patch `pg` and `http` before the server's modules load them.
import { telemetry } from './telemetry-start';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openConfiguredDatabase } from './database-from-config';
import { seedIfEmpty } from './seed/seed';

/** The orchestrator kills us after a grace period; we finish well inside 5 s. */
const SHUTDOWN_DEADLINE_MS = 4000;
/** A collector that does not answer must not hold the stop past the grace period. */
const TRACES_FLUSH_MS = 1000;
/** Several copies starting together seed the demo shop once. */
const SEED_LOCK_ID = 7_301_456;

async function main(): Promise<void> {
  const config = readConfigOrExit();
  const database = await openConfiguredDatabase(config);
  await database.migrate();
  if (config.seedDemoShop) {
    const seeded = await database.runExclusive(SEED_LOCK_ID, () =>
      seedIfEmpty(database.db, {
        log: { info: (message) => console.log(message) },
        demoAdmin: config.demoAdmin,
      }),
    );
    if (seeded) console.log(`Demo shop created: ${seeded.products} products, ${seeded.images} pictures.`);
  }
  // The job worker starts once the server is ready and stops with it (`app.close`).
  const app = await buildApp({
    // This process is the app's own: its uncaught failures are reported before it ends.
    config: { ...config, errorReports: { ...config.errorReports, guardsProcess: true } },
    database,
    clock: config.clock,
    moveClock: config.moveClock,
    jobs: { runWorker: true },
  });

  let isStopping = false;
  const stop = async (signal: string) => {
    if (isStopping) return;
    isStopping = true;
    // Not ready from now on, still serving: the balancer takes the copy out, then it closes.
    app.readiness.stopBeingReady();
    if (config.shutdownDrainMs > 0) {
      app.log.info({ signal, drainMs: config.shutdownDrainMs }, 'stopping: no longer ready, draining');
      await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
    }
    app.log.info({ signal }, 'stopping: finishing in-flight requests');
    reportEventLoopDelay?.();
    const deadline = setTimeout(() => {
      app.log.warn('in-flight requests still open at the deadline: closing them');
      app.server.closeAllConnections();
    }, SHUTDOWN_DEADLINE_MS);
    deadline.unref();
    try {
      await app.close();
      await database.close();
      await flushTraces();
      app.log.info('stopped');
      process.exit(0);
    } catch (failure) {
      app.log.error({ err: failure }, 'failure while stopping');
      process.exit(1);
    }
  };
  const reportEventLoopDelay = watchEventLoopDelay();
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  // Ready for the balancer once the catalogue is read (`/api/health/ready`).
  void app.readiness.warm();
  console.log(`\nSillon is ready on http://localhost:${port} (database: ${database.label})\n`);
}

/**
 * Benchmarks only (`SILLON_EVENT_LOOP_STATS=1`, never set in production): samples the event loop's
 * delay from here on; SIGUSR2 prints the figures since the last print and starts again, and the
 * stop prints them once more. One line each: `event-loop-delay {"p50Ms":…,"p99Ms":…,…}`.
 */
function watchEventLoopDelay(): (() => void) | undefined {
  if (process.env['SILLON_EVENT_LOOP_STATS'] !== '1') return undefined;
  const resolutionMs = 10;
  const histogram = monitorEventLoopDelay({ resolution: resolutionMs });
  histogram.enable();
  const report = () => {
    // The histogram holds whole intervals between samples: the delay is what exceeds the interval.
    const ms = (nanoseconds: number) => Math.max(0, Math.round(nanoseconds / 1e4 - resolutionMs * 100) / 100);
    const figures = {
      pid: process.pid,
      p50Ms: ms(histogram.percentile(50)),
      p99Ms: ms(histogram.percentile(99)),
      maxMs: ms(histogram.max),
      meanMs: ms(histogram.mean),
      samples: histogram.count,
    };
    console.log(`event-loop-delay ${JSON.stringify(figures)}`);
    histogram.reset();
  };
  process.on('SIGUSR2', report);
  return report;
}

/** The spans still buffered go to the collector, within the stop's grace period. */
async function flushTraces(): Promise<void> {
  if (!telemetry) return;
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, TRACES_FLUSH_MS);
  });
  await Promise.race([telemetry.shutdown().catch(() => undefined), deadline]);
  clearTimeout(timer);
}

function readConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (failure) {
    if (failure instanceof ConfigError) {
      console.error(failure.message);
      process.exit(1);
    }
    throw failure;
  }
}

main().catch((failure: unknown) => {
  console.error('Sillon could not start:', failure);
  process.exit(1);
});
