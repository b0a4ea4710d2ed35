// How a flow travels from the loading worker (flowLoad.worker.ts) to the page: progress while the body
// downloads, then the parsed flow in slices (meta, nodes, connections), each its own message, so the page
// takes it in many short tasks instead of one long JSON.parse. Nodes travel as JSON text (the page's JSON.parse
// of a slice measured ~2× faster than deserialising the same objects from a structured clone), connections as
// a transferred Int32Array of (from node, from port, to node, to port) — no copy, no parse (~3× faster).
// Pure: the worker and the page share it.
import type { WidgetFlow, WidgetFlowMeta } from '../../../contracts/entities';
import type { FlowConnection, FlowNode } from '../../../engine/model/flowTypes';

/** Nodes per message: the page parses each in one task (~15 ms for 2,000 on the 2-core machine). */
export const FLOW_SLICE = 2_000;
/** Connections per message (packed: building 10,000 connection objects is a few ms). */
export const CONNECTION_SLICE = 10_000;

export type FlowLoadRequest =
  | { type: 'load'; url: string; accessToken: string | null }
  /**
   * The page took a slice: the worker posts the next one. Slices are paced by the page (issue 24): posted all at
   * once, they would queue dozens of tasks ahead of whatever the page has to do meanwhile (the first view's render
   * and frame, input), which then waited seconds for them.
   */
  | { type: 'more' };

export type FlowLoadMessage =
  | { type: 'progress'; received: number; total: number | null }
  | { type: 'meta'; meta: WidgetFlowMeta; nodes: number; connections: number }
  /** A JSON array of FlowNode. */
  | { type: 'nodes'; json: string; count: number }
  /** Four numbers per connection: from node, from port, to node, to port. */
  | { type: 'connections'; packed: Int32Array }
  | { type: 'done' }
  | { type: 'failed'; status: number | null; text: string };

/** Connections packed four numbers each (ids and ports are 32-bit integers: server/README.md). */
export function packConnections(connections: readonly FlowConnection[]): Int32Array {
  const packed = new Int32Array(connections.length * 4);
  for (let i = 0; i < connections.length; i += 1) {
    const { from, to } = connections[i]!;
    packed[i * 4] = from[0];
    packed[i * 4 + 1] = from[1];
    packed[i * 4 + 2] = to[0];
    packed[i * 4 + 3] = to[1];
  }
  return packed;
}

export function unpackConnections(packed: Int32Array, into: FlowConnection[]): void {
  for (let i = 0; i < packed.length; i += 4) into.push({ from: [packed[i]!, packed[i + 1]!], to: [packed[i + 2]!, packed[i + 3]!] });
}

/** The messages carrying a parsed flow, in order (worker side). Post `connections` with its buffer transferred. */
export function* flowSlices(flow: WidgetFlow, slice = FLOW_SLICE, connectionSlice = CONNECTION_SLICE): Generator<FlowLoadMessage> {
  const { flow: document, ...meta } = flow;
  yield { type: 'meta', meta, nodes: document.nodes.length, connections: document.connections.length };
  for (let at = 0; at < document.nodes.length; at += slice) {
    const nodes = document.nodes.slice(at, at + slice);
    yield { type: 'nodes', json: JSON.stringify(nodes), count: nodes.length };
  }
  for (let at = 0; at < document.connections.length; at += connectionSlice) {
    yield { type: 'connections', packed: packConnections(document.connections.slice(at, at + connectionSlice)) };
  }
  yield { type: 'done' };
}

/** What to transfer with a message (the packed connections' buffer). */
export function transferablesOf(message: FlowLoadMessage): Transferable[] {
  return message.type === 'connections' ? [message.packed.buffer as ArrayBuffer] : [];
}

/** Determinate progress of an open: the download is the first half, receiving the slices the second. */
export interface FlowLoadProgress {
  phase: 'download' | 'receive';
  /** 0..1 */
  fraction: number;
}

/** Puts the slices back together (page side) and reports progress. */
export class FlowAssembler {
  private meta: WidgetFlowMeta | null = null;
  private readonly nodes: FlowNode[] = [];
  private readonly connections: FlowConnection[] = [];
  private expected = 0;
  progress: FlowLoadProgress = { phase: 'download', fraction: 0 };

  /** Takes one message; returns the whole flow once it is complete. */
  take(message: FlowLoadMessage): WidgetFlow | null {
    switch (message.type) {
      case 'progress':
        // Without a length (a compressed answer), the bar creeps towards the half it owns.
        this.progress = { phase: 'download', fraction: message.total ? Math.min(0.5, (message.received / message.total) * 0.5) : Math.min(0.45, this.progress.fraction + 0.02) };
        return null;
      case 'meta':
        this.meta = message.meta;
        this.expected = message.nodes + message.connections;
        break;
      case 'nodes':
        for (const node of JSON.parse(message.json) as FlowNode[]) this.nodes.push(node);
        break;
      case 'connections':
        unpackConnections(message.packed, this.connections);
        break;
      case 'done':
        if (!this.meta) throw new Error('flow slices ended before the flow meta');
        return { ...this.meta, flow: { nodes: this.nodes, connections: this.connections } };
      case 'failed':
        return null;
    }
    const received = this.nodes.length + this.connections.length;
    this.progress = { phase: 'receive', fraction: 0.5 + 0.5 * (this.expected > 0 ? received / this.expected : 1) };
    return null;
  }
}
