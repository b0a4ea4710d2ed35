// Bench-only instrumentation of our renderer (issue 24): each frame it draws is marked in the page's user timing
// (`flow:<kind> …`), so a Chromium trace tells what a long presented frame drew. Wraps the renderer's private frame
// methods on the instance; the studio's code is not changed by it. Kinds: `live` (the scene drawn in WebGL: over the
// whole canvas — `overAll` — or the screen only; with the views built in that frame and those on stage), `move`
// (the canvas moved by the compositor, nothing drawn).
import type { PixiFlowRenderer } from '../../../engine/render/index';

type Frames = {
  drawLive(scene: unknown, viewport: { scale: number }): void;
  presentMove(): void;
};

export function markRendererFrames(renderer: PixiFlowRenderer): void {
  const frames = renderer as unknown as Frames;
  const stats = () => renderer.stats();
  const drawLive = frames.drawLive.bind(renderer);
  frames.drawLive = (scene, viewport) => {
    const before = stats();
    const start = performance.now();
    drawLive(scene, viewport);
    const after = stats();
    const overAll = (after.fullDraws ?? 0) > (before.fullDraws ?? 0);
    performance.measure(
      `flow:live overAll=${overAll} scale=${viewport.scale.toFixed(3)} lowDetail=${after.lowDetail} nodes=${after.visibleNodes} connections=${after.visibleConnections} pending=${after.pendingViews}`,
      { start, end: performance.now() },
    );
  };
  const presentMove = frames.presentMove.bind(renderer);
  frames.presentMove = () => {
    presentMove();
    performance.mark('flow:move');
  };
}
