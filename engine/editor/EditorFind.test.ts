import { describe, expect, it } from 'vitest';
import { TestEditor } from '../../tests/harness/TestEditor';
import type { FlowDocument } from '../model/flowTypes';
import { testNode } from '../testing/testNode';
import { nodeBounds } from '../spatial/nodeGeometry';
import type { FindState } from './EditorFind';

function flow(): FlowDocument {
  return {
    nodes: [
      testNode(1, 'entrypoint', 0, 0),
      testNode(2, 'redirect', 5000, 3000, { url: 'https://shop.example/sale' }),
      testNode(3, 'http_request', -4000, 2000, { method: 'POST', url: 'https://api.example/sale-hook' }),
      testNode(4, 'note', 300, 600, { text: 'unrelated' }),
    ],
    connections: [],
  };
}

describe('FlowEditor find', () => {
  it('Ctrl/Cmd+F opens find; a query lists kind and summary, highlights the matches and brings the first into view', () => {
    const t = new TestEditor(flow());
    const states: FindState[] = [];
    t.editor.on('find', (state) => states.push(state));
    t.key('find');
    expect(states.at(-1)?.open).toBe(true);
    const state = t.editor.find.search('sale');
    expect(state.results).toEqual([
      { id: 2, type: 'redirect', summary: 'https://shop.example/sale' },
      { id: 3, type: 'http_request', summary: 'POST https://api.example/sale-hook' },
    ]);
    expect([...t.editor.interaction.findMatches]).toEqual([2, 3]);
    expect(t.editor.interaction.findCurrent).toBe(2);
    t.wait(500);
    const b = nodeBounds(t.node(2)!);
    const at = t.screen((b.minX + b.maxX) / 2, (b.minY + b.maxY) / 2);
    expect(at.x).toBeCloseTo(500, 0);
    expect(at.y).toBeCloseTo(400, 0);
  });

  it('steps through the matches (wrapping), follows edits and clears the highlight on close', () => {
    const t = new TestEditor(flow());
    t.editor.find.search('example');
    t.editor.find.step(1);
    expect(t.editor.interaction.findCurrent).toBe(3);
    t.editor.find.step(1);
    expect(t.editor.interaction.findCurrent).toBe(2);
    t.editor.find.step(-1);
    expect(t.editor.interaction.findCurrent).toBe(3);
    t.editor.select([3]);
    t.editor.deleteSelection();
    expect(t.editor.find.current.results.map((result) => result.id)).toEqual([2]);
    expect(t.editor.find.search('sale-hook').total).toBe(0);
    t.editor.updateNodeConfig(4, { ...t.node(4)!.config, text: 'sale soon' });
    expect(t.editor.find.search('sale').results.map((result) => result.id)).toEqual([2, 4]);
    t.editor.find.close();
    expect(t.editor.interaction.findMatches.size).toBe(0);
    expect(t.editor.interaction.findCurrent).toBeNull();
  });
});
