// The studio-open bench's side of one studio under test: the built server on its own port and data folder, a
// user signed up through the provider's pages (a setup browser whose tab keeps the session), one widget per flow
// size, and what a fresh browser needs to be that user (the stored OIDC session) or a save needs (the token).
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import type { ChildProcess } from 'node:child_process';
import { generateFlow } from '../../engine/testing/generateFlow';
import type { FlowDocument } from '../../engine/model/flowTypes';
import { chromiumLaunchWith } from '../../tests/harness/chromium';
import { OPEN_PROBE } from './measureOpen';
import { createWidgetWithFlow, signUpWithOrganization, startBuiltStudio, waitForStudio } from '../shared/studioSession';

export const VIEWPORT = { width: 1280, height: 800 };
/** The seed of every bench widget's generated flow. */
export const BENCH_FLOW_SEED = 42;

export interface BenchWidget {
  nodes: number;
  widgetId: string;
  flowPath: string;
  version: number;
  /** The node the saves move back and forth (not the entrypoint), and where it stands now. */
  moved: { id: number; x: number; y: number };
}

export interface StudioUnderTest {
  /** The build folder, with `@<GL set>` when the browsers launch with a named set (tests/harness/chromium.ts GL_SETS). */
  build: string;
  /** How this studio's browsers are launched: the setup browser (warm rounds) and every fresh one (cold rounds). */
  launch: { executablePath: string; args: string[] };
  base: string;
  apiBase: string;
  server: ChildProcess;
  browser: Browser;
  context: BrowserContext;
  /** The signed-in tab: the warm rounds navigate it. */
  page: Page;
  /** The OIDC session as the app keeps it in sessionStorage (key and JSON), for fresh browsers. */
  session: { key: string; value: string };
  widgets: Map<number, BenchWidget>;
}

function log(message: string): void {
  process.stderr.write(`[studio] ${message}\n`);
}

export async function startStudioUnderTest(root: string, build: string, port: number, sizes: readonly number[]): Promise<StudioUnderTest> {
  const base = `http://localhost:${port}`;
  // A studio left answering on the port (an earlier run that failed) would be measured instead: refuse.
  if (await fetch(`${base}/app-config.json`).then(() => true, () => false)) throw new Error(`something already answers on ${base}`);
  const [buildDir, glSet] = build.split('@') as [string, string | undefined];
  const launch = chromiumLaunchWith(glSet);
  const server = startBuiltStudio(root, buildDir, port, base, `studio-bench-${buildDir}`);
  try {
    return await setUpStudio(server, build, launch, base, sizes);
  } catch (error) {
    server.kill('SIGTERM');
    throw error;
  }
}

async function setUpStudio(server: ChildProcess, build: string, launch: StudioUnderTest['launch'], base: string, sizes: readonly number[]): Promise<StudioUnderTest> {
  await waitForStudio(base);
  const config = (await (await fetch(`${base}/app-config.json`)).json()) as { apiBase: string };
  const apiBase = new URL(config.apiBase.replace(/\/+$/, ''), base).toString();
  const browser = await chromium.launch(launch);
  try {
    return await signUpAndStore(server, browser, build, launch, base, apiBase, sizes);
  } catch (error) {
    await browser.close().catch(() => undefined);
    throw error;
  }
}

async function signUpAndStore(server: ChildProcess, browser: Browser, build: string, launch: StudioUnderTest['launch'], base: string, apiBase: string, sizes: readonly number[]): Promise<StudioUnderTest> {
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1 });
  // The warm rounds measure in this tab: the probe is there from the start (it only watches).
  await context.addInitScript(OPEN_PROBE);
  const page = await context.newPage();
  page.setDefaultTimeout(120_000);
  await signUpWithOrganization(page, base);
  const session = await page.evaluate(() => {
    for (let index = 0; index < sessionStorage.length; index += 1) {
      const key = sessionStorage.key(index)!;
      if (key.startsWith('oidc.user:')) return { key, value: sessionStorage.getItem(key)! };
    }
    throw new Error('no stored OIDC session after sign-up');
  });
  const studio: StudioUnderTest = { build, launch, base, apiBase, server, browser, context, page, session, widgets: new Map() };
  for (const [index, nodes] of sizes.entries()) {
    // The Free plan holds one widget: each size after the first gets an organization of its own.
    if (index > 0) {
      const { id } = (await apiJson(studio, '/organizations', { method: 'POST', body: JSON.stringify({ name: `Bench ${nodes}` }) })) as { id: string };
      await page.goto(`${base}/${id}/widgets`);
    }
    const flow = generateFlow({ nodeCount: nodes, seed: BENCH_FLOW_SEED });
    const { widgetId, flowPath } = await createWidgetWithFlow(page, `Flow ${nodes}`, JSON.stringify(flow));
    const { version } = (await apiJson(studio, `/widgets/${widgetId}/flow/changes?since=0`).catch(() => null)) ?? (await apiJson(studio, `/widgets/${widgetId}/flow`));
    const last = lastMovable(flow);
    studio.widgets.set(nodes, { nodes, widgetId, flowPath, version: Number(version), moved: { id: last.id, x: last.x, y: last.y } });
    log(`${build}: flow of ${nodes} nodes stored at ${flowPath} (version ${version})`);
  }
  return studio;
}

function lastMovable(flow: FlowDocument): FlowDocument['nodes'][number] {
  for (let index = flow.nodes.length - 1; index >= 0; index -= 1) if (flow.nodes[index]!.type !== 'entrypoint') return flow.nodes[index]!;
  throw new Error('the flow has no movable node');
}

function accessToken(studio: StudioUnderTest): string {
  return (JSON.parse(studio.session.value) as { access_token: string }).access_token;
}

async function apiJson(studio: StudioUnderTest, path: string, init: RequestInit = {}): Promise<Record<string, unknown>> {
  const response = await fetch(`${studio.apiBase}${path}`, {
    ...init,
    headers: { Authorization: `Bearer ${accessToken(studio)}`, 'Content-Type': 'application/json', ...(init.headers ?? {}) },
  });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

/**
 * A one-node move saved through PATCH (what an autosave sends): a new version, so the server's kept answers of
 * the flow are of an older version and the next open is a first read of this one.
 */
export async function saveOneMove(studio: StudioUnderTest, widget: BenchWidget): Promise<void> {
  const { id, x, y } = widget.moved;
  const to: [number, number] = [x + (widget.version % 2 === 0 ? 24 : -24), y];
  const answer = await apiJson(studio, `/widgets/${widget.widgetId}/flow`, {
    method: 'PATCH',
    body: JSON.stringify({ baseVersion: widget.version, patches: [{ ops: [{ op: 'moveNode', id, from: [x, y], to }] }] }),
  });
  widget.version = Number(answer.version);
  widget.moved = { id, x: to[0], y: to[1] };
}

export async function stopStudioUnderTest(studio: StudioUnderTest): Promise<void> {
  await studio.browser.close().catch(() => undefined);
  studio.server.kill('SIGTERM');
}
