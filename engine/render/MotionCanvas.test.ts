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
});
