// Context values and warnings are recomputed 1000 ms after the last edit (editor.md §3, §9): idle → waiting on
// CHANGE; another CHANGE restarts the wait; when it ends the machine emits `recompute` and goes idle.
// FLUSH recomputes at once (e.g. the host opens a warning popover and wants fresh data).
import { emit, setup } from 'xstate';
import { CONTEXT_RECOMPUTE_DEBOUNCE_MS } from '../model/flowLimits';

export type RecomputeDebounceEvent = { type: 'CHANGE' } | { type: 'FLUSH' };

export const recomputeDebounceMachine = setup({
  types: {
    events: {} as RecomputeDebounceEvent,
    emitted: {} as { type: 'recompute' },
  },
  delays: { debounce: CONTEXT_RECOMPUTE_DEBOUNCE_MS },
}).createMachine({
  id: 'recomputeDebounce',
  initial: 'idle',
  states: {
    idle: {
      on: { CHANGE: 'waiting', FLUSH: { actions: emit({ type: 'recompute' }) } },
    },
    waiting: {
      after: { debounce: { target: 'idle', actions: emit({ type: 'recompute' }) } },
      on: {
        CHANGE: { target: 'waiting', reenter: true },
        FLUSH: { target: 'idle', actions: emit({ type: 'recompute' }) },
      },
    },
  },
});
