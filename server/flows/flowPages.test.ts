import { describe, expect, it } from 'vitest';
import { connectCommand } from '../../engine/model/commands/connectCommand';
import { moveNodesCommand } from '../../engine/model/commands/moveNodesCommand';
import { FlowModel } from '../../engine/model/FlowModel';
import { applyPatch } from '../../engine/model/patch/applyPatch';
import { generateFlow } from '../../engine/testing/generateFlow';
import { canonicalDocument, documentOfPages, FLOW_PAGE_NODES, pageOf, pageOfModel, pagesOfDocument, touchedPages, type FlowPage } from './flowPages';

describe('flow pages', () => {
  const flow = generateFlow({ nodeCount: 2_500, seed: 11 });

  it('cuts a document into pages of node ids, each with the connections into its nodes, and puts it back in canonical order', () => {
    const shuffled = { nodes: [...flow.nodes].reverse(), connections: [...flow.connections].reverse() };
    const pages = pagesOfDocument(shuffled);
    expect(pages.map((page) => page.page)).toEqual(Array.from({ length: Math.ceil((flow.nodes.length + 1) / FLOW_PAGE_NODES) }, (_, page) => page));
    for (const page of pages) {
      expect(page.nodes.every((node) => pageOf(node.id) === page.page)).toBe(true);
      expect(page.connections.every((connection) => pageOf(connection.to[0]) === page.page)).toBe(true);
    }
    expect(documentOfPages([...pages].reverse())).toEqual(canonicalDocument(flow));
    expect(canonicalDocument(shuffled)).toEqual(canonicalDocument(flow));
  });

  it('names the pages a patch touches (for a connection, the page of its input side)', () => {
    const model = FlowModel.fromDocument(flow);
    const ids = [5, 2 * FLOW_PAGE_NODES - 1, 2 * FLOW_PAGE_NODES + 1];
    const move = moveNodesCommand(model, ids, 10, 10);
    expect([...touchedPages([move])].sort((a, b) => a - b)).toEqual([0, 1, 2]);
    const first = flow.nodes.find((node) => node.id === 1)!;
    const removed = { ops: [{ op: 'removeNode' as const, node: { ...first, id: 24 * FLOW_PAGE_NODES } }] };
    expect([...touchedPages([removed])]).toEqual([24]);
    const connection = flow.connections.find((candidate) => pageOf(candidate.from[0]) !== pageOf(candidate.to[0]));
    if (connection) expect([...touchedPages([{ ops: [{ op: 'disconnect', connection }] }])]).toEqual([pageOf(connection.to[0])]);
  });

  it('rewriting the touched pages from the model gives the same document as re-cutting the whole model', () => {
    const model = FlowModel.fromDocument(flow);
    const stored = new Map<number, FlowPage>(pagesOfDocument(flow).map((page) => [page.page, page]));
    const free = [...model.nodes()].find((node) => node.outputs > 0 && !model.connectionAtOutput(node.id, 0) && node.id < FLOW_PAGE_NODES);
    const target = [...model.nodes()].find((node) => node.inputs > 0 && !model.connectionAtInput(node.id, 0) && node.id > 2 * FLOW_PAGE_NODES && node.id !== free?.id);
    const patches = [moveNodesCommand(model, [3, 1_500], 40, -20)];
    if (free && target) patches.push(connectCommand(model, [free.id, 0], [target.id, 0]));
    for (const patch of patches) applyPatch(model, patch);
    for (const page of touchedPages(patches)) stored.set(page, pageOfModel(model, page));
    expect(documentOfPages([...stored.values()])).toEqual(canonicalDocument(model.toDocument()));
  });
});
