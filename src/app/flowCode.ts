// The flow page's code and the flow canvas — pixi, its WebGL context and the renderer's shader warm-up
// (engine/render/flowCanvas.ts) — started ahead of the page: at once on a flow URL (earlyStart.ts), in idle time
// after sign-in elsewhere (earlyRequests.ts). The page's chunks are fetched in one batch (routeCode.ts).
import { expectedCanvasSize } from '../pages/flow/firstViewPrefetch';
import { markFlowOpen } from '../pages/flow/flowOpenMarks';
import { preloadRouteCode } from './routeCode';

function currentTheme(): 'light' | 'dark' {
  return document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
}

let flowCode: Promise<void> | null = null;
let canvasReady = false;

/** The flow canvas (its WebGL context, pixi's renderer, the shader warm-up started) is ready to draw. */
export function isFlowCanvasReady(): boolean {
  return canvasReady;
}

/** Started once; resolves when the canvas is being made (its own promise is startFlowCanvas's). */
export function startFlowCode(): Promise<void> {
  flowCode ??= (() => {
    preloadRouteCode('widgetFlow');
    return import('../../engine/index').then(
      ({ startFlowCanvas }) => {
        markFlowOpen('engine');
        // Called after main.tsx applied the theme (this resolves once pixi has loaded); the page sets it again.
        void startFlowCanvas(currentTheme(), expectedCanvasSize()).then(
          () => {
            canvasReady = true;
            markFlowOpen('canvas');
          },
          () => undefined,
        );
      },
      () => undefined,
    );
  })();
  return flowCode;
}
