// Bench page for co-editing in the browser: the studio's composition (benchCanvas.ts: pixi Application that never
// ticks, PixiFlowRenderer on demand, FlowEditor, attachCanvasInput) with the editor's co-editing module on, and a stream
// of remote edits handed to its session exactly as the live channel hands them over (`session.receive(change)`),
// at a given rate: each moves a node in view (so the frame must show it), alternating ±20 world px. The transport
// answers in the page (the local designer does not edit here). For every remote edit the page records the time
// from receive to the end of the frame that drew it (the renderer's `remoteDrawnAt`: under software WebGL it holds
// remote edits while the view moves, render/remoteDrawPolicy.ts). Driven by bench/browser/coeditInputBench.ts.
import { nextFrame } from './frameTimer';
import { FlowEditor } from '../../../engine/editor/index';
import type { FlowDocument } from '../../../engine/model/flowTypes';
import { visibleWorld, type PixiFlowRenderer } from '../../../engine/render/index';
import { createBenchCanvas, showEditor, viewportAtRest } from './benchCanvas';
import type { CollabTransport } from '../../../engine/collab/collabTypes';
import type { NodeIdRange } from '../../../engine/collab/NodeIdLeases';
import { prepareFlow, takePreparedFlow } from './preparedFlow';
import { firstFrameWhere, lastInputAt, startFrameLog, stopFrameLog } from './inputProbe';
import { emptyCanvasPoint } from './emptyCanvasPoint';

export interface CoeditPageApi {
  prepare: typeof prepareFlow;
  open(): Promise<{ openMs: number; nodes: number }>;
  settle(): Promise<void>;
  fullDetailAt(): Promise<number>;
  backgroundPoint(): { x: number; y: number } | null;
  /** Starts remote edits at `perSecond`; they keep coming until stopRemote. */
  startRemote(perSecond: number): void;
  /** Stops them; how many were applied. */
  stopRemote(): { applied: number; version: number };
  /** Once every remote edit so far is on screen: per edit, receive → end of the frame that drew it (ms). */
  remoteLatencies(): Promise<number[]>;
  startFrameLog(): void;
  stopFrameLog(): number[];
  lastInputAt(): number;
  renderCounts(): Record<string, number>;
}

declare global {
  interface Window {
    __coedit?: CoeditPageApi;
  }
}

const host = document.getElementById('root')!;
let editor: FlowEditor | null = null;
let renderer: PixiFlowRenderer | null = null;
let timer: ReturnType<typeof setInterval> | null = null;
let latencies: number[] = [];
let probes: Promise<void>[] = [];
let applied = 0;
let flip = 1;

/** The canvas and renderer, made when the page loads; its frames are not marked (the latencies are the figure). */
const surface = createBenchCanvas(host, { markFrames: false });

/** The server as far as this page needs one: the local designer only pans, so nothing is saved or caught up. */
function pageTransport(version: () => number, highest: number): CollabTransport & { leaseNodeIds(): Promise<NodeIdRange> } {
  let next = highest + 1;
  return {
    sendPatches: async () => ({ version: version(), applied: [], outcomes: [], replaced: [] }),
    changesSince: async () => ({ version: version(), changes: [], more: false }),
    loadFlow: async () => {
      throw new Error('the bench page never reloads');
    },
    leaseNodeIds: async () => {
      const from = next;
      next += 256;
      return { from, to: from + 255 };
    },
  };
}

/** One remote edit: a node in view moves by 20 world px (back and forth). */
function remoteEdit(): void {
  const current = editor!;
  const session = current.collab!.session;
  const ids = current.index.nodeIdsIn(visibleWorld(current.viewport()));
  if (ids.length === 0) return;
  const node = current.model.getNode(ids[applied % ids.length]!)!;
  flip = -flip;
  const change = {
    version: session.version + 1,
    userId: 'remote-designer',
    clientId: 'c_remote_designer_00000000',
    ops: [{ op: 'moveNode' as const, id: node.id, from: [node.x, node.y] as [number, number], to: [node.x + 20 * flip, node.y] as [number, number] }],
    replaced: [],
    at: new Date().toISOString(),
  };
  const start = performance.now();
  session.receive(change);
  applied += 1;
  probes.push(shownAfter(start).then((at) => void latencies.push(at - start)));
}

/** The end of the first frame after `start` that drew released remote edits (the renderer's remoteDrawnAt). */
async function shownAfter(start: number): Promise<number> {
  for (let frame = 0; frame < 600; frame += 1) {
    await nextFrame();
    const drawnAt = renderer!.stats().remoteDrawnAt ?? 0;
    if (drawnAt > start) return drawnAt;
  }
  return Number.NaN;
}

const api: CoeditPageApi = {
  prepare: prepareFlow,
  async open() {
    const ready = (await surface).renderer;
    const start = performance.now();
    const document = JSON.parse(takePreparedFlow()) as FlowDocument;
    let highest = 0;
    for (const node of document.nodes) if (node.id > highest) highest = node.id;
    const made: FlowEditor = new FlowEditor({
      document,
      version: 1,
      canEdit: true,
      publishAllowed: false,
      publish: async () => {},
      collab: { transport: pageTransport(() => made.collab!.session.version, highest), userId: 'local-designer' },
    });
    editor = made;
    renderer = ready;
    await showEditor(made, ready, host, () => made.collab!.channelOpened({ clientId: 'c_local_designer_000000000', version: 1, canEdit: true, peers: [] }));
    return { openMs: performance.now() - start, nodes: made.model.nodeCount };
  },
  settle: () => viewportAtRest(editor!),
  fullDetailAt: () => firstFrameWhere(() => renderer?.stats().settled === true),
  backgroundPoint: () => emptyCanvasPoint(editor!),
  startRemote(perSecond) {
    latencies = [];
    probes = [];
    applied = 0;
    timer = setInterval(remoteEdit, 1000 / perSecond);
  },
  stopRemote() {
    if (timer !== null) clearInterval(timer);
    timer = null;
    return { applied, version: editor!.collab!.session.version };
  },
  async remoteLatencies() {
    await Promise.all(probes);
    return latencies.slice();
  },
  startFrameLog,
  stopFrameLog,
  lastInputAt,
  renderCounts() {
    const stats = renderer!.stats();
    return { draws: stats.draws, moves: stats.moves ?? 0, fullDraws: stats.fullDraws ?? 0 };
  },
};
window.__coedit = api;
