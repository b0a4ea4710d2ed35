// Find (Ctrl/Cmd+F): the query, its matches and the current one; the canvas highlights the matches and the
// viewport animates to the current one. The index (model/search) follows patches like everything else; it is
// built in idle slices when find opens, so the first query does not wait for it. Owns state across calls: a class.
import type { FlowModel } from '../model/FlowModel';
import type { NodeType } from '../model/flowTypes';
import type { PatchEffects } from '../model/patch/applyPatch';
import { NodeSearchIndex } from '../model/search/NodeSearchIndex';
import { nodeSummary } from '../model/summary/nodeSummary';

/** Matches listed and highlighted (the total is still counted). */
export const FIND_RESULTS_MAX = 200;
/** Longest run of index building in one task while find is open. */
const BUILD_SLICE_MS = 8;

export interface FindResult {
  id: number;
  type: NodeType;
  summary: string;
}

export interface FindState {
  open: boolean;
  query: string;
  results: readonly FindResult[];
  /** All matches, including those beyond FIND_RESULTS_MAX. */
  total: number;
  /** Index into `results` of the match in view, or -1. */
  current: number;
}

export interface EditorFindHost {
  model: FlowModel;
  kindLabel(type: NodeType): string;
  /** The matches and the current one changed: highlight them. */
  highlight(matches: ReadonlySet<number>, current: number | null): void;
  /** Animate the viewport to the node. */
  focus(nodeId: number): void;
  changed(state: FindState): void;
}

const CLOSED: FindState = { open: false, query: '', results: [], total: 0, current: -1 };

export class EditorFind {
  readonly index: NodeSearchIndex;
  private state: FindState = CLOSED;
  private building: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly host: EditorFindHost) {
    this.index = new NodeSearchIndex(host.model, (type) => host.kindLabel(type));
  }

  get current(): FindState {
    return this.state;
  }

  /** Opens find (the host shows its box) and prepares the index in the background. */
  open(): void {
    if (!this.state.open) this.set({ ...this.state, open: true });
    this.buildInBackground();
  }

  close(): void {
    this.stopBuilding();
    if (this.state === CLOSED) return;
    this.set(CLOSED);
  }

  /** Runs the query; the first match comes into view. */
  search(query: string): FindState {
    const { ids, total } = this.index.search(query, FIND_RESULTS_MAX);
    const results = ids.map((id) => {
      const node = this.host.model.getNode(id)!;
      return { id, type: node.type, summary: nodeSummary(node) };
    });
    this.set({ open: true, query, results, total, current: results.length > 0 ? 0 : -1 });
    if (results.length > 0) this.host.focus(results[0]!.id);
    return this.state;
  }

  /** Enter / ↓: the next match (wrapping); Shift+Enter / ↑: the previous one. */
  step(delta: 1 | -1): void {
    const count = this.state.results.length;
    if (count === 0) return;
    this.show((this.state.current + delta + count) % count);
  }

  /** A click in the results list. */
  show(position: number): void {
    const result = this.state.results[position];
    if (!result) return;
    this.set({ ...this.state, current: position });
    this.host.focus(result.id);
  }

  /** After a patch: the index follows; removed nodes leave the results. */
  noteEffects(effects: PatchEffects): void {
    this.index.noteEffects(effects);
    if (this.state.results.length === 0) return;
    const kept = this.state.results.filter((result) => this.host.model.hasNode(result.id));
    if (kept.length === this.state.results.length) return;
    const removed = this.state.results.length - kept.length;
    this.set({ ...this.state, results: kept, total: this.state.total - removed, current: Math.min(this.state.current, kept.length - 1) });
  }

  destroy(): void {
    this.stopBuilding();
  }

  private set(state: FindState): void {
    this.state = state;
    const current = state.results[state.current]?.id ?? null;
    this.host.highlight(new Set(state.results.map((result) => result.id)), current);
    this.host.changed(state);
  }

  private buildInBackground(): void {
    if (this.building !== null || this.index.ready) return;
    this.building = setTimeout(() => {
      this.building = null;
      if (!this.index.buildSlice(performance.now() + BUILD_SLICE_MS)) this.buildInBackground();
    }, 0);
  }

  private stopBuilding(): void {
    if (this.building !== null) clearTimeout(this.building);
    this.building = null;
  }
}
