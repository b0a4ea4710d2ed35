// Placing new nodes (editor.md §2): the add-node modal or a paste starts a ghost centred on the pointer (on the
// grid when snapping), it follows the pointer, and a click places it as one undoable step with the placed nodes
// selected. Remembers the last pointer and the ghost's size across calls, hence a class.
import type { GhostPlacementEvent } from '../machines/ghostPlacementMachine';
import type { FlowModel } from '../model/FlowModel';
import type { NodeType } from '../model/flowTypes';
import { singleNodeFragment, type FlowFragment } from '../model/clipboard';
import { addFragmentCommand } from '../model/commands/addFragmentCommand';
import { CommandRefusedError } from '../model/commands/CommandRefusedError';
import { getNodeKind } from '../model/kinds/nodeKindRegistry';
import type { FlowPatch } from '../model/patch/flowPatch';
import type { Point } from '../spatial/connectionCurve';
import { fragmentSize } from '../spatial/fragmentSize';
import { snapToGrid } from './snapToGrid';

export interface GhostPlacementHost {
  model: FlowModel;
  canEdit(): boolean;
  snap(): boolean;
  /** Canvas pixels → world. */
  toWorld(screen: Point): Point;
  ghost(event: GhostPlacementEvent): void;
  commit(patch: FlowPatch): void;
  select(ids: number[]): void;
  /** Feeds generated config defaults (tests pass a seeded one). */
  random?: () => number;
  /** A ghost of `count` nodes started: new ids are made ready meanwhile (co-editing leases them from the server). */
  needIds?(count: number): void;
  /** Placing was refused (no node ids at hand yet): nothing changed. */
  refused?(reason: string): void;
}

export class GhostPlacement {
  private size = { width: 0, height: 0 };
  private lastPointer: Point | null = null;

  constructor(private readonly host: GhostPlacementHost) {}

  /** Every pointer event passes here, so a ghost started from the keyboard or a modal appears under the pointer. */
  trackPointer(screen: Point): void {
    this.lastPointer = { x: screen.x, y: screen.y };
  }

  /** A new node of this kind (add-node modal). */
  startNode(type: NodeType): void {
    if (!this.host.canEdit()) return;
    const kind = getNodeKind(type);
    if (!kind.userManaged) return;
    this.start(singleNodeFragment(type, kind.defaultConfig(this.host.random)));
  }

  /** A ghost of these nodes (a new node or a paste), at the pointer when it is known. */
  start(template: FlowFragment): void {
    this.host.needIds?.(template.nodes.length);
    this.size = fragmentSize(template);
    const at = this.lastPointer ? this.position(this.host.toWorld(this.lastPointer)) : null;
    this.host.ghost({ type: 'GHOST.START', template, ...(at ? { x: at.x, y: at.y } : {}) });
  }

  /** The pointer moved (`place` false) or clicked (true) at this world point. */
  pointer(world: Point, place: boolean): void {
    const at = this.position(world);
    this.host.ghost(place ? { type: 'PLACE', x: at.x, y: at.y } : { type: 'POINTER.MOVE', x: at.x, y: at.y });
  }

  /** The machine placed the ghost: the nodes are added and selected. */
  place(fragment: FlowFragment, x: number, y: number): void {
    if (!this.host.canEdit()) return;
    let added: ReturnType<typeof addFragmentCommand>;
    try {
      added = addFragmentCommand(this.host.model, fragment, x, y);
    } catch (error) {
      if (!(error instanceof CommandRefusedError)) throw error;
      this.host.refused?.(error.message);
      return;
    }
    this.host.commit(added.patch);
    this.host.select(added.ids);
  }

  /** Top-left corner of a ghost centred on the pointer, on the grid when snapping. */
  private position(world: Point): Point {
    const x = world.x - this.size.width / 2;
    const y = world.y - this.size.height / 2;
    return this.host.snap() ? { x: snapToGrid(x), y: snapToGrid(y) } : { x, y };
  }
}
