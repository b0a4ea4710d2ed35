// A flow opened by its URL (a bookmark, a link, a refresh) under software WebGL (issue 24): the engine makes the
// flow canvas's WebGL context (engine/render/flowCanvasContext.ts) and pixi draws on it — no throwaway context of pixi's own
// (isWebGLSupported's probe, the test context it asks the shaders' precision from), each a synchronous trip to the
// GPU process on the open's critical path.
import type { Page } from '@playwright/test';
import { expect, test } from './cspGuard';
import { callApi, canvasPoint, debug, dragMouse, drawsStopped, openFlow, settle } from './flowEditorPage';
import { generateFlow } from '../../engine/testing/generateFlow';
import { signUpNewUser } from './studioUser';
import { expectNoSeriousViolations } from './axe';
import { createOrganizationByApi, createWidgetByApi } from './studioApi';

test.describe.configure({ timeout: 120_000 });

type ContextWindow = Window & { __webGlContexts?: { kind: string; canvas: HTMLCanvasElement; size: [number, number] }[] };

/** A new user's widget (in an organization named after it) whose flow is a generated one of `nodeCount` nodes. */
async function widgetWithGeneratedFlow(page: Page, name: string, nodeCount: number, seed: number): Promise<{ organizationId: string; widgetId: string }> {
  await signUpNewUser(page);
  const organizationId = await createOrganizationByApi(page, `Team ${name}`);
  const widgetId = await createWidgetByApi(page, organizationId, name);
  const flow = generateFlow({ nodeCount, seed });
  expect((await callApi(page, 'PUT', `/widgets/${widgetId}/flow`, { baseVersion: 1, flow })).status).toBe(200);
  return { organizationId, widgetId };
}

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

type IntlWindow = Window & { __intlMade?: string[] };

test("a flow opened by its URL makes no Intl object while it opens: a page's first one loads ICU's data on its thread (30–70 ms in a fresh browser)", async ({ page }) => {
  const { organizationId, widgetId } = await widgetWithGeneratedFlow(page, 'Plain words', 400, 11);
  // Every Intl object the flow page makes, and the calls that make one inside the JavaScript engine (toLocaleString…).
  await page.addInitScript(() => {
    const made: string[] = [];
    (window as IntlWindow).__intlMade = made;
    const intl = Intl as unknown as Record<string, unknown>;
    for (const name of ['NumberFormat', 'Segmenter', 'DateTimeFormat', 'Collator', 'PluralRules', 'RelativeTimeFormat', 'ListFormat', 'DisplayNames']) {
      const Original = intl[name] as (new (...args: unknown[]) => object) | undefined;
      if (!Original) continue;
      const Spy = function (...args: unknown[]) {
        made.push(`Intl.${name}`);
        return new Original(...args);
      };
      Spy.prototype = Original.prototype;
      intl[name] = Spy;
    }
    const spyOn = (owner: object, key: string, label: string) => {
      const original = (owner as Record<string, (...args: unknown[]) => unknown>)[key]!;
      (owner as Record<string, unknown>)[key] = function (this: unknown, ...args: unknown[]) {
        made.push(label);
        return original.apply(this, args);
      };
    };
    spyOn(Number.prototype, 'toLocaleString', 'Number.toLocaleString');
    spyOn(Date.prototype, 'toLocaleString', 'Date.toLocaleString');
    spyOn(Date.prototype, 'toLocaleDateString', 'Date.toLocaleDateString');
    spyOn(Date.prototype, 'toLocaleTimeString', 'Date.toLocaleTimeString');
    spyOn(String.prototype, 'localeCompare', 'String.localeCompare');
  });

  await openFlow(page, organizationId, widgetId);
  // The node count is written (en grouping) and the cards' words were laid out by pixi's text metrics.
  await expect(page.getByText(/^400 nodes/)).toBeVisible();
  expect(await page.evaluate(() => (window as IntlWindow).__intlMade)).toEqual([]);
  // The spy sees what it is there to see.
  await page.evaluate(() => (1234.5).toLocaleString('en'));
  expect(await page.evaluate(() => (window as IntlWindow).__intlMade)).toEqual(['Number.toLocaleString']);
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

test("a flow opened by its URL asks for its first view from the page's head, before the first script runs, and once", async ({ page }) => {
  await signUpNewUser(page);
  const organizationId = await createOrganizationByApi(page, 'Team Ahead');
  const widgetId = await createWidgetByApi(page, organizationId, 'Ahead');
  await openFlow(page, organizationId, widgetId);
  const seen = await page.evaluate(() => ({
    firstViews: performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/flow/first_view?')).map((entry) => Math.round(entry.startTime)),
    boot: performance.getEntriesByName('flow-open:boot')[0]?.startTime ?? null,
    // The first script took the head script's request over.
    left: '__studioFirstViewAhead' in window,
  }));
  expect(seen.firstViews).toHaveLength(1);
  expect(seen.boot).not.toBeNull();
  expect(seen.firstViews[0]!).toBeLessThan(seen.boot!);
  expect(seen.left).toBe(false);
});

test('the first script waits for none of React or SWR: neither is in it or in the chunks the page lists before it', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const boot = /import\("([^"]+\/boot-[^"]+)"\)/.exec(html)![1]!;
  const before = [...html.slice(0, html.indexOf(`href="${boot}"`)).matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((match) => match[1]!);
  expect(before.length).toBeGreaterThan(0);
  for (const file of [...before, boot]) {
    const code = await (await request.get(file)).text();
    // React's element type and SWR's option name: strings that survive minification.
    expect({ file, react: code.includes('react.transitional.element'), swr: code.includes('dedupingInterval') }).toEqual({ file, react: false, swr: false });
  }
  // Both are in the app's own code, which the page lists after it.
  const after = [...html.slice(html.indexOf(`href="${boot}"`) + 1).matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((match) => match[1]!);
  const code = (await Promise.all(after.map(async (file) => (await request.get(file)).text()))).join('\n');
  expect(code).toContain('react.transitional.element');
  expect(code).toContain('dedupingInterval');
});

test("the first view's picture's code is preloaded first of the app's code, its own chunk included", async ({ request }) => {
  const html = await (await request.get('/')).text();
  const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((match) => match[1]!);
  const picture = preloads.findIndex((file) => /\/firstViewPicture-[^/]+\.js$/.test(file));
  const app = preloads.findIndex((file) => /\/renderStudio-[^/]+\.js$/.test(file));
  expect(picture).toBeGreaterThanOrEqual(0);
  expect(app).toBeGreaterThan(picture);
  // After the first script and main: neither waits for it.
  expect(html.indexOf(preloads[picture]!)).toBeGreaterThan(html.search(/<link rel="modulepreload" href="[^"]+\/main-/));
});

test("the page's load event waits for none of the studio's code, which the page's last script imports in order: first script, then main", async ({ page, request }) => {
  const html = await (await request.get('/')).text();
  // No module script element (each would hold the load event until it has run); the one starter imports both.
  expect(html).not.toMatch(/<script[^>]*\bsrc=/);
  const starter = /<script>(import\([^<]*)<\/script>/.exec(html)![1]!;
  expect([...starter.matchAll(/import\("([^"]+)"\)/g)].map((match) => match[1]!.replace(/-[A-Z0-9]+\.js$/, ''))).toEqual(['/assets/boot', '/assets/main']);
  // Both are preloaded, so importing them one after the other costs no round trip.
  for (const file of starter.match(/\/assets\/[^"]+/g)!) expect(html).toContain(`<link rel="modulepreload" href="${file}">`);

  await signUpNewUser(page);
  const organizationId = await createOrganizationByApi(page, 'Team Loaded');
  const widgetId = await createWidgetByApi(page, organizationId, 'Loaded');
  await openFlow(page, organizationId, widgetId);
  const seen = await page.evaluate(() => ({
    load: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
    app: performance.getEntriesByName('flow-open:app')[0]?.startTime ?? null,
    canvas: performance.getEntriesByName('flow-open:canvas')[0]?.startTime ?? null,
  }));
  // The browser stops its loading indicator, whose frames the GPU process draws in software without a GPU, before
  // the studio makes its WebGL context. (The app's first render is not ordered against the load event: it needs
  // none of what the load event waits for, and on a loaded machine it may come first — a clean-clone run saw it
  // 90 ms before; the markup above is what keeps the studio's code out of the load event.)
  expect(seen.load).toBeGreaterThan(0);
  expect(seen.canvas).not.toBeNull();
  expect(seen.app).not.toBeNull();
  expect(seen.load).toBeLessThan(seen.canvas!);
});

test("when the app's code cannot be loaded the page says so; when only the first script cannot, the app still runs", async ({ page }) => {
  // The first script missing (it only starts requests early): the app still comes up.
  await page.route(/\/assets\/boot-[^/]+\.js$/, (route) => route.abort());
  await page.goto('/');
  // Signed out, the app sends the visitor to the provider's sign-in page.
  await expect(page.getByRole('heading', { name: 'Sign in', exact: true })).toBeVisible();
  await page.unrouteAll();
  // Main missing (a deployment replaced the files, the network dropped): a message instead of a blank page.
  await page.route(/\/assets\/main-[^/]+\.js$/, (route) => route.abort());
  await page.goto('/');
  await expect(page.getByRole('alert')).toHaveText('The studio could not be loaded. Please reload the page.');
  await expectNoSeriousViolations(page, 'the studio could not be loaded');
});

type ProgramWindow = Window & { __linkedPrograms?: string[] };

test('every frame draws with two shader programs, the batch and the grid’s, each linked once: no Graphics is drawn unbatched, even zoomed out to boxes', async ({ page }) => {
  const { organizationId, widgetId } = await widgetWithGeneratedFlow(page, 'Programs', 800, 11);
  // The name of every program the page links (pixi's `#define SHADER_NAME <name>-fragment`).
  await page.addInitScript(() => {
    const linked: string[] = [];
    (window as ProgramWindow).__linkedPrograms = linked;
    const names = new WeakMap<WebGLShader, string>();
    const attached = new WeakMap<WebGLProgram, string>();
    const proto = WebGL2RenderingContext.prototype;
    const shaderSource = proto.shaderSource;
    proto.shaderSource = function (shader, source) {
      const named = /#define SHADER_NAME (\S+)-fragment/.exec(source);
      if (named) names.set(shader, named[1]!);
      return shaderSource.call(this, shader, source);
    };
    const attachShader = proto.attachShader;
    proto.attachShader = function (program, shader) {
      const name = names.get(shader);
      if (name) attached.set(program, name);
      return attachShader.call(this, program, shader);
    };
    const linkProgram = proto.linkProgram;
    proto.linkProgram = function (program) {
      linked.push(attached.get(program) ?? 'unnamed');
      return linkProgram.call(this, program);
    };
  });

  await openFlow(page, organizationId, widgetId);
  await expect(page.getByTestId('flow-status')).toContainText('800 nodes');
  await expect.poll(() => debug(page, (handle) => handle.renderStats()?.lowDetail)).toBe(false);
  // The whole flow in view, past the level-of-detail threshold: every covered node one box and every connection one
  // line, each kind in one Graphics (pixi's own limit for batching one is 400 coordinates: 50 boxes); then a pan,
  // which draws them again.
  await page.getByTestId('fit').click();
  await expect.poll(() => debug(page, (handle) => handle.renderStats()?.lowDetail)).toBe(true);
  await expect.poll(() => debug(page, (handle) => handle.renderStats()?.visibleNodes)).toBeGreaterThan(100);
  await dragMouse(page, await canvasPoint(page, 0.7, 0.7), await canvasPoint(page, 0.2, 0.3), 10);
  await settle(page);

  const linked = await page.evaluate(() => (window as ProgramWindow).__linkedPrograms ?? []);
  // pixi linked each program twice (pixiBuildPlugin.mjs) and drew a Graphics of 400 coordinates or more with a
  // program of its own, 'graphics' (engine/render/batchedGraphics.ts).
  expect([...linked].sort()).toEqual(['batch', 'grid-dots']);
  await page.screenshot({ path: 'test-results/screens/flow-programs-overview.png' });
});

type PictureWindow = Window & { __pictures?: { nodes: number; ariaHidden: string | null; painted: number; entrypointColour: number; removed: boolean }[] };

test('a flow opened by its URL shows its first view as a picture before the canvas is ready, hidden from assistive technology, until the canvas has drawn it', async ({ page }) => {
  const { organizationId, widgetId } = await widgetWithGeneratedFlow(page, 'Picture', 300, 21);
  // Each picture the page shows, read the moment it is added: how much of it is painted (not the background), and
  // how many pixels have the entrypoint's colour (its card's stripe: the view opens on the entrypoint).
  await page.addInitScript(() => {
    const pictures: NonNullable<PictureWindow['__pictures']> = [];
    (window as PictureWindow).__pictures = pictures;
    const seen = new Map<Element, (typeof pictures)[number]>();
    new MutationObserver(() => {
      for (const canvas of document.querySelectorAll<HTMLCanvasElement>('canvas[data-testid="flow-first-view-picture"]')) {
        if (seen.has(canvas)) continue;
        const pixels = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
        const [r0, g0, b0] = [pixels[0], pixels[1], pixels[2]];
        let painted = 0;
        let entrypointColour = 0;
        for (let index = 0; index < pixels.length; index += 4) {
          if (pixels[index] !== r0 || pixels[index + 1] !== g0 || pixels[index + 2] !== b0) painted += 1;
          if (pixels[index] === 0x5b && pixels[index + 1] === 0x5b && pixels[index + 2] === 0xd6) entrypointColour += 1;
        }
        const record = { nodes: Number(canvas.dataset.nodes), ariaHidden: canvas.getAttribute('aria-hidden'), painted: painted / (pixels.length / 4), entrypointColour, removed: false };
        seen.set(canvas, record);
        pictures.push(record);
      }
      for (const [canvas, record] of seen) record.removed = !canvas.isConnected;
    }).observe(document, { childList: true, subtree: true });
  });

  const pictures = () => page.evaluate(() => (window as PictureWindow).__pictures ?? []);
  // A first visit: the flow page's code (the engine, pixi) comes after the first view, as it does on a fresh browser
  // without a GPU. Here its chunks are held until the picture is up (a second visit, whose canvas is ready before the
  // first view answers, shows none: firstViewPicture.test.ts).
  const html = await (await page.request.get('/')).text();
  const routeChunks = new Set((JSON.parse(/id="route-chunks">([^<]*)</.exec(html)![1]!) as { widgetFlow: string[] }).widgetFlow);
  expect(routeChunks.size).toBeGreaterThan(0);
  let releaseCode!: () => void;
  const codeReleased = new Promise<void>((resolve) => (releaseCode = resolve));
  await page.route(
    (url) => routeChunks.has(url.pathname),
    async (route) => {
      await codeReleased;
      await route.continue();
    },
  );
  const opened = openFlow(page, organizationId, widgetId);
  try {
    // While it is up (the canvas not there yet): axe finds nothing serious, and the keyboard moves through the
    // page's controls, never onto the picture.
    await expect(page.getByTestId('flow-first-view-picture')).toBeVisible({ timeout: 30_000 });
    await expectNoSeriousViolations(page, 'flow page showing the first view picture');
    for (let press = 0; press < 3; press += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.tagName)).not.toBe('flow-first-view-picture');
    }
    expect(await page.evaluate(() => document.activeElement?.closest('header') !== null)).toBe(true);
  } finally {
    releaseCode();
  }
  await opened;
  // Gone once the canvas shows the same view at full detail.
  await expect.poll(async () => (await pictures()).map((picture) => picture.removed)).toEqual([true]);
  const [picture] = await pictures();
  expect(picture!.nodes).toBeGreaterThan(5);
  expect(picture!.ariaHidden).toBe('true');
  // Cards, words, ports and connections over the grid, not an empty frame.
  expect(picture!.painted).toBeGreaterThan(0.05);
  expect(picture!.entrypointColour).toBeGreaterThan(50);
  await expect(page.getByTestId('flow-first-view-picture')).toHaveCount(0);
  // The loaders it held still (flowEditor.css) run again.
  expect(await page.evaluate(() => 'firstViewPicture' in document.documentElement.dataset)).toBe(false);
});

type EarlyWindow = Window & { __earlyCanvas?: HTMLCanvasElement; __flowEditor?: { renderStats(): { draws: number; visibleNodes: number } | null; viewport(): { scale: number; offsetX: number; offsetY: number } } };

test('a second visit draws the first view on the flow canvas before the app has rendered, and the page takes that canvas and view over', async ({ page }) => {
  const { organizationId, widgetId } = await widgetWithGeneratedFlow(page, 'Early', 300, 22);
  await openFlow(page, organizationId, widgetId);

  // The second visit (a refresh): the app's React code is held, as when it is still being evaluated, and the first
  // view answers once the flow canvas is ready, as on a warm machine (when it answers first, its picture is shown
  // instead: the test above).
  let releaseApp!: () => void;
  const appReleased = new Promise<void>((resolve) => (releaseApp = resolve));
  await page.route(/\/renderStudio-[^/]+\.js$/, async (route) => {
    await appReleased;
    await route.continue();
  });
  let releaseAnswer!: () => void;
  const answerReleased = new Promise<void>((resolve) => (releaseAnswer = resolve));
  await page.route(/\/flow\/first_view\?/, async (route) => {
    await answerReleased;
    await route.continue();
  });
  await page.reload({ waitUntil: 'commit' });
  // Where the early drawing looked, read before the page can take over.
  let viewAtStart = { scale: 0, offsetX: 0, offsetY: 0 };
  try {
    await expect.poll(() => page.evaluate(() => performance.getEntriesByName('flow-open:canvas').length), { timeout: 30_000 }).toBe(1);
    releaseAnswer();
    const early = page.locator('.flow-early-preview');
    await expect(early.locator('canvas')).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => page.evaluate(() => (window as EarlyWindow).__flowEditor?.renderStats()?.visibleNodes ?? 0), { timeout: 30_000 }).toBeGreaterThan(5);
    // Where the page's frame will be (below the top bar, the window's width), a picture only: hidden from assistive
    // technology, taking no input.
    expect(await early.getAttribute('aria-hidden')).toBe('true');
    expect(await early.evaluate((element) => getComputedStyle(element).pointerEvents)).toBe('none');
    const box = await early.boundingBox();
    expect(box).toMatchObject({ x: 0, width: page.viewportSize()!.width });
    expect(box!.y).toBeGreaterThan(0);
    expect(await page.getByTestId('flow-canvas').count()).toBe(0);
    // The keyboard never lands on it.
    for (let press = 0; press < 3; press += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('.flow-early-preview') ?? null)).toBeNull();
    }
    await page.screenshot({ path: 'test-results/screens/flow-early-preview.png' });
    await page.evaluate(() => ((window as EarlyWindow).__earlyCanvas = document.querySelector<HTMLCanvasElement>('.flow-early-preview canvas')!));
    viewAtStart = await page.evaluate(() => (window as EarlyWindow).__flowEditor!.viewport());
  } finally {
    releaseAnswer();
    releaseApp();
  }
  await expect(page.getByTestId('flow-canvas')).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  await settle(page);
  // The page holds the very canvas the first script drew on (one WebGL context), the host over the page is gone,
  // and the editor opened where the first view was.
  expect(await page.evaluate(() => document.querySelector('[data-testid="flow-canvas"] canvas') === (window as EarlyWindow).__earlyCanvas)).toBe(true);
  await expect(page.locator('.flow-early-preview')).toHaveCount(0);
  expect(await debug(page, (handle) => handle.viewport())).toMatchObject({ scale: viewAtStart.scale, offsetX: viewAtStart.offsetX, offsetY: viewAtStart.offsetY });
  expect(await debug(page, (handle) => handle.counts().nodes)).toBe(300);
  await expectNoSeriousViolations(page, 'flow page opened after an early first view');
});

type FrameChainWindow = Window & { __frameChains?: { longest: number; current: number; asked: number } };

test('an idle flow page asks for no animation frames (pixi’s event system detached, its system ticker stopped), and touch pans still reach the editor', async ({ page }) => {
  const { organizationId, widgetId } = await widgetWithGeneratedFlow(page, 'Idle', 200, 23);
  // Every animation frame the page asks for, and the longest chain of frames each asked for by the one before (a loop
  // such as pixi's system ticker, which its event system keeps running, asks again from every callback).
  await page.addInitScript(() => {
    const chains = { longest: 0, current: 0, asked: 0 };
    (window as FrameChainWindow).__frameChains = chains;
    let inCallback = false;
    let askedInCallback = false;
    const ask = window.requestAnimationFrame.bind(window);
    window.requestAnimationFrame = (callback) => {
      chains.asked += 1;
      if (inCallback) askedInCallback = true;
      return ask((time) => {
        inCallback = true;
        askedInCallback = false;
        try {
          callback(time);
        } finally {
          inCallback = false;
          chains.current = askedInCallback ? chains.current + 1 : 0;
          chains.longest = Math.max(chains.longest, chains.current);
        }
      });
    };
  });
  await openFlow(page, organizationId, widgetId);
  await drawsStopped(page);
  // The pointer moves over the canvas and rests there: the editor's own hover, and nothing else afterwards.
  for (const fx of [0.5, 0.55]) {
    const at = await canvasPoint(page, fx, 0.5);
    await page.mouse.move(at.x, at.y);
  }
  await drawsStopped(page);
  await page.evaluate(() => Object.assign((window as FrameChainWindow).__frameChains!, { longest: 0, current: 0, asked: 0 }));
  // A second of the page at rest (an observation window, not a wait for something): a loop at any frame rate asks
  // for several frames in it.
  await page.waitForTimeout(1000);
  const chains = await page.evaluate(() => ({ ...(window as FrameChainWindow).__frameChains! }));
  expect(chains.longest, 'no frame loop').toBeLessThan(3);
  expect(chains.asked, 'animation frames asked for at rest').toBeLessThan(3);
  // Touch pans still reach the editor: pixi's event system set the canvas's touch-action and takes it back when
  // detached; the element the editor listens on keeps its own (none).
  const touchActions = await page.evaluate(() => {
    const actions: string[] = [];
    for (let element: Element | null = document.querySelector('[data-testid="flow-canvas"] canvas'); element; element = element.parentElement) actions.push(getComputedStyle(element).touchAction);
    return actions;
  });
  expect(touchActions).toContain('none');
});

test('a large flow reopens where its designer left off — its first view asked for there, the editor opened there — while a flow that fits still opens fitted', async ({ page }) => {
  const { organizationId, widgetId } = await widgetWithGeneratedFlow(page, 'Left off', 3_000, 31);
  await openFlow(page, organizationId, widgetId);
  const opening = await debug(page, (handle) => handle.viewport());
  // A large flow opens on its entrypoint at half scale; the designer moves well away from it, along the flow (on the
  // canvas's background, clear of the minimap), and zooms in.
  expect(opening.scale).toBe(0.5);
  for (let drag = 0; drag < 2; drag += 1) await dragMouse(page, await canvasPoint(page, 0.6, 0.55), await canvasPoint(page, 0.1, 0.5), 12);
  await page.getByTestId('zoom-in').click();
  await settle(page);
  const leftAt = await debug(page, (handle) => handle.viewport());
  expect(leftAt.scale).toBeGreaterThan(0.5);
  const centreX = (view: { scale: number; offsetX: number; width: number }) => (view.width / 2 - view.offsetX) / view.scale;
  expect(Math.abs(centreX(leftAt) - centreX(opening))).toBeGreaterThan(1_000);
  await expect.poll(async () => (await debug(page, (handle) => handle.renderStats()))!.visibleNodes).toBeGreaterThan(0);

  await page.reload();
  await expect(page.getByTestId('flow-canvas')).toHaveAttribute('data-ready', 'true');
  await settle(page);
  // The first view was asked for there (by the page's head, once) and the editor opened there.
  const asked = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => name.includes('/flow/first_view?')));
  expect(asked).toHaveLength(1);
  expect(asked[0]).toMatch(/&x=-?[\d.]+&y=-?[\d.]+&scale=[\d.]+$/);
  const reopened = await debug(page, (handle) => handle.viewport());
  expect(reopened.scale).toBeCloseTo(leftAt.scale, 3);
  expect(Math.abs(reopened.offsetX - leftAt.offsetX)).toBeLessThan(2);
  expect(Math.abs(reopened.offsetY - leftAt.offsetY)).toBeLessThan(2);
  expect((await debug(page, (handle) => handle.renderStats()))!.visibleNodes).toBeGreaterThan(0);
  await page.screenshot({ path: 'test-results/screens/flow-reopened-where-left-off.png' });
  await expectNoSeriousViolations(page, 'a flow reopened where its designer left off');
  // Far from the entrypoint, the keyboard leads back to it: Tab to the toolbar's "Go to the entrypoint", Enter.
  const entrypointId = generateFlow({ nodeCount: 3_000, seed: 31 }).nodes.find((node) => node.type === 'entrypoint')!.id;
  const canvasBox = (await page.getByTestId('flow-canvas').boundingBox())!;
  const entrypointOnScreen = async () => {
    const at = (await page.evaluate((id) => (window as Window & { __flowEditor?: { nodeScreenCenter(id: number): { x: number; y: number } | null } }).__flowEditor!.nodeScreenCenter(id), entrypointId))!;
    return at.x > canvasBox.x && at.x < canvasBox.x + canvasBox.width && at.y > canvasBox.y && at.y < canvasBox.y + canvasBox.height;
  };
  expect(await entrypointOnScreen()).toBe(false);
  const back = page.getByTestId('go-to-entrypoint');
  for (let press = 0; press < 40 && !(await back.evaluate((element) => element === document.activeElement)); press += 1) await page.keyboard.press('Tab');
  await expect(back).toBeFocused();
  await page.keyboard.press('Enter');
  await settle(page);
  expect(await entrypointOnScreen()).toBe(true);

  // A flow that fits (in an organization of its own: the Free plan holds one widget): zoomed in and reopened, it is
  // fitted again (editor.md §2).
  const team = await createOrganizationByApi(page, 'Team Fits');
  const small = await createWidgetByApi(page, team, 'Fits');
  expect((await callApi(page, 'PUT', `/widgets/${small}/flow`, { baseVersion: 1, flow: generateFlow({ nodeCount: 6, seed: 3 }) })).status).toBe(200);
  await openFlow(page, team, small);
  const fitted = await debug(page, (handle) => handle.viewport());
  await page.getByTestId('zoom-in').click();
  await page.getByTestId('zoom-in').click();
  await settle(page);
  expect((await debug(page, (handle) => handle.viewport())).scale).not.toBeCloseTo(fitted.scale, 3);
  await page.reload();
  await expect(page.getByTestId('flow-canvas')).toHaveAttribute('data-ready', 'true');
  await settle(page);
  expect(await debug(page, (handle) => handle.viewport())).toMatchObject({ scale: fitted.scale, offsetX: fitted.offsetX, offsetY: fitted.offsetY });
});
