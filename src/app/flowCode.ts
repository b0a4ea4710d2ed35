// The flow page's code and the flow canvas — pixi, its WebGL context and the renderer's shader warm-up
// (engine/render/flowCanvas.ts) — started ahead of the page: at once on a flow URL (earlyStart.ts), in idle time
// after sign-in elsewhere (earlyRequests.ts). The page's chunks are fetched in one batch (routeCode.ts).
import type { FlowCanvas } from '../../engine/index';
import { expectedCanvasSize } from '../pages/flow/firstViewPrefetch';
import { markFlowOpen } from '../pages/flow/flowOpenMarks';
import { preloadRouteCode } from './routeCode';
import { pageTheme } from '../theme/themeChoice';

let flowCanvas: Promise<FlowCanvas> | null = null;
let canvasReady = false;

/** The flow canvas (its WebGL context, pixi's renderer, the shader warm-up started) is ready to draw. */
export function isFlowCanvasReady(): boolean {
  return canvasReady;
}

/**
 * Started once: the page's chunks, the engine's code and the canvas. Answers the canvas (the first script draws the
 * first view on it when the page is not there yet: earlyPreview.ts); a failure is the page's to report (EditorCanvas
 * starts the canvas again).
 */
export function startFlowCode(): Promise<FlowCanvas> {
  flowCanvas ??= (() => {
    preloadRouteCode('widgetFlow');
    const started = import('../../engine/index').then(({ startFlowCanvas }) => {
      markFlowOpen('engine');
      // The theme main.tsx applies (it may not have run yet: the first view can be drawn before); the page sets it again.
      return startFlowCanvas(pageTheme(), expectedCanvasSize());
    });
    started.then(
      () => {
        canvasReady = true;
        markFlowOpen('canvas');
      },
      () => undefined,
    );
    return started;
  })();
  return flowCanvas;
}
