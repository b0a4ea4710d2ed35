// Copy, cut and paste of a node (editor.md §2): the clipboard holds a template; pasting starts a ghost placement.
import type { FlowModel } from './FlowModel';
import type { NodeType } from './flowTypes';
import { getNodeKind } from './kinds/nodeKindRegistry';

export interface NodeTemplate {
  type: NodeType;
  config: Record<string, unknown>;
}

/** The template of a node to copy, or null for the entrypoint (it cannot be copied) and unknown ids. */
export function copyNodeTemplate(model: FlowModel, id: number): NodeTemplate | null {
  const node = model.getNode(id);
  if (!node || !getNodeKind(node.type).userManaged) return null;
  return { type: node.type, config: structuredClone(node.config) };
}
