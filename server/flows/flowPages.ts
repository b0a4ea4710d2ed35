// How a flow document is cut into stored pages and put back together. A page holds the nodes whose ids
// fall in one range of FLOW_PAGE_NODES ids, and the connections into those nodes (each input port holds at
// most one). Reading concatenates the pages in order, so a stored flow always reads back in canonical
// order: nodes by id, connections by input node and port.
import type { FlowModel } from '../../engine/model/FlowModel';
import type { FlowConnection, FlowDocument, FlowNode } from '../../engine/model/flowTypes';
import type { FlowPatch } from '../../engine/model/patch/flowPatch';

export const FLOW_PAGE_NODES = 100;

export interface FlowPage {
  page: number;
  nodes: FlowNode[];
  connections: FlowConnection[];
}

export function pageOf(nodeId: number): number {
  return Math.floor(nodeId / FLOW_PAGE_NODES);
}

const byId = (a: FlowNode, b: FlowNode) => a.id - b.id;
const byInput = (a: FlowConnection, b: FlowConnection) => a.to[0] - b.to[0] || a.to[1] - b.to[1];

/** The document in canonical order: nodes by id, connections by input node and port. */
export function canonicalDocument(document: FlowDocument): FlowDocument {
  return { nodes: [...document.nodes].sort(byId), connections: [...document.connections].sort(byInput) };
}

/** Every page of a whole document (a replacement or a new flow), in page order. */
export function pagesOfDocument(document: FlowDocument): FlowPage[] {
  const pages = new Map<number, FlowPage>();
  const pageFor = (page: number) => {
    let found = pages.get(page);
    if (!found) pages.set(page, (found = { page, nodes: [], connections: [] }));
    return found;
  };
  for (const node of document.nodes) pageFor(pageOf(node.id)).nodes.push(node);
  for (const connection of document.connections) pageFor(pageOf(connection.to[0])).connections.push(connection);
  return [...pages.values()]
    .sort((a, b) => a.page - b.page)
    .map((page) => ({ page: page.page, nodes: page.nodes.sort(byId), connections: page.connections.sort(byInput) }));
}

/** The document the pages (in any order) make up. */
export function documentOfPages(pages: readonly FlowPage[]): FlowDocument {
  const ordered = [...pages].sort((a, b) => a.page - b.page);
  return { nodes: ordered.flatMap((page) => page.nodes), connections: ordered.flatMap((page) => page.connections) };
}

/** The pages whose content the patches may have changed. */
export function touchedPages(patches: readonly FlowPatch[]): Set<number> {
  const pages = new Set<number>();
  for (const patch of patches) {
    for (const op of patch.ops) {
      switch (op.op) {
        case 'addNode':
        case 'removeNode':
          pages.add(pageOf(op.node.id));
          break;
        case 'moveNode':
        case 'updateNode':
          pages.add(pageOf(op.id));
          break;
        case 'connect':
        case 'disconnect':
          pages.add(pageOf(op.connection.to[0]));
          break;
      }
    }
  }
  return pages;
}

/** One page as the model has it now: O(FLOW_PAGE_NODES + the page's connections), never O(flow). */
export function pageOfModel(model: FlowModel, page: number): FlowPage {
  const nodes: FlowNode[] = [];
  const connections: FlowConnection[] = [];
  const first = page * FLOW_PAGE_NODES;
  for (let id = first; id < first + FLOW_PAGE_NODES; id += 1) {
    const node = model.getNode(id);
    if (!node) continue;
    nodes.push(node);
    for (let port = 0; port < node.inputs; port += 1) {
      const connection = model.connectionAtInput(id, port);
      if (connection) connections.push(connection);
    }
  }
  return { page, nodes, connections };
}
