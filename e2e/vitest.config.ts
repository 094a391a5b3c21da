import { defineConfig } from 'vitest/config';
import { SHOP_COUNT } from './support/shop-count';

export default defineConfig({
  test: {
    include: ['**/*.spec.ts'],
    globalSetup: ['./support/global-setup.ts'],
    // Each worker runs its files one after another, on its own shop, with its own browser.
    maxWorkers: SHOP_COUNT,
    // A journey is a customer's whole visit, not a unit: the longest (the account's, the orders')
    // run far longer than a unit test, more so on a loaded CI machine, where a shorter limit failed.
    testTimeout: 180_000,
    hookTimeout: 200_000,
  },
});
