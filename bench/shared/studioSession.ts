// What the studio-level benches share: the built studio started on a fresh PGlite folder, waiting for it, a fresh
// user signed up through the provider's pages with an organization of their own (the page ends on its widgets
// list), and a widget whose flow is replaced by a given one.
import { spawn, type ChildProcess } from 'node:child_process';
import { openSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';

/**
 * The studio built in `root/buildDir` on a fresh data folder under test-results/ (PGlite), answering on `base`.
 * BENCH_SERVER_LOG=<file>: the server appends its log there at level info (every request, when and how long), to see what it answered when.
 */
export function startBuiltStudio(root: string, buildDir: string, port: number, base: string, dataName: string): ChildProcess {
  const dataDir = path.join(root, `test-results/${dataName}-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  return spawn(process.execPath, [path.join(root, buildDir, 'server/main.js')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), PUBLIC_URL: base, DATA_DIR: dataDir, LOG_LEVEL: process.env.BENCH_SERVER_LOG ? 'info' : 'warn', DATABASE_URL: '', BUILD_DIR: buildDir },
    stdio: process.env.BENCH_SERVER_LOG ? ['ignore', openSync(process.env.BENCH_SERVER_LOG, 'a'), 'ignore'] : 'ignore',
  });
}

export async function waitForStudio(base: string): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    try {
      if ((await fetch(`${base}/app-config.json`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('studio server did not start');
}

export async function signUpWithOrganization(page: Page, base: string): Promise<void> {
  const id = Date.now().toString(36);
  await page.goto(`${base}/`);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByLabel('Name').fill(`bench ${id}`);
  await page.getByLabel('Email').fill(`bench-${id}@example.com`);
  await page.getByLabel(/^Password/).fill(`secret-${id}-long`);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByTestId('terms-tos').check({ timeout: 120_000 });
  await page.getByTestId('terms-pp').check();
  await page.getByTestId('terms-submit').click();
  await page.getByTestId('create-organization-button').click({ timeout: 120_000 });
  await page.getByTestId('organization-name-input').fill('Bench');
  await page.getByTestId('create-organization-submit').click();
  await page.waitForURL(/\/[0-9a-f-]{36}\/widgets$/, { timeout: 120_000 });
}

interface BenchWidget {
  organizationId: string;
  widgetId: string;
  /** The widget's flow page. */
  flowPath: string;
}

/** From the organization's widgets list: a new widget whose flow is replaced by `flowText` (PUT, as an import). */
export async function createWidgetWithFlow(page: Page, name: string, flowText: string): Promise<BenchWidget> {
  const organizationId = new URL(page.url()).pathname.split('/')[1]!;
  await page.getByTestId('create-widget-button').click();
  await page.getByTestId('widget-name-input').fill(name);
  await page.getByTestId('create-widget-submit').click();
  await page.waitForURL(new RegExp(`/${organizationId}/widgets/[0-9a-f-]{36}$`), { timeout: 120_000 });
  const widgetId = new URL(page.url()).pathname.split('/')[3]!;
  const status = await page.evaluate(
    async ({ widgetId, text }) => {
      const config = await (await fetch('/app-config.json')).json();
      let token = '';
      for (let index = 0; index < sessionStorage.length; index += 1) {
        const key = sessionStorage.key(index)!;
        if (key.startsWith('oidc.user:')) token = JSON.parse(sessionStorage.getItem(key)!).access_token;
      }
      const api = config.apiBase.replace(/\/+$/, '');
      const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
      const current = await (await fetch(`${api}/widgets/${widgetId}/flow`, { headers })).json();
      const response = await fetch(`${api}/widgets/${widgetId}/flow`, { method: 'PUT', headers, body: `{"baseVersion":${current.version},"flow":${text}}` });
      return response.status === 200 ? 200 : `${response.status} ${await response.text()}`;
    },
    { widgetId, text: flowText },
  );
  if (status !== 200) throw new Error(`PUT flow answered ${status}`);
  return { organizationId, widgetId, flowPath: `/${organizationId}/widgets/${widgetId}/flow` };
}
