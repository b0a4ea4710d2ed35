// Warnings of every node of a live flow, kept up to date incrementally. The owner reports each patch with
// `noteEffects` (cheap: O(touched nodes)) and calls `recompute()` when the debounce fires; recompute re-checks
// only nodes whose config changed, unless something other nodes depend on changed (a connection, a node added
// or removed, the values a node offers, the secrets): then every node is re-checked, which is still cheap since
// each node's placeholders, offered values and parsed code are memoised per config object.
import type { FlowModel } from '../FlowModel';
import type { PatchEffects } from '../patch/applyPatch';
import type { FlowContext } from '../context/FlowContext';
import { offeredValues, type OfferedValues } from '../context/offeredContextValues';
import { nodeWarnings } from './nodeWarnings';
import type { NodeWarning } from './warningMessages';

const NONE: readonly NodeWarning[] = [];

export class FlowWarnings {
  private readonly byNode = new Map<number, readonly NodeWarning[]>();
  /** The config each node had when last checked (to tell config edits from moves). */
  private readonly checkedConfig = new Map<number, object>();
  private readonly dirty = new Set<number>();
  private everything = true;

  constructor(
    private readonly model: FlowModel,
    private readonly context: FlowContext,
  ) {}

  /** A node's warnings computed now from the live flow (the edit modal, the popover). */
  forNode(nodeId: number): NodeWarning[] {
    const node = this.model.getNode(nodeId);
    return node ? nodeWarnings(node, this.context) : [];
  }

  /** The warnings as of the last recompute (what the canvas shows). */
  current(nodeId: number): readonly NodeWarning[] {
    return this.byNode.get(nodeId) ?? NONE;
  }

  /** Nodes with at least one warning as of the last recompute. */
  nodesWithWarnings(): IterableIterator<number> {
    return this.byNode.keys();
  }

  get pending(): boolean {
    return this.everything || this.dirty.size > 0;
  }

  /** Marks what a patch touched. Moves mark nothing. */
  noteEffects(effects: PatchEffects): void {
    if (this.everything) return;
    if (effects.connections.size > 0) {
      this.everything = true;
      return;
    }
    for (const id of effects.nodes) {
      const node = this.model.getNode(id);
      const before = this.checkedConfig.get(id);
      if (!node || !before) {
        this.everything = true;
        return;
      }
      if (before === node.config) continue;
      if (!sameOffered(offeredValues({ ...node, config: before as Record<string, unknown> }), offeredValues(node))) {
        this.everything = true;
        return;
      }
      this.dirty.add(id);
    }
  }

  /** The secrets changed: every node is re-checked at the next recompute. */
  invalidateAll(): void {
    this.everything = true;
  }

  /** Re-checks what is dirty; returns the ids whose warnings changed (the renderer redraws those). */
  recompute(): Set<number> {
    const changed = new Set<number>();
    if (this.everything) {
      for (const id of this.byNode.keys()) if (!this.model.hasNode(id)) changed.add(id);
      for (const id of this.checkedConfig.keys()) if (!this.model.hasNode(id)) this.checkedConfig.delete(id);
      for (const id of changed) this.byNode.delete(id);
      for (const node of this.model.nodes()) this.check(node.id, changed);
    } else {
      for (const id of this.dirty) this.check(id, changed);
    }
    this.everything = false;
    this.dirty.clear();
    return changed;
  }

  private check(id: number, changed: Set<number>): void {
    const node = this.model.getNode(id);
    if (!node) {
      if (this.byNode.delete(id)) changed.add(id);
      this.checkedConfig.delete(id);
      return;
    }
    this.checkedConfig.set(id, node.config);
    const next = nodeWarnings(node, this.context);
    const previous = this.byNode.get(id) ?? NONE;
    if (!sameWarnings(previous, next)) changed.add(id);
    if (next.length === 0) this.byNode.delete(id);
    else this.byNode.set(id, next);
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
      return warning.key === other.key && warning.token === other.token && warning.path.join('.') === other.path.join('.');
    })
  );
}
