// While co-editing a failed save is tried again by itself (the network came back, the server restarted): the
// edits stay unconfirmed in the session meanwhile, and nothing else would wake the save machine when nobody edits.
// Waits grow from 1 s to 30 s; a save that goes through starts them over.
import type { Actor } from 'xstate';
import type { saveMachine } from '../machines/saveMachine';

export const SAVE_RETRY_MS = [1000, 2000, 5000, 10_000, 30_000] as const;

export function retryFailedSaves(save: Actor<typeof saveMachine>, later: (callback: () => void, ms: number) => () => void): () => void {
  let failures = 0;
  let cancel: (() => void) | null = null;
  const subscription = save.subscribe((snapshot) => {
    if (snapshot.value === 'saved') failures = 0;
    if (snapshot.value !== 'error' || cancel) return;
    const wait = SAVE_RETRY_MS[Math.min(failures, SAVE_RETRY_MS.length - 1)]!;
    failures += 1;
    cancel = later(() => {
      cancel = null;
      if (save.getSnapshot().value === 'error') save.send({ type: 'RETRY' });
    }, wait);
  });
  return () => {
    subscription.unsubscribe();
    cancel?.();
  };
}
