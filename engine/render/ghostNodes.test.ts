import { describe, expect, it } from 'vitest';
import { singleNodeFragment } from '../model/clipboard';
import { getNodeKind } from '../model/kinds/nodeKindRegistry';
import { GHOST_NODE_ID, ghostNodes } from './ghostNodes';
import { nodeCardText } from './nodeCardText';

describe('the ghost’s cards', () => {
  it('a new node from the add-node modal is titled with its kind’s name, not a made-up id', () => {
    const [ghost] = ghostNodes(singleNodeFragment('redirect', getNodeKind('redirect').defaultConfig(() => 0.5)));
    expect(ghost!.id).toBe(GHOST_NODE_ID);
    const text = nodeCardText(ghost!);
    expect(text.title).toBe('Redirect');
    expect(text.title).not.toContain('#');
    // Otherwise the card as it will look once placed: its summary and output labels.
    expect(text.summary).toBe(nodeCardText({ ...ghost!, id: 9 }).summary);
  });

  it('every card of a pasted group is titled with its kind, placed relative to the group, with its ports', () => {
    const view = getNodeKind('view').defaultConfig(() => 0.5);
    const nodes = ghostNodes({
      nodes: [
        { type: 'view', config: view, dx: 0, dy: 0 },
        { type: 'await', config: getNodeKind('await').defaultConfig(() => 0.5), dx: 320, dy: 40 },
      ],
      connections: [{ from: [0, 0], to: [1, 0] }],
    });
    expect(nodes.map((node) => nodeCardText(node).title)).toEqual(['View', 'Await']);
    expect(nodes[1]).toMatchObject({ x: 320, y: 40, inputs: 1, outputs: 1 });
    expect(nodeCardText(nodes[0]!).outputs.map((label) => label.text)).toEqual(['Continue']);
  });
});
