// The editor's interaction machines as running actors, with the side effects the host injects (saving,
// publishing). A clock can be passed so tests advance debounces and animations in simulated time.
import { createActor, fromPromise, type ActorOptions, type AnyActorLogic } from 'xstate';
import { connectionDrawingMachine } from '../machines/connectionDrawingMachine';
import { ghostPlacementMachine } from '../machines/ghostPlacementMachine';
import { nodeDragMachine } from '../machines/nodeDragMachine';
import { publishMachine } from '../machines/publishMachine';
import { recomputeDebounceMachine } from '../machines/recomputeDebounceMachine';
import { saveMachine, type SendPatchesInput, type SendPatchesOutput } from '../machines/saveMachine';
import { viewportMachine } from '../machines/viewportMachine';

/** XState's clock (SimulatedClock in tests). */
export type EditorClock = NonNullable<ActorOptions<AnyActorLogic>['clock']>;

export interface EditorActorsOptions {
  version: number;
  canEdit: boolean;
  publishAllowed: boolean;
  findRelatedNodes: (nodeId: number) => ReadonlySet<number>;
  sendPatches: (input: SendPatchesInput) => Promise<SendPatchesOutput>;
  publish: () => Promise<void>;
  clock?: EditorClock;
}

export function createEditorActors(options: EditorActorsOptions) {
  const clock = options.clock ? { clock: options.clock } : {};
  return {
    viewport: createActor(viewportMachine, { input: {}, ...clock }),
    connection: createActor(connectionDrawingMachine, { input: { findRelatedNodes: options.findRelatedNodes, canEdit: options.canEdit }, ...clock }),
    ghost: createActor(ghostPlacementMachine, { input: { canEdit: options.canEdit }, ...clock }),
    drag: createActor(nodeDragMachine, { input: { canEdit: options.canEdit }, ...clock }),
    save: createActor(
      saveMachine.provide({ actors: { sendPatches: fromPromise<SendPatchesOutput, SendPatchesInput>(({ input }) => options.sendPatches(input)) } }),
      { input: { baseVersion: options.version }, ...clock },
    ),
    publish: createActor(publishMachine.provide({ actors: { publish: fromPromise<void, void>(() => options.publish()) } }), {
      input: { allowed: options.publishAllowed, saved: true },
      ...clock,
    }),
    recompute: createActor(recomputeDebounceMachine, { ...clock }),
  };
}

export type EditorActors = ReturnType<typeof createEditorActors>;

/** A `later(callback, ms)` on the editor's clock (simulated in tests), returning the cancel. */
export function laterOn(clock: EditorClock | undefined): (callback: () => void, ms: number) => () => void {
  if (!clock) {
    return (callback, ms) => {
      const handle = setTimeout(callback, ms);
      return () => clearTimeout(handle);
    };
  }
  return (callback, ms) => {
    const handle = clock.setTimeout(callback, ms);
    return () => clock.clearTimeout(handle);
  };
}
