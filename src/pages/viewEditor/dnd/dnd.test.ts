import { describe, expect, it } from 'vitest';
import { addBlock, UNASSIGNED_BLOCK_ID } from '../../../../engine/model/view/blockCommands';
import type { Block } from '../../../../engine/model/view/blockTree';
import { canvasPlacement, containerAxis, type Box } from './canvasPlacement';
import { blockDrag, readDrag, templateDrag, type ViewDrag } from './dragData';
import { dropAllowed, dropCommand } from './dropCommand';
import { layerPlacement } from './layerPlacement';

const text = (id: number): Block => ({ id, type: 'text', config: { text: `t${id}` }, style: {} });
const container = (id: number, direction: string, children: Block[]): Block => ({ id, type: 'container', config: { direction, weights: children.map(() => 12 / Math.max(1, children.length)), adaptive: false }, style: {}, children });
// Root column (0,0 400×300): text 2 (0–40), row 3 (40–140) with column 4 (0–200, empty) and text 5 (200–400), text 6 (140–180).
const root = container(1, 'column', [text(2), container(3, 'row', [container(4, 'column', []), text(5)]), text(6)]);
const boxes = new Map<number, Box>([
  [1, { left: 0, top: 0, width: 400, height: 300 }],
  [2, { left: 0, top: 0, width: 400, height: 40 }],
  [3, { left: 0, top: 40, width: 400, height: 100 }],
  [4, { left: 0, top: 40, width: 200, height: 100 }],
  [5, { left: 200, top: 40, width: 200, height: 100 }],
  [6, { left: 0, top: 140, width: 400, height: 40 }],
]);
const at = (x: number, y: number) => canvasPlacement({ root, boxes }, { x, y });
const drag = (data: Record<string, unknown>) => readDrag(data) as ViewDrag;

describe('canvas placement', () => {
  it('a leaf splits at its middle along its parent axis', () => {
    expect(at(100, 10)?.place).toEqual({ parentId: 1, index: 0 });
    expect(at(100, 30)?.place).toEqual({ parentId: 1, index: 1 });
    expect(at(250, 90)?.place).toEqual({ parentId: 3, index: 1 });
    expect(at(350, 90)?.place).toEqual({ parentId: 3, index: 2 });
    // A line across the column between text 2 and the row, and a vertical one in the row.
    expect(at(100, 30)?.indicator).toEqual({ kind: 'line', box: { left: 0, top: 39, width: 400, height: 2 } });
    expect(at(350, 90)?.indicator).toEqual({ kind: 'line', box: { left: 399, top: 40, width: 2, height: 100 } });
  });
  it('an empty container takes the drop inside; its edges mean before or after it', () => {
    expect(at(100, 90)).toEqual({ place: { parentId: 4, index: 0 }, indicator: { kind: 'inside', box: boxes.get(4) } });
    expect(at(3, 90)?.place).toEqual({ parentId: 3, index: 0 });
    expect(at(197, 90)?.place).toEqual({ parentId: 3, index: 1 });
  });
  it('below the last block it goes at the end of the root; outside the view nowhere', () => {
    expect(at(100, 250)?.place).toEqual({ parentId: 1, index: 3 });
    expect(at(500, 250)).toBeNull();
  });
  it('a stacked (adaptive, narrow) row lays its children along y', () => {
    const stacked = new Map(boxes);
    stacked.set(4, { left: 0, top: 40, width: 400, height: 50 });
    stacked.set(5, { left: 0, top: 90, width: 400, height: 50 });
    expect(containerAxis(root.children![1]!, stacked)).toBe('y');
    expect(containerAxis(root.children![1]!, boxes)).toBe('x');
    expect(canvasPlacement({ root, boxes: stacked }, { x: 100, y: 130 })?.place).toEqual({ parentId: 3, index: 2 });
  });
});

describe('drop commands', () => {
  it('move a block to the gap shown, counting the gap with the block still in place', () => {
    const moved = dropCommand(drag(blockDrag(2)), { parentId: 1, index: 3 })(root);
    expect(moved.root.children!.map((child) => child.id)).toEqual([3, 6, 2]);
    expect(moved.patch.ops.filter((op) => op.op === 'move')).toHaveLength(1);
    const intoColumn = dropCommand(drag(blockDrag(6)), { parentId: 4, index: 0 })(root);
    expect(intoColumn.root.children![1]!.children![0]!.children!.map((child) => child.id)).toEqual([6]);
  });
  it('refuse a container into itself or its child, and drops where the block already is', () => {
    expect(dropAllowed(root, drag(blockDrag(3)), { parentId: 4, index: 0 })).toBe(false);
    expect(dropAllowed(root, drag(blockDrag(3)), { parentId: 3, index: 0 })).toBe(false);
    expect(dropAllowed(root, drag(blockDrag(2)), { parentId: 1, index: 0 })).toBe(false);
    expect(dropAllowed(root, drag(blockDrag(2)), { parentId: 1, index: 1 })).toBe(false);
    expect(dropAllowed(root, drag(blockDrag(2)), { parentId: 1, index: 2 })).toBe(true);
    expect(dropAllowed(root, drag(blockDrag(1)), { parentId: 4, index: 0 })).toBe(false);
  });
  it('add a template at the gap; refused in a full container', () => {
    const added = dropCommand(drag(templateDrag('two-columns')), { parentId: 4, index: 0 })(root);
    expect(added.activeId).toBe(7);
    let full = container(1, 'column', []);
    for (let index = 0; index < 12; index += 1) full = addBlock(full, 1, index, text(UNASSIGNED_BLOCK_ID)).root;
    expect(dropAllowed(full, drag(templateDrag('text')), { parentId: 1, index: 0 })).toBe(false);
    expect(dropAllowed(root, drag(templateDrag('no-such')), { parentId: 1, index: 0 })).toBe(false);
    expect(readDrag({ other: 1 })).toBeNull();
  });
});

describe('layer placement', () => {
  const row3 = { block: root.children![1]!, parent: root, index: 1, expanded: true };
  it('upper part before, lower part after, a container middle inside', () => {
    expect(layerPlacement({ block: text(2), parent: root, index: 0, expanded: false }, 5, 24)).toEqual({ place: { parentId: 1, index: 0 }, edge: 'before' });
    expect(layerPlacement({ block: text(2), parent: root, index: 0, expanded: false }, 15, 24)).toEqual({ place: { parentId: 1, index: 1 }, edge: 'after' });
    expect(layerPlacement(row3, 12, 24)).toEqual({ place: { parentId: 3, index: 2 }, edge: 'inside' });
    expect(layerPlacement(row3, 2, 24).edge).toBe('before');
  });
  it('below an expanded container means its first child; the root only takes drops inside', () => {
    expect(layerPlacement(row3, 22, 24).place).toEqual({ parentId: 3, index: 0 });
    expect(layerPlacement({ ...row3, expanded: false }, 22, 24).place).toEqual({ parentId: 1, index: 2 });
    expect(layerPlacement({ block: root, parent: null, index: 0, expanded: true }, 2, 24)).toEqual({ place: { parentId: 1, index: 3 }, edge: 'inside' });
  });
});
