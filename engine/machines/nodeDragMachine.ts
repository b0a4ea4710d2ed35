// Pressing a node: release within 5 screen px is a click (select; Shift toggles), more is a drag that moves the
// whole selection. It also holds the active connection (clicked, deletable). The machine owns the selection and emits drag events; the host turns them into one grouped
// command (History.beginGroup on drag.start, moveNodesCommand per drag.move, endGroup on drag.end) = one undo step.
import { and, assign, emit, setup } from 'xstate';
import { CLICK_TOLERANCE_PX } from '../model/flowLimits';

export interface PointerPosition {
  /** Screen pixels, for the click tolerance. */
  screen: { x: number; y: number };
  /** World units, for the move delta. */
  world: { x: number; y: number };
}

export interface NodeDragContext {
  canEdit: boolean;
  selection: ReadonlySet<number>;
  /** The clicked connection (key), deletable with Delete/Backspace. */
  activeConnection: number | null;
  pressedNode: number | null;
  shift: boolean;
  start: PointerPosition | null;
  last: PointerPosition | null;
}

export type NodeDragEvent =
  | ({ type: 'NODE.DOWN'; nodeId: number; shift: boolean } & PointerPosition)
  | ({ type: 'POINTER.MOVE' } & PointerPosition)
  | ({ type: 'POINTER.UP' } & PointerPosition)
  | { type: 'CANCEL' }
  | { type: 'BACKGROUND.CLICK' }
  | { type: 'CONNECTION.CLICK'; key: number }
  /** Connections left the flow: the active one is forgotten if among them. */
  | { type: 'CONNECTIONS.REMOVED'; keys: readonly number[] }
  | { type: 'SELECT'; ids: readonly number[] }
  /** Nodes left the flow (delete, undo): they leave the selection. */
  | { type: 'NODES.REMOVED'; ids: readonly number[] }
  | { type: 'EDITABLE.CHANGED'; canEdit: boolean };

export type NodeDragEmitted =
  | { type: 'node.click'; nodeId: number; shift: boolean }
  | { type: 'drag.start'; ids: number[] }
  /** dx/dy: world delta since the previous move; totalDx/totalDy: since the press. */
  | { type: 'drag.move'; ids: number[]; dx: number; dy: number; totalDx: number; totalDy: number }
  | { type: 'drag.end'; ids: number[]; totalDx: number; totalDy: number }
  | { type: 'drag.cancel'; ids: number[]; totalDx: number; totalDy: number };

const EMPTY: ReadonlySet<number> = new Set();

function movedBeyondTolerance(start: PointerPosition, now: PointerPosition): boolean {
  return Math.hypot(now.screen.x - start.screen.x, now.screen.y - start.screen.y) >= CLICK_TOLERANCE_PX;
}

const pointerOf = (event: PointerPosition): PointerPosition => ({ screen: event.screen, world: event.world });

export const nodeDragMachine = setup({
  types: {
    context: {} as NodeDragContext,
    events: {} as NodeDragEvent,
    input: {} as { canEdit: boolean; selection?: readonly number[] },
    emitted: {} as NodeDragEmitted,
  },
  guards: {
    beyondTolerance: ({ context, event }) => event.type === 'POINTER.MOVE' && movedBeyondTolerance(context.start!, event),
    canEdit: ({ context }) => context.canEdit,
  },
  actions: {
    press: assign(({ event }) =>
      event.type === 'NODE.DOWN' ? { pressedNode: event.nodeId, shift: event.shift, start: pointerOf(event), last: pointerOf(event) } : {},
    ),
    /** Dragging an unselected node drags it alone (or adds it with Shift). */
    selectForDrag: assign(({ context }) => {
      const id = context.pressedNode!;
      if (context.selection.has(id)) return {};
      return { selection: context.shift ? new Set([...context.selection, id]) : new Set([id]) };
    }),
    click: assign(({ context }) => {
      const id = context.pressedNode!;
      if (!context.shift) return { selection: new Set([id]) };
      const selection = new Set(context.selection);
      if (selection.has(id)) selection.delete(id);
      else selection.add(id);
      return { selection };
    }),
    emitClick: emit(({ context }) => ({ type: 'node.click' as const, nodeId: context.pressedNode!, shift: context.shift })),
    emitDragStart: emit(({ context }) => ({ type: 'drag.start' as const, ids: [...context.selection] })),
    emitDragMove: emit(({ context, event }) => {
      const now = event as PointerPosition;
      return {
        type: 'drag.move' as const,
        ids: [...context.selection],
        dx: now.world.x - context.last!.world.x,
        dy: now.world.y - context.last!.world.y,
        totalDx: now.world.x - context.start!.world.x,
        totalDy: now.world.y - context.start!.world.y,
      };
    }),
    track: assign(({ event }) => (event.type === 'POINTER.MOVE' || event.type === 'POINTER.UP' ? { last: pointerOf(event) } : {})),
    emitDragEnd: emit(({ context }) => ({
      type: 'drag.end' as const,
      ids: [...context.selection],
      totalDx: context.last!.world.x - context.start!.world.x,
      totalDy: context.last!.world.y - context.start!.world.y,
    })),
    emitDragCancel: emit(({ context }) => ({
      type: 'drag.cancel' as const,
      ids: [...context.selection],
      totalDx: context.last!.world.x - context.start!.world.x,
      totalDy: context.last!.world.y - context.start!.world.y,
    })),
    release: assign({ pressedNode: null, shift: false, start: null, last: null }),
    clearSelection: assign({ selection: EMPTY, activeConnection: null }),
    activateConnection: assign(({ event }) => (event.type === 'CONNECTION.CLICK' ? { activeConnection: event.key } : {})),
    clearActiveConnection: assign({ activeConnection: null }),
    forgetConnections: assign(({ context, event }) =>
      event.type === 'CONNECTIONS.REMOVED' && context.activeConnection !== null && event.keys.includes(context.activeConnection)
        ? { activeConnection: null }
        : {},
    ),
    select: assign(({ event }) => (event.type === 'SELECT' ? { selection: new Set(event.ids) } : {})),
    forget: assign(({ context, event }) => {
      if (event.type !== 'NODES.REMOVED') return {};
      const selection = new Set(context.selection);
      for (const id of event.ids) selection.delete(id);
      return { selection };
    }),
    setEditable: assign(({ event }) => (event.type === 'EDITABLE.CHANGED' ? { canEdit: event.canEdit } : {})),
  },
}).createMachine({
  id: 'nodeDrag',
  context: ({ input }) => ({
    canEdit: input.canEdit,
    selection: new Set(input.selection ?? []),
    activeConnection: null,
    pressedNode: null,
    shift: false,
    start: null,
    last: null,
  }),
  initial: 'idle',
  on: {
    'NODES.REMOVED': { actions: 'forget' },
    'CONNECTIONS.REMOVED': { actions: 'forgetConnections' },
    'EDITABLE.CHANGED': { actions: 'setEditable' },
  },
  states: {
    idle: {
      on: {
        'NODE.DOWN': { target: 'pressed', actions: 'press' },
        'BACKGROUND.CLICK': { actions: 'clearSelection' },
        'CONNECTION.CLICK': { actions: 'activateConnection' },
        SELECT: { actions: 'select' },
      },
    },
    pressed: {
      on: {
        'POINTER.MOVE': [
          { guard: and(['beyondTolerance', 'canEdit']), target: 'dragging', actions: ['selectForDrag', 'emitDragStart', 'emitDragMove', 'track'] },
          // Read-only: moving away means it was not a click, and nothing moves.
          { guard: 'beyondTolerance', target: 'idle', actions: 'release' },
        ],
        'POINTER.UP': { target: 'idle', actions: ['click', 'clearActiveConnection', 'emitClick', 'release'] },
        CANCEL: { target: 'idle', actions: 'release' },
      },
    },
    dragging: {
      always: { guard: ({ context }) => !context.canEdit, target: 'idle', actions: ['emitDragCancel', 'release'] },
      on: {
        'POINTER.MOVE': { actions: ['emitDragMove', 'track'] },
        'POINTER.UP': { target: 'idle', actions: ['track', 'emitDragEnd', 'release'] },
        CANCEL: { target: 'idle', actions: ['emitDragCancel', 'release'] },
      },
    },
  },
});
