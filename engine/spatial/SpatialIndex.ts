// Two r-trees (nodes, connection curve bounds), bulk-loaded on open and updated only where a patch touched.
import RBush, { type BBox } from 'rbush';
import type { FlowModel } from '../model/FlowModel';
import type { PatchEffects } from '../model/patch/applyPatch';
import { connectionKey } from '../model/portKey';
import { connectionCurve, curveBounds } from './connectionCurve';
import { nodeBounds } from './nodeGeometry';

export interface IndexedBox extends BBox {
  /** Node id or connection key. */
  id: number;
}

export class SpatialIndex {
  private readonly nodeTree = new RBush<IndexedBox>();
  private readonly connectionTree = new RBush<IndexedBox>();
  private readonly nodeBoxes = new Map<number, IndexedBox>();
  private readonly connectionBoxes = new Map<number, IndexedBox>();

  /** Bulk-loads every node and connection of the model (O(n log n) once, on open). */
  static build(model: FlowModel): SpatialIndex {
    const index = new SpatialIndex();
    const nodes: IndexedBox[] = [];
    for (const node of model.nodes()) {
      const box = { ...nodeBounds(node), id: node.id };
      index.nodeBoxes.set(node.id, box);
      nodes.push(box);
    }
    const connections: IndexedBox[] = [];
    for (const connection of model.connections()) {
      const key = connectionKey(connection);
      const box = { ...curveBounds(connectionCurve(model, connection)), id: key };
      index.connectionBoxes.set(key, box);
      connections.push(box);
    }
    index.nodeTree.load(nodes);
    index.connectionTree.load(connections);
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
      if (node) this.insert(this.nodeTree, this.nodeBoxes, { ...nodeBounds(node), id });
    }
    for (const key of effects.connections) {
      this.remove(this.connectionTree, this.connectionBoxes, key);
      const connection = model.getConnection(key);
      if (connection) this.insert(this.connectionTree, this.connectionBoxes, { ...curveBounds(connectionCurve(model, connection)), id: key });
    }
  }

  nodeIdsIn(box: BBox): number[] {
    return this.nodeTree.search(box).map((item) => item.id);
  }

  connectionKeysIn(box: BBox): number[] {
    return this.connectionTree.search(box).map((item) => item.id);
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
