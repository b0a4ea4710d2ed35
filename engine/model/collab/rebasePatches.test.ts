import { describe, expect, it } from 'vitest';
import { testNode } from '../../testing/testNode';
import { connectCommand } from '../commands/connectCommand';
import { moveNodesCommand } from '../commands/moveNodesCommand';
import { removeNodesCommand } from '../commands/removeNodesCommand';
import { updateNodeConfigCommand } from '../commands/updateNodeConfigCommand';
import { FlowModel } from '../FlowModel';
import { flowDocumentProblem } from '../flowSchema';
import type { FlowDocument, FlowNode } from '../flowTypes';
import { createInitialFlow } from '../initialFlow';
import { applyPatch } from '../patch/applyPatch';
import type { FlowPatch } from '../patch/flowPatch';
import { addBlock, removeBlock, updateBlock } from '../view/blockCommands';
import type { Block } from '../view/blockTree';
import { rebasePatches } from './rebasePatches';
import { RebaseInvalidOpError, type ConcurrentChange } from './rebaseTypes';

const THEM: { userId: string; clientId: string | null } = { userId: 'user-them', clientId: 'c_them' };

/** A base flow; `server` moves on with the others' edits, `mine` is the editor's copy at the base. */
function scenario(nodes: FlowNode[], connections: FlowDocument['connections'] = []) {
  const document: FlowDocument = { nodes: [...createInitialFlow().nodes, ...nodes], connections };
  const server = FlowModel.fromDocument(document);
  const mine = FlowModel.fromDocument(document);
  const since: ConcurrentChange[] = [];
  return {
    server,
    mine,
    since,
    /** Someone else's accepted edit, made on the server's current flow. */
    theirs(make: (model: FlowModel) => FlowPatch, author = THEM) {
      const patch = make(server);
      applyPatch(server, patch);
      since.push({ ...author, ops: patch.ops });
    },
    /** The editor's own edit, made on its copy (the base). */
    ours(make: (model: FlowModel) => FlowPatch): FlowPatch {
      const patch = make(mine);
      applyPatch(mine, patch);
      return patch;
    },
    rebase(patches: FlowPatch[], policy: 'latest-wins' | 'keep-current' = 'latest-wins') {
      const result = rebasePatches(server, since, patches, { policy });
      expect(flowDocumentProblem(server.toDocument())).toBeNull();
      return result;
    },
  };
}

const note = (id: number, config: Record<string, unknown> = {}, x = 100, y = 100) => testNode(id, 'note', x, y, config);
const setConfig = (id: number, changes: Record<string, unknown>) => (model: FlowModel) =>
  updateNodeConfigCommand(model, id, { ...model.getNode(id)!.config, ...changes });

describe('rebasePatches: nodes', () => {
  it('rebasing over nothing applies the patches as they are', () => {
    const s = scenario([note(2)]);
    const patch = s.ours(setConfig(2, { text: 'mine' }));
    const result = s.rebase([patch]);
    expect(result.applied).toEqual([patch]);
    expect(result.outcomes).toEqual([{ patch: 0, op: 0, outcome: 'applied', nodeId: 2 }]);
    expect(result.replaced).toEqual([]);
    expect(s.server.getNode(2)!.config.text).toBe('mine');
  });

  it('keeps edits of different nodes', () => {
    const s = scenario([note(2), note(3)]);
    s.theirs((model) => moveNodesCommand(model, [2], 40, 0));
    const patch = s.ours(setConfig(3, { text: 'mine' }));
    const result = s.rebase([patch]);
    expect(result.outcomes[0]).toMatchObject({ outcome: 'applied' });
    expect(s.server.getNode(2)!.x).toBe(140);
    expect(s.server.getNode(3)!.config.text).toBe('mine');
  });

  it('merges different config fields of one node', () => {
    const s = scenario([note(2)]);
    s.theirs(setConfig(2, { color: 'red' }));
    const result = s.rebase([s.ours(setConfig(2, { text: 'mine' }))]);
    expect(result.outcomes[0]).toMatchObject({ outcome: 'merged', reason: 'changed-since', nodeId: 2 });
    expect(result.outcomes[0]!.fields).toBeUndefined();
    expect(s.server.getNode(2)!.config).toMatchObject({ color: 'red', text: 'mine' });
    expect(result.replaced).toEqual([]);
  });

  it('same field: the later wins and the replaced value is attributed to whoever set it', () => {
    const s = scenario([note(2)]);
    s.theirs(setConfig(2, { text: 'first' }), { userId: 'user-a', clientId: 'c_a' });
    s.theirs(setConfig(2, { color: 'blue' }), { userId: 'user-b', clientId: null });
    const result = s.rebase([s.ours(setConfig(2, { text: 'mine' }))]);
    expect(s.server.getNode(2)!.config).toMatchObject({ text: 'mine', color: 'blue' });
    expect(result.outcomes[0]).toMatchObject({ outcome: 'merged', fields: ['text'] });
    expect(result.replaced).toEqual([{ nodeId: 2, field: 'text', userId: 'user-a', clientId: 'c_a' }]);
  });

  it('same field under keep-current (an undo): the value set since stays and the op says what it skipped', () => {
    const s = scenario([note(2)]);
    s.theirs(setConfig(2, { text: 'theirs' }));
    const result = s.rebase([s.ours(setConfig(2, { text: 'mine', color: 'green' }))], 'keep-current');
    expect(s.server.getNode(2)!.config).toMatchObject({ text: 'theirs', color: 'green' });
    expect(result.outcomes[0]).toMatchObject({ outcome: 'merged', skipped: ['text'] });
    expect(result.replaced).toEqual([]);
  });

  it('keep-current drops an update when everything it changes was changed since', () => {
    const s = scenario([note(2)]);
    s.theirs(setConfig(2, { text: 'theirs' }));
    const result = s.rebase([s.ours(setConfig(2, { text: 'mine' }))], 'keep-current');
    expect(result.outcomes[0]).toMatchObject({ outcome: 'dropped', reason: 'changed-since', skipped: ['text'] });
    expect(result.applied[0]!.ops).toEqual([]);
  });

  it('a move is last-writer-wins from wherever the node is now', () => {
    const s = scenario([note(2)]);
    s.theirs((model) => moveNodesCommand(model, [2], 0, 80));
    const result = s.rebase([s.ours((model) => moveNodesCommand(model, [2], 40, 0))]);
    expect(result.outcomes[0]).toMatchObject({ outcome: 'merged', reason: 'changed-since', fields: ['position'] });
    expect(result.applied[0]!.ops).toEqual([{ op: 'moveNode', id: 2, from: [100, 180], to: [140, 100] }]);
    expect(s.server.getNode(2)).toMatchObject({ x: 140, y: 100 });
  });

  it('drops a move, an update and a connect of a node removed since', () => {
    const s = scenario([note(2), testNode(3, 'define'), testNode(4, 'define')]);
    s.theirs((model) => removeNodesCommand(model, [2, 3]));
    const move = s.ours((model) => moveNodesCommand(model, [2], 40, 0));
    const update = s.ours(setConfig(2, { text: 'mine' }));
    const connect = s.ours((model) => connectCommand(model, [3, 0], [4, 0]));
    const result = s.rebase([move, update, connect]);
    expect(result.outcomes.map((outcome) => [outcome.outcome, outcome.reason])).toEqual([
      ['dropped', 'node-removed'],
      ['dropped', 'node-removed'],
      ['dropped', 'node-removed'],
    ]);
    expect(result.applied.every((patch) => patch.ops.length === 0)).toBe(true);
  });

  it('a removal wins over a concurrent change: the current node goes with the connections made since, the changer is told', () => {
    const s = scenario([testNode(2, 'define'), testNode(3, 'define')]);
    s.theirs(setConfig(2, { fields: [{ key: 'a', value: 'b' }] }), { userId: 'user-a', clientId: 'c_a' });
    s.theirs((model) => connectCommand(model, [2, 0], [3, 0]));
    const result = s.rebase([s.ours((model) => removeNodesCommand(model, [2]))]);
    expect(s.server.hasNode(2)).toBe(false);
    expect(s.server.connectionCount).toBe(0);
    expect(result.outcomes[0]).toMatchObject({ outcome: 'merged', reason: 'changed-since', nodeId: 2 });
    expect(result.applied[0]!.ops.map((op) => op.op)).toEqual(['disconnect', 'removeNode']);
    expect(result.replaced).toEqual([{ nodeId: 2, field: '*', userId: 'user-a', clientId: 'c_a' }]);
  });

  it('removing a node that is already gone is dropped', () => {
    const s = scenario([note(2)]);
    s.theirs((model) => removeNodesCommand(model, [2]));
    const result = s.rebase([s.ours((model) => removeNodesCommand(model, [2]))]);
    expect(result.outcomes[0]).toMatchObject({ outcome: 'dropped', reason: 'already-removed' });
  });

  it('keep-current does not remove a node someone changed since', () => {
    const s = scenario([note(2)]);
    s.theirs(setConfig(2, { text: 'theirs' }));
    const result = s.rebase([s.ours((model) => removeNodesCommand(model, [2]))], 'keep-current');
    expect(result.outcomes[0]).toMatchObject({ outcome: 'dropped', reason: 'changed-since' });
    expect(s.server.hasNode(2)).toBe(true);
  });

  it('drops a connect to a port taken since, to a port gone since, and one that would close a cycle', () => {
    const condition = testNode(5, 'condition');
    const s = scenario([testNode(2, 'define'), testNode(3, 'define'), testNode(4, 'define'), condition]);
    // Taken: they connected 2 -> 3; we connect 4 -> 3.
    s.theirs((model) => connectCommand(model, [2, 0], [3, 0]));
    const taken = s.ours((model) => connectCommand(model, [4, 0], [3, 0]));
    // Port gone: they removed the condition's default output (port 1); we connect it.
    s.theirs(setConfig(5, { hasDefault: false }));
    const gone = s.ours((model) => connectCommand(model, [5, 1], [4, 0]));
    // Cycle: they connected 3 -> 4; we connect 4 -> 2 (2 -> 3 -> 4 -> 2).
    s.theirs((model) => connectCommand(model, [3, 0], [4, 0]));
    const cycle = s.ours((model) => connectCommand(model, [4, 0], [2, 0]));
    const result = s.rebase([taken, gone, cycle]);
    // Our cycle connect replaced our own 4 -> 3 first (a disconnect the server never had).
    expect(result.outcomes.map((outcome) => outcome.reason)).toEqual(['port-taken', 'port-missing', 'already-disconnected', 'cycle']);
    expect(s.server.connectionCount).toBe(2);
  });

  it('drops a disconnect of a connection already gone and a connect that exists already', () => {
    const s = scenario([testNode(2, 'define'), testNode(3, 'define')], [{ from: [2, 0], to: [3, 0] }]);
    s.theirs((model) => removeNodesCommand(model, []));
    const disconnect = s.ours((model) => ({ ops: [{ op: 'disconnect', connection: model.connectionAtOutput(2, 0)! }] }));
    s.theirs((model) => ({ ops: [{ op: 'disconnect', connection: model.connectionAtOutput(2, 0)! }] }));
    s.theirs((model) => connectCommand(model, [2, 0], [3, 0]));
    s.theirs((model) => ({ ops: [{ op: 'disconnect', connection: model.connectionAtOutput(2, 0)! }] }));
    const result = s.rebase([disconnect]);
    expect(result.outcomes[0]).toMatchObject({ outcome: 'dropped', reason: 'already-disconnected' });
    const again = scenario([testNode(2, 'define'), testNode(3, 'define')]);
    again.theirs((model) => connectCommand(model, [2, 0], [3, 0]));
    expect(again.rebase([again.ours((model) => connectCommand(model, [2, 0], [3, 0]))]).outcomes[0]).toMatchObject({ reason: 'already-connected' });
  });

  it('an add whose id exists is dropped, and so are the ops that build on it', () => {
    const s = scenario([testNode(2, 'define')]);
    s.theirs(() => ({ ops: [{ op: 'addNode', node: note(9) }] }));
    const add = s.ours(() => ({ ops: [{ op: 'addNode', node: testNode(9, 'define', 300, 300) }] }));
    const connect = s.ours((model) => connectCommand(model, [2, 0], [9, 0]));
    const result = s.rebase([add, connect]);
    expect(result.outcomes.map((outcome) => outcome.reason)).toEqual(['id-taken', 'id-taken']);
    expect(s.server.getNode(9)!.type).toBe('note');
  });

  it('ports follow the merged config: a connection made since to a port the merge removes is disconnected in the same change', () => {
    const condition = testNode(5, 'condition', 0, 0, {
      branches: [
        { mode: 'and', conditions: [{ operator: 'eq', values: ['a', 'b'] }] },
        { mode: 'and', conditions: [{ operator: 'eq', values: ['c', 'd'] }] },
      ],
    });
    const s = scenario([condition, testNode(3, 'define')]);
    // They connect the default output (port 2); we drop the default in the same moment.
    s.theirs((model) => connectCommand(model, [5, 2], [3, 0]));
    const result = s.rebase([s.ours(setConfig(5, { hasDefault: false }))]);
    expect(result.applied[0]!.ops.map((op) => op.op)).toEqual(['disconnect', 'updateNode']);
    expect(result.outcomes[0]).toMatchObject({ outcome: 'merged', nodeId: 5 });
    expect(s.server.getNode(5)!.outputs).toBe(2);
    expect(s.server.connectionCount).toBe(0);
  });

  it('an op that is wrong whatever happened since is refused as invalid', () => {
    const s = scenario([note(2)]);
    s.theirs(setConfig(2, { text: 'x' }));
    const badConfig: FlowPatch = { ops: [{ op: 'addNode', node: { ...note(7), config: { width: 5, text: '', color: 'neutral' } } }] };
    expect(() => s.rebase([badConfig])).toThrow(RebaseInvalidOpError);
    const entrypoint: FlowPatch = { ops: [{ op: 'addNode', node: { ...createInitialFlow().nodes[0]!, id: 8 } }] };
    expect(() => s.rebase([entrypoint])).toThrow(/entrypoint/);
    const unrounded: FlowPatch = { ops: [{ op: 'moveNode', id: 2, from: [100, 100], to: [1.234, 0] }] };
    expect(() => s.rebase([unrounded])).toThrow(RebaseInvalidOpError);
  });
});

describe('rebasePatches: views', () => {
  const viewOf = (model: FlowModel, id: number) => model.getNode(id)!.config as { root: Block; dialog: boolean; size: string };
  const editRoot = (id: number, edit: (root: Block) => Block) => (model: FlowModel) => {
    const config = viewOf(model, id);
    return updateNodeConfigCommand(model, id, { ...config, root: edit(config.root) });
  };
  const find = (root: Block, predicate: (block: Block) => boolean): Block[] => {
    const found: Block[] = [];
    const stack = [root];
    while (stack.length > 0) {
      const block = stack.pop()!;
      if (predicate(block)) found.push(block);
      stack.push(...(block.children ?? []));
    }
    return found;
  };

  it('keeps edits of different blocks of one view', () => {
    const s = scenario([testNode(2, 'view')]);
    s.theirs(editRoot(2, (root) => updateBlock(root, 2, { config: { text: 'their heading' } }).root));
    const result = s.rebase([s.ours(editRoot(2, (root) => updateBlock(root, 3, { config: { label: 'my button' } }).root))]);
    expect(result.outcomes[0]).toMatchObject({ outcome: 'merged' });
    expect(result.replaced).toEqual([]);
    const root = viewOf(s.server, 2).root;
    expect(find(root, (block) => block.id === 2)[0]!.config.text).toBe('their heading');
    expect(find(root, (block) => block.id === 3)[0]!.config.label).toBe('my button');
  });

  it('the same field of the same block: the later wins, the field named by block', () => {
    const s = scenario([testNode(2, 'view')]);
    s.theirs(editRoot(2, (root) => updateBlock(root, 2, { config: { text: 'theirs' } }).root), { userId: 'user-a', clientId: 'c_a' });
    const result = s.rebase([s.ours(editRoot(2, (root) => updateBlock(root, 2, { config: { text: 'mine' } }).root))]);
    expect(result.replaced).toEqual([{ nodeId: 2, field: 'blocks.2.config.text', userId: 'user-a', clientId: 'c_a' }]);
    expect(find(viewOf(s.server, 2).root, (block) => block.id === 2)[0]!.config.text).toBe('mine');
  });

  it('two blocks added at once under the same new id both survive, and both buttons become outputs', () => {
    const s = scenario([testNode(2, 'view')]);
    const button = (label: string): Block => ({ id: -1, type: 'button', config: { label }, style: {} });
    s.theirs(editRoot(2, (root) => addBlock(root, 1, 2, button('theirs')).root));
    const result = s.rebase([s.ours(editRoot(2, (root) => addBlock(root, 1, 2, button('mine')).root))]);
    const root = viewOf(s.server, 2).root;
    const labels = find(root, (block) => block.type === 'button').map((block) => block.config.label).sort();
    expect(labels).toEqual(['Continue', 'mine', 'theirs']);
    expect(new Set(find(root, () => true).map((block) => block.id)).size).toBe(find(root, () => true).length);
    expect(s.server.getNode(2)!.outputs).toBe(3);
    expect(result.outcomes[0]).toMatchObject({ outcome: 'merged' });
  });

  it('a block removed by one while the other edits it: the removal wins and the edit is reported as skipped', () => {
    const s = scenario([testNode(2, 'view')]);
    s.theirs(editRoot(2, (root) => removeBlock(root, 2).root));
    const result = s.rebase([s.ours(editRoot(2, (root) => updateBlock(root, 2, { config: { text: 'mine' } }).root))]);
    expect(find(viewOf(s.server, 2).root, (block) => block.id === 2)).toEqual([]);
    expect(result.outcomes[0]).toMatchObject({ outcome: 'dropped', skipped: ['blocks.2'] });
  });

  it('removing a button that someone connected since disconnects it in the same change', () => {
    const s = scenario([testNode(2, 'view'), testNode(3, 'define')]);
    s.theirs((model) => connectCommand(model, [2, 0], [3, 0]));
    const result = s.rebase([s.ours(editRoot(2, (root) => removeBlock(root, 3).root))]);
    expect(result.applied[0]!.ops.map((op) => op.op)).toEqual(['disconnect', 'updateNode']);
    expect(s.server.getNode(2)!.outputs).toBe(0);
  });
});
