// Bench-only instrumentation of our renderer (issue 24): each frame it draws is marked in the page's user timing
// (`flow:<kind> …`), so a Chromium trace tells what a long presented frame drew. Wraps the renderer's private frame
// methods on the instance; the studio's code is not changed by it. Kinds: `live` (the scene drawn in WebGL: over the
// whole canvas — `overAll` — or the screen only; with the views built in that frame and those on stage), `move`
// (the canvas moved by the compositor, nothing drawn), and the next
// picture prepared while the view moves (software WebGL): `ahead-build` (views built, nothing drawn), `ahead-tile`
// (one tile rendered offscreen), `ahead-present` (the tiles copied to the canvas).
import type { PixiFlowRenderer } from '../../../engine/render/index';

type Frames = {
  drawLive(scene: unknown, viewport: { scale: number }): void;
  presentMove(): void;
  aheadBuild(scene: unknown): void;
  aheadTile(ahead: unknown, index: number): void;
  aheadPresent(ahead: unknown, viewport: unknown): void;
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
  const aheadBuild = frames.aheadBuild.bind(renderer);
  frames.aheadBuild = (scene) => {
    const start = performance.now();
    aheadBuild(scene);
    performance.measure(`flow:ahead-build pending=${stats().pendingViews}`, { start, end: performance.now() });
  };
  const aheadTile = frames.aheadTile.bind(renderer);
  frames.aheadTile = (ahead, index) => {
    const start = performance.now();
    aheadTile(ahead, index);
    performance.measure(`flow:ahead-tile ${index} nodes=${stats().visibleNodes}`, { start, end: performance.now() });
  };
  const aheadPresent = frames.aheadPresent.bind(renderer);
  frames.aheadPresent = (ahead, viewport) => {
    const start = performance.now();
    aheadPresent(ahead, viewport);
    performance.measure('flow:ahead-present', { start, end: performance.now() });
  };
}
