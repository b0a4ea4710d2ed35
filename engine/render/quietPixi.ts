// pixi keeps the page busy when nothing is drawn; the engine draws on demand (one requestAnimationFrame per change)
// and reads pointer input itself (input/attachCanvasInput.ts → PointerRouter, hit-tested on the spatial index). Two
// of pixi's parts ran for ever on an idle flow page (tests/e2e/flowOpen.spec.ts):
// - its EventSystem, which its browser extensions install on every renderer, took every pointer event of the whole
//   page (it listens on the document), mapped it and hit-tested the stage's every view with it — for nothing: no
//   object on the stage listens to pixi's events;
// - its system ticker asked for an animation frame every frame (a requestAnimationFrame loop: each a main-thread
//   task and a BeginMainFrame), for the events' hover updates and for the renderer's scheduler, whose only tasks are
//   the garbage collector's checks, every 30 s.
// The EventSystem is detached, and the system ticker stopped and ticked once a second instead, which still runs
// the garbage collector on time.
import { Ticker, type Renderer } from 'pixi.js';

/** How often pixi's scheduler is ticked (its tasks repeat every 30 s: GCSystem's gcFrequency). */
export const PIXI_SCHEDULER_TICK_MS = 1000;

interface PixiEvents {
  setTargetElement(element: HTMLElement | null): void;
}

let ticking: ReturnType<typeof setInterval> | null = null;

/** Detaches pixi's EventSystem from the page and replaces the system ticker's frame loop by a once-a-second tick. */
export function quietPixi(renderer: Renderer): void {
  (renderer as unknown as { events?: PixiEvents }).events?.setTargetElement(null);
  const system = Ticker.system;
  system.autoStart = false;
  system.stop();
  ticking ??= setInterval(() => system.update(), PIXI_SCHEDULER_TICK_MS);
}
