// The renderer as the editor sees it: told what changed, it redraws on the next frame (on demand, never per
// tick). Framework-free on purpose: the editor and its Node tests depend on this interface, not on pixi.
import type { BBox } from 'rbush';
import type { FlowModel } from '../model/FlowModel';
import type { FlowFragment } from '../model/clipboard';
import type { SpatialIndex } from '../spatial/SpatialIndex';
import type { Point } from '../spatial/connectionCurve';
import type { PortSide } from '../spatial/nodeGeometry';
import type { ViewportTransform } from '../machines/viewportMath';
import type { ResultsData, ResultsDrawn } from './resultsFigures';

export interface ViewportState extends ViewportTransform {
  width: number;
  height: number;
}

/** A port the pointer is over or a drawing starts from. */
export interface PortRefOnSide {
  nodeId: number;
  side: PortSide;
  port: number;
}

/** What the pointer is doing, as far as drawing is concerned. Mutated by the editor, read by the renderer. */
export interface InteractionState {
  selection: ReadonlySet<number>;
  hoveredNode: number | null;
  hoveredPort: PortRefOnSide | null;
  hoveredConnection: number | null;
  activeConnection: number | null;
  /** While a connection is drawn: nodes whose ports cannot complete it (greyed). */
  disabledNodes: ReadonlySet<number>;
  /** The incomplete connection: its fixed port and the loose end (world). */
  drawing: { start: PortRefOnSide; pointer: Point | null } | null;
  /** The ghost following the pointer: one new node or a pasted group, its top-left corner at (x, y) in world. */
  ghost: { fragment: FlowFragment; x: number; y: number } | null;
  /** Box selection rectangle (world). */
  selectionBox: BBox | null;
  /** Nodes with warnings (as of the last debounced recompute) and how many; the card shows an icon. */
  warningCounts: ReadonlyMap<number, number>;
  /** Find: the listed matches (highlighted) and the one in view (highlighted more strongly). */
  findMatches: ReadonlySet<number>;
  findCurrent: number | null;
  /** The results overlay's counts while it is on (editor/EditorResults.ts); null: off. */
  results: ResultsData | null;
  /** The node with keyboard focus (issue 25, editor/KeyboardCanvas.ts), or null. */
  keyboardFocus: number | null;
  /** Whether its focus ring shows: the canvas element has DOM focus (like :focus-visible). */
  keyboardFocusVisible: boolean;
}

/** What the results overlay changed: these nodes' and connections' figures, or everything (switched on or off). */
export type ResultsChange = { nodes: Iterable<number>; connections: Iterable<number> } | 'all';

/** What the renderer reads when it draws; the editor owns all of it. */
export interface SceneSource {
  readonly model: FlowModel;
  readonly index: SpatialIndex;
  readonly interaction: InteractionState;
  viewport(): ViewportState;
}

export interface RenderStats {
  /** Node views on stage (full detail) or boxes drawn (cheap level of detail). */
  visibleNodes: number;
  visibleConnections: number;
  /** Pooled views waiting for reuse. */
  pooledNodeViews: number;
  /** Frames rendered since the renderer started. */
  draws: number;
  /** Whether the cheap level of detail is on. */
  lowDetail: boolean;
  /**
   * The picture on screen is final for this viewport: drawn live (not the moved motion snapshot), every view in
   * the covered area built, no frame pending. Optional for renderers that draw synchronously.
   */
  settled?: boolean;
  /** Views in the covered area still waiting to be built (drawn as boxes/lines meanwhile). */
  pendingViews?: number;
  /**
   * Of `draws`: frames that only moved the picture (no WebGL drawing), and frames drawn over the whole canvas
   * with its margin. For benchmarks and tests.
   */
  moves?: number;
  fullDraws?: number;
  /** Frames that repainted only the region of the views that changed (a hover, a selection, a dragged card). */
  partialDraws?: number;
  /** Others' changes held until the view rests (ids), and performance.now() at the end of the last frame that drew some. */
  heldRemote?: number;
  remoteDrawnAt?: number;
}

export interface FlowRenderer {
  /** The scene to draw from; replaces the previous one (a reload) and redraws everything. */
  setScene(scene: SceneSource): void;
  viewportChanged(): void;
  resize(width: number, height: number): void;
  /** Nodes added, removed, moved or reshaped (from PatchEffects). */
  nodesChanged(ids: Iterable<number>): void;
  connectionsChanged(keys: Iterable<number>): void;
  /**
   * What someone else changed (co-editing): a renderer may hold it while the view moves and draw it when the view
   * rests (render/remoteDrawPolicy.ts). Optional; nodesChanged and connectionsChanged are used where it is missing.
   */
  remoteChanged?(nodes: Iterable<number>, connections: Iterable<number>): void;
  /**
   * Nodes whose look changed but not their place or shape (warning counts): a renderer may skip those it does
   * not show. Optional; nodesChanged is used where it is missing.
   */
  nodeDecorationsChanged?(ids: Iterable<number>): void;
  /** Selection, hover, active connection or disabled ports changed. */
  statesChanged(): void;
  /** The incomplete connection, the ghost or the selection box changed. */
  overlaysChanged(): void;
  /** The results overlay's figures changed (counts arrived, an edit rewired a counted node) or it was switched. */
  resultsChanged(change: ResultsChange): void;
  /** The overlay's views on stage and their texts (debug handle); renderers that draw nothing may omit it. */
  resultsDrawn?(): ResultsDrawn;
  stats(): RenderStats;
  destroy(): void;
}

export function createInteractionState(): InteractionState {
  return {
    selection: new Set(),
    hoveredNode: null,
    hoveredPort: null,
    hoveredConnection: null,
    activeConnection: null,
    disabledNodes: new Set(),
    drawing: null,
    ghost: null,
    selectionBox: null,
    warningCounts: new Map(),
    findMatches: new Set(),
    findCurrent: null,
    results: null,
    keyboardFocus: null,
    keyboardFocusVisible: false,
  };
}
