import { describe, expect, it } from 'vitest';
import { TestEditor } from '../../tests/harness/TestEditor';
import { FlowModel } from '../model/FlowModel';
import type { FlowDocument } from '../model/flowTypes';
import { branchingFlow } from '../testing/branchingFlow';
import { testNode } from '../testing/testNode';
import { nodeBounds } from '../spatial/nodeGeometry';
import { findEntrypoint, focusTransform, stepAlongConnections } from './navigation';

/** branchingFlow (1 → 2; 3 up-right, 4 down-right) with 2's out 1 → 4 → 5 redirect, 6 note, far away 7 view. */
function flow(): FlowDocument {
  return branchingFlow({
    nodes: [testNode(5, 'redirect', 1200, 200), testNode(6, 'note', 0, 400), testNode(7, 'view', 20_000, 9_000)],
    connections: [
      { from: [2, 1], to: [4, 0] },
      { from: [4, 0], to: [5, 0] },
    ],
  });
}

describe('navigation (pure)', () => {
  it('steps downstream through the first connected output and upstream through the input', () => {
    const model = FlowModel.fromDocument(flow());
    expect(stepAlongConnections(model, 1, 'next')).toBe(2);
    expect(stepAlongConnections(model, 2, 'next')).toBe(4);
    expect(stepAlongConnections(model, 4, 'next')).toBe(5);
    expect(stepAlongConnections(model, 5, 'next')).toBeNull();
    expect(stepAlongConnections(model, 5, 'previous')).toBe(4);
    expect(stepAlongConnections(model, 1, 'previous')).toBeNull();
    expect(stepAlongConnections(model, 6, 'next')).toBeNull();
    expect(findEntrypoint(model)?.id).toBe(1);
  });

  it('centres the bounds, zooming in to full detail from far out but keeping a closer zoom', () => {
    const view = { width: 1000, height: 800, scale: 0.3, offsetX: 0, offsetY: 0 };
    const box = { minX: 100, minY: 100, maxX: 340, maxY: 180 };
    const near = focusTransform(box, view);
    expect(near.scale).toBe(1);
    expect(near.offsetX + 220 * near.scale).toBeCloseTo(500);
    expect(near.offsetY + 140 * near.scale).toBeCloseTo(400);
    expect(focusTransform(box, { ...view, scale: 2 }).scale).toBe(2);
    expect(focusTransform(box, view, true).scale).toBe(0.3);
    const wide = focusTransform({ minX: 0, minY: 0, maxX: 3000, maxY: 100 }, { ...view, scale: 2 });
    expect(3000 * wide.scale).toBeLessThanOrEqual(900);
  });
});

describe('FlowEditor navigation', () => {
  const centre = (t: TestEditor, id: number) => {
    const b = nodeBounds(t.node(id)!);
    return t.screen((b.minX + b.maxX) / 2, (b.minY + b.maxY) / 2);
  };

  it('Tab from nothing selects the entrypoint; Tab / Shift+Tab walk the connections and the view follows', () => {
    const t = new TestEditor(flow());
    t.key('step-next').wait(500);
    expect([...t.editor.selection()]).toEqual([1]);
    t.key('step-next').wait(500).key('step-next').wait(500);
    expect([...t.editor.selection()]).toEqual([4]);
    const at = centre(t, 4);
    expect(at.x).toBeCloseTo(500, 0);
    expect(at.y).toBeCloseTo(400, 0);
    t.key('step-previous').wait(500);
    expect([...t.editor.selection()]).toEqual([2]);
  });

  it('goes to the entrypoint and zooms to the selection', () => {
    const t = new TestEditor(flow());
    t.editor.select([7]);
    expect(t.editor.navigation.zoomToSelection()).toBe(true);
    t.wait(1100);
    expect(centre(t, 7).x).toBeCloseTo(500, 0);
    expect(t.editor.viewport().scale).toBe(1.5);
    t.editor.navigation.goToEntrypoint();
    t.wait(500);
    expect([...t.editor.selection()]).toEqual([1]);
    expect(centre(t, 1).x).toBeCloseTo(500, 0);
    t.editor.select([]);
    expect(t.editor.navigation.zoomToSelection()).toBe(false);
  });
});
