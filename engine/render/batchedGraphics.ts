// Every Graphics the engine draws joins pixi's shared batch, whatever its size. pixi draws a Graphics of 400
// coordinates (200 points) or more — a long curve, the low-detail boxes and lines, a results band — unbatched by default, with a
// program of its own: one more shader program to compile and link before the first frame that needs it — under
// software WebGL a 5–350 ms task (bench/README.md, "Shader programs under SwiftShader"). Batched, every frame
// draws with two programs only: the batch program and the grid's point program.
import { Container, Graphics } from 'pixi.js';

export function batchedGraphics(): Graphics {
  const graphics = new Graphics();
  graphics.context.batchMode = 'batch';
  return graphics;
}

/**
 * A large batched Graphics (the low-detail boxes or lines: thousands of vertices) in a render group of its own.
 * pixi re-batches a render group whenever something batched in it changes, copying every vertex of the group: in the
 * world's group an overlay following the pointer (a selection box, a connection being drawn) would copy the boxes
 * and lines again on every move. In their own group only their own change re-batches them.
 */
export function inOwnRenderGroup(graphics: Graphics): Container {
  const group = new Container({ isRenderGroup: true });
  group.addChild(graphics);
  return group;
}
