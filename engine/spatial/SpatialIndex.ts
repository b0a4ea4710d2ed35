// Two r-trees (nodes, connection curve bounds), bulk-loaded on open and updated only where a patch touched.
// Boxes are plain literals of one shape (a spread copy per item made the rbush comparators and GC several times slower).
import RBush, { type BBox } from 'rbush';
import type { FlowModel } from '../model/FlowModel';
import type { PatchEffects } from '../model/patch/applyPatch';
import type { FlowConnection, FlowNode } from '../model/flowTypes';
import { connectionKey } from '../model/portKey';
import { connectionBounds } from './connectionCurve';
import { nodeHeight, nodeWidth } from './nodeGeometry';
import { PACK_MAX_ITEMS, packRTree, type RTreeNode } from './packRTree';
import { runAtOnce, SLICE_ITEMS, type SlicedWork } from '../model/slicedWork';

/** rbush's default node size; the packed tree uses the same so later inserts split nodes as usual. */
const MAX_ENTRIES = 9;

export interface IndexedBox extends BBox {
  /** Node id or connection key. */
  id: number;
}

export class SpatialIndex {
  private readonly nodeTree = new RBush<IndexedBox>(MAX_ENTRIES);
  private readonly connectionTree = new RBush<IndexedBox>(MAX_ENTRIES);
  private readonly nodeBoxes = new Map<number, IndexedBox>();
  private readonly connectionBoxes = new Map<number, IndexedBox>();

  /** Bulk-loads every node and connection of the model (once, on open; see packRTree). */
  static build(model: FlowModel): SpatialIndex {
    return runAtOnce(SpatialIndex.buildSliced(model));
  }

  /** build as sliced work (slicedWork.ts): the boxes in slices of SLICE_ITEMS, then one bulk load per tree. */
  static *buildSliced(model: FlowModel): SlicedWork<SpatialIndex> {
    const index = new SpatialIndex();
    const nodes: IndexedBox[] = [];
    for (const node of model.nodes()) {
      const box = nodeBox(node);
      index.nodeBoxes.set(node.id, box);
      if (nodes.push(box) % SLICE_ITEMS === 0) yield;
    }
    const connections: IndexedBox[] = [];
    for (const connection of model.connections()) {
      const box = connectionBox(model, connection);
      index.connectionBoxes.set(box.id, box);
      if (connections.push(box) % SLICE_ITEMS === 0) yield;
    }
    bulkLoad(index.nodeTree, nodes);
    yield;
    bulkLoad(index.connectionTree, connections);
    return index;
  }

  get nodeCount(): number {
    return this.nodeBoxes.size;
  }

  get connectionCount(): number {
    return this.connectionBoxes.size;
  }

  /** Re-indexes what a patch touched: removed items leave, added and changed ones get their new boxes. */
  update(model: FlowModel, effects: PatchEffects): void {
    for (const id of effects.nodes) {
      this.remove(this.nodeTree, this.nodeBoxes, id);
      const node = model.getNode(id);
      if (node) this.insert(this.nodeTree, this.nodeBoxes, nodeBox(node));
    }
    for (const key of effects.connections) {
      this.remove(this.connectionTree, this.connectionBoxes, key);
      const connection = model.getConnection(key);
      if (connection) this.insert(this.connectionTree, this.connectionBoxes, connectionBox(model, connection));
    }
  }

  nodeIdsIn(box: BBox): number[] {
    return idsIn(this.nodeTree, box);
  }

  connectionKeysIn(box: BBox): number[] {
    return idsIn(this.connectionTree, box);
  }

  nodeBox(id: number): BBox | undefined {
    return this.nodeBoxes.get(id);
  }

  /** Bounds of all nodes (the fit-to-view target), or null for an empty flow. The root box, O(1). */
  nodesBounds(): BBox | null {
    if (this.nodeBoxes.size === 0) return null;
    const { minX, minY, maxX, maxY } = this.nodeTree.toJSON() as BBox;
    return { minX, minY, maxX, maxY };
  }

  private insert(tree: RBush<IndexedBox>, boxes: Map<number, IndexedBox>, box: IndexedBox): void {
    boxes.set(box.id, box);
    tree.insert(box);
  }

  private remove(tree: RBush<IndexedBox>, boxes: Map<number, IndexedBox>, id: number): void {
    const box = boxes.get(id);
    if (!box) return;
    tree.remove(box);
    boxes.delete(id);
  }
}

/** rbush's search, collecting ids straight away (no intermediate array of boxes, one reused stack). */
const searchStack: RTreeNode[] = [];
function idsIn(tree: RBush<IndexedBox>, box: BBox): number[] {
  const ids: number[] = [];
  const { minX, minY, maxX, maxY } = box;
  const stack = searchStack;
  stack.length = 0;
  let node: RTreeNode | undefined = tree.toJSON() as RTreeNode;
  if (!(node.minX <= maxX && node.minY <= maxY && node.maxX >= minX && node.maxY >= minY)) return ids;
  while (node) {
    const children = node.children;
    const leaf = node.leaf;
    for (let i = 0; i < children.length; i += 1) {
      const child = children[i]!;
      if (child.minX <= maxX && child.minY <= maxY && child.maxX >= minX && child.maxY >= minY) {
        if (leaf) ids.push((child as IndexedBox).id);
        else stack.push(child as RTreeNode);
      }
    }
    node = stack.pop();
  }
  return ids;
}

function bulkLoad(tree: RBush<IndexedBox>, boxes: IndexedBox[]): void {
  if (boxes.length === 0) return;
  if (boxes.length > PACK_MAX_ITEMS) tree.load(boxes);
  else tree.fromJSON(packRTree(boxes, MAX_ENTRIES));
}

function nodeBox(node: FlowNode): IndexedBox {
  const { x, y } = node;
  return { minX: x, minY: y, maxX: x + nodeWidth(node), maxY: y + nodeHeight(node), id: node.id };
}

function connectionBox(model: FlowModel, connection: FlowConnection): IndexedBox {
  const { minX, minY, maxX, maxY } = connectionBounds(model, connection);
  return { minX, minY, maxX, maxY, id: connectionKey(connection) };
}
