import { SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { SendPatchesOutput } from '../machines/saveMachine';
import { createEditorActors } from './editorActors';
import { wireSaveAndPublish } from './saveWiring';

function setup() {
  const clock = new SimulatedClock();
  const saves: ((output: SendPatchesOutput) => void)[] = [];
  const actors = createEditorActors({
    version: 3,
    canEdit: true,
    publishAllowed: true,
    findRelatedNodes: () => new Set(),
    sendPatches: () => new Promise((resolve) => saves.push(resolve)),
    publish: () => Promise.reject(new Error('offline')),
    clock,
  });
  const log: string[] = [];
  wireSaveAndPublish(actors, {
    version: 3,
    saved: (version) => log.push(`saved ${version}`),
    published: () => log.push('published'),
    publishFailed: (error) => log.push(`failed ${(error as Error).message}`),
    refresh: () => log.push('refresh'),
  });
  actors.save.start();
  actors.publish.start();
  return { clock, saves, actors, log };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('wireSaveAndPublish', () => {
  it('disables publishing while a change is unsaved and announces the new version once', async () => {
    const { clock, saves, actors, log } = setup();
    expect(actors.publish.getSnapshot().context.saved).toBe(true);
    actors.save.send({ type: 'CHANGE', patch: { ops: [{ op: 'moveNode', id: 1, from: [0, 0], to: [40, 0] }] } });
    expect(actors.publish.getSnapshot().context.saved).toBe(false);
    clock.increment(1000);
    expect(saves).toHaveLength(1);
    saves[0]!({ version: 4 });
    await flush();
    expect(actors.publish.getSnapshot().context.saved).toBe(true);
    expect(log.filter((line) => line.startsWith('saved'))).toEqual(['saved 4']);
    expect(log).toContain('refresh');
  });

  it('a failed publish becomes an event', async () => {
    const { actors, log } = setup();
    actors.publish.send({ type: 'PUBLISH' });
    await flush();
    await flush();
    expect(log).toContain('failed offline');
  });
});
