// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { createMinimapViewportMarker, strokeEdges } from './MinimapViewportMarker';
import { minimapViewportStyle } from './minimapViewportStyle';
import { DARK_THEME, LIGHT_THEME } from './renderTheme';

/** Each piece's box on the map, from its transform (translate then scale of a one-pixel block). */
function boxes(element: HTMLElement, piece: string): { x: number; y: number; width: number; height: number }[] {
  return [...element.querySelectorAll<HTMLElement>(`[data-piece="${piece}"]`)].map((block) => {
    const match = /translate\((-?[\d.]+)px, (-?[\d.]+)px\) scale\(([\d.]+), ([\d.]+)\)/.exec(block.style.transform);
    if (!match) throw new Error(`no transform on a ${piece} piece: "${block.style.transform}"`);
    const [x, y, width, height] = match.slice(1).map(Number) as [number, number, number, number];
    return { x, y, width, height };
  });
}

describe('strokeEdges', () => {
  it("lays a stroke's four edges where a canvas's strokeRect paints them, centred on the outline", () => {
    expect(strokeEdges({ x: 10, y: 20, width: 30, height: 40 }, 4)).toEqual([
      { x: 8, y: 18, width: 34, height: 4 },
      { x: 8, y: 58, width: 34, height: 4 },
      { x: 8, y: 18, width: 4, height: 44 },
      { x: 38, y: 18, width: 4, height: 44 },
    ]);
  });
});

describe('createMinimapViewportMarker', () => {
  it('is a clipped, hidden, input-free layer the size of the map', () => {
    const marker = createMinimapViewportMarker(document, 200, 140);
    expect(marker.element.getAttribute('aria-hidden')).toBe('true');
    expect(marker.element.style.overflow).toBe('hidden');
    expect(marker.element.style.pointerEvents).toBe('none');
    expect([marker.element.style.width, marker.element.style.height]).toEqual(['200px', '140px']);
    expect(marker.element.children).toHaveLength(9);
  });

  it('places the fill on the rectangle and the halo and line centred on its outline, in the theme\'s colours', () => {
    const marker = createMinimapViewportMarker(document, 200, 140);
    const style = minimapViewportStyle(LIGHT_THEME);
    marker.setStyle(style);
    const rect = { x: 50.5, y: 30, width: 40, height: 25.25 };
    marker.place(rect);
    expect(boxes(marker.element, 'fill')).toEqual([rect]);
    expect(boxes(marker.element, 'halo')).toEqual(strokeEdges(rect, style.haloWidth));
    expect(boxes(marker.element, 'line')).toEqual(strokeEdges(rect, style.lineWidth));
    const colours = (piece: string) => [...new Set([...marker.element.querySelectorAll<HTMLElement>(`[data-piece="${piece}"]`)].map((block) => block.style.background))];
    for (const piece of ['fill', 'halo', 'line']) expect(colours(piece), piece).toHaveLength(1);
    expect(new Set([colours('fill')[0], colours('halo')[0], colours('line')[0]]).size).toBe(3);
    expect(colours('fill')[0]).toMatch(/^rgba\(.*0\.2\)$/);
    // Drawn back to front as the canvas drew them: fill, halo, line.
    expect([...marker.element.children].map((child) => (child as HTMLElement).dataset.piece)).toEqual(['fill', 'halo', 'halo', 'halo', 'halo', 'line', 'line', 'line', 'line']);
  });

  it('moves by transforms alone and keeps its place when the theme changes', () => {
    const marker = createMinimapViewportMarker(document, 200, 140);
    marker.setStyle(minimapViewportStyle(LIGHT_THEME));
    marker.place({ x: 10, y: 10, width: 20, height: 20 });
    const sizes = [...marker.element.querySelectorAll<HTMLElement>('[data-piece]')].map((block) => [block.style.width, block.style.height, block.style.left, block.style.top]);
    marker.place({ x: 120, y: 90, width: 60, height: 30 });
    expect([...marker.element.querySelectorAll<HTMLElement>('[data-piece]')].map((block) => [block.style.width, block.style.height, block.style.left, block.style.top])).toEqual(sizes);
    expect(boxes(marker.element, 'fill')).toEqual([{ x: 120, y: 90, width: 60, height: 30 }]);
    const lightLine = marker.element.querySelector<HTMLElement>('[data-piece="line"]')!.style.background;
    marker.setStyle(minimapViewportStyle(DARK_THEME));
    expect(marker.element.querySelector<HTMLElement>('[data-piece="line"]')!.style.background).not.toBe(lightLine);
    expect(boxes(marker.element, 'fill')).toEqual([{ x: 120, y: 90, width: 60, height: 30 }]);
  });
});
