import { describe, expect, it } from 'vitest';
import { FlowModel } from '../model/FlowModel';
import { createInteractionState } from '../render/FlowRenderer';
import { testNode } from '../testing/testNode';
import { applyHover, hoverIsGone } from './hoverState';

describe('hover state', () => {
  it('records node, port and connection hovers and says when anything changed', () => {
    const interaction = createInteractionState();
    expect(applyHover(interaction, { kind: 'node', nodeId: 2 })).toBe(true);
    expect(applyHover(interaction, { kind: 'node', nodeId: 2 })).toBe(false);
    expect(applyHover(interaction, { kind: 'port', nodeId: 2, side: 'output', port: 1 })).toBe(true);
    expect(interaction).toMatchObject({ hoveredNode: 2, hoveredPort: { nodeId: 2, side: 'output', port: 1 } });
    expect(applyHover(interaction, { kind: 'port', nodeId: 2, side: 'output', port: 1 })).toBe(false);
    expect(applyHover(interaction, { kind: 'connection', key: 7 })).toBe(true);
    expect(interaction).toMatchObject({ hoveredNode: null, hoveredPort: null, hoveredConnection: 7 });
    expect(applyHover(interaction, { kind: 'background' })).toBe(true);
    expect(interaction.hoveredConnection).toBeNull();
  });

  it('knows when the hovered node or connection was removed', () => {
    const model = FlowModel.fromDocument({ nodes: [testNode(1, 'entrypoint')], connections: [] });
    const interaction = createInteractionState();
    applyHover(interaction, { kind: 'node', nodeId: 1 });
    expect(hoverIsGone(interaction, model)).toBe(false);
    applyHover(interaction, { kind: 'node', nodeId: 9 });
    expect(hoverIsGone(interaction, model)).toBe(true);
    applyHover(interaction, { kind: 'connection', key: 12 });
    expect(hoverIsGone(interaction, model)).toBe(true);
  });
});
