import { describe, expect, it } from 'vitest';
import { is } from 'superstruct';
import { colourSchema } from '../../../../engine/model/view/styleValueSchemas';
import { clampChannel, colourOnBlur, hexFromHsla, hexFromRgba, hslaOf, HSLA_RANGES, isStorableColour, pickerColour, rgbaOf, RGBA_RANGES, sanitiseColourText } from './colourText';

describe('colour text while typing (editor.md §5)', () => {
  it('strips non-hex characters, lowercases and prefixes #', () => {
    expect(sanitiseColourText('AbC')).toBe('#abc');
    expect(sanitiseColourText('#zz12 x3G4')).toBe('#1234');
    expect(sanitiseColourText('##ff')).toBe('#ff');
    expect(sanitiseColourText('rgb(1,2,3)')).toBe('#b123');
  });

  it('keeps at most 9 characters, the # included', () => {
    expect(sanitiseColourText('#0123456789abcdef')).toBe('#01234567');
    expect(sanitiseColourText('0123456789')).toHaveLength(9);
  });

  it('lets the field be cleared, and keeps a lone #', () => {
    expect(sanitiseColourText('')).toBe('');
    expect(sanitiseColourText('xyz')).toBe('');
    expect(sanitiseColourText('#')).toBe('#');
  });
});

describe('colour text on blur', () => {
  it('turns an empty or invalid text into #000', () => {
    expect(colourOnBlur('')).toBe('#000');
    expect(colourOnBlur('#')).toBe('#000');
    expect(colourOnBlur('#12')).toBe('#000');
    expect(colourOnBlur('#12345')).toBe('#000');
    expect(colourOnBlur('#1234567')).toBe('#000');
  });

  it('normalises a valid text to hex (short forms expanded, an opaque alpha dropped)', () => {
    expect(colourOnBlur('#abc')).toBe('#aabbcc');
    expect(colourOnBlur('#abcd')).toBe('#aabbccdd');
    expect(colourOnBlur('#AABBCCFF')).toBe('#aabbcc');
    expect(colourOnBlur('#11223380')).toBe('#11223380');
  });

  it('only ever produces what the block schema stores', () => {
    for (const text of ['', '#', '#1', '#abc', '#abcd', '#abcde', '#abcdef', '#abcdef0', '#abcdef01']) {
      expect(is(colourOnBlur(text), colourSchema)).toBe(true);
      expect(isStorableColour(text)).toBe(is(text, colourSchema));
    }
  });
});

describe('RGBA and HSLA fields (through colord)', () => {
  it('read the channels of a colour', () => {
    expect(rgbaOf('#11223380')).toEqual({ r: 17, g: 34, b: 51, a: 0.5 });
    expect(rgbaOf('#fff')).toEqual({ r: 255, g: 255, b: 255, a: 1 });
    expect(hslaOf('#ff0000')).toEqual({ h: 0, s: 100, l: 50, a: 1 });
  });

  it('write hex back, alpha included', () => {
    expect(hexFromRgba({ r: 255, g: 0, b: 0, a: 1 })).toBe('#ff0000');
    expect(hexFromRgba({ r: 0, g: 0, b: 255, a: 0.5 })).toBe('#0000ff80');
    expect(hexFromHsla({ h: 120, s: 100, l: 50, a: 1 })).toBe('#00ff00');
    expect(hexFromHsla({ h: 0, s: 0, l: 100, a: 0 })).toBe('#ffffff00');
  });

  it('clamp each channel to its range (RGB 0–255, alpha 0–1, hue 0–360, saturation and lightness 0–100)', () => {
    expect(RGBA_RANGES).toEqual({ r: [0, 255], g: [0, 255], b: [0, 255], a: [0, 1] });
    expect(HSLA_RANGES).toEqual({ h: [0, 360], s: [0, 100], l: [0, 100], a: [0, 1] });
    expect(clampChannel(300, RGBA_RANGES.r)).toBe(255);
    expect(clampChannel(-4, RGBA_RANGES.g)).toBe(0);
    expect(clampChannel(1.5, RGBA_RANGES.a)).toBe(1);
    expect(clampChannel(361, HSLA_RANGES.h)).toBe(360);
    expect(clampChannel(Number.NaN, HSLA_RANGES.s)).toBe(0);
    expect(hexFromRgba({ r: 999, g: -1, b: 0, a: 7 })).toBe('#ff0000');
    // hue 400 would wrap to 40 inside colord; the field clamps it to 360 (= red) first.
    expect(hexFromHsla({ h: 400, s: 100, l: 50, a: 1 })).toBe('#ff0000');
    expect(hexFromHsla({ h: 120, s: 250, l: -5, a: 1 })).toBe('#000000');
  });

  it('round-trip a stored colour through the channels', () => {
    for (const colour of ['#336699', '#12345678', '#ffffff00']) {
      expect(hexFromRgba(rgbaOf(colour))).toBe(colour);
    }
  });

  it('give the picker a 6 or 8 digit hex, the fallback for an invalid value', () => {
    expect(pickerColour('#abc')).toBe('#aabbcc');
    expect(pickerColour('nonsense')).toBe('#000000');
  });
});
