// How the minimap draws the viewport's rectangle, per theme (pixi- and DOM-free): a line in the accent colour with
// a halo in the minimap's own background colour on both sides, so it stands out on any node colour under it (the
// halo separates it from the nodes; the line keeps ≥ 4.5:1 against the halo in both themes, WCAG 1.4.11 asks 3:1),
// and a light accent fill.
import { cssColor } from './nodeKindStyle';
import type { RenderTheme } from './renderTheme';

export interface MinimapViewportStyle {
  /** Under the line, wider: the minimap's background colour (--bg-elevated = the card fill). */
  halo: string;
  haloWidth: number;
  line: string;
  lineWidth: number;
  fill: string;
}

export function minimapViewportStyle(theme: RenderTheme): MinimapViewportStyle {
  const accent = theme.accent;
  const fill = `rgba(${(accent >> 16) & 0xff}, ${(accent >> 8) & 0xff}, ${accent & 0xff}, 0.2)`;
  return { halo: cssColor(theme.cardFill), haloWidth: 4, line: cssColor(accent), lineWidth: 2, fill };
}
