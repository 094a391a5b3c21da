import { defineConfig } from 'vitest/config';

/**
 * The tests that run the server as its own processes (killed, stopped, several copies) on
 * PostgreSQL: `npm run test:processes`, a step of `npm test` when TEST_DATABASE_URL is set.
 */
export default defineConfig({
  test: {
    include: ['src/**/*.process.test.ts'],
    // The processes run the production build, made once for the run.
    globalSetup: ['src/testing/server-build.global.ts'],
    // One at a time: each starts server processes of its own on the two cores.
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 600_000,
    hookTimeout: 180_000,
  },
});
