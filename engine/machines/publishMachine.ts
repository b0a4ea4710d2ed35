// The publish button (editor.md §4): idle -> pending -> done | error, each shown 2000 ms, then idle.
// Publishing is possible only when the flow is saved and the user may publish (permission, canPublish, not archived).
import { assign, emit, fromPromise, setup } from 'xstate';
import { PUBLISH_FEEDBACK_MS } from '../model/flowLimits';

export interface PublishContext {
  allowed: boolean;
  saved: boolean;
}

export type PublishEvent =
  | { type: 'PUBLISH' }
  | { type: 'SAVED.CHANGED'; saved: boolean }
  | { type: 'ALLOWED.CHANGED'; allowed: boolean };

export type PublishEmitted = { type: 'published' } | { type: 'publishFailed'; error: unknown };

export const publishMachine = setup({
  types: {
    context: {} as PublishContext,
    events: {} as PublishEvent,
    input: {} as PublishContext,
    emitted: {} as PublishEmitted,
  },
  actors: {
    publish: fromPromise<void, void>(async () => {
      throw new Error('publishMachine: provide a publish actor');
    }),
  },
  delays: { feedback: PUBLISH_FEEDBACK_MS },
  guards: {
    canPublish: ({ context }) => context.allowed && context.saved,
  },
  actions: {
    setSaved: assign(({ event }) => (event.type === 'SAVED.CHANGED' ? { saved: event.saved } : {})),
    setAllowed: assign(({ event }) => (event.type === 'ALLOWED.CHANGED' ? { allowed: event.allowed } : {})),
    emitPublished: emit({ type: 'published' as const }),
    emitFailed: emit(({ event }) => ({ type: 'publishFailed' as const, error: (event as unknown as { error: unknown }).error })),
  },
}).createMachine({
  id: 'publish',
  context: ({ input }) => ({ ...input }),
  initial: 'idle',
  on: {
    'SAVED.CHANGED': { actions: 'setSaved' },
    'ALLOWED.CHANGED': { actions: 'setAllowed' },
  },
  states: {
    idle: {
      on: { PUBLISH: { guard: 'canPublish', target: 'pending' } },
    },
    pending: {
      invoke: {
        src: 'publish',
        onDone: { target: 'done', actions: 'emitPublished' },
        onError: { target: 'error', actions: 'emitFailed' },
      },
    },
    done: { after: { feedback: 'idle' } },
    error: { after: { feedback: 'idle' } },
  },
});

/** Whether the publish button is enabled for this snapshot. */
export function isPublishEnabled(snapshot: { value: unknown; context: PublishContext }): boolean {
  return snapshot.value === 'idle' && snapshot.context.allowed && snapshot.context.saved;
}
