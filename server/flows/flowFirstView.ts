// The first view of a flow (issue 24), pure: what the editor shows first on a canvas of a given size, computed
// from the whole flow once per version (`firstViewSource`: bounds, entrypoint, and the nodes of the region any first
// view can show) and cut per request (`firstViewOf`) to the screen and half of it again on every side. The editor
// opens at the same place with the whole flow (engine/machines/firstView.ts, the function both use), so the first
// view is exactly what the designer will look at, not an approximation of it.
import type { BBox } from 'rbush';
import type { FlowViewPoint } from '../../contracts/firstView';
import { firstView } from '../../engine/machines/firstView';
import type { ViewportTransform } from '../../engine/machines/viewportMath';
import type { FlowConnection, FlowDocument, FlowNode } from '../../engine/model/flowTypes';
import { nodeBounds } from '../../engine/spatial/nodeGeometry';

/** The first views a source is made for: canvases up to this size (CSS pixels) at the large-flow scale 0.5. */
export const FIRST_VIEW_REGION_CANVAS = { width: 2_560, height: 1_600 };
/** Around the screen, this fraction of its size on every side is sent too (the renderer covers 25 %). */
export const FIRST_VIEW_MARGIN = 0.5;

export interface FirstViewSource {
  /** Bounds of all nodes; null for an empty flow. */
  bounds: BBox | null;
  entrypoint: BBox | null;
  counts: { nodes: number; connections: number };
  /** The nodes any first view up to FIRST_VIEW_REGION_CANVAS can show, and their neighbours by a connection. */
  nodes: Map<number, FlowNode>;
  /** Every connection with an end among the region's nodes (both ends are in `nodes`). */
  connections: FlowConnection[];
  /** True when the region holds the whole flow. */
  whole: boolean;
  /** The region's box: every node that meets it is in `nodes` (null for an empty flow). */
  region: BBox | null;
}

export interface FlowSource {
  nodes(): Iterable<FlowNode>;
  connections(): Iterable<FlowConnection>;
}

/** A document as a source (FlowModel is one already). */
export function documentSource(document: FlowDocument): FlowSource {
  return { nodes: () => document.nodes, connections: () => document.connections };
}

const intersects = (a: BBox, b: BBox) => a.minX <= b.maxX && a.maxX >= b.minX && a.minY <= b.maxY && a.maxY >= b.minY;

function extend(box: BBox | null, add: BBox): BBox {
  if (!box) return { ...add };
  return { minX: Math.min(box.minX, add.minX), minY: Math.min(box.minY, add.minY), maxX: Math.max(box.maxX, add.maxX), maxY: Math.max(box.maxY, add.maxY) };
}

/** The world area a first view shows on a width × height canvas, plus FIRST_VIEW_MARGIN of it on every side. */
export function firstViewArea(view: ViewportTransform, width: number, height: number): BBox {
  const minX = -view.offsetX / view.scale;
  const minY = -view.offsetY / view.scale;
  const w = width / view.scale;
  const h = height / view.scale;
  return { minX: minX - w * FIRST_VIEW_MARGIN, minY: minY - h * FIRST_VIEW_MARGIN, maxX: minX + w * (1 + FIRST_VIEW_MARGIN), maxY: minY + h * (1 + FIRST_VIEW_MARGIN) };
}

/** Every first view up to FIRST_VIEW_REGION_CANVAS lies in this box (a large flow's always contains the entrypoint). */
function regionOf(bounds: BBox, entrypoint: BBox | null): BBox {
  const { width, height } = FIRST_VIEW_REGION_CANVAS;
  const whole = firstView(bounds, entrypoint, width, height);
  if (whole.animate || !entrypoint) return bounds;
  // At the large-flow scale the window holds the entrypoint's left edge and centre line: the farthest any first
  // view reaches from there is one window, plus the margin.
  const reachX = (width / whole.view.scale) * (1 + FIRST_VIEW_MARGIN);
  const reachY = (height / whole.view.scale) * (1 + FIRST_VIEW_MARGIN);
  const centreY = (entrypoint.minY + entrypoint.maxY) / 2;
  return { minX: entrypoint.minX - reachX, minY: centreY - reachY, maxX: entrypoint.maxX + reachX, maxY: centreY + reachY };
}

/** Nodes or connections per step of firstViewSteps (a few ms each on the 2-core machine). */
export const FIRST_VIEW_STEP = 5_000;

/** From the whole flow, in two passes over its nodes and one over its connections. */
export function firstViewSource(flow: FlowSource): FirstViewSource {
  const steps = firstViewSteps(flow);
  for (let step = steps.next(); ; step = steps.next()) if (step.done) return step.value;
}

/**
 * firstViewSource as steps: it yields after every FIRST_VIEW_STEP nodes or connections, so a background build can give
 * the event loop back between them (flowAnswers.ts). The source holds copies of its nodes and connections: a kept
 * model's are changed in place by the next save, and the source stays this version's.
 */
export function* firstViewSteps(flow: FlowSource, step = FIRST_VIEW_STEP): Generator<void, FirstViewSource, void> {
  let bounds: BBox | null = null;
  let entrypoint: BBox | null = null;
  let nodeCount = 0;
  for (const node of flow.nodes()) {
    const box = nodeBounds(node);
    bounds = extend(bounds, box);
    if (node.type === 'entrypoint' && !entrypoint) entrypoint = box;
    nodeCount += 1;
    if (nodeCount % step === 0) yield;
  }
  const nodes = new Map<number, FlowNode>();
  const all = new Map<number, FlowNode>();
  const region = bounds ? regionOf(bounds, entrypoint) : null;
  let scanned = 0;
  for (const node of flow.nodes()) {
    if (region && intersects(nodeBounds(node), region)) nodes.set(node.id, { ...node });
    all.set(node.id, node);
    if (++scanned % step === 0) yield;
  }
  const inRegion = new Set(nodes.keys());
  const connections: FlowConnection[] = [];
  let connectionCount = 0;
  for (const connection of flow.connections()) {
    connectionCount += 1;
    if (connectionCount % step === 0) yield;
    const from = connection.from[0];
    const to = connection.to[0];
    if (!inRegion.has(from) && !inRegion.has(to)) continue;
    connections.push({ from: [from, connection.from[1]], to: [to, connection.to[1]] });
    // The other end comes along, so every connection of the region is drawn to where it goes.
    for (const id of [from, to]) if (!nodes.has(id)) nodes.set(id, { ...all.get(id)! });
  }
  return { bounds, entrypoint, counts: { nodes: nodeCount, connections: connectionCount }, nodes, connections, whole: inRegion.size === nodeCount, region };
}

/** The first view on a width × height canvas: where the editor opens and the part of the flow it shows. */
export function firstViewOf(source: FirstViewSource, width: number, height: number): { view: ViewportTransform; flow: FlowDocument; complete: boolean } {
  if (!source.bounds) return { view: { scale: 1, offsetX: 0, offsetY: 0 }, flow: { nodes: [], connections: [] }, complete: true };
  const { view } = firstView(source.bounds, source.entrypoint, width, height);
  const { flow, complete } = cutFromSource(source, view, width, height);
  return { view, flow, complete };
}

/**
 * Where a person who left off at `at` opens on a width × height canvas: that point at the canvas's centre at that
 * scale, when the flow is too large to be shown whole (a flow that fits opens as editor.md §2 says, fitted); null
 * otherwise (and for an empty flow).
 */
export function leftOffView(source: FirstViewSource, at: FlowViewPoint, width: number, height: number): ViewportTransform | null {
  if (!source.bounds || firstView(source.bounds, source.entrypoint, width, height).animate) return null;
  return { scale: at.scale, offsetX: width / 2 - at.x * at.scale, offsetY: height / 2 - at.y * at.scale };
}

/** True when the source holds every node a first view at `view` shows (the whole flow, or a view inside its region). */
export function sourceCovers(source: FirstViewSource, view: ViewportTransform, width: number, height: number): boolean {
  if (source.whole) return true;
  const area = firstViewArea(view, width, height);
  const region = source.region;
  return region !== null && area.minX >= region.minX && area.minY >= region.minY && area.maxX <= region.maxX && area.maxY <= region.maxY;
}

/** The part of the flow a first view at `view` shows, cut from the source (which must cover it: sourceCovers). */
export function cutFromSource(source: FirstViewSource, view: ViewportTransform, width: number, height: number): FirstViewCut {
  const { flow, around } = cutAround(view, width, height, source.nodes.values(), source.connections, (id) => source.nodes.get(id));
  return { flow, complete: source.whole && flow.nodes.length === source.counts.nodes, around };
}

export interface FirstViewCut {
  flow: FlowDocument;
  complete: boolean;
  /** How many nodes lie in and around the view itself (not counting the ends of connections and the entrypoint). */
  around: number;
}

/**
 * The same from the whole flow (a view outside the kept region: one pass over the nodes and one over the
 * connections). What it answers is copied: a kept model's nodes and connections are changed in place by the next save.
 */
export function cutFromWholeFlow(flow: FlowSource, nodeById: (id: number) => FlowNode | undefined, view: ViewportTransform, width: number, height: number, nodeCount: number): FirstViewCut {
  const cut = cutAround(view, width, height, flow.nodes(), flow.connections(), nodeById);
  const nodes = cut.flow.nodes.map((node) => ({ ...node }));
  const connections = cut.flow.connections.map((connection): FlowConnection => ({ from: [connection.from[0], connection.from[1]], to: [connection.to[0], connection.to[1]] }));
  return { flow: { nodes, connections }, complete: nodes.length === nodeCount, around: cut.around };
}

/**
 * The nodes in and around the view (firstViewArea) and the nodes at the other end of their connections, with every
 * connection among them, and the entrypoint wherever it is: a valid flow document on its own (one entrypoint).
 */
function cutAround(
  view: ViewportTransform,
  width: number,
  height: number,
  nodes: Iterable<FlowNode>,
  connections: Iterable<FlowConnection>,
  nodeById: (id: number) => FlowNode | undefined,
): { flow: FlowDocument; around: number } {
  const area = firstViewArea(view, width, height);
  const shown = new Map<number, FlowNode>();
  let entrypoint: FlowNode | null = null;
  for (const node of nodes) {
    if (intersects(nodeBounds(node), area)) shown.set(node.id, node);
    if (node.type === 'entrypoint') entrypoint = node;
  }
  const around = shown.size;
  const kept: FlowConnection[] = [];
  const ends: FlowNode[] = [];
  for (const connection of connections) {
    const from = shown.has(connection.from[0]);
    const to = shown.has(connection.to[0]);
    if (!from && !to) continue;
    kept.push(connection);
    if (!from) ends.push(nodeById(connection.from[0])!);
    if (!to) ends.push(nodeById(connection.to[0])!);
  }
  for (const node of ends) shown.set(node.id, node);
  if (entrypoint) shown.set(entrypoint.id, entrypoint);
  return { flow: { nodes: [...shown.values()].sort((a, b) => a.id - b.id), connections: kept }, around };
}
