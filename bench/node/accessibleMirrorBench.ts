// The canvas for keyboard and screen-reader users at 100,000 nodes (issue 25): what one key press costs with the
// accessible mirror attached (engine/accessibility/attachAccessibleMirror.ts), and what the mirror costs when anything
// makes it re-read the focused node. Standalone (not part of `npm run bench`):
//
//   npx tsx bench/node/accessibleMirrorBench.ts [nodes]      (default 100,000; writes bench/results/accessible-mirror.json)
//
// The editor is the real FlowEditor (model, index, machines, KeyboardCanvas) without a renderer; the mirror writes
// into a happy-dom document (no layout, no screen reader: the DOM writes themselves are counted, a browser's
// accessibility tree update is not). Samples are single key presses / refreshes, timed with performance.now().
import { writeFileSync } from 'node:fs';
import { Window } from 'happy-dom';
import { FlowEditor } from '../../engine/editor/FlowEditor';
import { attachAccessibleMirror } from '../../engine/accessibility/attachAccessibleMirror';
import { NODE_KIND_LABELS } from '../../engine/render/nodeKindStyle';
import { generateFlow } from '../../engine/testing/generateFlow';
import { seededRandom } from '../../engine/testing/seededRandom';
import { summarize, type BenchResult } from '../shared/benchResult';
import type { Direction } from '../../engine/spatial/directionalNeighbour';

const nodes = Number(process.argv[2] ?? 100_000);
const SAMPLES = 2000;
const DIRECTIONS: Direction[] = ['right', 'down', 'left', 'up'];

function time(run: () => void): number {
  const start = performance.now();
  run();
  return (performance.now() - start) * 1000;
}

const document = generateFlow({ nodeCount: nodes, seed: 42 });
const openStart = performance.now();
const editor = new FlowEditor({ document, version: 1, canEdit: true, publishAllowed: false, sendPatches: () => new Promise(() => undefined), publish: async () => undefined });
const openMs = performance.now() - openStart;
editor.resize(1280, 800);
const window = new Window();
const canvas = window.document.createElement('div') as unknown as HTMLElement;
window.document.body.appendChild(canvas as never);
const mirror = attachAccessibleMirror(canvas, editor, { kindLabel: (type) => NODE_KIND_LABELS[type] });
editor.input.canvasFocus(true);

const random = seededRandom(42 + nodes);
const ids = document.nodes.map((node) => node.id);
const pick = () => ids[Math.floor(random() * ids.length)]!;

// Warm-up (JIT) on the same paths.
for (let i = 0; i < 200; i += 1) {
  editor.keyboard.focusNode(pick());
  editor.input.key({ type: 'focus', direction: DIRECTIONS[i % 4]!, extend: false });
  editor.input.key('step-next');
  mirror.refresh();
}

const arrow: number[] = [];
const tab: number[] = [];
const jump: number[] = [];
const refresh: number[] = [];
for (let i = 0; i < SAMPLES; i += 1) {
  const start = pick();
  jump.push(time(() => editor.keyboard.focusNode(start)));
  arrow.push(time(() => editor.input.key({ type: 'focus', direction: DIRECTIONS[i % 4]!, extend: false })));
  tab.push(time(() => editor.input.key('step-next')));
  refresh.push(time(() => mirror.refresh()));
}
const elements = canvas.querySelectorAll('*').length;
const description = mirror.read().description;

const note = `FlowEditor without renderer, mirror in happy-dom; ${elements} mirror elements whatever the flow's size`;
const results: BenchResult[] = [
  summarize('a11y_arrow_key_us', 'ours', nodes, 'µs', arrow, { p99: true, note: `Arrow key: spatial neighbour (rbush), selection, reveal, mirror DOM update. ${note}` }),
  summarize('a11y_tab_key_us', 'ours', nodes, 'µs', tab, { p99: true, note: `Tab along the connections with the mirror. ${note}` }),
  summarize('a11y_focus_node_us', 'ours', nodes, 'µs', jump, { p99: true, note: `focusNode(random id): what find, a click or Home costs with the mirror. ${note}` }),
  summarize('a11y_mirror_refresh_us', 'ours', nodes, 'µs', refresh, { p99: true, note: `One re-read of the focused node (describeFocus + compare + DOM writes), what any edit or warning change costs it. ${note}` }),
];
const output = { measuredAt: new Date().toISOString(), node: process.version, nodes, editorOpenMs: Math.round(openMs), sampleDescription: description, results };
writeFileSync(new URL('../results/accessible-mirror.json', import.meta.url), `${JSON.stringify(output, null, 2)}\n`);
for (const result of results) console.log(`${result.metric.padEnd(24)} median ${result.median} ${result.unit}  p95 ${result.p95}  p99 ${result.p99}  max ${result.max}  (${result.runs} samples)`);
console.log(`mirror elements: ${elements}; editor opened in ${Math.round(openMs)} ms; a description: ${description}`);
mirror.destroy();
editor.destroy();
await window.happyDOM.close();
