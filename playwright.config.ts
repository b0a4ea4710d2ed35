import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import { E2E_BILLING_WEBHOOK_SECRET } from './tests/e2e/billingProvider';
import { E2E_CHROMIUM_LAUNCH } from './tests/harness/chromium';

// The studio runs as a real server on its embedded defaults (PGlite in a fresh folder, embedded
// OpenID provider); Debian's Chromium drives it. Build first: `npm run build` (npm test does).
const port = Number(process.env.E2E_PORT ?? 18090);
const baseURL = `http://localhost:${port}`;
const dataDir = `test-results/e2e-data-${port}`;
// BUILD_DIR: the folder `npm run build` wrote (default dist), so parallel runs do not share one build.
const buildDir = process.env.BUILD_DIR || 'dist';

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e-artifacts',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  // Two on a 2-core machine, up to four where there are more cores (E2E_WORKERS overrides): the tests share one studio
  // and each signs up its own users.
  workers: Number(process.env.E2E_WORKERS ?? Math.min(4, Math.max(2, availableParallelism()))),
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL,
    screenshot: 'only-on-failure',
    // A failed test keeps its trace (actions, DOM snapshots, network, console) and a screenshot of the end. The trace
    // records no screencast: filming every test for the few that fail took the GPU process most of its time and
    // the suite 30–46 % longer on 2 cores (a 19-test subset: 215 s filmed, 147 s with DOM snapshots only, 129 s
    // with no trace; the whole suite 15.1 → 11.6 min, 2026-11-27).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    viewport: { width: 1280, height: 800 },
    launchOptions: E2E_CHROMIUM_LAUNCH,
  },
  webServer: {
    command: `rm -rf ${dataDir} && node --enable-source-maps ${buildDir}/server/main.js`,
    url: `${baseURL}/app-config.json`,
    reuseExistingServer: false,
    // PGlite's first start (migrations in WebAssembly) takes a minute when the shared 2-core machine is busy;
    // E2E_SERVER_TIMEOUT (ms) overrides.
    timeout: Number(process.env.E2E_SERVER_TIMEOUT ?? 180_000),
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      BUILD_DIR: buildDir,
      // The tests play the payment provider (tests/e2e/billingProvider.ts).
      BILLING_WEBHOOK_SECRET: E2E_BILLING_WEBHOOK_SECRET,
    },
  },
});
