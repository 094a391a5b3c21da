import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Server processes on PostgreSQL: their own step (vitest.processes.config.ts).
    exclude: [...configDefaults.exclude, 'src/**/*.process.test.ts'],
    // The tests' PostgreSQL: TEST_DATABASE_URL's, else the embedded one, started once for the run.
    globalSetup: ['src/testing/embedded-test-database.ts'],
    // Two workers suit the 2-core machines (PostgreSQL works beside them).
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
