import { describe, expect, it } from 'vitest';
import { testNode } from '../testing/testNode';
import { nodeCardText } from './nodeCardText';
import { portPosition } from '../spatial/nodeGeometry';

describe('nodeCardText', () => {
  it('titles the card with kind and id and truncates the summary to the card width', () => {
    const text = nodeCardText(testNode(42, 'redirect', 0, 0, { url: `https://shop.example/${'very-long-path/'.repeat(10)}` }));
    expect(text.title).toBe('Redirect #42');
    expect(text.summary.startsWith('https://shop.example/')).toBe(true);
    expect(text.summary.endsWith('…')).toBe(true);
    expect(text.summary.length).toBeLessThanOrEqual(32);
    expect(text.wrap).toBe(false);
  });

  it('places output labels level with their ports and narrows the summary beside a label', () => {
    const node = testNode(5, 'ab_testing', 100, 50, { weights: [60, 40] });
    const text = nodeCardText(node);
    expect(text.outputs.map((label) => label.text)).toEqual(['A 60%', 'B 40%']);
    text.outputs.forEach((label, index) => expect(label.y + node.y).toBe(portPosition(node, 'output', index).y));
    const single = nodeCardText(testNode(6, 'view', 0, 0));
    expect(single.outputs.map((label) => label.text)).toEqual(['Continue']);
    const long = nodeCardText(testNode(7, 'redirect', 0, 0, { url: 'x'.repeat(200) }));
    const view = nodeCardText(
      testNode(8, 'view', 0, 0, {
        root: { id: 1, type: 'container', config: {}, style: {}, children: [{ id: 2, type: 'text', config: { text: 'y'.repeat(200) }, style: {} }, { id: 3, type: 'button', config: { label: 'Continue' }, style: {} }] },
      }),
    );
    expect(view.summary.length).toBeLessThan(long.summary.length);
  });

  it('wraps a note over several lines within its width', () => {
    const narrow = nodeCardText(testNode(9, 'note', 0, 0, { width: 150, text: 'word '.repeat(200) }));
    const wide = nodeCardText(testNode(9, 'note', 0, 0, { width: 640, text: 'word '.repeat(200) }));
    expect(narrow.wrap).toBe(true);
    expect(narrow.wrapWidth).toBe(150 - 28);
    expect(wide.summary.length).toBeGreaterThan(narrow.summary.length);
  });
});
