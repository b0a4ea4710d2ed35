// A glyph's quad shrinks to its ink (plus the clear border) and its offsets move by what was cut, so it lands where it
// did; glyphs the font adds later are trimmed once, however often a text repeats them.
import { describe, expect, it } from 'vitest';
import { Rectangle, Texture, TextureSource, type CharData } from 'pixi.js';
import { glyphInk, glyphOrigin, inkBox, trimGlyphQuadsToInk, type DynamicGlyphFont, type GlyphMeasure } from './glyphInkTrim';

describe('inkBox', () => {
  const cell = { x: 10, y: 20, width: 12, height: 16 };

  it('grows the ink by the border', () => {
    expect(inkBox(cell, { x: 14, y: 25, width: 4, height: 6 }, 2)).toEqual({ x: 12, y: 23, width: 8, height: 10 });
  });

  it('keeps the grown box inside the cell', () => {
    expect(inkBox(cell, { x: 10, y: 20, width: 12, height: 16 }, 2)).toEqual(cell);
    expect(inkBox(cell, { x: 11, y: 34, width: 1, height: 1 }, 3)).toEqual({ x: 10, y: 31, width: 5, height: 5 });
  });

  it('is null for a glyph without ink, or ink outside its cell', () => {
    expect(inkBox(cell, { x: 14, y: 25, width: 0, height: 0 }, 2)).toBeNull();
    expect(inkBox(cell, { x: 40, y: 25, width: 3, height: 3 }, 2)).toBeNull();
  });
});

/** The atlas's resolution as pixi sets it for a 28 px font: 28 / 100 (its measurement size). */
const RESOLUTION = 0.28;
const PADDING = 4;
/** The font's descent at the measurement size (100 px): 7 px at 28 px. */
const DESCENT = 25;

/** A glyph pixi laid in the cell at (x, y) of 16 × 20 atlas pixels: offsets of minus the padding. */
function glyphIn(source: TextureSource, x: number, y: number, char = 'a'): CharData {
  const frame = new Rectangle(x / RESOLUTION, y / RESOLUTION, 16 / RESOLUTION, 20 / RESOLUTION);
  return { id: char.codePointAt(0)!, xOffset: -PADDING / RESOLUTION, yOffset: -PADDING / RESOLUTION, xAdvance: 10, kerning: {}, texture: new Texture({ source, frame }) };
}

const newSource = () => new TextureSource({ width: 64 / RESOLUTION, height: 64 / RESOLUTION, resolution: RESOLUTION });

describe('glyphOrigin', () => {
  it("is where pixi drew the glyph: the cell's corner plus the padding across, on the baseline above the padding and the descent", () => {
    const glyph = glyphIn(newSource(), 32, 20);
    // baseline = top + height − padding − descent = 20 + 20 − 4 − 7
    const origin = glyphOrigin(glyph.texture!, glyph, DESCENT, RESOLUTION);
    expect(origin.x).toBe(36);
    expect(origin.y).toBe(29);
  });
});

describe('glyphInk', () => {
  it("places the canvas's measure of the glyph at its origin, rounded out to whole pixels", () => {
    const metrics = { actualBoundingBoxLeft: -1.2, actualBoundingBoxRight: 8.5, actualBoundingBoxAscent: 10.1, actualBoundingBoxDescent: 0.4 };
    expect(glyphInk(metrics, { x: 36, y: 29 }, 1)).toEqual({ x: 37, y: 18, width: 8, height: 12 });
    // a context drawn at twice the resolution: its measures are half the atlas's pixels
    expect(glyphInk(metrics, { x: 36, y: 29 }, 2)).toEqual({ x: 38, y: 8, width: 15, height: 22 });
  });
});

/** A font whose page's context measures each glyph as `ink` says (the box around its origin), counting the calls. */
function fontWith(chars: string, ink: Record<string, ReturnType<GlyphMeasure['measureText']>>) {
  const source = newSource();
  const glyphs: Record<string, CharData> = {};
  const measured: string[] = [];
  const add = (char: string): void => {
    const index = Object.keys(glyphs).length;
    glyphs[char] = glyphIn(source, (index % 4) * 16, Math.floor(index / 4) * 20, char);
  };
  for (const char of chars) add(char);
  const context: GlyphMeasure = {
    measureText: (char: string) => {
      measured.push(char);
      return ink[char] ?? { actualBoundingBoxLeft: 0, actualBoundingBoxRight: 0, actualBoundingBoxAscent: 0, actualBoundingBoxDescent: 0 };
    },
  };
  const font: DynamicGlyphFont = {
    chars: glyphs,
    pages: [{ canvasAndContext: { context }, texture: new Texture({ source }) }],
    resolution: 1,
    fontMetrics: { descent: DESCENT },
    ensureCharacters(text: string) {
      for (const char of text) if (!glyphs[char]) add(char);
    },
  };
  return { font, measured };
}

/** The quad's corner and size, in atlas pixels relative to where pixi positions the glyph. */
function quad(glyph: CharData) {
  const frame = glyph.texture!.frame;
  const round = (value: number) => Math.round(value * 1000) / 1000;
  return { x: round(glyph.xOffset * RESOLUTION), y: round(glyph.yOffset * RESOLUTION), width: round(frame.width * RESOLUTION), height: round(frame.height * RESOLUTION) };
}

/** Where the quad's first texel is in the atlas less where its offsets put it: unchanged when the glyph stays put. */
function anchor(glyph: CharData) {
  const frame = glyph.texture!.frame;
  const round = (value: number) => Math.round(value * 1000) / 1000;
  return { x: round((frame.x - glyph.xOffset) * RESOLUTION), y: round((frame.y - glyph.yOffset) * RESOLUTION) };
}

// The origin of a glyph in the cell (0, 0) is (4, 9): ink 1–7 across and 2 above to 1 below the baseline covers the
// pixels 5–10 × 7–9; with the 2-pixel border, 3–12 × 5–11 of the 16 × 20 cell.
const SMALL = { actualBoundingBoxLeft: -1, actualBoundingBoxRight: 7, actualBoundingBoxAscent: 2, actualBoundingBoxDescent: 1 };
const WHOLE = { actualBoundingBoxLeft: 10, actualBoundingBoxRight: 20, actualBoundingBoxAscent: 20, actualBoundingBoxDescent: 20 };

describe('trimGlyphQuadsToInk', () => {
  it("cuts each glyph's quad to its ink and the border, and moves its offsets by what was cut", () => {
    const { font } = fontWith('a', { a: SMALL });
    const before = anchor(font.chars.a!);
    trimGlyphQuadsToInk(font);
    expect(quad(font.chars.a!)).toEqual({ x: -1, y: 1, width: 10, height: 7 });
    expect(anchor(font.chars.a!)).toEqual(before);
  });

  it('leaves a glyph without ink and one whose ink fills its cell as they were', () => {
    const { font } = fontWith('.#', { '#': WHOLE });
    const frames = [font.chars['.']!.texture!.frame.clone(), font.chars['#']!.texture!.frame.clone()];
    trimGlyphQuadsToInk(font);
    expect(font.chars['.']!.texture!.frame).toEqual(frames[0]);
    expect(font.chars['#']!.texture!.frame).toEqual(frames[1]);
  });

  it('trims the glyphs the font adds later once, however often the text repeats them', () => {
    const { font, measured } = fontWith('a', { a: SMALL, x: SMALL });
    trimGlyphQuadsToInk(font);
    const trimmedA = quad(font.chars.a!);
    font.ensureCharacters('x%x%x');
    font.ensureCharacters('axa');
    expect(measured).toEqual(['a', 'x', '%']);
    expect(quad(font.chars.x!)).toEqual({ x: -1, y: 1, width: 10, height: 7 });
    expect(quad(font.chars.a!)).toEqual(trimmedA);
  });
});
