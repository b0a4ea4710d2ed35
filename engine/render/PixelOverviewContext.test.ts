import { describe, expect, it } from 'vitest';
import { PixelOverviewContext } from './PixelOverviewContext';

const buffer = (width: number, height: number) => ({ width, height, data: new Uint8ClampedArray(width * height * 4) });
const pixel = (data: Uint8ClampedArray, width: number, x: number, y: number) => [...data.slice((y * width + x) * 4, (y * width + x) * 4 + 4)];

describe('PixelOverviewContext', () => {
  it('fills the device pixels a rectangle covers, in its colour, opaque', () => {
    const surface = buffer(10, 10);
    const context = new PixelOverviewContext(surface, 2);
    context.fillStyle = '#ff8000';
    context.fillRect(1, 1, 1.5, 1);
    expect(pixel(surface.data, 10, 2, 2)).toEqual([255, 128, 0, 255]);
    expect(pixel(surface.data, 10, 4, 3)).toEqual([255, 128, 0, 255]);
    expect(pixel(surface.data, 10, 5, 2)).toEqual([0, 0, 0, 0]);
    expect(pixel(surface.data, 10, 2, 4)).toEqual([0, 0, 0, 0]);
    expect(context.changed).toBe(true);
  });

  it('draws a rectangle thinner than a pixel as one pixel, and clips to the buffer', () => {
    const surface = buffer(4, 4);
    const context = new PixelOverviewContext(surface, 1);
    context.fillStyle = '#00ff00';
    context.fillRect(2.2, 2.2, 0.1, 0.1);
    expect(pixel(surface.data, 4, 2, 2)).toEqual([0, 255, 0, 255]);
    context.fillRect(3, -5, 100, 100);
    expect(pixel(surface.data, 4, 3, 0)).toEqual([0, 255, 0, 255]);
    expect(pixel(surface.data, 4, 3, 3)).toEqual([0, 255, 0, 255]);
  });

  it('clears back to transparent', () => {
    const surface = buffer(4, 4);
    const context = new PixelOverviewContext(surface, 1);
    context.fillStyle = '#123456';
    context.fillRect(0, 0, 4, 4);
    context.clearRect(1, 1, 2, 2);
    expect(pixel(surface.data, 4, 1, 1)).toEqual([0, 0, 0, 0]);
    expect(pixel(surface.data, 4, 0, 0)).toEqual([0x12, 0x34, 0x56, 255]);
  });
});
