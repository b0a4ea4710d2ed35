// The bitmap font node labels use, installed once at first use (glyphs are rasterised from the system
// sans-serif at twice the drawn size, so labels stay sharp up to 2× zoom; missing glyphs are added on demand).
import { BitmapFont } from 'pixi.js';

export const FLOW_FONT = 'FlowSans';
export const FLOW_FONT_BOLD = 'FlowSansBold';

let installed = false;

export function installFlowFonts(): void {
  if (installed) return;
  installed = true;
  const family = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';
  const chars = [[' ', '~'], '·…–—'] as (string | string[])[];
  BitmapFont.install({ name: FLOW_FONT, style: { fontFamily: family, fontSize: 28, fill: 0xffffff }, chars, resolution: 1, padding: 4 });
  BitmapFont.install({
    name: FLOW_FONT_BOLD,
    style: { fontFamily: family, fontSize: 28, fontWeight: '600', fill: 0xffffff },
    chars,
    resolution: 1,
    padding: 4,
  });
}
