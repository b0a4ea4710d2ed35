// The minimap's overview picture: every node as a small rectangle in its kind's colour, drawn ONCE into an
// offscreen 2D canvas (the "texture") and then updated from dirty sets: a changed node's old rectangle is
// cleared, the few nodes under it (a spatial-index query) are redrawn, and the node is drawn where it is now.
// Only when the flow grows out of the mapped area (bounds + margin) is the whole picture redrawn. Nothing here
// runs per frame: the view composites this picture and the viewport rectangle when something changed.
import type { BBox } from 'rbush';
import type { FlowModel } from '../model/FlowModel';
import type { FlowNode } from '../model/flowTypes';
import type { SpatialIndex } from '../spatial/SpatialIndex';
import { runAtOnce, type SlicedWork } from '../model/slicedWork';
import { nodeHeight, nodeWidth } from '../spatial/nodeGeometry';
import { cssColor, NODE_KIND_COLORS } from './nodeKindStyle';
import { contains, mapToWorld, mapTransform, mapWorld, type MapTransform } from './minimapMath';

/** The part of CanvasRenderingContext2D the overview uses (a fake in Node tests). */
export interface OverviewContext {
  fillStyle: string | CanvasGradient | CanvasPattern;
  fillRect(x: number, y: number, width: number, height: number): void;
  clearRect(x: number, y: number, width: number, height: number): void;
}

/** [x, y, width, height] on the map, as last drawn. */
type MapRect = [number, number, number, number];

/** Nodes drawn between two yields of a sliced rebuild (about a millisecond). */
const REBUILD_SLICE_NODES = 2_000;

const COLORS = Object.fromEntries(Object.entries(NODE_KIND_COLORS).map(([type, color]) => [type, cssColor(color)])) as Record<FlowNode['type'], string>;

export class MinimapOverview {
  map: MapTransform = { scale: 1, offsetX: 0, offsetY: 0 };
  private world: BBox | null = null;
  private readonly drawn = new Map<number, MapRect>();
  /** Full redraws since creation (tests and the debug handle read it). */
  rebuilds = 0;

  constructor(
    private readonly context: OverviewContext,
    readonly width: number,
    readonly height: number,
  ) {}

  /** Draws the whole flow: O(flow), only at start and when the flow outgrows the mapped area. */
  rebuild(model: FlowModel, index: SpatialIndex): void {
    runAtOnce(this.rebuildSliced(model, index));
  }

  /** rebuild as sliced work (the minimap's first picture of a 100k-node flow is drawn over a few frames). */
  *rebuildSliced(model: FlowModel, index: SpatialIndex): SlicedWork<void> {
    this.rebuilds += 1;
    const bounds = index.nodesBounds();
    this.world = bounds ? mapWorld(bounds) : null;
    this.map = this.world ? mapTransform(this.world, this.width, this.height) : { scale: 1, offsetX: this.width / 2, offsetY: this.height / 2 };
    this.context.clearRect(0, 0, this.width, this.height);
    this.drawn.clear();
    let count = 0;
    for (const node of model.nodes()) {
      this.draw(node);
      if (++count % REBUILD_SLICE_NODES === 0) yield;
    }
  }

  /** Nodes a patch touched (added, removed, moved, reshaped): O(touched + nodes under their old rectangles). */
  update(model: FlowModel, index: SpatialIndex, ids: Iterable<number>): void {
    const bounds = index.nodesBounds();
    if (!this.world || (bounds && !contains(this.world, bounds))) {
      this.rebuild(model, index);
      return;
    }
    const redraw = new Set<number>();
    for (const id of ids) {
      const old = this.drawn.get(id);
      if (old) {
        this.drawn.delete(id);
        // Whole pixels: rectangles are drawn at fractional positions and antialiased into their neighbours.
        const x = Math.floor(old[0]) - 1;
        const y = Math.floor(old[1]) - 1;
        const w = Math.ceil(old[2]) + 3;
        const h = Math.ceil(old[3]) + 3;
        this.context.clearRect(x, y, w, h);
        const a = mapToWorld(this.map, x, y);
        const b = mapToWorld(this.map, x + w, y + h);
        for (const under of index.nodeIdsIn({ minX: a.x, minY: a.y, maxX: b.x, maxY: b.y })) redraw.add(under);
      }
      if (model.hasNode(id)) redraw.add(id);
    }
    for (const id of redraw) {
      const node = model.getNode(id);
      if (node) this.draw(node);
    }
  }

  private draw(node: FlowNode): void {
    const map = this.map;
    const rect: MapRect = [node.x * map.scale + map.offsetX, node.y * map.scale + map.offsetY, Math.max(nodeWidth(node) * map.scale, 1), Math.max(nodeHeight(node) * map.scale, 1)];
    this.context.fillStyle = COLORS[node.type];
    this.context.fillRect(rect[0], rect[1], rect[2], rect[3]);
    this.drawn.set(node.id, rect);
  }
}
