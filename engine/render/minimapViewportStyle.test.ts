import { describe, expect, it } from 'vitest';
import { minimapViewportStyle } from './minimapViewportStyle';
import { cssColor } from './nodeKindStyle';
import { DARK_THEME, LIGHT_THEME } from './renderTheme';

/** WCAG 2.2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high! + 0.05) / (low! + 0.05);
}

describe('the minimap viewport rectangle’s colours', () => {
  it.each([
    ['light', LIGHT_THEME],
    ['dark', DARK_THEME],
  ])('%s: the line stands out against its halo (≥ 4.5:1), the halo is the minimap background, wider than the line', (_name, theme) => {
    const style = minimapViewportStyle(theme);
    expect(style.halo).toBe(cssColor(theme.cardFill));
    expect(style.line).toBe(cssColor(theme.accent));
    expect(contrast(style.line, style.halo)).toBeGreaterThanOrEqual(4.5);
    expect(style.haloWidth).toBeGreaterThanOrEqual(style.lineWidth + 2);
  });
});
