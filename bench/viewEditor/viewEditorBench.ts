// The view editor at the limits (issue 13): a view of 247 blocks, 20 levels deep, in the real studio (a build
// in BUILD_DIR, default dist, on a fresh PGlite folder) opened in headless Chromium at 1280 × 800. Measured as
// main-thread time (CDP Performance.getMetrics TaskDuration: script, style, layout, paint recording) from the
// input until a frame shows its result (two requestAnimationFrame callbacks after it):
// - view_editor_open: a double-click on the view node until every block is on the canvas (also its wall time);
// - view_editor_edit: one key typed into the selected text block's text field until the canvas shows it (and
//   the input event's handlers alone: the editor's synchronous work, without the browser's editing and frame);
// - view_editor_drag_over: one move of a block drag over the canvas until the frame with the drop indicator.
//   The drag is driven with DragEvents dispatched in the page (dragstart on the block, then dragover at each
//   point, dragend), as pragmatic-drag-and-drop's testing guide does: Playwright's own intercepted drags lose
//   their dragover events after the first few in this script (not in the e2e spec), which would measure nothing;
// - view_editor_idle_frame: the same two-frame wait with no input (the floor every sample above includes).
// `BUILD_DIR=dist node --import tsx bench/viewEditor/viewEditorBench.ts [--rounds 3] [--samples 30] [--spine 19]
// [--out bench/results/view-editor.json]`; VIEW_BENCH_PORT (default 18117).
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { viewRootSchema } from '../../engine/model/kinds/viewBlockSchema';
import { getNodeKind } from '../../engine/model/index';
import { blockDepth, forEachBlock, type Block } from '../../engine/model/view/blockTree';
import { CHROMIUM_LAUNCH } from '../../tests/harness/chromium';
import { CdpProbe, threadTimesBetween, type ThreadTimes } from '../browser/cdpProbe';
import { createWidgetWithFlow, signUpWithOrganization, startBuiltStudio, waitForStudio } from '../shared/studioSession';
import { summarize, type BenchResult } from '../shared/benchResult';
import { largeView } from './largeView';

const root = path.resolve(import.meta.dirname, '../..');
const buildDir = process.env.BUILD_DIR || 'dist';
const port = Number(process.env.VIEW_BENCH_PORT ?? 18117);
const base = `http://localhost:${port}`;
const argv = process.argv.slice(2);
const option = (name: string, fallback: number) => (argv.includes(name) ? Number(argv[argv.indexOf(name) + 1]) : fallback);
const rounds = option('--rounds', 3);
const samples = option('--samples', 30);
/** --spine 1 gives a 13-block view: the same measurements at a small size, for comparison. */
const spine = option('--spine', 19);
const out = argv.includes('--out') ? argv[argv.indexOf('--out') + 1]! : 'bench/results/view-editor.json';

const log = (message: string) => process.stderr.write(`[view-editor] ${message}\n`);

const view = largeView(spine);
const blockIds: number[] = [];
forEachBlock(view, (block) => blockIds.push(block.id));
if (viewRootSchema.validate(view)[0]) throw new Error(`the bench view is invalid: ${viewRootSchema.validate(view)[0]!.message}`);
/** The deepest text block: an edit there copies the longest path (20 levels). */
let deepestText: Block | null = null;
forEachBlock(view, (block) => {
  if (block.type === 'text') deepestText = block;
});



function flowWithView() {
  const node = (id: number, type: 'entrypoint' | 'view', x: number, config: unknown) => ({ id, type, x, y: 0, ...getNodeKind(type).ports(config as never), config });
  const viewConfig = { root: view, dialog: false, size: 'm' };
  return { nodes: [node(1, 'entrypoint', 0, getNodeKind('entrypoint').defaultConfig()), node(2, 'view', 360, viewConfig)], connections: [{ from: [1, 0], to: [2, 0] }] };
}


/**
 * In-page waiters, installed as source text (a function passed to evaluate would be rewritten by the TS loader
 * with helpers the page does not have). Each resolves two animation frames after its condition holds.
 */
const WAITERS = `
  window.__bench = {
    inputStart: 0,
    inputMs: 0,
    frames(then) { requestAnimationFrame(() => requestAnimationFrame(then)); },
    canvas() { return document.querySelector('[data-testid=view-canvas-host]')?.shadowRoot ?? null; },
    drag: null,
    dragEvent(type, target, x, y) {
      const event = new DragEvent(type, { bubbles: true, cancelable: true, composed: true, clientX: x, clientY: y, dataTransfer: window.__bench.drag });
      target.dispatchEvent(event);
    },
    dragStart(blockId) {
      window.__bench.drag = new DataTransfer();
      const element = window.__bench.canvas().querySelector('[data-block-id="' + blockId + '"]');
      const rect = element.getBoundingClientRect();
      window.__bench.dragEvent('dragstart', element, rect.x + rect.width / 2, rect.y + rect.height / 2);
    },
    dragOver(x, y) {
      const target = window.__bench.canvas().elementFromPoint(x, y) ?? document.elementFromPoint(x, y);
      window.__bench.dragEvent('dragover', target, x, y);
    },
    dragEnd() {
      window.__bench.dragEvent('dragend', document.querySelector('[data-testid=view-canvas-host]'), 0, 0);
    },
    takeInputMs() {
      const value = window.__bench.inputMs;
      window.__bench.inputMs = 0;
      return value;
    },
    until(condition) {
      return new Promise((resolve) => {
        const check = () => (condition() ? window.__bench.frames(resolve) : requestAnimationFrame(check));
        check();
      });
    },
  };
  // The input event's handlers (React's, on the body, between these two) include the editor's whole synchronous work.
  window.addEventListener('input', () => (window.__bench.inputStart = performance.now()), true);
  window.addEventListener('input', () => (window.__bench.inputMs += performance.now() - window.__bench.inputStart));
`;

/** Two animation frames: the frame after the work has been produced. */
const twoFrames = (page: Page) => page.evaluate('new Promise((resolve) => window.__bench.frames(resolve))');

async function openFlowPage(page: Page, flowPath: string): Promise<void> {
  await page.goto(`${base}${flowPath}`);
  await page.waitForFunction(() => document.querySelector('[data-testid=flow-canvas][data-ready=true]') !== null, undefined, { timeout: 300_000 });
  await page.waitForFunction(() => ((window as unknown as { __flowEditor?: { renderStats(): { draws: number } | null } }).__flowEditor?.renderStats()?.draws ?? 0) > 0, undefined, { timeout: 120_000 });
  await page.waitForTimeout(1500); // the opening fit animation (1000 ms) ends
  await page.evaluate(WAITERS);
}

async function measureOpen(page: Page, probe: CdpProbe): Promise<{ mainThread: number; wall: number }> {
  const at = (await page.evaluate('window.__flowEditor.nodeScreenCenter(2)')) as { x: number; y: number };
  await page.evaluate(`window.addEventListener('dblclick', () => (window.__clickAt = performance.now()), { capture: true, once: true })`);
  const before = await probe.threadTimes();
  await page.mouse.dblclick(at.x, at.y);
  const wall = Number(
    await page.evaluate(
      `window.__bench.until(() => (window.__bench.canvas()?.querySelectorAll('[data-block-id]').length ?? 0) >= ${blockIds.length}).then(() => performance.now() - window.__clickAt)`,
    ),
  );
  const after = await probe.threadTimes();
  return { mainThread: threadTimesBetween(before, after).taskMs, wall };
}

/** Types one key into the text field and waits until the canvas shows the block's new text. */
async function measureEdit(page: Page, probe: CdpProbe, blockId: number, key: string, expected: string): Promise<ThreadTimes> {
  const before = await probe.threadTimes();
  await page.keyboard.press(key);
  await page.evaluate(`window.__bench.until(() => window.__bench.canvas().querySelector('[data-block-id="${blockId}"]')?.textContent === ${JSON.stringify(expected)})`);
  const after = await probe.threadTimes();
  return threadTimesBetween(before, after);
}

async function blockCentre(page: Page, id: number): Promise<{ x: number; y: number }> {
  return page.evaluate<{ x: number; y: number }>(`(() => { const rect = window.__bench.canvas().querySelector('[data-block-id="${id}"]').getBoundingClientRect(); return { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 }; })()`);
}

async function main(): Promise<void> {
  const loadAverageAtStart = loadavg();
  const server = startBuiltStudio(root, buildDir, port, base, 'view-editor-bench');
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  const open: number[] = [];
  const openWall: number[] = [];
  const edit: number[] = [];
  const editParts: ThreadTimes[] = [];
  const editHandler: number[] = [];
  const dragOver: number[] = [];
  const idle: number[] = [];
  try {
    await waitForStudio(base);
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
    const page = await context.newPage();
    page.setDefaultTimeout(120_000);
    await signUpWithOrganization(page, base);
    const { flowPath } = await createWidgetWithFlow(page, 'View bench', JSON.stringify(flowWithView()));
    log(`view of ${blockIds.length} blocks, ${blockDepth(view)} levels, stored at ${flowPath}`);
    const probe = await CdpProbe.attach(page);
    for (let round = 0; round < rounds; round += 1) {
      await openFlowPage(page, flowPath);
      const opened = await measureOpen(page, probe);
      open.push(opened.mainThread);
      openWall.push(opened.wall);
      log(`round ${round + 1}: open ${opened.mainThread.toFixed(1)} ms main thread, ${opened.wall.toFixed(0)} ms wall`);

      for (let sample = 0; sample < samples; sample += 1) {
        const before = await probe.threadTimes();
        await twoFrames(page);
        idle.push(threadTimesBetween(before, await probe.threadTimes()).taskMs);
      }

      // Edit: the deepest text block selected in the layers, its text field focused, one key per sample.
      const target = deepestText!;
      await page.getByTestId(`layer-${target.id}`).click();
      const field = page.getByTestId('view-property-text');
      await field.click();
      await page.keyboard.press('End');
      let text = String(target.config.text);
      for (let sample = 0; sample < samples; sample += 1) {
        const key = sample % 2 === 0 ? 'x' : 'Backspace';
        text = key === 'x' ? `${text}x` : text.slice(0, -1);
        const times = await measureEdit(page, probe, target.id, key, text);
        edit.push(times.taskMs);
        editParts.push(times);
        editHandler.push(Number(await page.evaluate('window.__bench.takeInputMs()')));
      }

      // Drag-over: a text of the first row dragged over two blocks of the root, alternating above and below their middles.
      await page.getByTestId('view-canvas').focus();
      await page.keyboard.press('Escape');
      const a = await blockCentre(page, 8);
      const b = await blockCentre(page, 10);
      await page.evaluate('window.__bench.dragStart(3)');
      await twoFrames(page);
      for (let sample = 0; sample < samples; sample += 1) {
        const to = sample % 2 === 0 ? b : a;
        const before = await probe.threadTimes();
        await page.evaluate(`window.__bench.dragOver(${to.x}, ${to.y + (sample % 4 < 2 ? -4 : 4)})`);
        await twoFrames(page);
        dragOver.push(threadTimesBetween(before, await probe.threadTimes()).taskMs);
      }
      const shown = await page.getByTestId('view-canvas-drop').isVisible();
      await page.evaluate('window.__bench.dragEnd()');
      if (!shown) throw new Error('the drop indicator was not shown: the drag measured nothing');
      log(`round ${round + 1}: edit median ${median(edit)} ms (script ${median(editParts.map((part) => part.scriptMs))}, style ${median(editParts.map((part) => part.styleMs))}, layout ${median(editParts.map((part) => part.layoutMs))}), drag-over median ${median(dragOver)} ms (indicator shown at the end: ${shown})`);
    }
  } finally {
    await browser.close();
    server.kill('SIGTERM');
  }
  const blocks = blockIds.length;
  const results: BenchResult[] = [
    summarize('view_editor_open_main_thread_ms', 'ours', blocks, 'ms', open, { note: 'double-click on the view node → every block on the canvas + 2 frames; main-thread task time' }),
    summarize('view_editor_open_wall_ms', 'ours', blocks, 'ms', openWall, { note: 'the same, wall-clock time in the page' }),
    summarize('view_editor_edit_main_thread_ms', 'ours', blocks, 'ms', edit, { note: 'one key in the deepest text block (20 levels) → the canvas shows it + 2 frames' }),
    summarize('view_editor_edit_input_handler_ms', 'ours', blocks, 'ms', editHandler, { note: "the same key's input event handlers alone (command, history, React render of the editor, renderer update)" }),
    summarize('view_editor_drag_over_main_thread_ms', 'ours', blocks, 'ms', dragOver, { note: 'one pointer move of a native block drag over the canvas → the frame with the drop indicator (+ 2 frames)' }),
    summarize('view_editor_idle_frame_main_thread_ms', 'ours', blocks, 'ms', idle, { note: 'the 2-frame wait alone, no input: the floor of the samples above' }),
  ];
  const report = {
    machine: { cpus: cpus().length, loadAverageAtStart, loadAverageAtEnd: loadavg() },
    view: { blocks, depth: blockDepth(view) },
    rounds,
    samplesPerRound: samples,
    results,
  };
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(path.join(root, out), `${JSON.stringify(report, null, 2)}\n`);
}

function median(values: readonly number[]): string {
  const sorted = [...values].sort((x, y) => x - y);
  return (sorted[Math.floor(sorted.length / 2)] ?? Number.NaN).toFixed(2);
}

await main();
