// The minimap on the page: a small canvas showing the overview picture (MinimapOverview) with the viewport's
// rectangle over it (MinimapViewportMarker: layers the compositor moves); a press or drag on it centres the canvas
// there. Updates on demand (one requestAnimationFrame after a change), never on a ticker. Created by the host for an
// element: `const minimap = createMinimap(element, editor)`; `minimap.setTheme('dark')` with the studio's theme;
// `minimap.destroy()` when it goes. The viewport's rectangle never shrinks below a visible marker
// (minimapMath.visibleViewportRect) and is drawn in the theme's colours with a halo (minimapViewportStyle.ts).
import type { ViewportTransform } from '../machines/viewportMath';
import type { FlowModel } from '../model/FlowModel';
import type { SpatialIndex } from '../spatial/SpatialIndex';
import type { ViewportState } from './FlowRenderer';
import { centreViewportAt, viewportOnMap, visibleViewportRect } from './minimapMath';
import { minimapViewportStyle } from './minimapViewportStyle';
import { createMinimapViewportMarker } from './MinimapViewportMarker';
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
  /** The studio's theme: the rectangle takes its colours. */
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
  // The canvas holds the overview picture only; the viewport's rectangle lies over it as layers the compositor moves
  // (MinimapViewportMarker), so a pan or zoom redraws nothing here.
  const map = document.createElement('div');
  map.className = 'flow-minimap__map';
  Object.assign(map.style, { position: 'relative', width: `${width}px`, height: `${height}px` });
  const marker = createMinimapViewportMarker(document, width, height);
  map.append(canvas, marker.element);
  host.appendChild(map);
  // The overview is drawn into plain pixels (PixelOverviewContext), then put on the canvas in one call when it
  // changed. The canvas is CPU-backed (willReadFrequently): a GPU-backed 2D canvas sent each change to the GPU
  // process (a flush and a new texture, drawn by SwiftShader without a GPU; bench/README, "The studio's own pan and
  // zoom").
  const context = canvas.getContext('2d', { willReadFrequently: true })!;
  const image = context.createImageData(canvas.width, canvas.height);
  const pixels = new PixelOverviewContext(image, ratio);
  const overview = new MinimapOverview(pixels, width, height);

  const dirty = new Set<number>();
  let frame = 0;
  let built = false;
  let building: SlicedWork<void> | null = null;
  let theme: 'light' | 'dark' = 'light';
  marker.setStyle(minimapViewportStyle(renderTheme(theme)));
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
      context.putImageData(image, 0, 0);
      pixels.changed = false;
    }
    marker.place(visibleViewportRect(viewportOnMap(overview.map, source.viewport())));
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
      marker.setStyle(minimapViewportStyle(renderTheme(theme)));
    },
    destroy() {
      detach();
      if (frame !== 0) cancelAnimationFrame(frame);
      canvas.removeEventListener('pointerdown', onDown);
      canvas.removeEventListener('pointermove', onMove);
      canvas.removeEventListener('pointerup', onUp);
      canvas.removeEventListener('pointercancel', onUp);
      map.remove();
    },
  };
}
