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

  it('grows the canvas by the margin, placed so the picture does not move, and moves it while the picture covers the screen', () => {
    const renderer = fakeRenderer();
    const motion = new MotionCanvas(renderer as unknown as Renderer);
    expect(renderer.canvas.style).toMatchObject({ position: 'absolute', transformOrigin: '0 0' });
    const grown = motion.grow(at);
    expect(grown).toEqual({ scale: 1, offsetX: 300, offsetY: 200, width: 1200, height: 900 });
    expect(renderer.resizes).toEqual(['1200x900']);
    expect(renderer.canvas.style.transform).toBe('translate(-200px, -150px)');
    expect(motion.place(at)).toBe(false); // nothing drawn yet
    motion.drawn(true);
    expect(motion.place({ ...at, offsetX: 130, offsetY: 40 })).toBe(true);
    expect(renderer.canvas.style.transform).toBe('translate(-170px, -160px)');
    expect(motion.exact).toBe(true);
    // Beyond the margin the picture no longer covers the screen.
    expect(motion.place({ ...at, offsetX: 400 })).toBe(false);
    // Zooming in around the centre scales it.
    expect(motion.place({ ...at, scale: 1.1, offsetX: 100 - 40 - 10, offsetY: 50 - 30 - 5 })).toBe(true);
    expect(motion.exact).toBe(false);
    expect(renderer.canvas.style.transform).toContain('scale(1.1');
  });

  it('an incomplete draw is not moved; growing again at the same size does not resize; shrinking restores the screen size', () => {
    const renderer = fakeRenderer();
    const motion = new MotionCanvas(renderer as unknown as Renderer);
    motion.grow(at);
    motion.drawn(false);
    expect(motion.valid).toBe(false);
    motion.grow({ ...at, offsetX: 0 });
    motion.drawn(true);
    expect(renderer.resizes).toEqual(['1200x900']);
    expect(motion.grown).toBe(true);
    motion.shrink(at);
    expect(renderer.resizes).toEqual(['1200x900', '800x600']);
    expect(renderer.canvas.style.transform).toBe('');
    expect(motion.valid).toBe(false);
    expect(motion.grown).toBe(false);
  });
});
