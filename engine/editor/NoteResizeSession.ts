// Resizing a note by dragging its right edge (editor.md §5: width 150–640 while resizing): each pointer move
// gives the patch from the current width to the new one (applied live, not recorded), and the whole gesture
// becomes ONE updateNode patch from the width it started at = one undo step, one autosave change.
import type { FlowModel } from '../model/FlowModel';
import { NOTE_WIDTH_MAX, NOTE_WIDTH_MIN } from '../model/kinds/noteKind';
import type { FlowNode } from '../model/flowTypes';
import type { FlowPatch } from '../model/patch/flowPatch';

/** Screen pixels inside a note's right edge that grab the edge instead of the note. */
export const NOTE_RESIZE_EDGE_PX = 8;

/** The note's width with its right edge at world x: whole units, within 150–640. */
export function noteWidthAt(node: FlowNode, worldX: number): number {
  return Math.min(NOTE_WIDTH_MAX, Math.max(NOTE_WIDTH_MIN, Math.round(worldX - node.x)));
}

/** Whether world point (x, y) is on the note's resize edge at this zoom. */
export function isOnNoteEdge(node: FlowNode, width: number, height: number, x: number, y: number, scale: number): boolean {
  const edge = NOTE_RESIZE_EDGE_PX / scale;
  return node.type === 'note' && x >= node.x + width - edge && x <= node.x + width + 1 && y >= node.y && y <= node.y + height;
}

export class NoteResizeSession {
  private readonly original: FlowNode['config'];
  /** Where the edge was relative to the press, so the edge stays under the pointer. */
  private readonly grabOffset: number;

  constructor(
    private readonly model: FlowModel,
    readonly nodeId: number,
    grabX: number,
  ) {
    const node = model.getNode(nodeId)!;
    this.original = node.config;
    this.grabOffset = node.x + Number(node.config.width) - grabX;
  }

  /** The patch to the width under world x, or null when it does not change. */
  step(worldX: number): FlowPatch | null {
    const node = this.model.getNode(this.nodeId);
    if (!node) return null;
    const width = noteWidthAt(node, worldX + this.grabOffset);
    if (width === node.config.width) return null;
    return this.patch(node.config, { ...this.original, width });
  }

  /** The whole resize as one patch (null when the width ended where it began). */
  result(): FlowPatch | null {
    const node = this.model.getNode(this.nodeId);
    if (!node || node.config.width === this.original.width) return null;
    return this.patch(this.original, node.config);
  }

  /** The patch back to the width the resize found (Escape, lost capture). */
  revert(): FlowPatch | null {
    const node = this.model.getNode(this.nodeId);
    if (!node || node.config === this.original) return null;
    return this.patch(node.config, this.original);
  }

  private patch(before: FlowNode['config'], after: FlowNode['config']): FlowPatch {
    return { ops: [{ op: 'updateNode', id: this.nodeId, before: { inputs: 0, outputs: 0, config: before }, after: { inputs: 0, outputs: 0, config: after } }] };
  }
}
