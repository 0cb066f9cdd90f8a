import { defineConfig } from 'vitest/config';

const speedTest = 'test/tools/light-speed.test.ts';

export default defineConfig({
  test: {
    reporters: ['default', './test/helpers/summary-reporter.ts'],
    // uWS and DuckDB are native addons: one child process per test file keeps them apart.
    pool: 'forks',
    // Three files at once. Vitest's default (one fewer than the cores) is one at a time on a 2-core machine, and most
    // files wait on sockets, child processes and timers: three keep both cores busy (issue 29: 8.5 → 5 min).
    maxWorkers: 3,
    // A guard against a hung test, not a budget (no test times itself). On a slower 2-core machine the snapshot test
    // took 24 s quiet and over 30 s beside a one-core load: the guards are 2 minutes, per test too.
    testTimeout: 120_000,
    // Hooks start servers (demo data, DuckDB, worker threads): on a busy machine that took over 30 s once (issue 26).
    hookTimeout: 120_000,
    // A Redis Cluster for the run, beside the REDIS_URL Redis: the contracts and cluster tests run against both.
    globalSetup: ['test/helpers/redis-cluster-setup.ts'],
    projects: [
      { extends: true, test: { name: 'service', include: ['test/**/*.test.ts'], exclude: [speedTest], sequence: { groupOrder: 0 } } },
      // The light-tool cost check runs alone, after everything else: its CPU-time ratios are steadiest on a quiet machine.
      { extends: true, test: { name: 'speed', include: [speedTest], sequence: { groupOrder: 1 } } },
    ],
  },
});
