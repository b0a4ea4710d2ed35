// Every edit of the flow takes one path (design.md, "One edit, end to end"): a command gives a patch,
// commitPatch applies and records it, and what it touched — and nothing else — follows: the spatial index,
// context values, warnings, the find index, the renderer and minimap, the selection (removed ids dropped), the
// hover, and the autosave. Live gestures (drag, note resize) apply unrecorded steps through `follow` too.
import type { FlowModel } from '../model/FlowModel';
import type { PortRef } from '../model/flowTypes';
import type { History } from '../model/history/History';
import { commitPatch } from '../model/commitPatch';
import { PatchRejectedError, type PatchEffects } from '../model/patch/applyPatch';
import { isEmptyPatch, type FlowPatch } from '../model/patch/flowPatch';
import { connectCommand } from '../model/commands/connectCommand';
import { deleteSelectionCommand } from '../model/commands/deleteSelectionCommand';
import { updateNodeConfigCommand } from '../model/commands/updateNodeConfigCommand';
import { mergeNodeConfig } from '../model/collab/mergeNodeConfig';
import type { OpOutcome } from '../model/collab/rebaseTypes';
import { nodeProblem } from '../model/kinds/validateNodeConfig';
import { getNodeKind } from '../model/kinds/nodeKindRegistry';
import { jsonEqual } from '../model/jsonEqual';
import { applyOwnStep } from '../collab/ownStep';
import { CommandRefusedError } from '../model/commands/CommandRefusedError';
import type { SpatialIndex } from '../spatial/SpatialIndex';

/** Something that keeps its own data in step with the model from a patch's effects. */
export interface EffectsFollower {
  noteEffects(effects: PatchEffects): void;
}

export interface FlowEditsHost {
  model: FlowModel;
  history: History;
  index: SpatialIndex;
  /** Context values, warnings, the find index: told about every change. */
  followers: readonly EffectsFollower[];
  canEdit(): boolean;
  /** A live gesture is under way (undo, redo and deletes wait for it). */
  gestureBusy(): boolean;
  /** The selection and the active connection (what Delete removes). */
  selected(): { selection: ReadonlySet<number>; activeConnection: number | null };
  /** Warnings need a recompute (debounced). */
  warningsPending(): boolean;
  recomputeLater(): void;
  /** The renderer and overviews redraw these. */
  nodesChanged(ids: ReadonlySet<number>): void;
  connectionsChanged(keys: ReadonlySet<number>): void;
  /** The same for what someone else changed (co-editing): the renderer may hold it while the view moves. */
  remoteChanged?(nodes: ReadonlySet<number>, connections: ReadonlySet<number>): void;
  /** Ids the patch removed: the selection forgets them; the hover is cleared when it pointed at one. */
  removed(nodes: number[], connections: number[]): void;
  save(patch: FlowPatch): void;
  refused(reason: string): void;
  /** An undo or redo left parts of the step alone: someone else changed or removed their target since. */
  skipped(redo: boolean, outcomes: OpOutcome[]): void;
  /** The host's snapshot may have changed (undo/redo availability, counts). */
  refresh(): void;
}

export class FlowEdits {
  constructor(private readonly host: FlowEditsHost) {}

  /** Applies and records the patch (one undo step) and saves it; null for an empty patch. */
  commit(patch: FlowPatch): PatchEffects | null {
    if (isEmptyPatch(patch)) return null;
    const effects = commitPatch(this.host.model, this.host.history, patch);
    this.follow(effects, patch, true);
    return effects;
  }

  /**
   * Index, renderer, selection, autosave and snapshot follow what a patch touched — and nothing else. `remote`:
   * someone else's change (co-editing), which the renderer may draw once the view rests.
   */
  follow(effects: PatchEffects, patch: FlowPatch, save: boolean, remote = false): void {
    const { model, index } = this.host;
    index.update(model, effects);
    for (const follower of this.host.followers) follower.noteEffects(effects);
    if (this.host.warningsPending()) this.host.recomputeLater();
    if (remote && this.host.remoteChanged) this.host.remoteChanged(effects.nodes, effects.connections);
    else {
      this.host.nodesChanged(effects.nodes);
      this.host.connectionsChanged(effects.connections);
    }
    const removedNodes = [...effects.nodes].filter((id) => !model.hasNode(id));
    const removedConnections = [...effects.connections].filter((key) => !model.getConnection(key));
    this.host.removed(removedNodes, removedConnections);
    if (save) this.host.save(patch);
    this.host.refresh();
  }

  /**
   * Undoes this editor's last own step. Where someone else changed its target since, what still makes sense is
   * applied and the rest reported (`skipped`); their later edit is never overwritten (collab/ownStep.ts).
   */
  undo(): void {
    if (!this.host.canEdit() || this.host.gestureBusy()) return;
    const inverse = this.host.history.undo();
    if (!inverse) return;
    const step = applyOwnStep(this.host.model, inverse);
    if (step.applied !== inverse) this.host.history.amendUndone(step.applied);
    this.finishStep(step, false);
  }

  redo(): void {
    if (!this.host.canEdit() || this.host.gestureBusy()) return;
    const forward = this.host.history.redo();
    if (!forward) return;
    const step = applyOwnStep(this.host.model, forward);
    if (step.applied !== forward) this.host.history.amendRedone(step.applied);
    this.finishStep(step, true);
  }

  private finishStep(step: ReturnType<typeof applyOwnStep>, redo: boolean): void {
    if (step.skipped.length > 0) this.host.skipped(redo, step.skipped);
    if (!isEmptyPatch(step.applied)) this.follow(step.effects, step.applied, true);
    else this.host.refresh();
  }

  /** Delete/Backspace: the active connection and the selected nodes (the entrypoint stays). */
  deleteSelection(): void {
    if (!this.host.canEdit() || this.host.gestureBusy()) return;
    const { selection, activeConnection } = this.host.selected();
    this.commit(deleteSelectionCommand(this.host.model, selection, activeConnection));
  }

  /** Connects two ports; a refusal (a cycle, a taken port) changes nothing and says why. */
  connect(from: PortRef, to: PortRef): void {
    if (!this.host.canEdit()) return;
    try {
      this.commit(connectCommand(this.host.model, from, to));
    } catch (error) {
      if (!(error instanceof CommandRefusedError)) throw error;
      this.host.refused(error.message);
    }
  }

  /** A ready-made patch (a version restore) as one undo step, saved; null, or why it was refused (nothing changed). */
  applyEdit(patch: FlowPatch): string | null {
    if (!this.host.canEdit() || this.host.gestureBusy()) return 'The flow cannot be edited now';
    try {
      this.commit(patch);
      return null;
    } catch (error) {
      if (error instanceof PatchRejectedError) return error.reason;
      throw error;
    }
  }

  /**
   * A node's edited config: ports follow it, connections to removed ports are dropped; one undo step. With
   * `openedWith` (the config the form started from), fields someone else changed meanwhile and the form did not
   * are kept: the form's changes are merged into the node as it is now (field by field, a view block by block).
   */
  updateNodeConfig(nodeId: number, config: Record<string, unknown>, openedWith?: Record<string, unknown>): boolean {
    const node = this.host.model.getNode(nodeId);
    if (!this.host.canEdit() || !node) return false;
    let next = config;
    if (openedWith && !jsonEqual(openedWith, node.config)) {
      const merged = mergeNodeConfig(node.type, openedWith, config, node.config, 'latest-wins').value;
      const ports = getNodeKind(node.type).ports(merged as never);
      if (nodeProblem({ ...node, ...ports, config: merged }, 'save') === null) next = merged;
    }
    this.commit(updateNodeConfigCommand(this.host.model, nodeId, next));
    return true;
  }
}
