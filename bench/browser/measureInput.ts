// One page of the real-input bench: open the flow (first frame with nodes, then everything in view at full
// detail), then a mouse drag-pan and Ctrl+wheel zoom sent through CDP like a user's (Playwright's mouse and
// keyboard), paced at 60 Hz; the page logs animation-frame deltas meanwhile. Input is not sent faster than the
// page takes it (each CDP call returns once the page has received the event), so a slow page also shows up as
// the gesture taking longer to play out (`*_playback_ms`).
import type { Browser, Page } from 'playwright-core';
import { DRAG_STEP, INPUT_INTERVAL_MS, INPUT_SEED, WHEEL_DELTA, type InputRun } from './inputPlan';

export interface InputSample {
  firstFrameMs: number;
  fullDetailMs: number;
  panFrameMs: number[];
  zoomFrameMs: number[];
  panPlaybackMs: number;
  zoomPlaybackMs: number;
  /** From the last wheel event to everything in view at full detail. */
  zoomFullDetailMs: number;
}

const VIEWPORT = { width: 1280, height: 800 };

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
}

/** Calls `send(i)` for i < count at 60 Hz (or slower, when the page holds the calls up); returns the duration. */
async function paced(count: number, send: (i: number) => Promise<void>): Promise<number> {
  const start = performance.now();
  for (let i = 0; i < count; i += 1) {
    await send(i);
    await sleep(start + (i + 1) * INPUT_INTERVAL_MS - performance.now());
  }
  return performance.now() - start;
}

async function backgroundPoint(page: Page): Promise<{ x: number; y: number }> {
  const point = await page.evaluate(() => window.__bench!.backgroundPoint());
  if (!point) throw new Error('no empty canvas near the centre to press on');
  return point;
}

export async function measureInput(browser: Browser, url: string, run: InputRun, moves: { drag: number; wheel: number }): Promise<InputSample> {
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1 });
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(url);
    await page.waitForFunction(() => window.__bench !== undefined, undefined, { timeout: 30_000 });
    await page.evaluate(({ nodes, seed }) => window.__bench!.prepare(nodes, seed, 'tree'), { nodes: run.nodes, seed: INPUT_SEED });
    const opened = await page.evaluate((onlyRenderVisible) => window.__bench!.open({ onlyRenderVisible }), run.onlyRenderVisible);
    const fullDetailAt = await page.evaluate(() => window.__bench!.fullDetailAt());
    await page.evaluate(() => window.__bench!.settle?.());

    // Drag-pan: press on empty canvas, move right/down, then back, release.
    const start = await backgroundPoint(page);
    await page.mouse.move(start.x, start.y);
    await page.evaluate(() => window.__bench!.startFrameLog());
    await page.mouse.down();
    const half = Math.floor(moves.drag / 2);
    const panPlaybackMs = await paced(moves.drag, async (i) => {
      const k = i < half ? i + 1 : moves.drag - i - 1;
      await page.mouse.move(start.x + k * DRAG_STEP.x, start.y + k * DRAG_STEP.y);
    });
    await page.mouse.up();
    await page.evaluate(() => window.__bench!.fullDetailAt());
    const panFrameMs = await page.evaluate(() => window.__bench!.stopFrameLog());

    // Ctrl+wheel: notches in, then out, at an empty point.
    const at = await backgroundPoint(page);
    await page.mouse.move(at.x, at.y);
    await page.keyboard.down('Control');
    await page.evaluate(() => window.__bench!.startFrameLog());
    const zoomHalf = Math.floor(moves.wheel / 2);
    const zoomPlaybackMs = await paced(moves.wheel, async (i) => {
      await page.mouse.wheel(0, i < zoomHalf ? -WHEEL_DELTA : WHEEL_DELTA);
    });
    await page.keyboard.up('Control');
    const zoomSettled = await page.evaluate(async () => {
      const at = await window.__bench!.fullDetailAt();
      return at - window.__bench!.lastInputAt();
    });
    const zoomFrameMs = await page.evaluate(() => window.__bench!.stopFrameLog());
    if (errors.length > 0) throw new Error(`page errors: ${errors.join('; ')}`);
    return {
      firstFrameMs: opened.openMs,
      fullDetailMs: fullDetailAt - opened.startedAt,
      panFrameMs,
      zoomFrameMs,
      panPlaybackMs,
      zoomPlaybackMs,
      zoomFullDetailMs: zoomSettled,
    };
  } finally {
    await context.close();
  }
}
