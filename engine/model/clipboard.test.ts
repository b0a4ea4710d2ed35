import { describe, expect, it } from 'vitest';
import { copyFragment } from './clipboard';
import { addFragmentCommand } from './commands/addFragmentCommand';
import { FlowModel } from './FlowModel';
import { fragmentFromText, fragmentToText, FRAGMENT_FORMAT } from './fragmentText';
import { createInitialFlow } from './initialFlow';
import { invertPatch } from './patch/flowPatch';
import { applyPatch } from './patch/applyPatch';

const define = { fields: [{ key: 'k', value: 'v' }] };

/** entrypoint 1 → 2 → 3 → 4, all define nodes 300 apart. */
function chain() {
  const flow = createInitialFlow();
  for (const id of [2, 3, 4]) flow.nodes.push({ id, type: 'define', x: id * 300, y: id * 10, inputs: 1, outputs: 1, config: structuredClone(define) });
  flow.connections.push({ from: [1, 0], to: [2, 0] }, { from: [2, 0], to: [3, 0] }, { from: [3, 0], to: [4, 0] });
  return FlowModel.fromDocument(flow);
}

describe('copyFragment and addFragmentCommand', () => {
  it('copies the selected nodes relative to their corner with the connections between them only', () => {
    const fragment = copyFragment(chain(), [1, 3, 2])!;
    expect(fragment.nodes.map(({ dx, dy }) => [dx, dy])).toEqual([[300, 10], [0, 0]]);
    expect(fragment.connections).toEqual([{ from: [1, 0], to: [0, 0] }]);
  });

  it('places a copy with fresh ids and its inner connection as one patch that one inverse removes', () => {
    const model = chain();
    const fragment = copyFragment(model, [2, 3])!;
    const { patch, ids } = addFragmentCommand(model, fragment, 1000, 500);
    expect(ids).toEqual([5, 6]);
    applyPatch(model, patch);
    expect(model.getNode(5)).toMatchObject({ x: 1000, y: 500 });
    expect(model.getNode(6)).toMatchObject({ x: 1300, y: 510 });
    expect(model.connectionAtOutput(5, 0)?.to).toEqual([6, 0]);
    expect(model.connectionAtInput(5, 0)).toBeUndefined();
    applyPatch(model, invertPatch(patch));
    expect(model.hasNode(5) || model.hasNode(6)).toBe(false);
    expect(model.connectionCount).toBe(3);
  });
});

describe('fragment text (system clipboard)', () => {
  it('round-trips a copied group', () => {
    const fragment = copyFragment(chain(), [2, 3, 4])!;
    const parsed = fragmentFromText(fragmentToText(fragment));
    expect(parsed).toEqual({ kind: 'fragment', fragment });
  });

  it('tells other text apart from broken copies', () => {
    expect(fragmentFromText('hello')).toEqual({ kind: 'not-a-fragment' });
    expect(fragmentFromText('{"a":1}')).toEqual({ kind: 'not-a-fragment' });
    expect(fragmentFromText(JSON.stringify({ format: FRAGMENT_FORMAT, version: 1, nodes: 'x', connections: [] })).kind).toBe('invalid');
  });

  const text = (nodes: unknown[], connections: unknown[] = []) => JSON.stringify({ format: FRAGMENT_FORMAT, version: 1, nodes, connections });
  const node = (type: string, config: unknown = define, dx = 0) => ({ type, config, dx, dy: 0 });

  it('refuses what a save would refuse', () => {
    const reasons = [
      text([]),
      text([node('entrypoint', {})]),
      text([node('ab_testing', { weights: [100], sticky: false })]),
      text([node('define'), node('define')], [{ from: [0, 0], to: [2, 0] }]),
      text([node('define'), node('define')], [{ from: [0, 1], to: [1, 0] }]),
      text([node('define'), node('define'), node('define')], [{ from: [0, 0], to: [1, 0] }, { from: [0, 0], to: [2, 0] }]),
      text([node('define'), node('define')], [{ from: [0, 0], to: [1, 0] }, { from: [1, 0], to: [0, 0] }]),
    ].map((value) => fragmentFromText(value));
    for (const parsed of reasons) expect(parsed.kind).toBe('invalid');
    expect(reasons.map((parsed) => (parsed.kind === 'invalid' ? parsed.reason : ''))).toEqual([
      'the clipboard holds no nodes',
      'entrypoint nodes cannot be pasted',
      expect.stringContaining('weights-count'),
      'a pasted connection points at a port that does not exist',
      'a pasted connection points at a port that does not exist',
      'a pasted port holds more than one connection',
      'the pasted connections form a cycle',
    ]);
  });
});
