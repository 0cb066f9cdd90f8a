import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    reporters: ['default', './test/helpers/summary-reporter.ts'],
    // uWS and DuckDB are native addons: one child process per test file keeps them apart.
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
