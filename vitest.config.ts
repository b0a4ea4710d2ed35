import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['engine/**/*.test.ts', 'src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'contracts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each file starts its own studio (PGlite in a temp dir); two at a time fit 2 cores.
          maxWorkers: 2,
        },
      },
    ],
  },
});
