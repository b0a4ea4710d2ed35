// The real-input bench: our editor and React Flow side by side in one run on a flow shape the engine was not
// tuned on (treeLayout), driven by a real mouse drag-pan and Ctrl+wheel through the DOM (CDP input events),
// measured as the user sees it: animation-frame deltas, first frame with nodes, time to full detail.
// `node --import tsx bench/browser/inputBench.ts [--quick] [--out file]` (bench/run.mjs runs it too).
// BENCH_PORT (default 0 = any free port) is where the pages are served.
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { chromium } from 'playwright-core';
import { summarize, type BenchResult } from '../shared/benchResult';
import { cliOptions } from '../shared/cliOptions';
import { CHROMIUM_LAUNCH } from '../../tests/harness/chromium';
import { buildPages, DIST } from './buildPages';
import { inputPlan, roundRuns, type InputRun } from './inputPlan';
import { measureInput, type InputSample } from './measureInput';
import { describeLongFrame, frameHitches } from './frameTrace';
import { serveStatic } from './staticServer';
import { inputReport } from '../report/inputReport';

function log(message: string): void {
  process.stderr.write(`[input] ${message}\n`);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

const UNCAPPED_NOTE = 'per presented frame: busy time of the busiest pipeline thread (GPU process main, display compositor, page main, page compositor, raster) in its interval; not bounded by vsync';
const CPU_NOTE = 'renderer + GPU process CPU time during the gesture ÷ presented frames (one sample per page; all threads, SwiftShader included)';

function hitchText(presentedMs: number[], cpuMs: number): string {
  const { longestMs, over50, over100 } = frameHitches(presentedMs);
  return `longest ${longestMs.toFixed(0)} ms, ${over50} > 50 ms, ${over100} > 100 ms, CPU ${cpuMs.toFixed(0)} ms`;
}

function resultsOf(run: InputRun, samples: InputSample[]): BenchResult[] {
  const { engine, nodes } = run;
  const shape = `tree-shaped flow, seed 7${run.onlyRenderVisible ? ', onlyRenderVisibleElements' : ''}`;
  return [
    summarize('first_frame_ms', engine, nodes, 'ms', samples.map((s) => s.firstFrameMs), { note: `first frame with nodes after open starts; ${shape}` }),
    summarize('full_detail_ms', engine, nodes, 'ms', samples.map((s) => s.fullDetailMs), { note: `open start → everything in view at full detail; ${shape}` }),
    summarize('zoom_full_detail_ms', engine, nodes, 'ms', samples.map((s) => s.zoomFullDetailMs), { note: 'last Ctrl+wheel event → everything in view at full detail' }),
    summarize('pan_input_frame_ms', engine, nodes, 'ms', samples.flatMap((s) => s.panFrameMs), { note: 'rAF deltas during a real mouse drag-pan (CDP input, 60 Hz pacing)' }),
    summarize('zoom_input_frame_ms', engine, nodes, 'ms', samples.flatMap((s) => s.zoomFrameMs), { note: 'rAF deltas during real Ctrl+wheel zoom (CDP input, 60 Hz pacing)' }),
    summarize('pan_presented_frame_ms', engine, nodes, 'ms', samples.flatMap((s) => s.panFrames.presentedMs), { p99: true, note: 'intervals between frames the display presented during the drag-pan (trace: Display::DrawAndSwap), under 60 Hz vsync' }),
    summarize('zoom_presented_frame_ms', engine, nodes, 'ms', samples.flatMap((s) => s.zoomFrames.presentedMs), { p99: true, note: 'intervals between presented frames during the Ctrl+wheel zoom, under 60 Hz vsync' }),
    ...(['pan', 'zoom'] as const).flatMap((kind) => {
      const hitches = samples.map((s) => frameHitches((kind === 'pan' ? s.panFrames : s.zoomFrames).presentedMs));
      const gesture = kind === 'pan' ? 'drag-pan' : 'Ctrl+wheel zoom';
      return [
        summarize(`${kind}_longest_frame_ms`, engine, nodes, 'ms', hitches.map((h) => h.longestMs), { note: `the longest presented interval of one ${gesture} (one sample per page)` }),
        summarize(`${kind}_frames_over_50ms`, engine, nodes, 'frames', hitches.map((h) => h.over50), { note: `presented intervals over 50 ms in one ${gesture}` }),
        summarize(`${kind}_frames_over_100ms`, engine, nodes, 'frames', hitches.map((h) => h.over100), { note: `presented intervals over 100 ms in one ${gesture}` }),
        summarize(`${kind}_gesture_cpu_ms`, engine, nodes, 'ms', samples.map((s) => (kind === 'pan' ? s.panCpuMs : s.zoomCpuMs)), { note: `CPU time of every browser process (browser, renderer, GPU, utilities) over one ${gesture}, release and settling included` }),
      ];
    }),
    ...(['pan', 'zoom'] as const).flatMap((kind) => {
      const frames = samples.map((s) => (kind === 'pan' ? s.panInputFrames : s.zoomInputFrames));
      const hitches = frames.map((f) => frameHitches(f.presentedMs));
      const during = kind === 'pan' ? 'while the drag moved (up to the frame showing the last move)' : 'while the notches came (up to the frame showing the last one; the settle after it left out)';
      return [
        summarize(`${kind}_while_input_presented_frame_ms`, engine, nodes, 'ms', frames.flatMap((f) => f.presentedMs), { p99: true, note: `presented intervals ${during}` }),
        summarize(`${kind}_while_input_longest_frame_ms`, engine, nodes, 'ms', hitches.map((h) => h.longestMs), { note: `the longest presented interval ${during}` }),
        summarize(`${kind}_while_input_frames_over_100ms`, engine, nodes, 'frames', hitches.map((h) => h.over100), { note: `presented intervals over 100 ms ${during}` }),
      ];
    }),
    summarize('pan_frame_cost_ms', engine, nodes, 'ms', samples.flatMap((s) => s.panFrames.costMs), { note: UNCAPPED_NOTE }),
    summarize('zoom_frame_cost_ms', engine, nodes, 'ms', samples.flatMap((s) => s.zoomFrames.costMs), { note: UNCAPPED_NOTE }),
    summarize('pan_frame_gpu_ms', engine, nodes, 'ms', samples.flatMap((s) => s.panFrames.stageMs.gpuMain), { note: 'per presented frame: GPU process main thread busy (WebGL commands, SwapBuffers = SwiftShader filling pixels)' }),
    summarize('pan_frame_page_main_ms', engine, nodes, 'ms', samples.flatMap((s) => s.panFrames.stageMs.rendererMain), { note: "per presented frame: the page's main thread busy" }),
    summarize('zoom_frame_gpu_ms', engine, nodes, 'ms', samples.flatMap((s) => s.zoomFrames.stageMs.gpuMain), { note: 'per presented frame: GPU process main thread busy' }),
    summarize('zoom_frame_page_main_ms', engine, nodes, 'ms', samples.flatMap((s) => s.zoomFrames.stageMs.rendererMain), { note: "per presented frame: the page's main thread busy" }),
    summarize('pan_frame_cpu_ms', engine, nodes, 'ms', samples.map((s) => s.panCpuPerFrameMs), { note: CPU_NOTE }),
    summarize('zoom_frame_cpu_ms', engine, nodes, 'ms', samples.map((s) => s.zoomCpuPerFrameMs), { note: CPU_NOTE }),
    summarize('pan_input_playback_ms', engine, nodes, 'ms', samples.map((s) => s.panPlaybackMs), { note: 'time for the drag to play out (ideal: moves / 60 s)' }),
    summarize('zoom_input_playback_ms', engine, nodes, 'ms', samples.map((s) => s.zoomPlaybackMs), { note: 'time for the wheel notches to play out' }),
  ];
}

async function main(): Promise<void> {
  const options = cliOptions();
  const plan = inputPlan(options.quick);
  const built = await buildPages(['ours', 'reactflow']);
  if (Object.keys(built.errors).length > 0) throw new Error(`pages not built: ${JSON.stringify(built.errors)}`);
  const server = await serveStatic(DIST, Number(process.env.BENCH_PORT ?? 0));
  const samples = new Map<string, { run: InputRun; samples: InputSample[] }>();
  const loadAverageAtStart = os.loadavg();
  try {
    for (let round = 0; round < plan.rounds; round += 1) {
      for (const run of roundRuns(plan, round)) {
        const browser = await chromium.launch(CHROMIUM_LAUNCH);
        try {
          const sample = await measureInput(browser, `${server.url}/${built.pages[run.engine]}`, run, { drag: plan.dragMoves, wheel: plan.wheelNotches });
          const key = `${run.engine}|${run.nodes}`;
          if (!samples.has(key)) samples.set(key, { run, samples: [] });
          samples.get(key)!.samples.push(sample);
          log(
            `round ${round + 1} ${run.engine} ${run.nodes}: first frame ${sample.firstFrameMs.toFixed(0)} ms, full detail ${sample.fullDetailMs.toFixed(0)} ms, ` +
              `pan frame median ${median(sample.panFrameMs).toFixed(1)} ms (${sample.panFrameMs.length} frames, drag played in ${sample.panPlaybackMs.toFixed(0)} ms), ` +
              `zoom frame median ${median(sample.zoomFrameMs).toFixed(1)} ms (${sample.zoomFrameMs.length} frames, ${sample.zoomPlaybackMs.toFixed(0)} ms), zoom → full detail ${sample.zoomFullDetailMs.toFixed(0)} ms; ` +
              `presented pan ${sample.panFrames.presented} frames, interval median ${median(sample.panFrames.presentedMs).toFixed(1)} ms, cost median ${median(sample.panFrames.costMs).toFixed(1)} ms ` +
              `(GPU ${median(sample.panFrames.stageMs.gpuMain).toFixed(1)}, main ${median(sample.panFrames.stageMs.rendererMain).toFixed(1)}), CPU/frame ${sample.panCpuPerFrameMs.toFixed(1)} ms; ` +
              `presented zoom ${sample.zoomFrames.presented} frames, interval median ${median(sample.zoomFrames.presentedMs).toFixed(1)} ms, cost median ${median(sample.zoomFrames.costMs).toFixed(1)} ms, CPU/frame ${sample.zoomCpuPerFrameMs.toFixed(1)} ms; ` +
              `hitches pan ${hitchText(sample.panFrames.presentedMs, sample.panCpuMs)}, zoom ${hitchText(sample.zoomFrames.presentedMs, sample.zoomCpuMs)}; load ${os.loadavg()[0]!.toFixed(1)}; ` +
              `renderer pan ${JSON.stringify(sample.panRender)}, zoom ${JSON.stringify(sample.zoomRender)}`,
          );
          for (const [gesture, long] of [
            ['pan', sample.panLongFrames],
            ['zoom', sample.zoomLongFrames],
          ] as const) {
            for (const frame of long) log(`  long ${gesture} frame ${describeLongFrame(frame)}`);
          }
        } finally {
          await browser.close();
        }
      }
    }
  } finally {
    await server.close();
  }
  const results = [...samples.values()].flatMap(({ run, samples: list }) => resultsOf(run, list));
  const output = {
    machine: { cpus: os.cpus().length, loadAverageAtStart, loadAverageAtEnd: os.loadavg() },
    plan,
    results,
  };
  process.stdout.write(`${inputReport(results)}\n`);
  if (options.out) writeFileSync(options.out, JSON.stringify(output, null, 2));
}

await main();
