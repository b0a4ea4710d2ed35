// What the presence overlay draws, as plain data (pixi- and DOM-free, tested in Node): each peer's pointer with
// their name, and an outline in their colour around each node they selected, in screen pixels for the current
// viewport. Costs O(peers + their selected ids): the model is asked only for those nodes, nothing walks the flow.
import type { ViewportTransform } from '../machines/viewportMath';
import type { FlowModel } from '../model/FlowModel';
import { nodeBounds } from '../spatial/nodeGeometry';
import type { Presence } from '../collab/presenceTypes';

export interface PointerMark {
  clientId: string;
  /** Screen pixels of the pointer's tip. */
  x: number;
  y: number;
  name: string;
  color: string;
}

export interface OutlineMark {
  clientId: string;
  nodeId: number;
  x: number;
  y: number;
  width: number;
  height: number;
  color: string;
}

export interface PresenceMarks {
  outlines: OutlineMark[];
  pointers: PointerMark[];
}

/** Space kept around a selected card by the peer's outline (screen pixels). */
export const OUTLINE_GAP = 4;
/** A pointer this far outside the screen is not drawn (its label could still show). */
const POINTER_SLACK = 160;

export function presenceMarks(peers: Iterable<Presence>, model: FlowModel, view: ViewportTransform & { width: number; height: number }): PresenceMarks {
  const outlines: OutlineMark[] = [];
  const pointers: PointerMark[] = [];
  for (const peer of peers) {
    for (const nodeId of peer.selection) {
      const node = model.getNode(nodeId);
      if (!node) continue;
      const box = nodeBounds(node);
      const x = box.minX * view.scale + view.offsetX - OUTLINE_GAP;
      const y = box.minY * view.scale + view.offsetY - OUTLINE_GAP;
      const width = (box.maxX - box.minX) * view.scale + 2 * OUTLINE_GAP;
      const height = (box.maxY - box.minY) * view.scale + 2 * OUTLINE_GAP;
      if (x > view.width || y > view.height || x + width < 0 || y + height < 0) continue;
      outlines.push({ clientId: peer.clientId, nodeId, x, y, width, height, color: peer.color });
    }
    if (peer.pointer) {
      const x = peer.pointer[0] * view.scale + view.offsetX;
      const y = peer.pointer[1] * view.scale + view.offsetY;
      if (x < -POINTER_SLACK || y < -POINTER_SLACK || x > view.width + POINTER_SLACK || y > view.height + POINTER_SLACK) continue;
      pointers.push({ clientId: peer.clientId, x, y, name: peer.name, color: peer.color });
    }
  }
  return { outlines, pointers };
}

/** Black or white, whichever reads better on the colour (a `#rrggbb` or `#rgb`; anything else gets white). */
export function labelTextColor(color: string): string {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim())?.[1];
  if (!hex) return '#ffffff';
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  const channel = (at: number) => {
    const value = parseInt(full.slice(at, at + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
  // White text needs contrast (1.05) / (L + 0.05) ≥ 4.5; otherwise black reads better.
  return 1.05 / (luminance + 0.05) >= 4.5 ? '#ffffff' : '#111111';
}
