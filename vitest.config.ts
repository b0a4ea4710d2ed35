import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['engine/**/*.test.ts', 'bench/**/*.test.ts', 'src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'contracts/**/*.test.ts', 'runtime/**/*.test.ts', 'packages/**/*.test.{ts,tsx}', 'docsSite/**/*.test.ts', 'tests/*.test.ts'],
          environment: 'node',
          // Some unit suites open an embedded PGlite database, which takes seconds on a busy machine.
          hookTimeout: 60_000,
          // One more worker than cores, at least three: many files wait on timers, PGlite or a child process, and
          // vitest's default left a 2-core machine half idle (the suite took 115–120 s; 66 s with three, 72 s with four).
          maxWorkers: Math.max(3, availableParallelism() + 1),
          // A worker loads the modules its files share once (as the api project does): the files are independent (none
          // mocks a module, each sets up and tears down what it changes), and passing in any order is checked with
          // `--sequence.shuffle.files`. Isolated, importing them again per file was most of the suite's time on 2
          // cores (import 73 s of a 113 s run; 70 s in all without it, 2026-11-27).
          isolate: false,
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
