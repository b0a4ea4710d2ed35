import { describe, expect, it } from 'vitest';
import { TestEditor } from '../../tests/harness/TestEditor';
import { generateFlow } from '../testing/generateFlow';
import { MinimapOverview, type OverviewContext } from './MinimapOverview';
import { PixelOverviewContext } from './PixelOverviewContext';
import { worldToMap } from './minimapMath';

class RecordingContext implements OverviewContext {
  fillStyle: OverviewContext['fillStyle'] = '';
  fills: [number, number, number, number, string][] = [];
  clears = 0;
  fillRect(x: number, y: number, width: number, height: number): void {
    this.fills.push([x, y, width, height, String(this.fillStyle)]);
  }
  clearRect(): void {
    this.clears += 1;
  }
}

describe('MinimapOverview', () => {
  it('draws the first picture in slices; a node moved meanwhile ends as if the picture had been drawn at once', () => {
    const surface = () => new PixelOverviewContext({ width: 200, height: 140, data: new Uint8ClampedArray(200 * 140 * 4) }, 1);
    const move = (t: TestEditor) => {
      const node = [...t.editor.model.nodes()][0]!;
      expect(t.editor.applyEdit({ ops: [{ op: 'moveNode', id: node.id, from: [node.x, node.y], to: [node.x + 40, node.y + 40] }] })).toBeNull();
      return node.id;
    };
    // Sliced, as MinimapView draws it: two slices (5,000 nodes take three), the edit waits, then updates the picture.
    const a = new TestEditor(generateFlow({ nodeCount: 5000, seed: 7 }));
    const sliced = surface();
    const overview = new MinimapOverview(sliced, 200, 140);
    const work = overview.rebuildSliced(a.editor.model, a.editor.index);
    for (let slice = 0; slice < 2; slice += 1) expect(work.next().done).toBe(false);
    const movedA = move(a);
    while (!work.next().done);
    overview.update(a.editor.model, a.editor.index, [movedA]);
    // At once, then the same edit.
    const b = new TestEditor(generateFlow({ nodeCount: 5000, seed: 7 }));
    const whole = surface();
    const reference = new MinimapOverview(whole, 200, 140);
    reference.rebuild(b.editor.model, b.editor.index);
    reference.update(b.editor.model, b.editor.index, [move(b)]);
    expect(Buffer.from(sliced.buffer.data).equals(Buffer.from(whole.buffer.data))).toBe(true);
    expect(overview.rebuilds).toBe(1);
  });

  it('draws the flow once, then redraws only what a patch touched and the nodes under it', () => {
    const t = new TestEditor(generateFlow({ nodeCount: 2000, seed: 7 }));
    const context = new RecordingContext();
    const overview = new MinimapOverview(context, 200, 140);
    const editor = t.editor;
    overview.rebuild(editor.model, editor.index);
    expect(context.fills).toHaveLength(2000);
    for (const [x, y] of context.fills) {
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(200);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(140);
    }
    const changed: number[][] = [];
    editor.attachOverview({ nodesChanged: (ids) => changed.push([...ids]), viewportChanged: () => {} });
    const node = editor.model.getNode(500)!;
    context.fills = [];
    context.clears = 0;
    editor.select([500]);
    editor.deleteSelection();
    expect(changed.at(-1)).toContain(500);
    overview.update(editor.model, editor.index, changed.at(-1)!);
    expect(overview.rebuilds).toBe(1);
    expect(context.clears).toBe(1);
    expect(context.fills.length).toBeLessThan(40);
    const at = worldToMap(overview.map, node.x, node.y);
    expect(context.fills.some(([x, y]) => Math.abs(x - at.x) < 0.01 && Math.abs(y - at.y) < 0.01)).toBe(false);
  });

  it('redraws everything when the flow grows out of the mapped area', () => {
    const t = new TestEditor(generateFlow({ nodeCount: 200, seed: 3 }));
    const context = new RecordingContext();
    const overview = new MinimapOverview(context, 200, 140);
    overview.rebuild(t.editor.model, t.editor.index);
    t.editor.select([50]);
    const ids: number[] = [];
    t.editor.attachOverview({ nodesChanged: (changed) => ids.push(...changed), viewportChanged: () => {} });
    t.editor.updateNodeConfig(50, t.node(50)!.config);
    overview.update(t.editor.model, t.editor.index, ids);
    expect(overview.rebuilds).toBe(1);
    const far = t.editor.model.getNode(50)!;
    t.drag({ x: far.x + 100, y: far.y + 40 }, { x: far.x + 900_000, y: far.y + 40 });
    overview.update(t.editor.model, t.editor.index, ids);
    expect(overview.rebuilds).toBe(2);
  });
});
