import { describe, expect, it } from 'vitest';
import { firstPresentedAfter, frameHitches, lastMarkBetween, frameTiming, longFrames, marksBetween, markTime, pageProcess, type TraceEvent } from './frameTrace';

const GPU = 10;
const PAGE = 20;
const OTHER_PAGE = 30;

function meta(pid: number, tid: number, thread: string, process: string): TraceEvent[] {
  return [
    { name: 'thread_name', ph: 'M', ts: 0, pid, tid, args: { name: thread } },
    { name: 'process_name', ph: 'M', ts: 0, pid, tid, args: { name: process } },
  ];
}

const task = (pid: number, tid: number, ts: number, dur: number, name = 'ThreadControllerImpl::RunTask'): TraceEvent => ({ name, cat: 'toplevel', ph: 'X', ts, dur, pid, tid });
const presented = (ts: number): TraceEvent => ({ name: 'Display::DrawAndSwap', cat: 'viz', ph: 'X', ts, dur: 300, pid: GPU, tid: 2 });
const mark = (name: string, ts: number): TraceEvent => ({ name, cat: 'blink.user_timing', ph: 'R', ts, pid: PAGE, tid: 1 });

const events: TraceEvent[] = [
  ...meta(GPU, 1, 'CrGpuMain', 'GPU Process'),
  ...meta(GPU, 2, 'VizCompositorThread', 'GPU Process'),
  ...meta(PAGE, 1, 'CrRendererMain', 'Renderer'),
  ...meta(PAGE, 3, 'ThreadPoolForegroundWorker', 'Renderer'),
  ...meta(PAGE, 4, 'ThreadPoolForegroundWorker', 'Renderer'),
  ...meta(OTHER_PAGE, 1, 'CrRendererMain', 'Renderer'),
  mark('bench:pan:start', 0),
  // Frames presented at 0, 16.7, 33.4 and 100 ms (µs in the trace).
  presented(0),
  presented(16_700),
  presented(33_400),
  presented(100_000),
  // Frame 1: GPU 5 ms (a nested task counted once), main 2 ms.
  task(GPU, 1, 1_000, 5_000),
  task(GPU, 1, 2_000, 1_000, 'Scheduler::RunTask'),
  task(PAGE, 1, 3_000, 2_000),
  // Frame 2: main 9 ms, two raster workers 4 ms each (summed: 8).
  task(PAGE, 1, 17_000, 9_000),
  task(PAGE, 3, 18_000, 4_000),
  task(PAGE, 4, 18_000, 4_000),
  // Frame 3: the GPU saturated for most of a long interval; another page's main thread is ignored.
  task(GPU, 1, 34_000, 60_000),
  task(OTHER_PAGE, 1, 34_000, 66_000),
  // Outside the window.
  presented(200_000),
  task(GPU, 1, 150_000, 40_000),
  mark('bench:pan:end', 120_000),
];

describe('frameTiming', () => {
  it('finds the page and its marks', () => {
    expect(pageProcess(events, 'bench:pan:start')).toBe(PAGE);
    expect(markTime(events, 'bench:pan:end')).toBe(120_000);
    expect(markTime(events, 'bench:zoom:end')).toBeNull();
    expect(marksBetween([mark('bench:view-changed', 30), mark('bench:view-changed', 10), mark('bench:other', 20), mark('bench:view-changed', 90)], 'bench:view-changed', 0, 50)).toEqual([10, 30]);
  });

  it('gives presented-frame intervals and each frame\'s cost in its busiest stage, below the vsync period too', () => {
    const timing = frameTiming(events, PAGE, 0, 120_000);
    expect(timing.presented).toBe(4);
    expect(timing.presentedMs.map((ms) => Number(ms.toFixed(1)))).toEqual([16.7, 16.7, 66.6]);
    expect(timing.costMs).toEqual([5, 9, 60]);
    expect(timing.stageMs.gpuMain).toEqual([5, 0, 60]);
    expect(timing.stageMs.rendererMain).toEqual([2, 9, 0]);
    expect(timing.stageMs.raster).toEqual([0, 8, 0]);
  });

  it('leaves out the intervals in which the view did not move, when given its moves', () => {
    // Frames at 0, 16.7, 33.4 and 100 ms; the view moved at 5 and 14 ms, then not until after 100 ms: the 66.6 ms
    // interval is left out.
    const moves = [5_000, 14_000, 110_000];
    const timing = frameTiming(events, PAGE, 0, 120_000, moves);
    expect(timing.presentedMs.map((ms) => Number(ms.toFixed(1)))).toEqual([16.7, 16.7]);
    expect(timing.costMs).toEqual([5, 9]);
    expect(timing.still).toBe(1);
    expect(longFrames(events, PAGE, 0, 120_000, 50, moves)).toEqual([]);
    expect(longFrames(events, PAGE, 0, 120_000, 50)).toHaveLength(1);
    // A move less than a frame before an interval's start may be the frame at its end's to show: it counts whole.
    expect(frameTiming(events, PAGE, 0, 120_000, [5_000, 20_000, 30_000]).presentedMs.map((ms) => Number(ms.toFixed(1)))).toEqual([16.7, 16.7, 66.6]);
    expect(frameTiming(events, PAGE, 0, 120_000).still).toBe(0);
  });

  it('counts an interval whole while the view keeps moving, and after a still view from a frame before its first move', () => {
    // Moves every 30 ms up to 30 ms, then the next at 60 ms (30 ms later: still moving): the 66.6 ms interval counts whole.
    expect(frameTiming(events, PAGE, 0, 120_000, [0, 30_000, 60_000]).presentedMs.map((ms) => Number(ms.toFixed(1)))).toEqual([16.7, 16.7, 66.6]);
    // The view still from 14 ms until a move at 90 ms (76 ms): still whole — shorter than a still view (100 ms).
    expect(frameTiming(events, PAGE, 0, 120_000, [5_000, 14_000, 90_000]).presentedMs.map((ms) => Number(ms.toFixed(1)))).toEqual([16.7, 16.7, 66.6]);
    // Frames at 0, 150 and 300 ms; the view moved at 5 ms, then at 280 ms: the second interval counts from a frame
    // before that move (280 − 16.7 → 300 ms).
    const slow = [...events.filter((event) => event.ph === 'M'), presented(0), presented(150_000), presented(300_000)];
    const resumed = [5_000, 280_000];
    expect(frameTiming(slow, PAGE, 0, 300_000, resumed).presentedMs.map((ms) => Number(ms.toFixed(1)))).toEqual([150, 36.7]);
    expect(longFrames(slow, PAGE, 0, 300_000, 100, resumed).map((frame) => frame.intervalMs)).toEqual([150]);
    expect(longFrames(slow, PAGE, 0, 300_000, 100).map((frame) => frame.intervalMs)).toEqual([150, 150]);
  });

  it('clips a task that straddles two frames', () => {
    const straddling = [...events.filter((event) => event.ph === 'M'), presented(0), presented(10_000), presented(20_000), task(GPU, 1, 5_000, 10_000)];
    expect(frameTiming(straddling, PAGE, 0, 20_000).stageMs.gpuMain).toEqual([5, 5]);
  });
});

describe('frameHitches', () => {
  it('names the longest interval and counts those over 50 and over 100 ms', () => {
    expect(frameHitches([16.7, 51, 50, 100, 100.5, 900])).toEqual({ longestMs: 900, over50: 4, over100: 2 });
  });

  it('is all zeros without frames', () => {
    expect(frameHitches([])).toEqual({ longestMs: 0, over50: 0, over100: 0 });
  });
});

describe('longFrames', () => {
  it('explains each presented interval over the threshold with the page\'s flow marks and the GPU main thread\'s longest events', () => {
    const measure = (name: string, ts: number): TraceEvent => ({ name, cat: 'blink.user_timing', ph: 'b', ts, pid: PAGE, tid: 1 });
    const gpuEvent = (name: string, ts: number, dur: number): TraceEvent => ({ name, cat: 'viz', ph: 'X', ts, dur, pid: GPU, tid: 1 });
    const traced = [...events, measure('flow:live overAll=true nodes=40', 35_000), measure('other', 36_000), gpuEvent('SkiaOutputSurfaceImplOnGpu::SwapBuffers', 40_000, 50_000), gpuEvent('tiny', 41_000, 1_000)];
    expect(longFrames(traced, PAGE, 0, 120_000, 50)).toEqual([
      {
        intervalMs: 66.6,
        endsAtMs: 100,
        page: ['flow:live overAll=true nodes=40'],
        gpu: ['ThreadControllerImpl::RunTask 60 ms', 'SkiaOutputSurfaceImplOnGpu::SwapBuffers 50 ms'],
        busyMs: { gpuMain: 60, viz: 0, rendererMain: 0, compositor: 0, raster: 0 },
      },
    ]);
    expect(longFrames(traced, PAGE, 0, 120_000, 100)).toEqual([]);
  });
});

describe('firstPresentedAfter', () => {
  it('finds the first frame presented at or after a time (the frame showing the last input), or null', () => {
    expect(firstPresentedAfter(events, 20_000)).toBe(33_400);
    expect(firstPresentedAfter(events, 33_400)).toBe(33_400);
    expect(firstPresentedAfter(events, 100_001)).toBe(200_000);
    expect(firstPresentedAfter(events, 200_001)).toBeNull();
  });
});

describe('lastMarkBetween', () => {
  it('finds the last mark of a name inside a window (the last input of a gesture), or null', () => {
    const marks = [mark('bench:input', 5), mark('bench:input', 50), mark('bench:input', 500), mark('other', 60)];
    expect(lastMarkBetween(marks, 'bench:input', 0, 100)).toBe(50);
    expect(lastMarkBetween(marks, 'bench:input', 600, 700)).toBeNull();
  });
});
