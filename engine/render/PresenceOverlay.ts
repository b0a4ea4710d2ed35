// Peers on the canvas: a plain 2D canvas laid over the flow's WebGL canvas (like the minimap, it costs the pixi
// scene nothing: a peer's pointer moving never turns a compositor-moved pan into a WebGL frame). It draws each
// peer's pointer with their name and an outline in their colour around the nodes they selected, positioned from
// world coordinates with the current viewport. Redrawn on one requestAnimationFrame after a change only: a
// presence message, a viewport move, or a patch touching a node some peer selected (dirty ids, never a walk of
// the flow). With nothing to show (no peer in view, the usual case) the canvas is hidden and left alone: a
// full-viewport transparent canvas cleared on every frame of a pan cost the display compositor a full-window fill
// and blend per frame (under software WebGL, most of a studio pan's GPU time: bench/README, "The studio's own
// pan and zoom"). `const overlay = createPresenceOverlay(element, editor, presence)`; `overlay.destroy()`.
import type { ViewportState } from './FlowRenderer';
import type { OverviewSink } from './MinimapView';
import type { FlowModel } from '../model/FlowModel';
import type { PeerPresence } from '../collab/PeerPresence';
import { labelTextColor, presenceMarks, type PresenceMarks } from './presenceMarks';

export interface PresenceOverlaySource {
  readonly model: FlowModel;
  viewport(): ViewportState;
  attachOverview(sink: OverviewSink): () => void;
}

export interface PresenceOverlayHandle {
  readonly canvas: HTMLCanvasElement;
  /** What the last frame drew (the debug handle and end-to-end tests read it). */
  lastMarks(): PresenceMarks;
  destroy(): void;
}

const LABEL_FONT = '600 12px system-ui, -apple-system, "Segoe UI", sans-serif';

export function createPresenceOverlay(host: HTMLElement, source: PresenceOverlaySource, presence: PeerPresence): PresenceOverlayHandle {
  const canvas = document.createElement('canvas');
  canvas.className = 'flow-presence';
  canvas.setAttribute('aria-hidden', 'true');
  canvas.dataset.testid = 'flow-presence';
  Object.assign(canvas.style, { position: 'absolute', inset: '0', width: '100%', height: '100%', pointerEvents: 'none' });
  host.appendChild(canvas);
  const context = canvas.getContext('2d')!;
  let marks: PresenceMarks = { outlines: [], pointers: [] };
  let frame = 0;

  canvas.hidden = true;
  const draw = () => {
    frame = 0;
    const view = source.viewport();
    marks = presenceMarks(presence.all(), source.model, view);
    canvas.hidden = marks.outlines.length === 0 && marks.pointers.length === 0;
    if (canvas.hidden) return;
    const ratio = Math.min(window.devicePixelRatio || 1, 2);
    const width = Math.max(1, Math.round(view.width * ratio));
    const height = Math.max(1, Math.round(view.height * ratio));
    if (canvas.width !== width || canvas.height !== height) {
      canvas.width = width;
      canvas.height = height;
    }
    context.setTransform(1, 0, 0, 1, 0, 0);
    context.clearRect(0, 0, canvas.width, canvas.height);
    context.scale(ratio, ratio);
    context.lineWidth = 2;
    for (const outline of marks.outlines) {
      context.strokeStyle = outline.color;
      context.beginPath();
      context.roundRect(outline.x, outline.y, outline.width, outline.height, 10);
      context.stroke();
    }
    context.font = LABEL_FONT;
    context.textBaseline = 'middle';
    for (const pointer of marks.pointers) drawPointer(context, pointer.x, pointer.y, pointer.name, pointer.color);
  };
  const schedule = () => {
    if (frame === 0) frame = requestAnimationFrame(draw);
  };
  const offPresence = presence.onChange(schedule);
  const offScene = source.attachOverview({
    nodesChanged: (ids) => {
      for (const id of ids) {
        if (!presence.selectedByPeer(id)) continue;
        schedule();
        return;
      }
    },
    // Alone on the flow, a move cannot make anything appear: no frame is asked for.
    viewportChanged: () => {
      if (presence.size > 0) schedule();
    },
  });
  schedule();

  return {
    canvas,
    lastMarks: () => marks,
    destroy() {
      offPresence();
      offScene();
      if (frame !== 0) cancelAnimationFrame(frame);
      canvas.remove();
    },
  };
}

/** An arrow pointer with its tip at (x, y) and a pill with the name below right of it. */
function drawPointer(context: CanvasRenderingContext2D, x: number, y: number, name: string, color: string): void {
  context.fillStyle = color;
  context.strokeStyle = '#ffffff';
  context.lineWidth = 1.5;
  context.beginPath();
  context.moveTo(x, y);
  context.lineTo(x, y + 17);
  context.lineTo(x + 4.5, y + 13);
  context.lineTo(x + 8, y + 20);
  context.lineTo(x + 11, y + 18.5);
  context.lineTo(x + 7.5, y + 12);
  context.lineTo(x + 13, y + 12);
  context.closePath();
  context.fill();
  context.stroke();
  const label = name.length > 32 ? `${name.slice(0, 31)}…` : name;
  const textWidth = context.measureText(label).width;
  const left = x + 12;
  const top = y + 20;
  context.beginPath();
  context.roundRect(left, top, textWidth + 12, 20, 10);
  context.fill();
  context.fillStyle = labelTextColor(color);
  context.fillText(label, left + 6, top + 10.5);
}
