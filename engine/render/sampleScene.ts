// A tiny scene (an entrypoint wired to a redirect, a note) for rendering once before a flow has arrived, so
// pixi compiles its shaders and uploads the font while the flow still downloads: compiling them is a
// synchronous trip to the GPU process (~0.5 s cold under software WebGL), which otherwise lands on the first
// frame of the real flow.
import { FlowModel } from '../model/FlowModel';
import { createInitialFlow } from '../model/initialFlow';
import { getNodeKind } from '../model/kinds/nodeKindRegistry';
import type { FlowNode, NodeType } from '../model/flowTypes';
import { SpatialIndex } from '../spatial/SpatialIndex';
import { createInteractionState, type SceneSource } from './FlowRenderer';

function sampleNode(id: number, type: NodeType, x: number): FlowNode {
  const kind = getNodeKind(type);
  const config = kind.defaultConfig(() => 0.5);
  return { id, type, x, y: 0, ...kind.ports(config), config };
}

export function sampleScene(): SceneSource {
  const entry = createInitialFlow().nodes[0]!;
  const model = FlowModel.fromDocument({
    nodes: [entry, sampleNode(entry.id + 1, 'redirect', 400), sampleNode(entry.id + 2, 'note', 800)],
    connections: [{ from: [entry.id, 0], to: [entry.id + 1, 0] }],
  });
  const index = SpatialIndex.build(model);
  return { model, index, interaction: createInteractionState(), viewport: () => ({ scale: 1, offsetX: 0, offsetY: 0, width: 1200, height: 300 }) };
}
