// The minimap on the page: a small canvas showing the overview picture (MinimapOverview, kept in an offscreen
// canvas) with the viewport's rectangle over it; a press or drag on it centres the canvas there. Redraws on
// demand (one requestAnimationFrame after a change), never on a ticker. Created by the host for an element:
// `const minimap = createMinimap(element, editor)`; `minimap.setTheme('dark')` with the studio's theme;
// `minimap.destroy()` when it goes. The viewport's rectangle never shrinks below a visible marker
// (minimapMath.visibleViewportRect) and is drawn in the theme's colours with a halo (minimapViewportStyle.ts).
import type { ViewportTransform } from '../machines/viewportMath';
import type { FlowModel } from '../model/FlowModel';
import type { SpatialIndex } from '../spatial/SpatialIndex';
import type { ViewportState } from './FlowRenderer';
import { centreViewportAt, viewportOnMap, visibleViewportRect } from './minimapMath';
import { minimapViewportStyle } from './minimapViewportStyle';
import { renderTheme } from './renderTheme';
import { MinimapOverview } from './MinimapOverview';
import { PixelOverviewContext } from './PixelOverviewContext';
import { stepUntil, type SlicedWork } from '../model/slicedWork';

/** Time per frame the minimap's first picture may take (a 100k-node flow takes a few frames). */
const FIRST_PICTURE_SLICE_MS = 6;

/** What the minimap needs from the editor (FlowEditor implements it). */
export interface MinimapSource {
  readonly model: FlowModel;
  readonly index: SpatialIndex;
  viewport(): ViewportState;
  jumpTo(transform: ViewportTransform): void;
  /** Subscribes to node changes (patch effects) and viewport moves; returns the unsubscribe. */
  attachOverview(sink: OverviewSink): () => void;
}

export interface OverviewSink {
  nodesChanged(ids: Iterable<number>): void;
  viewportChanged(): void;
}

export interface MinimapHandle {
  readonly canvas: HTMLCanvasElement;
  readonly overview: MinimapOverview;
  /** The studio's theme (the rectangle's colours); redraws when it changes. */
  setTheme(name: 'light' | 'dark'): void;
  destroy(): void;
}

export function createMinimap(host: HTMLElement, source: MinimapSource, width = 200, height = 140): MinimapHandle {
  const ratio = Math.min(window.devicePixelRatio || 1, 2);
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(width * ratio);
  canvas.height = Math.round(height * ratio);
  canvas.style.width = `${width}px`;
  canvas.style.height = `${height}px`;
  canvas.className = 'flow-minimap__canvas';
  canvas.setAttribute('aria-label', 'Minimap: click or drag to move the view');
  canvas.setAttribute('role', 'img');
  host.appendChild(canvas);
  // The overview is drawn into plain pixels (PixelOverviewContext), then put on an offscreen canvas in one call.
  const picture = document.createElement('canvas');
  picture.width = canvas.width;
  picture.height = canvas.height;
  // Both canvases are CPU-backed (willReadFrequently): the viewport's rectangle is redrawn on every frame of a pan,
  // and a GPU-backed 2D canvas sent each redraw to the GPU process (a flush and a new texture per frame, drawn by
  // SwiftShader without a GPU); 200 × 140 pixels drawn on the page's thread instead (bench/README, "The studio's own
  // pan and zoom").
  const pictureContext = picture.getContext('2d', { willReadFrequently: true })!;
  const image = pictureContext.createImageData(picture.width, picture.height);
  const pixels = new PixelOverviewContext(image, ratio);
  const overview = new MinimapOverview(pixels, width, height);
  const context = canvas.getContext('2d', { willReadFrequently: true })!;

  const dirty = new Set<number>();
  let frame = 0;
  let built = false;
  let building: SlicedWork<void> | null = null;
  let theme: 'light' | 'dark' = 'light';
  const draw = () => {
    frame = 0;
    if (!built) {
      // The first picture in slices, one per frame (shown as it fills in); edits meanwhile wait in `dirty`.
      building ??= overview.rebuildSliced(source.model, source.index);
      if (stepUntil(building, performance.now() + FIRST_PICTURE_SLICE_MS)) {
        building = null;
        built = true;
      } else schedule();
    }
    if (built && dirty.size > 0) {
      overview.update(source.model, source.index, dirty);
      dirty.clear();
    }
    if (pixels.changed) {
      pictureContext.putImageData(image, 0, 0);
      pixels.changed = false;
    }
    context.setTransform(1, 0, 0, 1, 0, 0);
    context.clearRect(0, 0, canvas.width, canvas.height);
    context.drawImage(picture, 0, 0);
    context.scale(ratio, ratio);
    const rect = visibleViewportRect(viewportOnMap(overview.map, source.viewport()));
    const style = minimapViewportStyle(renderTheme(theme));
    context.fillStyle = style.fill;
    context.fillRect(rect.x, rect.y, rect.width, rect.height);
    context.strokeStyle = style.halo;
    context.lineWidth = style.haloWidth;
    context.strokeRect(rect.x, rect.y, rect.width, rect.height);
    context.strokeStyle = style.line;
    context.lineWidth = style.lineWidth;
    context.strokeRect(rect.x, rect.y, rect.width, rect.height);
  };
  const schedule = () => {
    if (frame === 0) frame = requestAnimationFrame(draw);
  };
  const detach = source.attachOverview({
    nodesChanged: (ids) => {
      for (const id of ids) dirty.add(id);
      schedule();
    },
    viewportChanged: schedule,
  });

  let dragging = false;
  const moveTo = (event: PointerEvent) => {
    const box = canvas.getBoundingClientRect();
    source.jumpTo(centreViewportAt(overview.map, source.viewport(), event.clientX - box.left, event.clientY - box.top));
  };
  const onDown = (event: PointerEvent) => {
    if (event.button !== 0) return;
    dragging = true;
    canvas.setPointerCapture?.(event.pointerId);
    moveTo(event);
    event.preventDefault();
  };
  const onMove = (event: PointerEvent) => {
    if (dragging) moveTo(event);
  };
  const onUp = () => {
    dragging = false;
  };
  canvas.addEventListener('pointerdown', onDown);
  canvas.addEventListener('pointermove', onMove);
  canvas.addEventListener('pointerup', onUp);
  canvas.addEventListener('pointercancel', onUp);
  schedule();

  return {
    canvas,
    overview,
    setTheme(name) {
      if (name === theme) return;
      theme = name;
      schedule();
    },
    destroy() {
      detach();
      if (frame !== 0) cancelAnimationFrame(frame);
      canvas.removeEventListener('pointerdown', onDown);
      canvas.removeEventListener('pointermove', onMove);
      canvas.removeEventListener('pointerup', onUp);
      canvas.removeEventListener('pointercancel', onUp);
      canvas.remove();
    },
  };
}
