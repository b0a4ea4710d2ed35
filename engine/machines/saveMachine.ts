// Autosave (editor.md §4): saved -> draft on any change -> pending after 1000 ms of quiet -> saved | error.
// It sends the patches made since the last save together with the version they apply to. A change during
// pending is kept and goes out after (back to draft); an error keeps every unsent patch and retries on the next
// change (or RETRY); a 409 answer is 'conflict', where nothing more is sent until the host reloads (RESET).
import { assign, fromPromise, setup } from 'xstate';
import { AUTOSAVE_DEBOUNCE_MS } from '../model/flowLimits';
import type { FlowPatch } from '../model/patch/flowPatch';

export interface SendPatchesInput {
  baseVersion: number;
  patches: FlowPatch[];
}

export interface SendPatchesOutput {
  /** The flow's version after the server applied the patches. */
  version: number;
}

/** Thrown (or any error with status 409) by sendPatches when the base version is stale. */
export class SaveConflictError extends Error {
  readonly status = 409;
  constructor(message = 'the flow was changed elsewhere') {
    super(message);
    this.name = 'SaveConflictError';
  }
}

export function isConflict(error: unknown): boolean {
  return error instanceof SaveConflictError || (typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 409);
}

export interface SaveContext {
  baseVersion: number;
  /** Patches not yet sent (or sent and failed), oldest first. */
  unsent: FlowPatch[];
  /** Patches of the request in flight. */
  sending: FlowPatch[];
  lastError: unknown;
}

export type SaveEvent =
  | { type: 'CHANGE'; patch: FlowPatch }
  /** Save now without waiting for the debounce (e.g. leaving the page). */
  | { type: 'FLUSH' }
  | { type: 'RETRY' }
  /** After a reload (conflict) or opening another flow. */
  | { type: 'RESET'; baseVersion: number };

export const saveMachine = setup({
  types: {
    context: {} as SaveContext,
    events: {} as SaveEvent,
    input: {} as { baseVersion: number },
  },
  actors: {
    sendPatches: fromPromise<SendPatchesOutput, SendPatchesInput>(async () => {
      throw new Error('saveMachine: provide a sendPatches actor');
    }),
  },
  delays: { debounce: AUTOSAVE_DEBOUNCE_MS },
  guards: {
    hasUnsent: ({ context }) => context.unsent.length > 0,
    isConflict: ({ event }) => 'error' in event && isConflict(event.error),
  },
  actions: {
    keep: assign(({ context, event }) => (event.type === 'CHANGE' ? { unsent: [...context.unsent, event.patch] } : {})),
    takeUnsent: assign(({ context }) => ({ sending: context.unsent, unsent: [] })),
    acceptSaved: assign(({ event }) => ({ baseVersion: (event as unknown as { output: SendPatchesOutput }).output.version, sending: [], lastError: null })),
    restoreUnsent: assign(({ context, event }) => ({
      unsent: [...context.sending, ...context.unsent],
      sending: [],
      lastError: (event as unknown as { error: unknown }).error,
    })),
    reset: assign(({ event }) => (event.type === 'RESET' ? { baseVersion: event.baseVersion, unsent: [], sending: [], lastError: null } : {})),
  },
}).createMachine({
  id: 'save',
  context: ({ input }) => ({ baseVersion: input.baseVersion, unsent: [], sending: [], lastError: null }),
  initial: 'saved',
  on: {
    RESET: { target: '.saved', actions: 'reset' },
  },
  states: {
    saved: {
      on: { CHANGE: { target: 'draft', actions: 'keep' } },
    },
    draft: {
      after: { debounce: 'pending' },
      on: {
        CHANGE: { target: 'draft', reenter: true, actions: 'keep' },
        FLUSH: 'pending',
      },
    },
    pending: {
      entry: 'takeUnsent',
      invoke: {
        src: 'sendPatches',
        input: ({ context }) => ({ baseVersion: context.baseVersion, patches: context.sending }),
        onDone: [
          { guard: 'hasUnsent', target: 'draft', actions: 'acceptSaved' },
          { target: 'saved', actions: 'acceptSaved' },
        ],
        onError: [
          { guard: 'isConflict', target: 'conflict', actions: 'restoreUnsent' },
          { target: 'error', actions: 'restoreUnsent' },
        ],
      },
      on: { CHANGE: { actions: 'keep' } },
    },
    error: {
      on: {
        CHANGE: { target: 'draft', actions: 'keep' },
        RETRY: 'pending',
        FLUSH: 'pending',
      },
    },
    /** The server has a newer version: keep local patches, send nothing, wait for RESET after a reload. */
    conflict: {
      on: { CHANGE: { actions: 'keep' } },
    },
  },
});
