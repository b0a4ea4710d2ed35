import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['engine/**/*.test.ts', 'bench/**/*.test.ts', 'src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'contracts/**/*.test.ts', 'runtime/**/*.test.ts', 'packages/**/*.test.{ts,tsx}', 'docsSite/**/*.test.ts'],
          environment: 'node',
          // Some unit suites open an embedded PGlite database, which takes seconds on a busy machine.
          hookTimeout: 60_000,
          // One more worker than cores, at least three: many files wait on timers, PGlite or a child process, and
          // vitest's default left a 2-core machine half idle (the suite took 115–120 s; 66 s with three, 72 s with four).
          maxWorkers: Math.max(3, availableParallelism() + 1),
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each file starts its own studio (PGlite in a temp dir): two at a time on 2 cores, up to four with more.
          maxWorkers: Math.min(4, Math.max(2, availableParallelism())),
          // A worker loads the server's modules once for all its files (loading them per file was ~60 % of the
          // suite's time): each file's studio is its own (buildStudio), and what a file sets in process.env is read
          // when a studio is built, not when a module loads.
          isolate: false,
        },
      },
      {
        test: {
          // Studio processes on PostgreSQL behind HAProxy (tests/cluster/clusterHarness.ts); DATABASE_URL required.
          name: 'cluster',
          include: ['tests/cluster/**/*.test.ts'],
          environment: 'node',
          testTimeout: 300_000,
          hookTimeout: 300_000,
          maxWorkers: 1,
        },
      },
    ],
  },
});
