// A second flow shape for the real-input bench, one the engine was never tuned on: the generated flow's nodes
// re-laid as a left-to-right tidy tree (column = depth from a root × 320, row = order of the leaves × 120;
// a parent sits on its first child's row; each root, the entrypoint first, starts a band below the previous).
// Connections and configs are untouched, so the document stays valid. Iterative: trees can be deep.
import type { FlowDocument } from '../../../engine/model/flowTypes';

const COLUMN = 320;
const ROW = 120;

export function treeLayout(document: FlowDocument): FlowDocument {
  const children = new Map<number, number[]>();
  const hasParent = new Set<number>();
  for (const { from, to } of document.connections) {
    const list = children.get(from[0]) ?? [];
    list.push(to[0]);
    children.set(from[0], list);
    hasParent.add(to[0]);
  }
  const place = new Map<number, { x: number; y: number }>();
  let row = 0;
  const roots = document.nodes.filter((node) => !hasParent.has(node.id)).sort((a, b) => (a.type === 'entrypoint' ? -1 : b.type === 'entrypoint' ? 1 : 0));
  for (const root of roots) {
    // Depth-first, children in port order; a node's row is where its first leaf landed.
    const stack: { id: number; depth: number; next: number; row: number | null }[] = [{ id: root.id, depth: 0, next: 0, row: null }];
    while (stack.length > 0) {
      const top = stack[stack.length - 1]!;
      const kids = children.get(top.id) ?? [];
      if (top.next < kids.length) {
        const child = kids[top.next]!;
        top.next += 1;
        if (!place.has(child)) stack.push({ id: child, depth: top.depth + 1, next: 0, row: null });
        continue;
      }
      stack.pop();
      let at = top.row;
      if (at === null) {
        const first = kids.find((kid) => place.has(kid));
        at = first !== undefined ? place.get(first)!.y / ROW : row++;
      }
      place.set(top.id, { x: top.depth * COLUMN, y: at * ROW });
      const parent = stack[stack.length - 1];
      if (parent && parent.row === null) parent.row = at;
    }
  }
  return { ...document, nodes: document.nodes.map((node) => ({ ...node, ...(place.get(node.id) ?? { x: 0, y: (row++) * ROW }) })) };
}
