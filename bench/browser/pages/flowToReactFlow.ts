// The same flow as React Flow nodes and edges: one custom node type sized like ours (nodeGeometry), with a
// handle per port, and a default (bezier) edge per connection.
import type { Edge, Node } from '@xyflow/react';
import type { FlowDocument } from '../../../engine/model/flowTypes';
import { nodeHeight, nodeWidth } from '../../../engine/spatial/nodeGeometry';

export interface FlowNodeData extends Record<string, unknown> {
  label: string;
  inputs: number;
  outputs: number;
}

export function flowToReactFlow(document: FlowDocument): { nodes: Node<FlowNodeData>[]; edges: Edge[] } {
  const nodes = document.nodes.map(
    (node): Node<FlowNodeData> => ({
      id: String(node.id),
      type: 'flow',
      position: { x: node.x, y: node.y },
      width: nodeWidth(node),
      height: nodeHeight(node),
      data: { label: `${node.type} ${node.id}`, inputs: node.inputs, outputs: node.outputs },
    }),
  );
  const edges = document.connections.map(
    (connection): Edge => ({
      id: `${connection.from[0]}:${connection.from[1]}`,
      source: String(connection.from[0]),
      sourceHandle: `o${connection.from[1]}`,
      target: String(connection.to[0]),
      targetHandle: `i${connection.to[1]}`,
    }),
  );
  return { nodes, edges };
}
