import { describe, expect, it } from 'vitest';
import { RecordingRenderer } from '../../tests/harness/TestEditor';
import { FlowModel } from '../model/FlowModel';
import { createInteractionState, type SceneSource } from '../render/FlowRenderer';
import { SpatialIndex } from '../spatial/SpatialIndex';
import { SceneOutputs } from './SceneOutputs';

function scene(): SceneSource {
  const model = FlowModel.fromDocument({ nodes: [], connections: [] });
  return { model, index: SpatialIndex.build(model), interaction: createInteractionState(), viewport: () => ({ scale: 1, offsetX: 0, offsetY: 0, width: 1, height: 1 }) };
}

describe('SceneOutputs', () => {
  it('passes node and viewport changes to the renderer and every overview; warnings to the renderer only', () => {
    const outputs = new SceneOutputs(scene());
    const renderer = new RecordingRenderer();
    const overview: string[] = [];
    outputs.attachRenderer(renderer);
    expect(renderer.calls).toEqual(['setScene']);
    // Attached again (a page adopting an editor that already draws on its canvas): the scene stays as drawn.
    outputs.attachRenderer(renderer);
    expect(renderer.calls).toEqual(['setScene']);
    const detach = outputs.attachOverview({ nodesChanged: (ids) => overview.push(`nodes ${[...ids]}`), viewportChanged: () => overview.push('viewport') });
    outputs.nodesChanged(new Set([4]));
    outputs.viewportChanged();
    outputs.nodeDecorationsChanged(new Set([5]));
    outputs.connectionsChanged(new Set([9]));
    expect([...renderer.nodes]).toEqual([4, 5]);
    expect([...renderer.connections]).toEqual([9]);
    expect(overview).toEqual(['nodes 4', 'viewport']);
    detach();
    outputs.viewportChanged();
    expect(overview).toHaveLength(2);
  });

  it('after detaching or clearing, nothing is drawn', () => {
    const outputs = new SceneOutputs(scene());
    const renderer = new RecordingRenderer();
    outputs.attachRenderer(renderer);
    outputs.detachRenderer();
    outputs.statesChanged();
    outputs.overlaysChanged();
    outputs.resize(10, 10);
    expect(renderer.calls).toEqual(['setScene']);
  });
});
