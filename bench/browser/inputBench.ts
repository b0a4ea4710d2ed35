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
import { serveStatic } from './staticServer';
import { inputReport } from '../report/inputReport';

function log(message: string): void {
  process.stderr.write(`[input] ${message}\n`);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

function resultsOf(run: InputRun, samples: InputSample[]): BenchResult[] {
  const { engine, nodes } = run;
  const shape = `tree-shaped flow, seed 7${run.onlyRenderVisible ? ', onlyRenderVisibleElements' : ''}`;
  return [
    summarize('first_frame_ms', engine, nodes, 'ms', samples.map((s) => s.firstFrameMs), { note: `first frame with nodes after open starts; ${shape}` }),
    summarize('full_detail_ms', engine, nodes, 'ms', samples.map((s) => s.fullDetailMs), { note: `open start → everything in view at full detail; ${shape}` }),
    summarize('zoom_full_detail_ms', engine, nodes, 'ms', samples.map((s) => s.zoomFullDetailMs), { note: 'last Ctrl+wheel event → everything in view at full detail' }),
    summarize('pan_input_frame_ms', engine, nodes, 'ms', samples.flatMap((s) => s.panFrameMs), { note: 'rAF deltas during a real mouse drag-pan (CDP input, 60 Hz pacing)' }),
    summarize('zoom_input_frame_ms', engine, nodes, 'ms', samples.flatMap((s) => s.zoomFrameMs), { note: 'rAF deltas during real Ctrl+wheel zoom (CDP input, 60 Hz pacing)' }),
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
              `zoom frame median ${median(sample.zoomFrameMs).toFixed(1)} ms (${sample.zoomFrameMs.length} frames, ${sample.zoomPlaybackMs.toFixed(0)} ms), zoom → full detail ${sample.zoomFullDetailMs.toFixed(0)} ms`,
          );
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
