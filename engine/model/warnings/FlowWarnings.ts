// Warnings of every node of a live flow, kept up to date incrementally. The owner reports each patch with
// `noteEffects` (O(touched nodes)) and calls `recompute()` when the debounce fires; recompute re-checks only the
// nodes an edit can affect:
// - an edited node itself;
// - when what a node offers changes, or it is removed: the nodes whose placeholders name it;
// - when connections change: the nodes that name any other node at or below the target of a connection that came
//   or went (only their "provided upstream?" answers can change, and only there; a node without references depends
//   on its own config alone);
// - when the secrets change: the nodes that name a secret;
// - when a connection comes or goes: its source node when it is a view (a button that leads nowhere).
// Each node's placeholders, offered values and parsed code are memoised per config object, so a re-check is cheap.
// A recompute can run in slices (recomputeSlice with a deadline) so a large flow never holds the main thread:
// the nodes to re-check are queued when it starts and each is checked against the live flow when its turn comes;
// edits meanwhile mark nodes as usual, for the next recompute.
import type { FlowModel } from '../FlowModel';
import { downstreamWithin } from '../flowReachability';
import { nodeIdOfPortKey } from '../portKey';
import type { PatchEffects } from '../patch/applyPatch';
import type { FlowContext } from '../context/FlowContext';
import { offeredValues, type OfferedValues } from '../context/offeredContextValues';
import { nodeDependencies } from './nodeDependencies';
import { nodeWarnings } from './nodeWarnings';
import type { NodeWarning } from './warningMessages';

const NONE: readonly NodeWarning[] = [];

export class FlowWarnings {
  private readonly byNode = new Map<number, readonly NodeWarning[]>();
  /** The config each node had when last checked (to tell config edits from moves). */
  private readonly checkedConfig = new Map<number, object>();
  /** Source node id → ids of the nodes whose placeholders name it (as of their last check). */
  private readonly referrers = new Map<number, Set<number>>();
  /** Node id → the source ids it names (to keep `referrers` right when it changes). */
  private readonly sourcesOf = new Map<number, readonly number[]>();
  private readonly secretUsers = new Set<number>();
  private readonly dirty = new Set<number>();
  /** The nodes of the recompute under way (null: none), and how far it got. */
  private queue: number[] | null = null;
  private queued = 0;
  private everything = true;
  private seenStructure = -1;

  constructor(
    private readonly model: FlowModel,
    private readonly context: FlowContext,
  ) {}

  /** A node's warnings computed now from the live flow (the edit modal, the popover). */
  forNode(nodeId: number): NodeWarning[] {
    const node = this.model.getNode(nodeId);
    return node ? nodeWarnings(node, this.context, this.model) : [];
  }

  /** The warnings the node would have with this config (an edit form, before saving). */
  forConfig(nodeId: number, config: Record<string, unknown>): NodeWarning[] {
    const node = this.model.getNode(nodeId);
    return node ? nodeWarnings({ ...node, config }, this.context, this.model) : [];
  }

  /** The warnings as of the last recompute (what the canvas shows). */
  current(nodeId: number): readonly NodeWarning[] {
    return this.byNode.get(nodeId) ?? NONE;
  }

  /** Nodes with at least one warning as of the last recompute. */
  nodesWithWarnings(): IterableIterator<number> {
    return this.byNode.keys();
  }

  /** The nodes the next recompute re-checks (all of them after invalidateAll: then null). */
  nodesToRecheck(): ReadonlySet<number> | null {
    return this.everything ? null : this.dirty;
  }

  get pending(): boolean {
    return this.everything || this.dirty.size > 0 || this.queue !== null;
  }

  /** Marks what a patch can have affected. Moves mark nothing. */
  noteEffects(effects: PatchEffects): void {
    if (this.everything) return;
    if (this.context.structureVersion !== this.seenStructure) {
      this.seenStructure = this.context.structureVersion;
      this.markBelow(effects.rewired);
      // A view whose output was wired or unwired (a connection's key is its output port).
      for (const key of effects.connections) {
        const source = nodeIdOfPortKey(key);
        if (this.model.getNode(source)?.type === 'view') this.dirty.add(source);
      }
    }
    for (const id of effects.nodes) {
      const node = this.model.getNode(id);
      const before = this.checkedConfig.get(id);
      if (!node) {
        this.dirty.add(id);
        this.markReferrers(id);
        continue;
      }
      if (before === node.config) continue;
      this.dirty.add(id);
      if (before && !sameOffered(offeredValues({ ...node, config: before as Record<string, unknown> }), offeredValues(node))) this.markReferrers(id);
    }
  }

  /** The secrets changed: the nodes naming a secret are re-checked at the next recompute. */
  secretsChanged(): void {
    for (const id of this.secretUsers) this.dirty.add(id);
  }

  /** Everything is re-checked at the next recompute. */
  invalidateAll(): void {
    this.everything = true;
  }

  /** Re-checks what may have changed, all at once; returns the ids whose warnings changed (the renderer redraws those). */
  recompute(): Set<number> {
    return this.recomputeSlice(Number.POSITIVE_INFINITY).changed;
  }

  /**
   * Re-checks what may have changed until `deadline` (a `now()` time; at least one node per call): `changed` are the
   * ids whose warnings changed in this slice, `done` is false while nodes of this recompute are still waiting.
   */
  recomputeSlice(deadline: number, now: () => number = () => performance.now()): { changed: Set<number>; done: boolean } {
    const changed = new Set<number>();
    // A stale upstream index is rebuilt in slices first (checks would otherwise rebuild it in one go).
    if (Number.isFinite(deadline) && !this.context.prepareUpstream(deadline, now)) return { changed, done: false };
    if (this.queue === null) {
      if (this.everything) {
        const removed = [...this.checkedConfig.keys()].filter((id) => !this.model.hasNode(id));
        this.queue = [...removed, ...Array.from(this.model.nodes(), (node) => node.id)];
      } else {
        this.queue = [...this.dirty];
      }
      this.queued = 0;
      this.everything = false;
      this.dirty.clear();
      this.seenStructure = this.context.structureVersion;
    }
    const queue = this.queue;
    for (let checked = 0; this.queued < queue.length; checked += 1) {
      // The clock is read every 64 checks (a check costs microseconds), and never before the first.
      if (checked > 0 && checked % 64 === 0 && now() >= deadline) return { changed, done: false };
      this.check(queue[this.queued]!, changed);
      this.queued += 1;
    }
    this.queue = null;
    return { changed, done: true };
  }

  /**
   * After connections changed: the nodes naming others whose upstream changed, those at or below a rewired target.
   * When that part of the flow is larger than the nodes naming others (or unknown), all of those are marked.
   */
  private markBelow(rewired: ReadonlySet<number>): void {
    const below = rewired.size === 0 ? null : downstreamWithin(this.model, rewired, this.sourcesOf.size);
    if (below === null) {
      for (const id of this.sourcesOf.keys()) this.dirty.add(id);
      return;
    }
    for (const id of below) if (this.sourcesOf.has(id)) this.dirty.add(id);
  }

  private markReferrers(sourceId: number): void {
    const ids = this.referrers.get(sourceId);
    if (ids) for (const id of ids) this.dirty.add(id);
  }

  private check(id: number, changed: Set<number>): void {
    const node = this.model.getNode(id);
    if (!node) {
      if (this.byNode.delete(id)) changed.add(id);
      this.checkedConfig.delete(id);
      this.setDependencies(id, [], false);
      return;
    }
    if (this.checkedConfig.get(id) !== node.config) {
      const dependencies = nodeDependencies(node);
      this.setDependencies(id, dependencies.sources, dependencies.secrets);
      this.checkedConfig.set(id, node.config);
    }
    const next = nodeWarnings(node, this.context, this.model);
    const previous = this.byNode.get(id) ?? NONE;
    if (!sameWarnings(previous, next)) changed.add(id);
    if (next.length === 0) this.byNode.delete(id);
    else this.byNode.set(id, next);
  }

  private setDependencies(id: number, sources: readonly number[], secrets: boolean): void {
    for (const source of this.sourcesOf.get(id) ?? []) {
      const ids = this.referrers.get(source);
      ids?.delete(id);
      if (ids?.size === 0) this.referrers.delete(source);
    }
    if (sources.length === 0) this.sourcesOf.delete(id);
    else this.sourcesOf.set(id, sources);
    for (const source of sources) {
      let ids = this.referrers.get(source);
      if (!ids) {
        ids = new Set();
        this.referrers.set(source, ids);
      }
      ids.add(id);
    }
    if (secrets) this.secretUsers.add(id);
    else this.secretUsers.delete(id);
  }
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((value, index) => value === b[index]);
}

function sameOffered(a: OfferedValues, b: OfferedValues): boolean {
  if (!sameList(a.common, b.common)) return false;
  if (a.byOutput === null || b.byOutput === null) return a.byOutput === b.byOutput;
  return a.byOutput.length === b.byOutput.length && a.byOutput.every((names, index) => sameList(names, b.byOutput![index]!));
}

function sameWarnings(a: readonly NodeWarning[], b: readonly NodeWarning[]): boolean {
  return (
    a.length === b.length &&
    a.every((warning, index) => {
      const other = b[index]!;
      return warning.key === other.key && warning.token === other.token && warning.message === other.message && warning.path.join('.') === other.path.join('.');
    })
  );
}
