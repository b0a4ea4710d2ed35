// `npm test`: type checking, unit tests, API integration tests (PGlite, and PostgreSQL too when
// DATABASE_URL is set, then the cluster suite: two studio processes behind HAProxy), then Playwright end-to-end tests
// in Debian's Chromium. Prints one closing line `N passed, N failed` and exits non-zero when anything failed.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { printFailureContexts } from './failureContexts.mjs';

const results = [];
mkdirSync('test-results', { recursive: true });

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const child = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`=== ${label} finished in ${((Date.now() - started) / 1000).toFixed(1)} s with exit code ${child.status}`);
  return child.status ?? 1;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** Runs a vitest project and counts its tests from the JSON report. */
function vitest(label, project, env = {}) {
  const report = `test-results/vitest-${label}.json`;
  rmSync(report, { force: true });
  const code = run(label, 'npx', ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], env);
  const json = readJson(report);
  const passed = json?.numPassedTests ?? 0;
  // A crash without a report, or a test file that failed outside its tests (an import error,
  // a failing hook), counts as a failure too.
  const brokenFiles = (json?.testResults ?? []).filter(
    (file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
  ).length;
  const failed = (json?.numFailedTests ?? 0) + (json ? brokenFiles : 1);
  results.push({ label, passed, failed: code !== 0 && failed === 0 ? 1 : failed });
}

function check(label, command, args, env) {
  const code = run(label, command, args, env);
  results.push({ label, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1 });
}

check('typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
vitest('unit', 'unit');
vitest('api-pglite', 'api', { DATABASE_URL: '' });
if (process.env.DATABASE_URL) vitest('api-postgres', 'api');
// Studio processes behind HAProxy on the PostgreSQL server (tests/cluster): needs DATABASE_URL and haproxy.
if (process.env.DATABASE_URL) vitest('cluster', 'cluster');
check('build', 'node', ['esbuild.config.mjs'], { NODE_ENV: 'production' });

const e2eReport = 'test-results/playwright.json';
rmSync(e2eReport, { force: true });
const e2eCode = run('e2e', 'npx', ['playwright', 'test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport });
const e2e = readJson(e2eReport);
const e2ePassed = e2e?.stats?.expected ?? 0;
const e2eFailed = (e2e?.stats?.unexpected ?? 0) + (e2e?.stats?.flaky ?? 0);
results.push({ label: 'e2e', passed: e2ePassed, failed: e2eCode !== 0 && e2eFailed === 0 ? 1 : e2eFailed });
if (e2eCode !== 0) printFailureContexts('test-results/e2e-artifacts');

console.log('\n| suite | passed | failed |\n|---|---|---|');
for (const { label, passed, failed } of results) console.log(`| ${label} | ${passed} | ${failed} |`);
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
