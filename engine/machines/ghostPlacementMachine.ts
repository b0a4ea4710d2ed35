// A ghost (one node or a pasted group) follows the pointer after the add-node modal or a paste; a click places it, Escape cancels.
import { assign, emit, setup } from 'xstate';
import type { FlowFragment } from '../model/clipboard';

/** What the ghost places: one new node (add-node modal) or the pasted nodes with their connections. */
export type GhostTemplate = FlowFragment;

export interface GhostPlacementContext {
  canEdit: boolean;
  template: GhostTemplate | null;
  /** World position of the ghost (its top-left corner). */
  position: { x: number; y: number } | null;
}

export type GhostPlacementEvent =
  | { type: 'GHOST.START'; template: GhostTemplate; x?: number; y?: number }
  | { type: 'POINTER.MOVE'; x: number; y: number }
  | { type: 'PLACE'; x: number; y: number }
  | { type: 'CANCEL' }
  | { type: 'EDITABLE.CHANGED'; canEdit: boolean };

export type GhostPlacementEmitted = { type: 'place'; template: GhostTemplate; x: number; y: number };

export const ghostPlacementMachine = setup({
  types: {
    context: {} as GhostPlacementContext,
    events: {} as GhostPlacementEvent,
    input: {} as { canEdit: boolean },
    emitted: {} as GhostPlacementEmitted,
  },
  guards: {
    canEdit: ({ context }) => context.canEdit,
  },
  actions: {
    begin: assign(({ event }) =>
      event.type === 'GHOST.START'
        ? { template: event.template, position: event.x === undefined || event.y === undefined ? null : { x: event.x, y: event.y } }
        : {},
    ),
    follow: assign(({ event }) => (event.type === 'POINTER.MOVE' || event.type === 'PLACE' ? { position: { x: event.x, y: event.y } } : {})),
    emitPlace: emit(({ context }) => ({ type: 'place' as const, template: context.template!, x: context.position!.x, y: context.position!.y })),
    clear: assign({ template: null, position: null }),
    setEditable: assign(({ event }) => (event.type === 'EDITABLE.CHANGED' ? { canEdit: event.canEdit } : {})),
  },
}).createMachine({
  id: 'ghostPlacement',
  context: ({ input }) => ({ canEdit: input.canEdit, template: null, position: null }),
  initial: 'idle',
  on: {
    'EDITABLE.CHANGED': { target: '.idle', actions: ['setEditable', 'clear'] },
  },
  states: {
    idle: {
      on: { 'GHOST.START': { guard: 'canEdit', target: 'placing', actions: 'begin' } },
    },
    placing: {
      on: {
        'GHOST.START': { target: 'placing', actions: 'begin' },
        'POINTER.MOVE': { actions: 'follow' },
        PLACE: { target: 'idle', actions: ['follow', 'emitPlace', 'clear'] },
        CANCEL: { target: 'idle', actions: 'clear' },
      },
    },
  },
});
