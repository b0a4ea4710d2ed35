// The offscreen tiles of the next picture (aheadPicture.ts): one RenderTexture per tile of the grown canvas, each
// rendered in its own frame, and a stage of sprites that copies them all to the canvas in one cheap frame (a
// textured quad per tile instead of the whole scene). Made once per canvas size, kept between preparations.
// On WebGL 2 the copy is a framebuffer blit per tile (a plain copy of pixels, no shader: under SwiftShader much
// cheaper than sampling a textured quad over the whole canvas); on WebGL 1 the sprites.
import { Container, Matrix, RenderTexture, Sprite, type Bounds, type Renderer, type WebGLRenderer } from 'pixi.js';
import type { GlRenderTarget } from 'pixi.js';
import type { TileRect } from './aheadPicture';

export class AheadTiles {
  private readonly stage = new Container();
  private textures: RenderTexture[] = [];
  private layout = '';
  private readonly shift = new Matrix();
  private readonly empty = new Container();
  private sync: WebGLSync | null = null;
  /** The view groups' bounds on the grown canvas, measured at a picture's first tile. */
  private readonly bounds = new Map<Container, Bounds>();
  private tiles: readonly TileRect[] = [];
  private resolution = 1;

  /** Textures for `tiles` (made again only when the tiles' sizes changed). */
  ensure(tiles: readonly TileRect[], resolution: number): void {
    const layout = `${resolution}:${tiles.map((tile) => `${tile.x},${tile.y},${tile.width},${tile.height}`).join(';')}`;
    if (layout === this.layout) return;
    this.release();
    this.layout = layout;
    this.tiles = tiles;
    this.resolution = resolution;
    for (const tile of tiles) {
      const texture = RenderTexture.create({ width: tile.width, height: tile.height, resolution });
      this.textures.push(texture);
      const sprite = new Sprite(texture);
      sprite.position.set(tile.x, tile.y);
      this.stage.addChild(sprite);
    }
  }

  /**
   * Renders `content` (laid out for the whole grown canvas) into tile `index`. `groups`: the view groups
   * (RenderChunks) the tile may skip when they lie wholly outside it — each view is then drawn about once over all
   * the tiles, not once per tile. Their bounds are measured at the first tile of a picture (`measure`).
   */
  render(renderer: Renderer, content: Container, tiles: readonly TileRect[], index: number, groups: readonly Container[], measure: boolean): void {
    const tile = tiles[index]!;
    if (measure) {
      this.bounds.clear();
      for (const group of groups) this.bounds.set(group, group.getBounds().clone());
    }
    const culled: Container[] = [];
    for (const [group, box] of this.bounds) {
      if (group.destroyed || group.culled) continue;
      if (box.maxX >= tile.x && box.minX <= tile.x + tile.width && box.maxY >= tile.y && box.minY <= tile.y + tile.height) continue;
      group.culled = true;
      culled.push(group);
    }
    this.shift.set(1, 0, 0, 1, -tile.x, -tile.y);
    // Cleared with the canvas's own background (the theme's), as a live frame is.
    renderer.render({ container: content, target: this.textures[index]!, transform: this.shift, clear: true, clearColor: renderer.background.colorRgba });
    // Live frames draw every group.
    for (const group of culled) group.culled = false;
  }

  /** Copies every tile to the canvas (one frame: a blit or a textured quad per tile). */
  present(renderer: Renderer): void {
    const gl = webGl2(renderer);
    if (!gl) {
      renderer.render({ container: this.stage });
      return;
    }
    // An empty render binds the canvas in pixi's own state and clears it (the canvas takes this frame); the blits
    // then copy each tile into it. pixi's textures hold a picture's top row first, the canvas's framebuffer its
    // bottom row: each blit flips.
    renderer.render({ container: this.empty });
    const targets = renderer.renderTarget;
    const canvasHeight = renderer.canvas.height;
    // A blit is clipped by the scissor test: off for the copy, as pixi left it after.
    const scissor = gl.isEnabled(gl.SCISSOR_TEST);
    if (scissor) gl.disable(gl.SCISSOR_TEST);
    gl.bindFramebuffer(gl.DRAW_FRAMEBUFFER, null);
    for (let index = 0; index < this.textures.length; index += 1) {
      const tile = scaled(this.tiles[index]!, this.resolution);
      const target = targets.getGpuRenderTarget(targets.getRenderTarget(this.textures[index]!)) as GlRenderTarget;
      gl.bindFramebuffer(gl.READ_FRAMEBUFFER, target.resolveTargetFramebuffer ?? target.framebuffer);
      gl.blitFramebuffer(0, 0, tile.width, tile.height, tile.x, canvasHeight - tile.y, tile.x + tile.width, canvasHeight - tile.y - tile.height, gl.COLOR_BUFFER_BIT, gl.NEAREST);
    }
    // Back to what pixi believes is bound after rendering to the canvas.
    gl.bindFramebuffer(gl.FRAMEBUFFER, null);
    if (scissor) gl.enable(gl.SCISSOR_TEST);
  }

  /** Marks the GPU work submitted so far (WebGL 2: a fence; gpuBusy asks whether it has been executed). */
  fence(renderer: Renderer): void {
    const gl = webGl2(renderer);
    if (!gl) return;
    if (this.sync) gl.deleteSync(this.sync);
    this.sync = gl.fenceSync(gl.SYNC_GPU_COMMANDS_COMPLETE, 0);
    gl.flush();
  }

  /** The GPU process has not yet executed the work before the last fence (never on WebGL 1). */
  gpuBusy(renderer: Renderer): boolean {
    const gl = webGl2(renderer);
    if (!gl || !this.sync) return false;
    if (gl.getSyncParameter(this.sync, gl.SYNC_STATUS) !== gl.SIGNALED) return true;
    gl.deleteSync(this.sync);
    this.sync = null;
    return false;
  }

  destroy(): void {
    this.bounds.clear();
    this.release();
    this.stage.destroy();
    this.empty.destroy();
  }

  private release(): void {
    for (const sprite of [...this.stage.children]) {
      this.stage.removeChild(sprite);
      sprite.destroy();
    }
    for (const texture of this.textures) texture.destroy(true);
    this.textures = [];
    this.layout = '';
  }
}

/** A tile in the canvas's pixels. */
function scaled(tile: TileRect, resolution: number): TileRect {
  const x = Math.round(tile.x * resolution);
  const y = Math.round(tile.y * resolution);
  return { x, y, width: Math.round((tile.x + tile.width) * resolution) - x, height: Math.round((tile.y + tile.height) * resolution) - y };
}

/** The renderer's WebGL 2 context, or null (WebGL 1, WebGPU). */
function webGl2(renderer: Renderer): WebGL2RenderingContext | null {
  const gl = (renderer as WebGLRenderer).gl as unknown;
  return typeof WebGL2RenderingContext !== 'undefined' && gl instanceof WebGL2RenderingContext ? gl : null;
}
