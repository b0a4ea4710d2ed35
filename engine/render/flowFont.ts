// The bitmap font node labels use, installed once at first use (glyphs are rasterised from the system
// sans-serif at twice the drawn size, so labels stay sharp up to 2× zoom; missing glyphs are added on demand).
// Installed with the glyphs the labels need up front (kind labels, ids, the ghost's hint) rather than all of
// printable ASCII, and without kerning: pixi would measure every pair of installed glyphs (~2,300 canvas
// measureText calls per font here, ~35 ms of every open; ~10,000 for ASCII). Labels are short UI words at 12–14 px,
// where sans-serif kerning is invisible. Note text adds its glyphs when first shown. Every glyph's quad is cut to its
// ink (glyphInkTrim): text is a third of a whole frame under software WebGL, and that cost is the area it covers.
import { BitmapFontManager } from 'pixi.js';
import { trimGlyphQuadsToInk, type DynamicGlyphFont } from './glyphInkTrim';
import { NODE_KIND_LABELS } from './nodeKindStyle';
import { CARD_FONT_FAMILY } from './nodeCardText';

export const FLOW_FONT = 'FlowSans';
export const FLOW_FONT_BOLD = 'FlowSansBold';

/** The glyphs installed up front, in the order the atlas lays them. */
export const FLOW_FONT_CHARS: readonly string[] = [...new Set([...Object.values(NODE_KIND_LABELS), '#0123456789', 'Click to place', '…'].join(''))];

let installed = false;

export function installFlowFonts(): void {
  if (installed) return;
  installed = true;
  const chars = [...FLOW_FONT_CHARS];
  for (const [name, fontWeight] of [[FLOW_FONT, 'normal'], [FLOW_FONT_BOLD, '600']] as const) {
    const font = BitmapFontManager.install({ name, style: { fontFamily: CARD_FONT_FAMILY, fontSize: 28, fontWeight, fill: 0xffffff }, chars, resolution: 1, padding: 4, skipKerning: true });
    // install makes a DynamicBitmapFont (its declared type is the loaded-font base class, without ensureCharacters)
    trimGlyphQuadsToInk(font as unknown as DynamicGlyphFont);
  }
}
