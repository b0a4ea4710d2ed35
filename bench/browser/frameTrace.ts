// Frame timing that animation-frame deltas cannot show (pure: works on a Chromium trace's events).
//
// Under a 60 Hz vsync requestAnimationFrame fires every 16.7 ms whatever a frame costs, and it says nothing of
// the GPU process: with software WebGL (SwiftShader) the pixels are filled there, in SwapBuffers, after the
// page's frame callback returned. Measured here: a full-screen shader costing ~170 ms a frame still gave rAF
// deltas of 16.7 × 10; with --disable-frame-rate-limit rAF ran at 0.4–3.6 ms while the display drew 3 frames
// out of 60 (the flag frees the main thread from vsync, not the frame from its cost). So frames are read
// from a trace of the browser as it runs under vsync:
//
// - presented frames: `Display::DrawAndSwap` on the display compositor (viz) — each is a frame that reached
//   the screen; their intervals are what a user sees on a 60 Hz display;
// - frame cost: for each presented-frame interval, the busy time of the busiest thread of the frame's
//   pipeline: the GPU process's main thread (WebGL commands and SwapBuffers, where SwiftShader fills pixels),
//   the display compositor, the page's main thread, its compositor thread, its raster workers (summed). A
//   frame cheaper than the vsync period shows its true cost (it is not rounded up to 16.7 ms); a frame that
//   saturates a thread shows the interval it took.
// Busy time is wall time of top-level tasks (category `toplevel`), nested tasks counted once.

export interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: Record<string, unknown>;
}

/** Pipeline stages a frame passes through (per-frame busy time, ms). */
export type FrameStage = 'gpuMain' | 'viz' | 'rendererMain' | 'compositor' | 'raster';

export interface FrameTiming {
  /** Frames presented in the window. */
  presented: number;
  /** Intervals between presented frames (ms); given the view's changes, from when each was waited through (waitedFrom). */
  presentedMs: number[];
  /** Per presented frame: the busiest stage's busy time in its interval (ms). */
  costMs: number[];
  /** Per presented frame, the busy time of each stage (ms), for profiling where the frame goes. */
  stageMs: Record<FrameStage, number[]>;
  /** Intervals left out because the view did not move in them (only when frameTiming was given the view's changes). */
  still: number;
}

/** The categories the analysis needs (cheap: one event per task, one per display frame, the page's marks). */
export const FRAME_TRACE_CATEGORIES = ['toplevel', 'viz', 'blink.user_timing', '__metadata'];

const PRESENTED_FRAME = 'Display::DrawAndSwap';

type Interval = [start: number, end: number];

function threadNames(events: readonly TraceEvent[]): { thread: Map<string, string>; process: Map<number, string> } {
  const thread = new Map<string, string>();
  const process = new Map<number, string>();
  for (const event of events) {
    if (event.ph !== 'M') continue;
    const name = (event.args as { name?: string } | undefined)?.name;
    if (!name) continue;
    if (event.name === 'thread_name') thread.set(`${event.pid}:${event.tid}`, name);
    else if (event.name === 'process_name') process.set(event.pid, name);
  }
  return { thread, process };
}

/** Which stage a thread belongs to, or null (browser process, IO threads, tracing). */
function stageOf(processName: string | undefined, threadName: string | undefined, pagePid: number, pid: number): FrameStage | null {
  if (processName === 'GPU Process') {
    if (threadName === 'CrGpuMain') return 'gpuMain';
    if (threadName === 'VizCompositorThread') return 'viz';
    return null;
  }
  if (pid !== pagePid) return null;
  if (threadName === 'CrRendererMain') return 'rendererMain';
  if (threadName === 'Compositor') return 'compositor';
  if (threadName?.startsWith('ThreadPoolForegroundWorker') || threadName?.startsWith('CompositorTileWorker')) return 'raster';
  return null;
}

/** Union of intervals (nested and overlapping tasks counted once), sorted. */
function union(intervals: Interval[]): Interval[] {
  intervals.sort((a, b) => a[0] - b[0]);
  const merged: Interval[] = [];
  for (const [start, end] of intervals) {
    const last = merged[merged.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

/** Busy time of sorted disjoint intervals within [from, to), by walking from index `cursor` (returned updated). */
function busyWithin(intervals: Interval[], from: number, to: number, cursor: number): { busy: number; cursor: number } {
  let i = cursor;
  while (i < intervals.length && intervals[i]![1] <= from) i += 1;
  let busy = 0;
  for (let j = i; j < intervals.length && intervals[j]![0] < to; j += 1) {
    busy += Math.min(to, intervals[j]![1]) - Math.max(from, intervals[j]![0]);
  }
  return { busy, cursor: i };
}

/** The renderer process whose main thread recorded the mark (the page under test). */
export function pageProcess(events: readonly TraceEvent[], markName: string): number | null {
  return events.find((event) => event.name === markName && (event.cat ?? '').includes('blink.user_timing'))?.pid ?? null;
}

/** Trace time (µs) of a performance.mark made in the page. */
export function markTime(events: readonly TraceEvent[], markName: string): number | null {
  return events.find((event) => event.name === markName && (event.cat ?? '').includes('blink.user_timing'))?.ts ?? null;
}

/** The user-timing mark the bench pages make for each input event they handle while frames are logged. */
export const INPUT_MARK = 'bench:input';

/** The trace time (µs) of the last user-timing mark named `markName` between `from` and `to`, or null. */
export function lastMarkBetween(events: readonly TraceEvent[], markName: string, from: number, to: number): number | null {
  return marksBetween(events, markName, from, to).at(-1) ?? null;
}

/** Trace times (µs) of every user-timing mark named `markName` between `from` and `to`, in order. */
export function marksBetween(events: readonly TraceEvent[], markName: string, from: number, to: number): number[] {
  const found: number[] = [];
  for (const event of events) {
    if (event.name === markName && (event.cat ?? '').includes('blink.user_timing') && event.ts >= from && event.ts <= to) found.push(event.ts);
  }
  return found.sort((a, b) => a - b);
}

/** A frame at 60 Hz (µs): a move a frame or less before a frame may still be the next frame's to show. */
const FRAME_US = 16_700;
/** A view that did not move for this long (µs) was still: longer than any pause between a gesture's inputs (33 ms). */
const STILL_US = 100_000;

/**
 * From when the interval between presented frames `start` and `end` (µs) was one a person waited through, or null
 * when it was not. Without `viewChanges` (the times of the inputs that moved the view, in trace µs), from its start.
 * With them: null when the view did not move in it (nothing was due: a zoom notch past the zoom's limit changes
 * nothing); from its start while the view kept moving; and when the view had been still for STILL_US before the
 * first move after `start`, from a frame before that move — the wait for it, not the still time before it.
 */
function waitedFrom(start: number, end: number, viewChanges: readonly number[] | undefined): number | null {
  if (!viewChanges) return start;
  let before: number | null = null;
  let after: number | null = null;
  for (const at of viewChanges) {
    if (at <= start) before = at;
    else if (at < end) {
      after = at;
      break;
    } else break;
  }
  const shownHere = before !== null && before > start - FRAME_US;
  if (after === null) return shownHere ? start : null;
  const stillBefore = before === null || after - before > STILL_US;
  return stillBefore ? Math.max(start, after - FRAME_US) : start;
}

/** The first frame presented at or after trace time `ts` (µs), or null: the frame that shows the last input sent before it. */
export function firstPresentedAfter(events: readonly TraceEvent[], ts: number): number | null {
  let first: number | null = null;
  for (const event of events) {
    if (event.ph === 'X' && event.name === PRESENTED_FRAME && event.ts >= ts && (first === null || event.ts < first)) first = event.ts;
  }
  return first;
}

/**
 * Frames presented between two trace times (µs) and what each cost. `pagePid` is the page's renderer process;
 * threads of other renderers (other pages) are not counted.
 */
export function frameTiming(events: readonly TraceEvent[], pagePid: number, from: number, to: number, viewChanges?: readonly number[]): FrameTiming {
  const names = threadNames(events);
  const tasks = new Map<FrameStage, Interval[]>();
  const presented: number[] = [];
  for (const event of events) {
    if (event.ph !== 'X' || event.dur === undefined) continue;
    if (event.name === PRESENTED_FRAME) {
      if (event.ts >= from && event.ts <= to) presented.push(event.ts);
      continue;
    }
    if (!(event.cat ?? '').split(',').includes('toplevel')) continue;
    if (event.ts + event.dur < from || event.ts > to) continue;
    const stage = stageOf(names.process.get(event.pid), names.thread.get(`${event.pid}:${event.tid}`), pagePid, event.pid);
    if (!stage) continue;
    // Raster workers run in parallel: each worker's tasks are a separate union, summed below.
    const key = stage === 'raster' ? (`raster:${event.tid}` as FrameStage) : stage;
    let list = tasks.get(key);
    if (!list) tasks.set(key, (list = []));
    list.push([event.ts, event.ts + event.dur]);
  }
  presented.sort((a, b) => a - b);
  const merged = [...tasks].map(([key, list]) => ({ stage: (key.startsWith('raster') ? 'raster' : key) as FrameStage, intervals: union(list), cursor: 0 }));
  const timing: FrameTiming = { presented: presented.length, presentedMs: [], costMs: [], stageMs: { gpuMain: [], viz: [], rendererMain: [], compositor: [], raster: [] }, still: 0 };
  for (let i = 1; i < presented.length; i += 1) {
    const start = presented[i - 1]!;
    const end = presented[i]!;
    const busy: Record<FrameStage, number> = { gpuMain: 0, viz: 0, rendererMain: 0, compositor: 0, raster: 0 };
    for (const thread of merged) {
      const within = busyWithin(thread.intervals, start, end, thread.cursor);
      thread.cursor = within.cursor;
      busy[thread.stage] += within.busy;
    }
    const waited = waitedFrom(start, end, viewChanges);
    if (waited === null) {
      timing.still += 1;
      continue;
    }
    timing.presentedMs.push((end - waited) / 1000);
    timing.costMs.push(Math.max(...Object.values(busy)) / 1000);
    for (const stage of Object.keys(busy) as FrameStage[]) timing.stageMs[stage].push(busy[stage] / 1000);
  }
  return timing;
}

/** What a user feels of a gesture's frames: the longest presented interval and how many exceeded 50 and 100 ms. */
export interface FrameHitches {
  longestMs: number;
  over50: number;
  over100: number;
}

export function frameHitches(presentedMs: readonly number[]): FrameHitches {
  let longestMs = 0;
  let over50 = 0;
  let over100 = 0;
  for (const interval of presentedMs) {
    longestMs = Math.max(longestMs, interval);
    if (interval > 50) over50 += 1;
    if (interval > 100) over100 += 1;
  }
  return { longestMs, over50, over100 };
}

/** What happened during one long presented interval (issue 24: say what each long frame draws). */
export interface LongFrame {
  /** Presented interval (ms) and when it ended (ms after the window's start). */
  intervalMs: number;
  endsAtMs: number;
  /** The page's user-timing marks and measures in the interval (our renderer's `flow:*` frames), with their ms. */
  page: string[];
  /** The longest events on the GPU process's main thread in the interval (name and ms), nested ones included. */
  gpu: string[];
  /** Busy time (ms) of each pipeline stage in the interval (frameTiming's): an interval much longer than its busiest
   *  stage was waiting for the CPU (other processes on the machine), not for work of the page's. */
  busyMs: Record<FrameStage, number>;
}

/** One line for a bench's log: the interval, each stage's busy time, the page's frames and the GPU's longest events. */
export function describeLongFrame(frame: LongFrame): string {
  const busy = Object.entries(frame.busyMs).map(([stage, ms]) => `${stage} ${ms.toFixed(0)}`).join(', ');
  return `${frame.intervalMs.toFixed(0)} ms (ends at ${frame.endsAtMs.toFixed(0)} ms): busy ms [${busy}]; page [${frame.page.join('; ')}] GPU main [${frame.gpu.join('; ')}]`;
}

/** Each presented interval over `thresholdMs` between two trace times (µs), explained from the trace. */
export function longFrames(events: readonly TraceEvent[], pagePid: number, from: number, to: number, thresholdMs = 100, viewChanges?: readonly number[]): LongFrame[] {
  const names = threadNames(events);
  const presented = events.filter((event) => event.name === PRESENTED_FRAME && event.ph === 'X' && event.ts >= from && event.ts <= to).map((event) => event.ts);
  presented.sort((a, b) => a - b);
  const gpuMain = (event: TraceEvent) => names.process.get(event.pid) === 'GPU Process' && names.thread.get(`${event.pid}:${event.tid}`) === 'CrGpuMain';
  const timing = frameTiming(events, pagePid, from, to);
  const found: LongFrame[] = [];
  for (let i = 1; i < presented.length; i += 1) {
    const start = presented[i - 1]!;
    const end = presented[i]!;
    const waited = waitedFrom(start, end, viewChanges);
    const intervalMs = waited === null ? 0 : (end - waited) / 1000;
    if (intervalMs <= thresholdMs) continue;
    const page: string[] = [];
    const gpu: { name: string; ms: number }[] = [];
    for (const event of events) {
      if (event.ts < start || event.ts > end) continue;
      if (event.pid === pagePid && (event.cat ?? '').includes('blink.user_timing') && event.name.startsWith('flow:')) {
        if (event.ph === 'b' || event.ph === 'X' || event.ph === 'R' || event.ph === 'I' || event.ph === 'n') page.push(event.name);
      } else if (event.ph === 'X' && event.dur !== undefined && event.dur >= 5_000 && gpuMain(event)) {
        gpu.push({ name: event.name, ms: event.dur / 1000 });
      }
    }
    gpu.sort((a, b) => b.ms - a.ms);
    found.push({
      intervalMs,
      endsAtMs: (end - from) / 1000,
      page,
      gpu: gpu.slice(0, 5).map((entry) => `${entry.name} ${entry.ms.toFixed(0)} ms`),
      busyMs: {
        gpuMain: timing.stageMs.gpuMain[i - 1] ?? 0,
        viz: timing.stageMs.viz[i - 1] ?? 0,
        rendererMain: timing.stageMs.rendererMain[i - 1] ?? 0,
        compositor: timing.stageMs.compositor[i - 1] ?? 0,
        raster: timing.stageMs.raster[i - 1] ?? 0,
      },
    });
  }
  return found;
}
