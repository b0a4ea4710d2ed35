// The results overlay's figures (pixi-free): from "runs that reached node n" (the published widget's node_reached
// counts over a period, a Map looked up by id) to what a node badge and a connection label say. Every figure is
// computed when a view is dressed, from the node's own count and its adjacency: O(degree), never O(flow).
//
// Definitions (engine/README.md, "Results overlay"):
//   reached(n)   runs that reached node n (0 when absent from the counts).
//   carried(c)   runs that went along connection c = reached(target of c): a node's input holds one connection,
//                so every run arriving at the target came along c.
//   continued(n) Σ carried(c) over n's outgoing connections.
//   stopped(n)   max(0, reached(n) − continued(n)), for a node with outgoing connections: runs that reached n and
//                went along none of them (the visitor left or closed a view, the node failed, or took an unwired
//                port). A node without outgoing connections is an end: runs stop there by design, nothing is
//                called a drop-off.
//   Drop-off on a connection c from A to B is meaningful when c is A's only outgoing connection: then it is
//   stopped(A) = max(0, reached(A) − reached(B)), and the label shows it. When A branches, each connection shows its
//   share carried(c) / reached(A) and A's badge shows stopped(A) instead (runs going down another branch did not drop off).
import type { FlowModel } from '../model/FlowModel';
import { nodeIdOfPortKey } from '../model/portKey';

/** What the overlay shows: counts keyed by node id (ids not in the draft are simply never looked up). */
export interface ResultsData {
  readonly reached: ReadonlyMap<number, number>;
}

/** What the renderer has on stage (the debug handle; tests read it): the texts of the overlay's views in sight. */
export interface ResultsDrawn {
  lowDetail: boolean;
  nodes: { nodeId: number; reached: string; stopped: string | null }[];
  /** `band`: the band's width in world units (0: none). */
  connections: { from: number; to: number; carried: string; detail: string | null; band: number }[];
}

export interface NodeFigures {
  reached: number;
  /** stopped(n) when the node branches (≥ 2 outgoing connections); null otherwise (its connection shows it, or it is an end). */
  stopped: number | null;
}

export interface ConnectionFigures {
  carried: number;
  /** The source's only connection: runs that reached the source and did not arrive at the target. */
  dropped: number | null;
  /** dropped ÷ reached(source), or for a branch carried ÷ reached(source); null when the source was not reached. */
  fraction: number | null;
  /** Whether the source has other outgoing connections (the fraction is then a share, not a drop-off). */
  branch: boolean;
}

export function reachedOf(data: ResultsData, nodeId: number): number {
  return data.reached.get(nodeId) ?? 0;
}

/** Notes are never reached (no ports): they get no figures. */
export function hasFigures(model: FlowModel, nodeId: number): boolean {
  const node = model.getNode(nodeId);
  return node !== undefined && node.type !== 'note';
}

export function nodeFigures(model: FlowModel, data: ResultsData, nodeId: number): NodeFigures {
  const reached = reachedOf(data, nodeId);
  const outgoing = model.outgoingKeys(nodeId);
  if (outgoing.size < 2) return { reached, stopped: null };
  let continued = 0;
  for (const key of outgoing) {
    const connection = model.getConnection(key);
    if (connection) continued += reachedOf(data, connection.to[0]);
  }
  return { reached, stopped: Math.max(0, reached - continued) };
}

export function connectionFigures(model: FlowModel, data: ResultsData, key: number): ConnectionFigures | null {
  const connection = model.getConnection(key);
  if (!connection) return null;
  const source = reachedOf(data, connection.from[0]);
  const carried = reachedOf(data, connection.to[0]);
  const branch = model.outgoingKeys(connection.from[0]).size > 1;
  if (branch) return { carried, dropped: null, fraction: source > 0 ? carried / source : null, branch };
  const dropped = Math.max(0, source - carried);
  return { carried, dropped, fraction: source > 0 ? dropped / source : null, branch };
}

/**
 * What changes when the counts go from `before` to `after`: the nodes whose count changed and their parents
 * (stopped depends on the children), the connections into them (carried) and out of them (drop-off and share
 * divide by the source). O(changed ids × degree).
 */
export function changedByCounts(model: FlowModel, before: ResultsData | null, after: ResultsData | null): { nodes: Set<number>; connections: Set<number> } {
  const nodes = new Set<number>();
  const connections = new Set<number>();
  const touch = (id: number) => {
    if (!model.hasNode(id)) return;
    nodes.add(id);
    for (const key of model.outgoingKeys(id)) connections.add(key);
    for (const key of model.incomingKeys(id)) {
      connections.add(key);
      nodes.add(nodeIdOfPortKey(key));
    }
  };
  const empty = new Map<number, number>();
  const old = before?.reached ?? empty;
  const next = after?.reached ?? empty;
  for (const [id, count] of next) if (old.get(id) !== count) touch(id);
  for (const id of old.keys()) if (!next.has(id)) touch(id);
  return { nodes, connections };
}

/**
 * After an edit, the figures that depend on the adjacency it changed: the sources of the touched connections
 * (stopped, and whether their connections are branches) and all their outgoing connections.
 */
export function changedByEdit(model: FlowModel, connectionKeys: Iterable<number>): { nodes: Set<number>; connections: Set<number> } {
  const nodes = new Set<number>();
  const connections = new Set<number>();
  for (const key of connectionKeys) {
    const source = nodeIdOfPortKey(key);
    if (!model.hasNode(source) || nodes.has(source)) continue;
    nodes.add(source);
    for (const outgoing of model.outgoingKeys(source)) connections.add(outgoing);
  }
  return { nodes, connections };
}

/** 1,234 below 10,000; then 12.3K, 1.23M (the label must stay short on a card). */
export function compactCount(value: number): string {
  const size = Math.abs(value);
  if (size >= 1_000_000) return `${trimZeros((value / 1_000_000).toFixed(size >= 10_000_000 ? 1 : 2))}M`;
  if (size >= 10_000) return `${trimZeros((value / 1000).toFixed(size >= 100_000 ? 0 : 1))}K`;
  return Math.round(value).toLocaleString('en-US');
}

function trimZeros(text: string): string {
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

/** A fraction as a percent with one decimal below 10 %, whole above ("4.5%", "62%"). */
export function percentText(fraction: number): string {
  const percent = fraction * 100;
  if (percent > 0 && percent < 0.1) return '<0.1%';
  return `${percent < 10 ? trimZeros(percent.toFixed(1)) : Math.round(percent)}%`;
}

/** The label texts a view draws. */
export interface NodeBadgeText {
  reached: string;
  /** "−12 (4.5%)" runs that stopped at a branching node; null when none or not a branch. */
  stopped: string | null;
}

export function nodeBadgeText(figures: NodeFigures): NodeBadgeText {
  const { reached, stopped } = figures;
  return {
    reached: compactCount(reached),
    stopped: stopped !== null && stopped > 0 ? `−${compactCount(stopped)} (${percentText(stopped / Math.max(1, reached))})` : null,
  };
}

export interface ConnectionLabelText {
  carried: string;
  /** Drop-off ("−12 (4.5%)", shown in the drop-off colour) or a branch's share ("62%", muted); null when nothing to add. */
  detail: string | null;
  detailIsDrop: boolean;
}

export function connectionLabelText(figures: ConnectionFigures): ConnectionLabelText {
  const carried = compactCount(figures.carried);
  if (figures.fraction === null) return { carried, detail: null, detailIsDrop: false };
  if (figures.branch) return { carried, detail: percentText(figures.fraction), detailIsDrop: false };
  if (!figures.dropped) return { carried, detail: null, detailIsDrop: false };
  return { carried, detail: `−${compactCount(figures.dropped)} (${percentText(figures.fraction)})`, detailIsDrop: true };
}

/** Band width in world units: grows with the log of the runs carried (1 → 5.2, 100 → 12, 10,000 → 20), 0 when none. */
export function bandWidth(carried: number): number {
  if (carried <= 0) return 0;
  return Math.min(24, 4 + 4 * Math.log10(1 + carried));
}
