// The schema of each style property's value (editor.md §5 ranges, colour rule), shared by the block schemas
// (viewBlockSchema.ts), the renderer's resolution of styles (resolveBlock.ts) and the view editor's fields.
import { boolean, enums, integer, nullable, number, object, optional, refine, string, tuple, type Struct } from 'superstruct';
import { listUpTo, withRules } from '../kinds/configRules';
import { ALIGNS, BORDER_STYLES, CHECK_WEIGHTS, COLOUR_PATTERN, FONT_STYLES, type ModifiableProperty } from './blockStyle';

export const SHADOWS_MAX = 5;

export const inRange = (min: number, max: number, key: string) => withRules(number(), { [key]: (value: number) => value >= min && value <= max });
const pair = (min: number, max: number, key: string) => tuple([inRange(min, max, key), inRange(min, max, key)]);
export const colourSchema = refine(string(), 'colour-invalid', (value) => COLOUR_PATTERN.test(value));
/** File ids go into URLs: letters, digits, - and _ only. */
export const fileIdSchema = refine(string(), 'file-id-invalid', (value) => /^[A-Za-z0-9_-]{1,64}$/.test(value));
/** Font family names go into CSS: letters, digits, spaces, dot, _ and - only. */
const fontFamily = refine(string(), 'font-family-invalid', (value) => /^[A-Za-z0-9 ._-]{1,64}$/.test(value));
/** A font file URL: absolute http(s) or a root path, with nothing that could break out of CSS url(). */
const fontUrl = refine(string(), 'font-url-invalid', (value) => value.length <= 2048 && /^(?:https?:\/\/|\/)[^\s"'()\\]*$/.test(value));

const border = object({
  width: optional(inRange(0, 256, 'border-width-range')),
  style: optional(enums(BORDER_STYLES)),
  radius: optional(inRange(0, 256, 'border-radius-range')),
  color: optional(colourSchema),
});
const transform = object({
  scale: optional(inRange(0, 256, 'scale-range')),
  translate: optional(pair(-256, 256, 'translate-range')),
  rotate: optional(inRange(-360, 360, 'rotate-range')),
});
const shadow = object({
  offset: optional(pair(-256, 256, 'shadow-offset-range')),
  blur: optional(inRange(0, 256, 'shadow-blur-range')),
  spread: optional(inRange(0, 256, 'shadow-spread-range')),
  color: optional(colourSchema),
  inset: optional(boolean()),
});
const font = object({
  family: optional(fontFamily),
  category: optional(refine(string(), 'font-category-invalid', (value) => /^[a-z-]{0,32}$/.test(value))),
  size: optional(inRange(1, 256, 'font-size-range')),
  weight: optional(refine(integer(), 'font-weight-invalid', (value) => value >= 100 && value <= 900 && value % 100 === 0)),
  style: optional(enums(FONT_STYLES)),
  url: optional(nullable(fontUrl)),
});

/** The schema of each style property's value (overrides aside). */
export const STYLE_VALUE_SCHEMAS: { readonly [P in ModifiableProperty]: Struct<any, any> } = {
  align: enums(ALIGNS),
  gap: inRange(0, 256, 'gap-range'),
  padding: pair(0, 256, 'padding-range'),
  transition: inRange(0, 5000, 'transition-range'),
  background: object({ color: optional(colourSchema), image: optional(nullable(fileIdSchema)) }),
  color: colourSchema,
  labelColor: colourSchema,
  placeholderColor: colourSchema,
  checkColor: colourSchema,
  border,
  shadows: listUpTo(shadow, SHADOWS_MAX, 'shadows-max'),
  transform,
  labelTransform: transform,
  font,
  labelFont: font,
  size: inRange(1, 256, 'size-range'),
  weight: enums(CHECK_WEIGHTS),
};
