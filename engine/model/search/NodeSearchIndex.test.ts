import { describe, expect, it } from 'vitest';
import { FlowModel } from '../FlowModel';
import { History } from '../history/History';
import { commitPatch, undoStep } from '../commitPatch';
import { updateNodeConfigCommand } from '../commands/updateNodeConfigCommand';
import { removeNodesCommand } from '../commands/removeNodesCommand';
import { addNodesCommand } from '../commands/addNodesCommand';
import { moveNodesCommand } from '../commands/moveNodesCommand';
import { testNode } from '../../testing/testNode';
import { NodeSearchIndex } from './NodeSearchIndex';
import { nodeSearchText } from './nodeSearchText';

const LABELS: Record<string, string> = { redirect: 'Redirect', http_request: 'HTTP request', note: 'Note', entrypoint: 'Entrypoint', ai_prompt: 'AI prompt' };

function setup() {
  const model = FlowModel.fromDocument({
    nodes: [
      testNode(1, 'entrypoint'),
      testNode(2, 'redirect', 300, 0, { url: 'https://Shop.example/sale' }),
      testNode(3, 'http_request', 600, 0, { url: 'https://api.example/hooks', headers: [{ key: 'X-Token', value: '{{secret.api}}' }] }),
      testNode(12, 'note', 900, 0, { text: 'Ask legal about the sale banner' }),
      testNode(21, 'ai_prompt', 1200, 0, { prompt: 'Write a haiku' }),
    ],
    connections: [{ from: [1, 0], to: [2, 0] }],
  });
  const history = new History();
  const index = new NodeSearchIndex(model, (type) => LABELS[type] ?? type);
  const commit = (patch: Parameters<typeof commitPatch>[2]) => index.noteEffects(commitPatch(model, history, patch));
  return { model, history, index, commit };
}

describe('nodeSearchText', () => {
  it('holds the id, kind, label and every config string, lower-cased', () => {
    const text = nodeSearchText(testNode(7, 'http_request', 0, 0, { url: 'https://A.example', headers: [{ key: 'Auth', value: 'x' }] }), 'HTTP request');
    for (const part of ['#7', 'http_request', 'http request', 'https://a.example', 'auth']) expect(text).toContain(part);
  });
});

describe('NodeSearchIndex', () => {
  it('finds by config text (URLs, keys, prompts, note text), case-insensitively, every term required', () => {
    const { index } = setup();
    expect(index.search('shop.EXAMPLE').ids).toEqual([2]);
    expect(index.search('x-token').ids).toEqual([3]);
    expect(index.search('haiku').ids).toEqual([21]);
    expect(index.search('sale').ids).toEqual([2, 12]);
    expect(index.search('sale legal').ids).toEqual([12]);
    expect(index.search('nothing like this').total).toBe(0);
    expect(index.search('   ').ids).toEqual([]);
  });

  it('puts an exact id first, then kind matches, and caps the list but not the total', () => {
    const { index } = setup();
    expect(index.search('#12').ids).toEqual([12]);
    expect(index.search('2').ids[0]).toBe(2);
    expect(index.search('2').ids).toContain(12);
    expect(index.search('note').ids[0]).toBe(12);
    const capped = index.search('e', 2);
    expect(capped.ids).toHaveLength(2);
    expect(capped.total).toBe(5);
  });

  it('follows patches: config edits, removals, additions and undo; moves change nothing', () => {
    const { model, history, index, commit } = setup();
    expect(index.search('shop').ids).toEqual([2]);
    commit(updateNodeConfigCommand(model, 2, { ...model.getNode(2)!.config, url: 'https://store.example' }));
    expect(index.search('shop').ids).toEqual([]);
    expect(index.search('store').ids).toEqual([2]);
    commit(moveNodesCommand(model, [2], 40, 0));
    expect(index.search('store').ids).toEqual([2]);
    commit(removeNodesCommand(model, [12]));
    expect(index.search('legal').ids).toEqual([]);
    const { patch, ids } = addNodesCommand(model, [{ type: 'note', x: 0, y: 400 }]);
    commit(patch);
    commit(updateNodeConfigCommand(model, ids[0]!, { ...model.getNode(ids[0]!)!.config, text: 'fresh words' }));
    expect(index.search('fresh').ids).toEqual(ids);
    for (let step = 0; step < 5; step += 1) index.noteEffects(undoStep(model, history)!.effects);
    expect(index.search('fresh').ids).toEqual([]);
    expect(index.search('legal').ids).toEqual([12]);
    expect(index.search('shop').ids).toEqual([2]);
    expect(index.size).toBe(model.nodeCount);
  });

  it('costs nothing before the first query: edits before it are seen when it builds', () => {
    const { model, index, commit } = setup();
    commit(updateNodeConfigCommand(model, 21, { ...model.getNode(21)!.config, prompt: 'Write a sonnet' }));
    expect(index.size).toBe(0);
    expect(index.search('sonnet').ids).toEqual([21]);
  });
});

describe('NodeSearchIndex.buildSlice', () => {
  it('builds in slices; an edit between slices is seen', () => {
    const nodes = [testNode(1, 'entrypoint')];
    for (let id = 2; id <= 1000; id += 1) nodes.push(testNode(id, 'redirect', id * 300, 0, { url: `https://n${id}.example` }));
    const model = FlowModel.fromDocument({ nodes, connections: [] });
    const history = new History();
    const index = new NodeSearchIndex(model);
    let now = 0;
    expect(index.buildSlice(1, () => (now += 1))).toBe(false);
    expect(index.ready).toBe(false);
    const partial = index.size;
    expect(partial).toBeGreaterThan(0);
    expect(partial).toBeLessThan(1000);
    index.noteEffects(commitPatch(model, history, updateNodeConfigCommand(model, 2, { ...model.getNode(2)!.config, url: 'https://moved.example' })));
    index.noteEffects(commitPatch(model, history, removeNodesCommand(model, [999])));
    while (!index.buildSlice(now + 1, () => (now += 1)));
    expect(index.ready).toBe(true);
    expect(index.size).toBe(999);
    expect(index.search('moved.example').ids).toEqual([2]);
    expect(index.search('n999.example').ids).toEqual([]);
  });
});
