import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Server processes on PostgreSQL: their own step (vitest.processes.config.ts).
    exclude: [...configDefaults.exclude, 'src/**/*.process.test.ts'],
    // PGlite instances are heavy; two workers suit the 2-core machines.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
