import { describe, expect, it } from 'vitest';
import { TestEditor } from '../../tests/harness/TestEditor';
import type { FlowDocument } from '../model/flowTypes';
import { portKey } from '../model/portKey';
import { testNode } from '../testing/testNode';
import type { ResultsOverlayState } from './EditorResults';

// 1 → 2 (condition: two outputs) → 3 and 4; 5 unwired.
function flow(): FlowDocument {
  return {
    nodes: [testNode(1, 'entrypoint'), testNode(2, 'condition', 300), testNode(3, 'define', 600), testNode(4, 'define', 600, 300), testNode(5, 'define', 900, 600)],
    connections: [
      { from: [1, 0], to: [2, 0] },
      { from: [2, 0], to: [3, 0] },
      { from: [2, 1], to: [4, 0] },
    ],
  };
}

const counts = (entries: [number, number][]) => new Map(entries);
const sorted = (values: Iterable<number>) => [...values].sort((a, b) => a - b);

describe('FlowEditor results overlay', () => {
  it('draws nothing until switched on with counts; switching redraws what is in sight, never per node', () => {
    const t = new TestEditor(flow());
    const states: ResultsOverlayState[] = [];
    t.editor.results.subscribe(() => states.push(t.editor.results.getSnapshot()));
    t.editor.results.setCounts(counts([[1, 10]]));
    expect(t.renderer.results).toEqual([]);
    expect(t.editor.interaction.results).toBeNull();
    expect(t.editor.results.nodeFigures(1)).toBeNull();

    t.editor.results.setEnabled(true);
    expect(t.renderer.results).toEqual(['all']);
    expect(t.editor.results.nodeFigures(1)).toEqual({ reached: 10, stopped: null });
    t.editor.results.setEnabled(false);
    expect(t.renderer.results).toEqual(['all', 'all']);
    expect(t.editor.interaction.results).toBeNull();
    expect(states).toEqual([
      { enabled: false, counted: true },
      { enabled: true, counted: true },
      { enabled: false, counted: true },
    ]);
  });

  it('new counts hand the renderer the changed ids and their neighbourhood; ids not in the draft are ignored', () => {
    const t = new TestEditor(flow());
    t.editor.results.setEnabled(true);
    // Switched on before the counts came: nothing to draw yet, then everything in sight.
    expect(t.renderer.results).toEqual([]);
    t.editor.results.setCounts(counts([[1, 100], [2, 90], [3, 50], [4, 30], [77, 5]]));
    expect(t.renderer.results).toEqual(['all']);
    expect(t.editor.results.nodeFigures(2)).toEqual({ reached: 90, stopped: 10 });
    expect(t.editor.results.nodeFigures(77)).toBeNull();
    expect(t.editor.results.connectionFigures(portKey(1, 0))).toEqual({ carried: 90, dropped: 10, fraction: 0.1, branch: false });

    t.renderer.reset();
    t.editor.results.setCounts(counts([[1, 100], [2, 90], [3, 55], [4, 30], [77, 6]]));
    const [change] = t.renderer.results;
    if (change === 'all' || change === undefined) throw new Error('expected a dirty set');
    expect(sorted(change.nodes)).toEqual([2, 3]);
    expect(sorted(change.connections)).toEqual([portKey(2, 0)]);
    expect(t.editor.results.nodeFigures(2)).toEqual({ reached: 90, stopped: 5 });
  });

  it('an edit that rewires a counted node re-dresses its figures', () => {
    const t = new TestEditor(flow());
    t.editor.results.setCounts(counts([[1, 100], [2, 90], [3, 50], [4, 30]]));
    t.editor.results.setEnabled(true);
    // Moving a counted node changes no figure: the drag sends the renderer nothing about results.
    t.renderer.reset();
    const before = t.node(3)!.x;
    t.drag({ x: 620, y: 20 }, { x: 700, y: 100 });
    expect(t.node(3)!.x).not.toBe(before);
    expect(t.renderer.results).toEqual([]);

    t.renderer.reset();
    // 2's second branch goes to 5 instead of 4: 2's stopped figure and both its connections change.
    t.editor.select([]);
    t.editor.connect([2, 1], [5, 0]);
    const change = t.renderer.results.at(-1);
    if (change === 'all' || change === undefined) throw new Error('expected a dirty set');
    expect(sorted(change.nodes)).toEqual([2]);
    expect(sorted(change.connections)).toEqual([portKey(2, 0), portKey(2, 1)]);
    expect(t.editor.results.nodeFigures(2)).toEqual({ reached: 90, stopped: 40 });

    // While off, edits tell the renderer nothing about results.
    t.editor.results.setEnabled(false);
    t.renderer.reset();
    t.editor.connect([2, 1], [4, 0]);
    expect(t.renderer.results).toEqual([]);
  });
});
