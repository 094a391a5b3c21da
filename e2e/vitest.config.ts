import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['**/*.spec.ts'],
    globalSetup: ['./support/global-setup.ts'],
    // One browser, one server: journeys run one file at a time.
    fileParallelism: false,
    // A journey is a customer's whole visit, not a unit: the longest (the account's, the orders')
    // run far longer than a unit test, more so on a loaded CI machine, where a shorter limit failed.
    testTimeout: 180_000,
    hookTimeout: 200_000,
  },
});
