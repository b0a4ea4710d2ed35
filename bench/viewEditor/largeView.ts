// A view at the editor's limits for the view editor bench: a spine of 19 nested column containers (depth 20
// with its leaves), every spine container full of blocks (its child spine container, a row of text + input +
// button, and 8 leaves of mixed types), the last one 12 leaves: 247 blocks, 20 levels, 12 children at most.
import { splitColumns } from '../../engine/model/view/blockConfig';
import type { Block } from '../../engine/model/view/blockTree';

/** `spine` nested containers (19: 20 levels with their leaves, the limit); fewer for a comparison at a small size. */
export function largeView(levels = 19): Block {
  let next = 1;
  const leaf = (kind: number): Block => {
    const id = next++;
    switch (kind % 4) {
      case 0:
        return { id, type: 'text', config: { text: `Text ${id}: a sentence of about this length.` }, style: {} };
      case 1:
        return { id, type: 'input', config: { name: `field${id}`, label: `Field ${id}`, placeholder: 'Type here', type: 'text' }, style: {} };
      case 2:
        return { id, type: 'checkbox', config: { name: `check${id}`, label: `Check ${id}` }, style: {} };
      default:
        return { id, type: 'text', config: { text: `Note ${id}` }, style: { color: '#374151' } };
    }
  };
  const container = (direction: 'row' | 'column', fill: (children: Block[]) => void): Block => {
    const id = next++;
    const children: Block[] = [];
    fill(children);
    return { id, type: 'container', config: { direction, weights: splitColumns(children.length), adaptive: true }, style: { padding: [4, 4], gap: 4 }, children };
  };
  const spine = (level: number): Block =>
    container('column', (children) => {
      if (level === levels) {
        for (let index = 0; index < 12; index += 1) children.push(leaf(index));
        return;
      }
      children.push(
        container('row', (row) => {
          row.push({ id: next++, type: 'text', config: { text: `Level ${level}` }, style: {} }, leaf(1), { id: next++, type: 'button', config: { label: `Next ${level}` }, style: {} });
        }),
      );
      for (let index = 0; index < 8; index += 1) children.push(leaf(index));
      children.push(spine(level + 1));
    });
  return spine(1);
}
