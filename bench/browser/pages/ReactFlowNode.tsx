// The React Flow counterpart of one of our nodes: a titled box with its ports centred 40 px apart per side.
import { Handle, Position, type NodeProps, type Node } from '@xyflow/react';
import { memo } from 'react';
import type { FlowNodeData } from './flowToReactFlow';

const PORT_SPACING = 40;

function portTops(count: number, height: number): number[] {
  const first = height / 2 - ((count - 1) * PORT_SPACING) / 2;
  return Array.from({ length: count }, (_, index) => first + index * PORT_SPACING);
}

export const ReactFlowNode = memo(function ReactFlowNode({ data, width, height }: NodeProps<Node<FlowNodeData>>) {
  const h = height ?? 80;
  return (
    <div style={{ width: width ?? 240, height: h, background: '#fff', border: '1px solid #94a3b8', borderRadius: 8, font: '12px sans-serif', padding: 8, boxSizing: 'border-box' }}>
      {data.label}
      {portTops(data.inputs, h).map((top, index) => (
        <Handle key={`i${index}`} id={`i${index}`} type="target" position={Position.Left} style={{ top }} />
      ))}
      {portTops(data.outputs, h).map((top, index) => (
        <Handle key={`o${index}`} id={`o${index}`} type="source" position={Position.Right} style={{ top }} />
      ))}
    </div>
  );
});
