// A point over empty canvas near the centre (client px), where a press pans and a wheel zooms: candidates
// spiralling out from the centre; empty = no node or connection within 24 screen px. Null when none is found.
import type { FlowEditor } from '../../../engine/editor/index';

export function emptyCanvasPoint(editor: FlowEditor): { x: number; y: number } | null {
  const view = editor.viewport();
  for (let ring = 0; ring < 12; ring += 1) {
    for (let step = 0; step < Math.max(1, ring * 8); step += 1) {
      const angle = (step / Math.max(1, ring * 8)) * Math.PI * 2;
      const x = view.width / 2 + Math.cos(angle) * ring * 30;
      const y = view.height / 2 + Math.sin(angle) * ring * 30;
      const pad = 24 / view.scale;
      const wx = (x - view.offsetX) / view.scale;
      const wy = (y - view.offsetY) / view.scale;
      const box = { minX: wx - pad, minY: wy - pad, maxX: wx + pad, maxY: wy + pad };
      if (editor.index.nodeIdsIn(box).length === 0 && editor.index.connectionKeysIn(box).length === 0) return { x, y };
    }
  }
  return null;
}
