import type { FlowDocument } from '../model/flowTypes';
import { connectionKey } from '../model/portKey';

/** The document with nodes sorted by id and connections by output port: order carries no meaning in a flow. */
export function canonicalDocument(flow: FlowDocument): FlowDocument {
  return {
    nodes: [...flow.nodes].sort((a, b) => a.id - b.id),
    connections: [...flow.connections].sort((a, b) => connectionKey(a) - connectionKey(b)),
  };
}
