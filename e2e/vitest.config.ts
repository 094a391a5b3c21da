import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['**/*.spec.ts'],
    globalSetup: ['./support/global-setup.ts'],
    // One browser, one server: journeys run one file at a time.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 200_000,
  },
});
