// One drag of the selection: positions follow the pointer from where each node started (no rounding drift),
// the pressed node snaps to the grid when snapping is on, and the whole drag becomes one patch = one undo step.
import type { FlowModel } from '../model/FlowModel';
import { concatPatches, invertPatch, type FlowPatch, type FlowPatchOp } from '../model/patch/flowPatch';
import { roundCoordinate } from '../model/roundCoordinate';
import { snapToGrid } from './snapToGrid';

export class DragSession {
  private readonly origins = new Map<number, { x: number; y: number }>();
  private readonly anchor: { x: number; y: number } | null;
  private total: FlowPatch = { ops: [] };

  constructor(
    private readonly model: FlowModel,
    ids: Iterable<number>,
    anchorId: number | null,
    private readonly snap: boolean,
  ) {
    for (const id of ids) {
      const node = model.getNode(id);
      if (node) this.origins.set(id, { x: node.x, y: node.y });
    }
    const anchorNode = anchorId === null ? undefined : this.origins.get(anchorId);
    this.anchor = anchorNode ?? this.origins.values().next().value ?? null;
  }

  /** Whether this drag moves the node. */
  has(id: number): boolean {
    return this.origins.has(id);
  }

  /** The patch that brings every dragged node to origin + (totalDx, totalDy), or null when nothing moves. */
  step(totalDx: number, totalDy: number): FlowPatch | null {
    let dx = totalDx;
    let dy = totalDy;
    if (this.snap && this.anchor) {
      dx = snapToGrid(this.anchor.x + totalDx) - this.anchor.x;
      dy = snapToGrid(this.anchor.y + totalDy) - this.anchor.y;
    }
    const ops: FlowPatchOp[] = [];
    for (const [id, origin] of this.origins) {
      const node = this.model.getNode(id);
      if (!node) continue;
      const to: [number, number] = [roundCoordinate(origin.x + dx), roundCoordinate(origin.y + dy)];
      if (to[0] !== node.x || to[1] !== node.y) ops.push({ op: 'moveNode', id, from: [node.x, node.y], to });
    }
    return ops.length > 0 ? { ops } : null;
  }

  /** Notes a step that was applied. */
  applied(patch: FlowPatch): void {
    this.total = concatPatches(this.total, patch);
  }

  /** Everything the drag did, as one patch (moves of a node collapsed into one op). */
  result(): FlowPatch {
    return { ops: this.total.ops.filter((op) => op.op !== 'moveNode' || op.from[0] !== op.to[0] || op.from[1] !== op.to[1]) };
  }

  /** The patch that puts every node back where the drag found it. */
  revert(): FlowPatch {
    return invertPatch(this.result());
  }
}
