import { describe, expect, it } from 'vitest';
import { flowDocumentSchema } from '../../../engine/model/flowSchema';
import { generateFlow } from '../../../engine/testing/generateFlow';
import { treeLayout } from './treeLayout';
import { validate } from 'superstruct';

describe('treeLayout', () => {
  it('re-lays a generated flow as a tidy tree that stays valid, entrypoint at the origin, children right of parents', () => {
    const document = treeLayout(generateFlow({ nodeCount: 2000, seed: 7 }));
    expect(validate(document, flowDocumentSchema)[0]).toBeUndefined();
    const byId = new Map(document.nodes.map((node) => [node.id, node]));
    const entry = document.nodes.find((node) => node.type === 'entrypoint')!;
    expect(entry).toMatchObject({ x: 0, y: 0 });
    for (const { from, to } of document.connections) expect(byId.get(to[0])!.x).toBe(byId.get(from[0])!.x + 320);
    const places = new Set(document.nodes.map((node) => `${node.x},${node.y}`));
    expect(places.size).toBe(document.nodes.length);
  });
});
