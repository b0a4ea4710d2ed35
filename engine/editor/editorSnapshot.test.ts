import { SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { FlowModel } from '../model/FlowModel';
import { History } from '../model/history/History';
import { testNode } from '../testing/testNode';
import { createEditorActors } from './editorActors';
import { readEditorSnapshot, sameSnapshot } from './editorSnapshot';

function source(canEdit: boolean) {
  const actors = createEditorActors({
    version: 7,
    canEdit,
    publishAllowed: true,
    findRelatedNodes: () => new Set(),
    sendPatches: () => new Promise(() => {}),
    publish: async () => {},
    clock: new SimulatedClock(),
  });
  for (const actor of Object.values(actors)) actor.start();
  const model = FlowModel.fromDocument({ nodes: [testNode(1, 'entrypoint'), testNode(2, 'await', 400, 0)], connections: [{ from: [1, 0], to: [2, 0] }] });
  const history = new History();
  history.record({ ops: [{ op: 'moveNode', id: 2, from: [400, 0], to: [440, 0] }] });
  return { actors, model, history, canEdit, snap: true };
}

describe('readEditorSnapshot', () => {
  it('reads counts, version, save/publish state, undo availability and selection', () => {
    const s = source(true);
    s.actors.drag.send({ type: 'SELECT', ids: [2] });
    const snapshot = readEditorSnapshot(s);
    expect(snapshot).toEqual({
      nodeCount: 2,
      connectionCount: 1,
      version: 7,
      save: 'saved',
      saveError: null,
      publish: 'idle',
      publishEnabled: true,
      canUndo: true,
      canRedo: false,
      snap: true,
      canEdit: true,
      placing: false,
      selectionCount: 1,
      following: null,
    });
    expect(sameSnapshot(snapshot, readEditorSnapshot(s))).toBe(true);
  });

  it('while co-editing, the confirmed version and the peer followed come from the session', () => {
    const snapshot = readEditorSnapshot({ ...source(true), version: 12, following: 'c_peer' });
    expect(snapshot.version).toBe(12);
    expect(snapshot.following).toBe('c_peer');
  });

  it('read-only: no undo even with history', () => {
    expect(readEditorSnapshot(source(false)).canUndo).toBe(false);
  });
});
