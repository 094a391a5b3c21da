import { configDefaults, defineConfig } from 'vitest/config';

/**
 * What changes process-wide state for good, a process per file: OpenTelemetry's and Sentry's
 * globals, and pdfjs-dist (the receipts' reader), which puts core-js's `JSON.stringify` in place
 * of Node's (it overflows the stack on the fuzz test's deep values). And the files that run
 * pg-boss's workers (the others run due jobs themselves): a job still running when its shop stops
 * is settled by pg-boss later, without awaiting, on a pool the file has closed by then (an
 * unhandled rejection in the next file).
 */
const ownProcess = [
  'src/modules/jobs/job-queue.test.ts',
  'src/modules/notifications/order-mail-checkout.test.ts',
  'src/telemetry.test.ts',
  'src/telemetry-sentry.test.ts',
  'src/modules/error-reports/error-reports.routes.test.ts',
  'src/modules/orders/receipt.pdf.test.ts',
  'src/modules/orders/receipt.routes.test.ts',
];

export default defineConfig({
  test: {
    // Server processes on PostgreSQL: their own step (vitest.processes.config.ts).
    exclude: [...configDefaults.exclude, 'src/**/*.process.test.ts'],
    // The tests' PostgreSQL: TEST_DATABASE_URL's, else the embedded one, started once for the run.
    globalSetup: ['src/testing/embedded-test-database.ts'],
    // Two workers suit the 2-core machines (PostgreSQL works beside them).
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: ['src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'src/**/*.process.test.ts', ...ownProcess],
          // A worker keeps the modules it loaded from one file to the next rather than loading the
          // server anew for each. Each file still has its own database schema and its own app;
          // what cannot share a process is in `ownProcess`.
          isolate: false,
        },
      },
      { extends: true, test: { name: 'own process', include: ownProcess } },
    ],
  },
});
