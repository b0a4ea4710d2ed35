// The colour field's rules (editor.md §5 colour text field, RGB/HSL ranges), pure and unit-tested. Every
// conversion goes through colord; the only rule of our own is the text sanitising the spec describes.
import { colord } from 'colord';
import { COLOUR_PATTERN } from '../../../../engine/model/view/blockStyle';

export const COLOUR_TEXT_MAX = 9;
/** What an empty or invalid colour text becomes when the field is left. */
export const FALLBACK_COLOUR = '#000';

export interface Rgba { r: number; g: number; b: number; a: number }
export interface Hsla { h: number; s: number; l: number; a: number }
export type RgbaChannel = keyof Rgba;
export type HslaChannel = keyof Hsla;

/** The ranges of the RGBA and HSLA fields. */
export const RGBA_RANGES: Readonly<Record<RgbaChannel, readonly [number, number]>> = { r: [0, 255], g: [0, 255], b: [0, 255], a: [0, 1] };
export const HSLA_RANGES: Readonly<Record<HslaChannel, readonly [number, number]>> = { h: [0, 360], s: [0, 100], l: [0, 100], a: [0, 1] };

/**
 * What the text field shows while typing: non-hex characters stripped, lowercased, one leading #, at most 9
 * characters. A text with neither a hex digit nor a # stays empty, so the field can be cleared.
 */
export function sanitiseColourText(text: string): string {
  const digits = text.replace(/[^0-9a-f]/gi, '').toLowerCase();
  if (digits === '' && !text.includes('#')) return '';
  return `#${digits}`.slice(0, COLOUR_TEXT_MAX);
}

/** Whether a text is a colour a block may store (# and 3, 4, 6 or 8 hex digits: the schema's rule). */
export function isStorableColour(text: string): boolean {
  return COLOUR_PATTERN.test(text);
}

/** The value when the field is left: an empty or invalid text becomes #000, a valid one its normal hex form. */
export function colourOnBlur(text: string): string {
  return isStorableColour(text) ? colord(text).toHex() : FALLBACK_COLOUR;
}

/** Clamps a typed channel value into its range (a non-number gives the lower bound). */
export function clampChannel(value: number, [min, max]: readonly [number, number]): number {
  if (!Number.isFinite(value)) return min;
  return Math.min(max, Math.max(min, value));
}

/** The colour's RGBA channels (colord rounds: whole channels, alpha to 3 decimals). */
export function rgbaOf(colour: string): Rgba {
  return colord(colour).toRgb();
}

export function hslaOf(colour: string): Hsla {
  return colord(colour).toHsl();
}

/** The hex of RGBA channels, each clamped to its range first. */
export function hexFromRgba(rgba: Rgba): string {
  return colord({ r: clampChannel(rgba.r, RGBA_RANGES.r), g: clampChannel(rgba.g, RGBA_RANGES.g), b: clampChannel(rgba.b, RGBA_RANGES.b), a: clampChannel(rgba.a, RGBA_RANGES.a) }).toHex();
}

export function hexFromHsla(hsla: Hsla): string {
  return colord({ h: clampChannel(hsla.h, HSLA_RANGES.h), s: clampChannel(hsla.s, HSLA_RANGES.s), l: clampChannel(hsla.l, HSLA_RANGES.l), a: clampChannel(hsla.a, HSLA_RANGES.a) }).toHex();
}

/** A stored colour as the picker takes it (#rrggbb or #rrggbbaa); an invalid one shows as the fallback. */
export function pickerColour(colour: string): string {
  return colord(isStorableColour(colour) ? colour : FALLBACK_COLOUR).toHex();
}
