// How a flow travels from the loading worker (flowLoad.worker.ts) to the page: progress while the body
// downloads, then the parsed flow in slices (meta, nodes, connections), each its own message, so the page
// deserialises it in many short tasks instead of one long JSON.parse. Pure: the worker and the page share it.
import type { WidgetFlow, WidgetFlowMeta } from '../../../contracts/entities';
import type { FlowConnection, FlowNode } from '../../../engine/model/flowTypes';

/** Nodes or connections per message (a few ms to deserialise each on a slow machine). */
export const FLOW_SLICE = 2_000;

export type FlowLoadRequest = { type: 'load'; url: string; accessToken: string | null };

export type FlowLoadMessage =
  | { type: 'progress'; received: number; total: number | null }
  | { type: 'meta'; meta: WidgetFlowMeta; nodes: number; connections: number }
  | { type: 'nodes'; nodes: FlowNode[] }
  | { type: 'connections'; connections: FlowConnection[] }
  | { type: 'done' }
  | { type: 'failed'; status: number | null; text: string };

/** The messages carrying a parsed flow, in order (worker side). */
export function* flowSlices(flow: WidgetFlow, slice = FLOW_SLICE): Generator<FlowLoadMessage> {
  const { flow: document, ...meta } = flow;
  yield { type: 'meta', meta, nodes: document.nodes.length, connections: document.connections.length };
  for (let at = 0; at < document.nodes.length; at += slice) yield { type: 'nodes', nodes: document.nodes.slice(at, at + slice) };
  for (let at = 0; at < document.connections.length; at += slice) yield { type: 'connections', connections: document.connections.slice(at, at + slice) };
  yield { type: 'done' };
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
        for (const node of message.nodes) this.nodes.push(node);
        break;
      case 'connections':
        for (const connection of message.connections) this.connections.push(connection);
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
