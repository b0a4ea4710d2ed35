import { describe, expect, it } from 'vitest';
import { FlowModel } from '../model/FlowModel';
import { History } from '../model/history/History';
import type { PatchEffects } from '../model/patch/applyPatch';
import type { FlowPatch } from '../model/patch/flowPatch';
import { connectionKey } from '../model/portKey';
import { SpatialIndex } from '../spatial/SpatialIndex';
import { testNode } from '../testing/testNode';
import { FlowEdits } from './FlowEdits';
import type { OpOutcome } from '../model/collab/rebaseTypes';

function setup(options: { canEdit?: boolean; busy?: boolean } = {}) {
  const model = FlowModel.fromDocument({
    nodes: [testNode(1, 'entrypoint'), testNode(2, 'await', 400, 0), testNode(3, 'await', 800, 0)],
    connections: [{ from: [1, 0], to: [2, 0] }],
  });
  const index = SpatialIndex.build(model);
  const history = new History();
  const log = { followed: [] as PatchEffects[], nodes: [] as number[][], connections: [] as number[][], removed: [] as [number[], number[]][], saved: [] as FlowPatch[], refused: [] as string[], skipped: [] as { redo: boolean; outcomes: OpOutcome[] }[], refreshes: 0, recomputes: 0 };
  const selection = new Set<number>();
  let activeConnection: number | null = null;
  const edits = new FlowEdits({
    model,
    index,
    history,
    followers: [{ noteEffects: (effects) => log.followed.push(effects) }],
    canEdit: () => options.canEdit ?? true,
    gestureBusy: () => options.busy ?? false,
    selected: () => ({ selection, activeConnection }),
    warningsPending: () => true,
    recomputeLater: () => (log.recomputes += 1),
    nodesChanged: (ids) => log.nodes.push([...ids]),
    connectionsChanged: (keys) => log.connections.push([...keys]),
    removed: (nodes, connections) => log.removed.push([nodes, connections]),
    save: (patch) => log.saved.push(patch),
    refused: (reason) => log.refused.push(reason),
    skipped: (redo, outcomes) => log.skipped.push({ redo, outcomes }),
    refresh: () => (log.refreshes += 1),
  });
  return { model, index, history, edits, log, selection, setActive: (key: number | null) => (activeConnection = key) };
}

describe('FlowEdits', () => {
  it('a commit updates the index and everything that follows only what the patch touched, records one undo step and saves it', () => {
    const { model, index, history, edits, log } = setup();
    const patch: FlowPatch = { ops: [{ op: 'moveNode', id: 3, from: [800, 0], to: [2000, 500] }] };
    edits.commit(patch);
    expect(model.getNode(3)).toMatchObject({ x: 2000, y: 500 });
    expect(index.nodeIdsIn({ minX: 1990, minY: 490, maxX: 2010, maxY: 510 })).toEqual([3]);
    expect(log.nodes).toEqual([[3]]);
    expect(log.followed).toHaveLength(1);
    expect(log.recomputes).toBe(1);
    expect(log.saved).toEqual([patch]);
    expect(log.removed).toEqual([[[], []]]);
    expect(history.canUndo).toBe(true);
    expect(log.refreshes).toBe(1);
  });

  it('an empty patch changes nothing and is not saved', () => {
    const { edits, log, history } = setup();
    expect(edits.commit({ ops: [] })).toBeNull();
    expect(log.saved).toHaveLength(0);
    expect(history.canUndo).toBe(false);
  });

  it('delete reports the removed node and its connection, undo brings both back and saves the inverse', () => {
    const { model, edits, log, selection } = setup();
    selection.add(2);
    edits.deleteSelection();
    expect(model.hasNode(2)).toBe(false);
    expect(log.removed.at(-1)).toEqual([[2], [connectionKey({ from: [1, 0], to: [2, 0] })]]);
    edits.undo();
    expect(model.hasNode(2)).toBe(true);
    expect(model.connectionAtInput(2, 0)?.from).toEqual([1, 0]);
    expect(log.saved).toHaveLength(2);
    edits.redo();
    expect(model.hasNode(2)).toBe(false);
  });

  it('deletes the active connection alone', () => {
    const { model, edits, setActive } = setup();
    setActive(connectionKey({ from: [1, 0], to: [2, 0] }));
    edits.deleteSelection();
    expect(model.connectionCount).toBe(0);
    expect(model.nodeCount).toBe(3);
  });

  it('a refused connection (a cycle) changes nothing and says why', () => {
    const { model, edits, log } = setup();
    edits.connect([2, 0], [3, 0]);
    expect(model.connectionAtOutput(2, 0)?.to).toEqual([3, 0]);
    const before = model.connectionCount;
    const saves = log.saved.length;
    edits.connect([3, 0], [2, 0]);
    expect(model.connectionCount).toBe(before);
    expect(log.saved).toHaveLength(saves);
    expect(log.refused).toHaveLength(1);
  });

  it('read-only or during a gesture, nothing is edited', () => {
    const readOnly = setup({ canEdit: false });
    readOnly.selection.add(2);
    readOnly.edits.deleteSelection();
    expect(readOnly.edits.updateNodeConfig(2, {})).toBe(false);
    expect(readOnly.model.hasNode(2)).toBe(true);
    const busy = setup({ busy: true });
    busy.selection.add(2);
    busy.edits.deleteSelection();
    expect(busy.model.hasNode(2)).toBe(true);
  });

  it('a live step follows without being recorded or saved', () => {
    const { edits, log, history, model } = setup();
    const effects = { nodes: new Set([3]), connections: new Set<number>(), rewired: new Set<number>() };
    expect(model.hasNode(3)).toBe(true);
    edits.follow(effects, { ops: [] }, false);
    expect(log.nodes).toEqual([[3]]);
    expect(log.saved).toHaveLength(0);
    expect(history.canUndo).toBe(false);
  });
});

describe('FlowEdits.applyEdit (a ready-made patch: a version restore)', () => {
  it('commits it as one undo step and one save, or says why not and changes nothing', () => {
    const { model, history, edits, log } = setup();
    const move: FlowPatch = { ops: [{ op: 'moveNode', id: 3, from: [800, 0], to: [840, 40] }, { op: 'connect', connection: { from: [2, 0], to: [3, 0] } }] };
    expect(edits.applyEdit(move)).toBeNull();
    expect(model.getNode(3)).toMatchObject({ x: 840, y: 40 });
    expect(history.undoDepth).toBe(1);
    expect(log.saved).toEqual([move]);

    const stale: FlowPatch = { ops: [{ op: 'moveNode', id: 3, from: [800, 0], to: [0, 0] }] };
    expect(edits.applyEdit(stale)).toBe('node 3 is not at the expected position');
    expect(model.getNode(3)).toMatchObject({ x: 840, y: 40 });
    expect(history.undoDepth).toBe(1);
    expect(log.saved).toHaveLength(1);
  });

  it('refuses on a read-only canvas and during a gesture', () => {
    const move: FlowPatch = { ops: [{ op: 'moveNode', id: 3, from: [800, 0], to: [840, 40] }] };
    for (const options of [{ canEdit: false }, { busy: true }]) {
      const { model, edits, log } = setup(options);
      expect(edits.applyEdit(move)).toBe('The flow cannot be edited now');
      expect(model.getNode(3)).toMatchObject({ x: 800, y: 0 });
      expect(log.saved).toEqual([]);
    }
  });
});
