// The editor's first view of a loaded flow (machines/firstView.ts: the spec's animated fit, or a large flow's
// entrypoint at once): the entrypoint is found once, at open (the first node in document order in practice; at
// worst one pass over the nodes, never per frame).
import { firstView, type FirstView } from '../machines/firstView';
import type { FlowModel } from '../model/FlowModel';
import type { SpatialIndex } from '../spatial/SpatialIndex';
import { nodeBounds } from '../spatial/nodeGeometry';

/** Null for an empty flow (nothing to show; the viewport stays where it is). */
export function openingView(model: FlowModel, index: SpatialIndex, width: number, height: number): FirstView | null {
  const bounds = index.nodesBounds();
  if (!bounds) return null;
  let entry = null;
  for (const node of model.nodes()) {
    if (node.type === 'entrypoint') {
      entry = nodeBounds(node);
      break;
    }
  }
  return firstView(bounds, entry, width, height);
}
