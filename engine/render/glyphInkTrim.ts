// Shrinks a dynamic bitmap font's glyph quads to the glyphs' ink. pixi's DynamicBitmapFont gives every glyph a quad
// of its advance by the font's whole line height, plus the padding on every side (at the 28 px atlas size and padding
// 4, an 'A' is a 28 × 41 pixel quad around 19 × 21 pixels of ink), and under software WebGL a label costs the area its
// quads cover: every covered pixel is sampled and blended (bench/README, "What a whole frame's parts cost"). Each
// glyph's texture frame is cut to its ink plus a clear border and its offsets move by the same amount, so every glyph
// lands where it did (to pixi's rounding of glyph positions: within 0.15 of an atlas pixel, 0.06 of a screen pixel at
// label sizes). The ink's box is the canvas's own measure of the glyph (measureText's actual bounding box) placed where
// pixi drew it: reading the atlas's pixels back instead cost 20–170 ms an install, on the open's path.
import { CanvasTextMetrics, Rectangle, Texture, type CharData, type TextureSource } from 'pixi.js';

/**
 * Clear atlas pixels kept around the ink: labels are drawn at about half the atlas size, from its half-size mip level,
 * where each texel blends two atlas pixels and filtering reaches one more — a one-pixel border cut into that blur
 * (labels at 9–14 px differed from the untrimmed font's by up to 74/255 a channel), two leave only the rounding's
 * differences (up to 30–40/255 along some edges).
 */
const CLEAR_BORDER = 2;

/** The parts of pixi's DynamicBitmapFont this reads and wraps. */
export interface DynamicGlyphFont {
  readonly chars: Record<string, CharData>;
  /** The atlas pages, each with the 2D context pixi draws its glyphs with (its font set at the atlas size). */
  readonly pages: readonly { canvasAndContext?: { context: GlyphMeasure }; texture: Texture }[];
  /** Pixels of the atlas canvas per unit of the page's drawing context (the font's resolution). */
  readonly resolution: number;
  /** The font's metrics at pixi's measurement size (100 px). */
  readonly fontMetrics: { descent: number };
  ensureCharacters(chars: string): void;
}

/** What of a 2D context measures a glyph. */
export interface GlyphMeasure {
  measureText(text: string): Pick<TextMetrics, 'actualBoundingBoxLeft' | 'actualBoundingBoxRight' | 'actualBoundingBoxAscent' | 'actualBoundingBoxDescent'>;
}

/** A rectangle in the atlas canvas's pixels. */
export interface PixelBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Trims the font's glyphs now, and every glyph it adds later (note text adds its glyphs when first shown). */
export function trimGlyphQuadsToInk(font: DynamicGlyphFont): void {
  const trimmed = new Set<string>();
  const trimNew = (chars: string): void => {
    for (const char of CanvasTextMetrics.graphemeSegmenter(chars)) {
      if (trimmed.has(char)) continue;
      trimmed.add(char);
      trimGlyph(font, char);
    }
  };
  const ensureCharacters = font.ensureCharacters.bind(font);
  font.ensureCharacters = (chars: string): void => {
    ensureCharacters(chars);
    trimNew(chars);
  };
  trimNew(Object.keys(font.chars).join(''));
}

function trimGlyph(font: DynamicGlyphFont, char: string): void {
  const glyph = font.chars[char];
  const texture = glyph?.texture;
  if (!glyph || !texture) return;
  const context = font.pages.find((page) => page.texture.source === texture.source)?.canvasAndContext?.context;
  if (!context) return;
  const scale = texture.source.resolution;
  const cell = cellOf(texture, scale);
  const ink = inkBox(cell, glyphInk(context.measureText(char), glyphOrigin(texture, glyph, font.fontMetrics.descent, scale), font.resolution), CLEAR_BORDER);
  if (!ink || (ink.width === cell.width && ink.height === cell.height)) return;
  glyph.texture = new Texture({ source: texture.source, frame: new Rectangle(ink.x / scale, ink.y / scale, ink.width / scale, ink.height / scale) });
  glyph.xOffset += (ink.x - cell.x) / scale;
  glyph.yOffset += (ink.y - cell.y) / scale;
  texture.destroy(false);
}

/**
 * Where pixi drew the glyph's origin on its baseline, in the atlas's pixels: its cell's corner plus the padding (the
 * glyph's offsets are minus the padding) across, and up from the cell's bottom by the padding and the font's descent.
 */
export function glyphOrigin(texture: Texture, glyph: Pick<CharData, 'xOffset' | 'yOffset'>, descent: number, scale: number): { x: number; y: number } {
  const { frame } = texture;
  return { x: toMicroPixel((frame.x - glyph.xOffset) * scale), y: toMicroPixel((frame.y + frame.height + glyph.yOffset - descent) * scale) };
}

/** Drops the float error of the unit conversions (8.999999 for 9), which would round a box out by a whole pixel. */
function toMicroPixel(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/** The glyph's ink measured by the canvas, placed at its origin (measures are in the context's units). */
export function glyphInk(metrics: ReturnType<GlyphMeasure['measureText']>, origin: { x: number; y: number }, resolution: number): PixelBox {
  const left = Math.floor(origin.x - metrics.actualBoundingBoxLeft * resolution);
  const right = Math.ceil(origin.x + metrics.actualBoundingBoxRight * resolution);
  const top = Math.floor(origin.y - metrics.actualBoundingBoxAscent * resolution);
  const bottom = Math.ceil(origin.y + metrics.actualBoundingBoxDescent * resolution);
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/**
 * The ink's box grown by `border` pixels and kept inside the glyph's cell; null when the ink is empty (a glyph that
 * draws nothing) or misses the cell.
 */
export function inkBox(cell: PixelBox, ink: PixelBox, border: number): PixelBox | null {
  if (ink.width <= 0 || ink.height <= 0) return null;
  const x = Math.max(cell.x, ink.x - border);
  const y = Math.max(cell.y, ink.y - border);
  const right = Math.min(cell.x + cell.width, ink.x + ink.width + border);
  const bottom = Math.min(cell.y + cell.height, ink.y + ink.height + border);
  return right > x && bottom > y ? { x, y, width: right - x, height: bottom - y } : null;
}

/** The glyph's cell in the atlas canvas's pixels (its frame is in the source's units: pixels ÷ resolution). */
function cellOf(texture: Texture, scale: number): PixelBox {
  const { frame } = texture;
  const x = Math.round(frame.x * scale);
  const y = Math.round(frame.y * scale);
  return { x, y, width: Math.round((frame.x + frame.width) * scale) - x, height: Math.round((frame.y + frame.height) * scale) - y };
}
