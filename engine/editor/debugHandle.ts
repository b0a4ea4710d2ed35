// A read-only view of a running editor for end-to-end tests and benchmarks (window.__flowEditor): where things
// are on screen, so a test can press real coordinates, and what the renderer currently holds. Nothing here
// changes state, and nothing walks the whole flow.
import type { FlowNode } from '../model/flowTypes';
import type { Point } from '../spatial/connectionCurve';
import { nodeBounds, portPosition } from '../spatial/nodeGeometry';
import { warningIconBounds } from '../spatial/warningIcon';
import type { RenderStats, ViewportState } from '../render/FlowRenderer';
import type { ResultsDrawn } from '../render/resultsFigures';
import type { PresenceMarks } from '../render/presenceMarks';
import type { FlowEditor } from './FlowEditor';

export interface FlowEditorDebugHandle {
  viewport(): ViewportState;
  /** World → client (page) coordinates, ready for a pointer event. */
  worldToScreen(x: number, y: number): Point;
  nodeScreenCenter(id: number): Point | null;
  portScreenPosition(nodeId: number, side: 'in' | 'out', index: number): Point | null;
  counts(): { nodes: number; connections: number };
  renderStats(): RenderStats | null;
  selection(): number[];
  node(id: number): FlowNode | null;
  /** The highest node id. */
  lastNodeId(): number;
  saveState(): string;
  version(): number;
  /** While a connection is drawn: the nodes whose ports are disabled (greyed); empty otherwise. */
  disabledNodes(): number[];
  hovered(): { node: number | null; connection: number | null };
  /** Warnings the card shows (as of the last debounced recompute). */
  warningCount(nodeId: number): number;
  /** Where the node's warning icon is (client coordinates), or null when it shows none. */
  warningIconScreenCenter(nodeId: number): Point | null;
  /** The results overlay: on or off, and the badges and labels on stage with their texts (null without pixi). */
  results(): { enabled: boolean; counted: boolean; drawn: ResultsDrawn | null };
  /** Co-editing (null without): the channel id, the peer followed, the peers here, what the presence overlay drew last, unconfirmed patches. */
  collab(): CollabDebugState | null;
}

export interface CollabDebugState {
  channel: string | null;
  following: string | null;
  version: number;
  peers: { clientId: string; name: string; color: string }[];
  marks: PresenceMarks | null;
  unconfirmed: number;
}

/** `origin` gives the canvas's top-left corner in client coordinates. */
export function createDebugHandle(
  editor: FlowEditor,
  origin: () => Point,
  stats: () => RenderStats | null,
  presenceMarks: () => PresenceMarks | null = () => null,
): FlowEditorDebugHandle {
  const toClient = (x: number, y: number): Point => {
    const screen = editor.worldToScreen(x, y);
    const at = origin();
    return { x: screen.x + at.x, y: screen.y + at.y };
  };
  return {
    viewport: () => editor.viewport(),
    worldToScreen: toClient,
    nodeScreenCenter: (id) => {
      const node = editor.model.getNode(id);
      if (!node) return null;
      const box = nodeBounds(node);
      return toClient((box.minX + box.maxX) / 2, (box.minY + box.maxY) / 2);
    },
    portScreenPosition: (nodeId, side, index) => {
      const node = editor.model.getNode(nodeId);
      if (!node || index < 0 || index >= (side === 'in' ? node.inputs : node.outputs)) return null;
      const at = portPosition(node, side === 'in' ? 'input' : 'output', index);
      return toClient(at.x, at.y);
    },
    counts: () => ({ nodes: editor.model.nodeCount, connections: editor.model.connectionCount }),
    renderStats: stats,
    selection: () => [...editor.selection()],
    node: (id) => {
      const node = editor.model.getNode(id);
      return node ? structuredClone(node) : null;
    },
    lastNodeId: () => editor.model.highestNodeId(),
    saveState: () => editor.getSnapshot().save,
    version: () => editor.getSnapshot().version,
    disabledNodes: () => (editor.interaction.drawing ? [...editor.interaction.disabledNodes] : []),
    hovered: () => ({ node: editor.interaction.hoveredNode, connection: editor.interaction.hoveredConnection }),
    warningCount: (nodeId) => editor.warningCount(nodeId),
    warningIconScreenCenter: (nodeId) => {
      const node = editor.model.getNode(nodeId);
      if (!node || editor.warningCount(nodeId) === 0) return null;
      const box = warningIconBounds(node);
      return toClient((box.minX + box.maxX) / 2, (box.minY + box.maxY) / 2);
    },
    results: () => ({ ...editor.results.getSnapshot(), drawn: editor.results.drawn() }),
    collab: () => {
      const collab = editor.collab;
      if (!collab) return null;
      return {
        channel: collab.session.channelId,
        following: collab.following,
        version: collab.session.version,
        peers: Array.from(collab.presence.all(), ({ clientId, name, color }) => ({ clientId, name, color })),
        marks: presenceMarks(),
        unconfirmed: collab.session.unconfirmedPatches().length,
      };
    },
  };
}
