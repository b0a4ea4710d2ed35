// The first view as the editor shows it: FlowEditor's first non-empty size → EditorViewport → openingView →
// machines/firstView → the viewport machine (READY), driven by simulated time like the browser's frames.
import { describe, expect, it } from 'vitest';
import { TestEditor } from '../../tests/harness/TestEditor';
import { FIRST_VIEW_MIN_SCALE, FIRST_VIEW_PADDING } from '../machines/firstView';
import { easeInOutCubic, fitBounds } from '../machines/viewportMath';
import { FIT_ANIMATION_MS } from '../model/flowLimits';
import type { FlowDocument } from '../model/flowTypes';
import { createInitialFlow } from '../model/initialFlow';
import { testNode } from '../testing/testNode';

const W = 1000;
const H = 800;

/** The entrypoint and `count` await nodes in a row to its right, 320 apart. */
function row(count: number): FlowDocument {
  const entry = createInitialFlow().nodes[0]!;
  const nodes = [entry];
  for (let i = 0; i < count; i += 1) nodes.push(testNode(i + 2, 'await', entry.x + 320 * (i + 1), entry.y));
  return { nodes, connections: [] };
}

function unopened(document: FlowDocument) {
  const t = new TestEditor(document, {}, { open: false });
  const initial = t.editor.viewport();
  t.editor.resize(W, H);
  return { t, initial };
}

describe('the editor’s first view (editor.md §2)', () => {
  it('a small flow fits on first ready only, animated over 1000 ms with ease-in-out cubic', () => {
    const { t, initial } = unopened(row(3));
    const bounds = t.editor.index.nodesBounds()!;
    const target = fitBounds(bounds, W, H);
    expect(target.scale).not.toBeCloseTo(initial.scale);
    // Nothing moved yet: the fit starts from where the view was.
    expect(t.editor.viewport()).toMatchObject({ scale: initial.scale, offsetX: initial.offsetX, offsetY: initial.offsetY });
    t.wait(496); // 31 frames
    const eased = easeInOutCubic(496 / FIT_ANIMATION_MS);
    expect(t.editor.viewport().scale).toBeCloseTo(initial.scale + (target.scale - initial.scale) * eased);
    expect(t.editor.viewport().offsetX).toBeCloseTo(initial.offsetX + (target.offsetX - initial.offsetX) * eased);
    t.wait(FIT_ANIMATION_MS - 496); // 62 frames: 992 ms of the fit's 1000
    expect(t.editor.viewport().scale).not.toBeCloseTo(target.scale, 6);
    t.wait(16); // the last frame lands on the fit
    expect(t.editor.viewport()).toMatchObject(target);
    // Later sizes resize only; the first view is not shown again.
    t.editor.zoomIn();
    const zoomed = t.editor.viewport();
    t.editor.resize(W + 200, H);
    t.wait(FIT_ANIMATION_MS);
    expect(t.editor.viewport()).toMatchObject({ scale: zoomed.scale, offsetX: zoomed.offsetX, offsetY: zoomed.offsetY });
  });

  it('a small flow too wide to read whole is still fitted whole (down to the 0.25 zoom floor), animated', () => {
    const { t } = unopened(row(5)); // 1,840 world units wide: fitted at ≈ 0.33, between the zoom floor and 0.5
    const target = fitBounds(t.editor.index.nodesBounds()!, W, H);
    expect(target.scale).toBeLessThan(FIRST_VIEW_MIN_SCALE);
    expect(target.scale).toBeGreaterThan(0.25);
    t.wait(100);
    expect(t.editor.viewport().scale).not.toBeCloseTo(target.scale, 6);
    t.wait(FIT_ANIMATION_MS);
    expect(t.editor.viewport()).toMatchObject(target);
  });

  it('a large flow (it cannot be fitted whole within the zoom range) jumps at once to its entrypoint at a readable scale', () => {
    const { t } = unopened(row(40));
    const entry = t.editor.model.getNode(1)!;
    const view = t.editor.viewport();
    expect(view.scale).toBe(FIRST_VIEW_MIN_SCALE);
    expect(view.offsetX + entry.x * view.scale).toBeCloseTo(FIRST_VIEW_PADDING);
    t.wait(FIT_ANIMATION_MS);
    expect(t.editor.viewport()).toEqual(view);
  });
});
