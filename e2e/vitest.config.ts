import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['**/*.spec.ts'],
    globalSetup: ['./support/global-setup.ts'],
    // One browser, one server: journeys run one file at a time.
    fileParallelism: false,
    // The longest journeys (the account's, the orders') take 40–46 s here and half as long again on
    // CI's machine: 60 s failed one there. A journey is a customer's whole visit, not a unit.
    testTimeout: 180_000,
    hookTimeout: 200_000,
  },
});
