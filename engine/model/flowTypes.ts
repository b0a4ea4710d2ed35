// The flow document (editor.md §3): nodes joined by connections.

export const NODE_TYPES = [
  'entrypoint',
  'redirect',
  'view',
  'await',
  'storage',
  'condition',
  'ab_testing',
  'ai_prompt',
  'function',
  'code',
  'define',
  'collect',
  'http_request',
  'email',
  'note',
] as const;
export type NodeType = (typeof NODE_TYPES)[number];

export interface FlowNode {
  /** Unique within the flow; a new id is the highest existing plus one. */
  id: number;
  type: NodeType;
  /** World coordinates, rounded to 2 decimals. */
  x: number;
  y: number;
  /** Number of input ports. */
  inputs: number;
  /** Number of output ports. */
  outputs: number;
  config: Record<string, unknown>;
}

/** [node id, port index] */
export type PortRef = readonly [nodeId: number, port: number];

export interface FlowConnection {
  /** Always the output side. */
  from: PortRef;
  /** Always the input side. */
  to: PortRef;
}

export interface FlowDocument {
  nodes: FlowNode[];
  connections: FlowConnection[];
}
