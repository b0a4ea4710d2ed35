// Drawing a connection (editor.md §4): press or click a port to start an incomplete connection, click a port
// of the other type to complete it, click the same type to restart from there, release or click elsewhere to
// cancel. Ports of the start node and of every node upstream or downstream of it are disabled, so no cycle forms;
// that set is computed once per start through the adjacency (findRelatedNodes), never per pointer move.
import { assign, emit, setup } from 'xstate';
import type { PortRef } from '../model/flowTypes';
import { orientConnection, samePort, type PortEnd } from './portEnd';

export interface ConnectionDrawingInput {
  /** The start node plus everything upstream and downstream of it (relatedNodes in model/flowReachability). */
  findRelatedNodes: (nodeId: number) => ReadonlySet<number>;
  canEdit: boolean;
}

export interface ConnectionDrawingContext extends ConnectionDrawingInput {
  start: PortEnd | null;
  /** World position of the loose end. */
  pointer: { x: number; y: number } | null;
  /** Nodes whose ports cannot complete the connection (the renderer greys them). */
  disabledNodes: ReadonlySet<number>;
}

export type ConnectionDrawingEvent =
  | { type: 'PORT.DOWN'; port: PortEnd }
  | { type: 'PORT.UP'; port: PortEnd }
  | { type: 'POINTER.MOVE'; x: number; y: number }
  /** Pressed somewhere that is not a port. */
  | { type: 'POINTER.DOWN' }
  /** Released somewhere that is not a port. */
  | { type: 'POINTER.UP' }
  | { type: 'CANCEL' }
  | { type: 'EDITABLE.CHANGED'; canEdit: boolean };

export type ConnectionDrawingEmitted = { type: 'connect'; from: PortRef; to: PortRef };

const NONE: ReadonlySet<number> = new Set();

export const connectionDrawingMachine = setup({
  types: {
    context: {} as ConnectionDrawingContext,
    events: {} as ConnectionDrawingEvent,
    input: {} as ConnectionDrawingInput,
    emitted: {} as ConnectionDrawingEmitted,
  },
  guards: {
    canEdit: ({ context }) => context.canEdit,
    isStartPort: ({ context, event }) => 'port' in event && context.start !== null && samePort(context.start, event.port),
    completes: ({ context, event }) =>
      'port' in event && context.start !== null && event.port.side !== context.start.side && !context.disabledNodes.has(event.port.nodeId),
    sameSide: ({ context, event }) => 'port' in event && context.start !== null && event.port.side === context.start.side,
  },
  actions: {
    begin: assign(({ context, event }) => {
      if (!('port' in event)) return {};
      return { start: event.port, pointer: null, disabledNodes: context.findRelatedNodes(event.port.nodeId) };
    }),
    follow: assign(({ event }) => (event.type === 'POINTER.MOVE' ? { pointer: { x: event.x, y: event.y } } : {})),
    emitConnect: emit(({ context, event }) => {
      const { from, to } = orientConnection(context.start!, (event as { port: PortEnd }).port);
      return { type: 'connect' as const, from, to };
    }),
    clear: assign({ start: null, pointer: null, disabledNodes: NONE }),
    setEditable: assign(({ event }) => (event.type === 'EDITABLE.CHANGED' ? { canEdit: event.canEdit } : {})),
  },
}).createMachine({
  id: 'connectionDrawing',
  context: ({ input }) => ({ ...input, start: null, pointer: null, disabledNodes: NONE }),
  initial: 'idle',
  on: {
    'EDITABLE.CHANGED': { target: '.idle', actions: ['setEditable', 'clear'] },
  },
  states: {
    idle: {
      on: {
        'PORT.DOWN': { guard: 'canEdit', target: 'pressed', actions: 'begin' },
      },
    },
    /** The button is held after pressing a port; the loose end follows the pointer. */
    pressed: {
      on: {
        'POINTER.MOVE': { actions: 'follow' },
        'PORT.UP': [
          // A click on a port: the connection stays incomplete until a second click.
          { guard: 'isStartPort', target: 'open' },
          { guard: 'completes', target: 'idle', actions: ['emitConnect', 'clear'] },
          { guard: 'sameSide', target: 'open', actions: 'begin' },
          { target: 'idle', actions: 'clear' },
        ],
        'POINTER.UP': { target: 'idle', actions: 'clear' },
        CANCEL: { target: 'idle', actions: 'clear' },
      },
    },
    /** Incomplete connection waiting for a click on a port. */
    open: {
      on: {
        'POINTER.MOVE': { actions: 'follow' },
        'PORT.DOWN': [
          { guard: 'completes', target: 'idle', actions: ['emitConnect', 'clear'] },
          { guard: 'sameSide', target: 'pressed', actions: 'begin' },
        ],
        'POINTER.DOWN': { target: 'idle', actions: 'clear' },
        'POINTER.UP': { target: 'idle', actions: 'clear' },
        CANCEL: { target: 'idle', actions: 'clear' },
      },
    },
  },
});
