import { describe, expect, it } from 'vitest';
import type { Renderer } from 'pixi.js';
import { canvasTransform, MotionCanvas } from './MotionCanvas';
import type { ViewportState } from './FlowRenderer';

function fakeRenderer() {
  const fake = {
    canvas: { style: {} as Record<string, string> },
    width: 1,
    height: 1,
    resizes: [] as string[],
    resize(width: number, height: number) {
      fake.width = width;
      fake.height = height;
      fake.resizes.push(`${width}x${height}`);
    },
  };
  return fake;
}

const at: ViewportState = { scale: 1, offsetX: 100, offsetY: 50, width: 800, height: 600 };

describe('MotionCanvas', () => {
  it('writes whole-pixel translations when unscaled and exact values when scaled', () => {
    expect(canvasTransform(-200.4, -150.6, 1)).toBe('translate(-200px, -151px)');
    expect(canvasTransform(-10.5, 4.25, 1.05)).toBe('translate(-10.5px, 4.25px) scale(1.05)');
  });

  it('keeps the canvas the screen plus the margin, shifted by it, and resizes it only when the screen changes', () => {
    const renderer = fakeRenderer();
    const motion = new MotionCanvas(renderer as unknown as Renderer);
    expect(renderer.canvas.style).toMatchObject({ position: 'absolute', transformOrigin: '0 0' });
    expect(motion.resize(800, 600)).toBe(true);
    // The same size again: nothing to do, and the caller (the renderer) is told so (it then does not draw again).
    expect(motion.resize(800, 600)).toBe(false);
    expect(renderer.resizes).toEqual(['1200x900']);
    expect(renderer.canvas.style.transform).toBe('translate(-200px, -150px)');
    expect(motion.drawViewport(at)).toEqual({ scale: 1, offsetX: 300, offsetY: 200, width: 1200, height: 900 });
  });

  it('moves the picture only when it was drawn over the whole canvas and still covers the screen', () => {
    const renderer = fakeRenderer();
    const motion = new MotionCanvas(renderer as unknown as Renderer);
    motion.resize(800, 600);
    motion.drawn(at, false);
    expect(motion.place({ ...at, offsetX: 130 })).toBe(false);
    motion.drawn(at, true);
    expect(motion.place({ ...at, offsetX: 130, offsetY: 40 })).toBe(true);
    expect(renderer.canvas.style.transform).toBe('translate(-170px, -160px)');
    expect(motion).toMatchObject({ exact: true, moved: true });
    // Beyond the margin the picture no longer covers the screen.
    expect(motion.place({ ...at, offsetX: 400 })).toBe(false);
    // Zooming in around the centre scales it.
    expect(motion.place({ ...at, scale: 1.1, offsetX: 100 - 40 - 10, offsetY: 50 - 30 - 5 })).toBe(true);
    expect(motion.exact).toBe(false);
    expect(renderer.canvas.style.transform).toContain('scale(1.1');
    expect(renderer.canvas.style.imageRendering).toBe('pixelated');
    // A new draw puts the canvas back where it rests.
    motion.drawn({ ...at, scale: 1.1 }, true);
    expect(renderer.canvas.style.transform).toBe('translate(-200px, -150px)');
    expect(renderer.canvas.style.imageRendering).toBe('');
    expect(motion).toMatchObject({ exact: true, moved: false });
    motion.invalidate();
    expect(motion.valid).toBe(false);
  });

  it('draws a pan screen first: moves within the drawn part are shown, the margin is completed piece by piece', () => {
    const renderer = fakeRenderer();
    const motion = new MotionCanvas(renderer as unknown as Renderer);
    motion.resize(800, 600);
    // Canvas 1200 × 900, margins 200 / 150; the screen and the left margin drawn (a pan heading left).
    motion.drawnPart(at, { left: 0, top: 150, right: 1000, bottom: 750 });
    expect(motion).toMatchObject({ valid: true, partial: true });
    // Heading on left within the drawn margin: shown; a step up (the top margin is not drawn yet): not.
    expect(motion.place({ ...at, offsetX: at.offsetX + 150 })).toBe(true);
    expect(motion.place({ ...at, offsetY: at.offsetY + 1 })).toBe(false);
    const pieces = [];
    for (let part = motion.nextPart(); part; part = motion.nextPart()) {
      pieces.push(part);
      motion.extend(part);
    }
    expect(pieces).toEqual([
      { left: 1000, top: 150, right: 1200, bottom: 750 },
      { left: 0, top: 0, right: 1200, bottom: 150 },
      { left: 0, top: 750, right: 1200, bottom: 900 },
    ]);
    expect(motion.partial).toBe(false);
    expect(motion.place({ ...at, offsetY: at.offsetY + 150, offsetX: at.offsetX - 200 })).toBe(true);
    expect(motion.drawnAt).toEqual(at);
    // A whole draw leaves nothing to complete.
    motion.drawnPart(at, { left: 200, top: 150, right: 1000, bottom: 750 });
    motion.drawn(at, true);
    expect(motion.partial).toBe(false);
  });
});
