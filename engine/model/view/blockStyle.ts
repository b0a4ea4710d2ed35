// The typed style of view blocks (editor.md §3 Blocks, §4 override states, §9 defaults): which style
// properties and override states each block type has, and every default. Stored styles are partial; a
// missing property (or field of one) takes the default of its block type, so older flows stay valid.
export const BLOCK_TYPES = ['container', 'text', 'button', 'image', 'checkbox', 'input'] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];

export const OVERRIDE_STATES = ['hovered', 'clicked', 'focused', 'checked', 'pending', 'empty', 'filled', 'invalid'] as const;
export type OverrideState = (typeof OVERRIDE_STATES)[number];

/** The override states each block type allows (editor.md §4); the others have no overrides. */
export const STATES_BY_TYPE: Readonly<Record<BlockType, readonly OverrideState[]>> = {
  container: [],
  text: [],
  image: [],
  button: ['clicked', 'hovered', 'focused', 'pending', 'invalid'],
  input: ['hovered', 'clicked', 'empty', 'filled', 'focused', 'invalid', 'pending'],
  checkbox: ['hovered', 'clicked', 'focused', 'invalid', 'pending', 'checked'],
};

export const ALIGNS = ['left', 'center', 'right', 'justify'] as const;
export type Align = (typeof ALIGNS)[number];
export const BORDER_STYLES = ['solid', 'dashed', 'dotted'] as const;
export const FONT_STYLES = ['normal', 'italic'] as const;
export const CHECK_WEIGHTS = ['thin', 'normal', 'semibold', 'bold', 'extrabold'] as const;
export type CheckWeight = (typeof CHECK_WEIGHTS)[number];

/** A colour as the colour field writes it: # and 3, 4, 6 or 8 hex digits (at most 9 characters). */
export type Colour = string;
export const COLOUR_PATTERN = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

export interface Border { width: number; style: (typeof BORDER_STYLES)[number]; radius: number; color: Colour }
export interface Transform { scale: number; translate: [number, number]; rotate: number }
export interface Shadow { offset: [number, number]; blur: number; spread: number; color: Colour; inset: boolean }
/** image: a file id (an uploaded image) or null. */
export interface Background { color: Colour; image: string | null }
/** url: the studio-served font file of this family/weight/style (GET font?family=), or null. */
export interface Font { family: string; category: string; size: number; weight: number; style: (typeof FONT_STYLES)[number]; url: string | null }

/** Every style property of every block type, with all fields present (what the renderer reads). */
export interface ResolvedStyle {
  align: Align;
  gap: number;
  /** [vertical, horizontal] */
  padding: [number, number];
  /** Milliseconds. */
  transition: number;
  background: Background;
  color: Colour;
  labelColor: Colour;
  placeholderColor: Colour;
  checkColor: Colour;
  border: Border;
  shadows: Shadow[];
  transform: Transform;
  labelTransform: Transform;
  font: Font;
  labelFont: Font;
  /** Checkbox box size in px. */
  size: number;
  /** Checkbox check-mark stroke. */
  weight: CheckWeight;
  overrides: Override[];
}
export type StyleProperty = keyof ResolvedStyle;
export type ModifiableProperty = Exclude<StyleProperty, 'overrides'>;
/** One style modifier of an override: a property and its value (object values are merged onto the base). */
export interface Modifier { property: ModifiableProperty; value: unknown }
/** Applies while every state of `when` holds. */
export interface Override { when: OverrideState[]; styles: Modifier[] }

/** The style properties of each block type (editor.md §3). */
export const STYLE_PROPERTIES: Readonly<Record<BlockType, readonly StyleProperty[]>> = {
  container: ['align', 'gap', 'background', 'border', 'shadows', 'transform', 'padding'],
  text: ['background', 'color', 'padding', 'align', 'border', 'font', 'shadows', 'transform'],
  button: ['transition', 'padding', 'font', 'background', 'color', 'border', 'shadows', 'transform', 'overrides'],
  image: ['border', 'shadows', 'transform'],
  checkbox: ['gap', 'padding', 'weight', 'transition', 'font', 'size', 'color', 'labelColor', 'checkColor', 'background', 'border', 'shadows', 'transform', 'overrides'],
  input: ['gap', 'padding', 'transition', 'font', 'labelFont', 'color', 'labelColor', 'placeholderColor', 'background', 'border', 'shadows', 'transform', 'labelTransform', 'overrides'],
};

export const DEFAULT_FONT: Font = { family: 'Inter', category: 'sans-serif', size: 16, weight: 400, style: 'normal', url: null };
const NO_TRANSFORM: Transform = { scale: 1, translate: [0, 0], rotate: 0 };
const WHITE = '#ffffff';
const BLACK = '#000000';

const BASE_STYLE: ResolvedStyle = {
  align: 'left',
  gap: 0,
  padding: [0, 0],
  transition: 100,
  background: { color: WHITE, image: null },
  color: BLACK,
  labelColor: BLACK,
  placeholderColor: '#757575',
  checkColor: WHITE,
  border: { width: 0, style: 'solid', radius: 0, color: BLACK },
  shadows: [],
  transform: NO_TRANSFORM,
  labelTransform: NO_TRANSFORM,
  font: DEFAULT_FONT,
  labelFont: { ...DEFAULT_FONT, size: 14 },
  size: 16,
  weight: 'normal',
  overrides: [],
};

/** Defaults that differ from the base per type (choices where §3 is silent are documented in runtime/view/README.md). */
const TYPE_DEFAULTS: Readonly<Record<BlockType, Partial<ResolvedStyle>>> = {
  container: { align: 'justify', gap: 8 },
  text: {},
  button: { padding: [8, 16], background: { color: BLACK, image: null }, color: WHITE },
  image: {},
  checkbox: { gap: 4, border: { width: 1, style: 'solid', radius: 2, color: BLACK } },
  input: { gap: 4, padding: [8, 12], border: { width: 1, style: 'solid', radius: 0, color: BLACK } },
};

const defaultsCache = new Map<BlockType, ResolvedStyle>();

/** The complete default style of a block type. */
export function defaultStyle(type: BlockType): ResolvedStyle {
  let style = defaultsCache.get(type);
  if (!style) {
    style = { ...BASE_STYLE, ...TYPE_DEFAULTS[type] };
    defaultsCache.set(type, style);
  }
  return style;
}

/** Object-valued properties whose stored (partial) value is merged field by field onto the default. */
const MERGED_PROPERTIES = new Set<StyleProperty>(['background', 'border', 'transform', 'labelTransform', 'font', 'labelFont']);
const SHADOW_DEFAULT: Shadow = { offset: [0, 2], blur: 4, spread: 0, color: '#00000040', inset: false };

/** A stored value of one property completed with `base` (partial objects merged; shadows completed one by one). */
export function completeProperty(property: StyleProperty, value: unknown, base: unknown): unknown {
  if (value === undefined || value === null) return base;
  if (MERGED_PROPERTIES.has(property) && typeof value === 'object') return { ...(base as object), ...withoutUndefined(value as object) };
  if (property === 'shadows' && Array.isArray(value)) return value.map((shadow) => ({ ...SHADOW_DEFAULT, ...withoutUndefined(shadow as object) }));
  return value;
}

function withoutUndefined(value: object): object {
  const result: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) if (field !== undefined) result[key] = field;
  return result;
}
