// A flow opened by its URL (a bookmark, a link, a refresh) under software WebGL (issue 24): the engine makes the
// flow canvas's WebGL context (engine/render/flowCanvasContext.ts) and pixi draws on it — no throwaway context of pixi's own
// (isWebGLSupported's probe, the test context it asks the shaders' precision from), each a synchronous trip to the
// GPU process on the open's critical path.
import { expect, test } from './cspGuard';
import { openFlow } from './flowEditorPage';
import { signUpNewUser } from './studioUser';
import { createOrganizationByApi, createWidgetByApi } from './studioApi';

test.describe.configure({ timeout: 120_000 });

type ContextWindow = Window & { __webGlContexts?: { kind: string; canvas: HTMLCanvasElement; size: [number, number] }[] };

test('a flow opened by its URL is drawn on one WebGL context, made at the size the page lays it out at: pixi makes no throwaway ones', async ({ page }) => {
  await signUpNewUser(page);
  const organizationId = await createOrganizationByApi(page, 'Team Open');
  const widgetId = await createWidgetByApi(page, organizationId, 'Open');
  // Every canvas that gets a WebGL context from now on (each page load), with the kind asked for.
  await page.addInitScript(() => {
    const contexts: { kind: string; canvas: HTMLCanvasElement; size: [number, number] }[] = [];
    (window as ContextWindow).__webGlContexts = contexts;
    const getContext = HTMLCanvasElement.prototype.getContext;
    const withContext = new WeakSet<HTMLCanvasElement>();
    HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, kind: string, ...rest: unknown[]) {
      const context = (getContext as (this: HTMLCanvasElement, ...args: unknown[]) => RenderingContext | null).call(this, kind, ...rest);
      if (context && kind.startsWith('webgl') && !withContext.has(this)) {
        withContext.add(this);
        contexts.push({ kind, canvas: this, size: [this.width, this.height] });
      }
      return context;
    } as typeof HTMLCanvasElement.prototype.getContext;
  });

  await openFlow(page, organizationId, widgetId);

  const made = await page.evaluate(() => {
    const contexts = (window as ContextWindow).__webGlContexts ?? [];
    const shown = document.querySelector('[data-testid="flow-canvas"] canvas');
    return {
      kinds: contexts.map((context) => context.kind),
      drawnOnIt: contexts.length > 0 && contexts[0]!.canvas === shown,
      sizeMade: contexts[0]?.size,
      sizeNow: shown instanceof HTMLCanvasElement ? [shown.width, shown.height] : null,
    };
  });
  expect(made.kinds).toEqual(['webgl2']);
  expect(made.drawnOnIt).toBe(true);
  // Made at its final size (the window between the top bar and the status line, plus the margin): laying the page
  // out did not resize it, a synchronous trip to the GPU process.
  expect(made.sizeNow).toEqual(made.sizeMade);
});

test("a flow opened by its URL reads the config from the page: no request for it before the API's", async ({ page }) => {
  await signUpNewUser(page);
  const organizationId = await createOrganizationByApi(page, 'Team Config');
  const widgetId = await createWidgetByApi(page, organizationId, 'Config');
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await openFlow(page, organizationId, widgetId);
  expect(asked).not.toContain('/app-config.json');
  expect(asked).toContain('/api/users/me');
  expect(await page.evaluate(() => JSON.parse(document.getElementById('app-config')!.textContent!).apiBase)).toBe('/api');
});
