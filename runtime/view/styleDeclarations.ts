// Style property -> CSS declarations, per block type and part. Every value comes from a resolved style
// (engine/model/view/resolveBlock.ts): numbers, checked colours, enums, checked family names only. Pixel
// units throughout: nothing depends on the host page's root font size.
import type { BlockType, Font, ResolvedStyle, Shadow, StyleProperty, Transform } from '../../engine/model/view/blockStyle';
import type { ContainerConfig } from '../../engine/model/view/blockConfig';

/** A part of a block's DOM, as a selector suffix after the block's class ('' = the block element itself). */
export const PART = {
  self: '',
  /** input: the field; checkbox: the box. */
  field: ' .f',
  box: ' .x',
  label: ' .l',
  /** checkbox: its label text. */
  text: ' .t',
  placeholder: ' .f::placeholder',
  check: ' .x::after',
  checkedBox: ' .n:checked+.x',
  /** input and checkbox: the validation message under the field (in the label's colour, readable on the view). */
  message: ' .m',
} as const;
export type Part = (typeof PART)[keyof typeof PART];

/** part -> declarations ("prop:value;…") */
export type Declarations = Map<Part, string>;

export interface StyleInputs {
  type: BlockType;
  style: ResolvedStyle;
  container: ContainerConfig | null;
  fileUrl(fileId: string): string;
}

const px = (value: number) => `${round(value)}px`;
const round = (value: number) => Math.round(value * 100) / 100;

function add(into: Declarations, part: Part, css: string): void {
  into.set(part, (into.get(part) ?? '') + css);
}

export function fontCss(font: Font): string {
  return `font-family:"${font.family}",${genericFamily(font.category)};font-size:${px(font.size)};font-weight:${font.weight};font-style:${font.style};`;
}

/** The generic family a font category falls back to. */
export function genericFamily(category: string): string {
  if (category === 'serif' || category === 'monospace') return category;
  if (category === 'handwriting') return 'cursive';
  return 'sans-serif';
}

export function transformCss(transform: Transform): string {
  const [x, y] = transform.translate;
  if (x === 0 && y === 0 && transform.rotate === 0 && transform.scale === 1) return 'transform:none;';
  return `transform:translate(${px(x)},${px(y)}) rotate(${round(transform.rotate)}deg) scale(${round(transform.scale)});`;
}

export function shadowsCss(shadows: readonly Shadow[]): string {
  if (shadows.length === 0) return 'box-shadow:none;';
  const list = shadows.map((shadow) => `${shadow.inset ? 'inset ' : ''}${px(shadow.offset[0])} ${px(shadow.offset[1])} ${px(shadow.blur)} ${px(shadow.spread)} ${shadow.color}`);
  return `box-shadow:${list.join(',')};`;
}

const FLEX_ALIGN = { left: 'flex-start', center: 'center', right: 'flex-end', justify: 'stretch' } as const;
const FLEX_JUSTIFY = { left: 'flex-start', center: 'center', right: 'flex-end', justify: 'space-between' } as const;
const CHECK_STROKE = { thin: 1, normal: 2, semibold: 2.5, bold: 3, extrabold: 4 } as const;

/** Where each property lands for each block type (parts not listed: the block element itself). */
type Writer = (into: Declarations, inputs: StyleInputs) => void;

const onField = (type: BlockType): Part => (type === 'input' ? PART.field : type === 'checkbox' ? PART.box : PART.self);

const WRITERS: { readonly [P in Exclude<StyleProperty, 'overrides'>]: Writer } = {
  align(into, { type, style, container }) {
    if (type === 'text') return add(into, PART.self, `text-align:${style.align};`);
    const row = container?.direction === 'row';
    add(into, PART.self, row ? `align-items:${FLEX_ALIGN[style.align]};justify-content:${FLEX_JUSTIFY[style.align]};` : `align-items:${FLEX_ALIGN[style.align]};`);
  },
  gap: (into, { style }) => add(into, PART.self, `gap:${px(style.gap)};`),
  padding: (into, { type, style }) => add(into, type === 'input' ? PART.field : PART.self, `padding:${px(style.padding[0])} ${px(style.padding[1])};`),
  transition(into, { type, style }) {
    const css = `transition:all ${round(style.transition)}ms ease;`;
    add(into, PART.self, css);
    if (type === 'input') (add(into, PART.field, css), add(into, PART.label, css));
    if (type === 'checkbox') (add(into, PART.box, css), add(into, PART.check, css));
  },
  background(into, { type, style, fileUrl }) {
    const image = style.background.image ? `background-image:url("${fileUrl(style.background.image)}");background-size:cover;background-position:center;` : 'background-image:none;';
    add(into, onField(type), `background-color:${style.background.color};${image}`);
  },
  color(into, { type, style }) {
    if (type === 'checkbox') return add(into, PART.checkedBox, `background-color:${style.color};border-color:${style.color};`);
    add(into, onField(type), `color:${style.color};`);
  },
  labelColor(into, { type, style }) {
    add(into, type === 'checkbox' ? PART.text : PART.label, `color:${style.labelColor};`);
    add(into, PART.message, `color:${style.labelColor};`);
  },
  placeholderColor: (into, { style }) => add(into, PART.placeholder, `color:${style.placeholderColor};`),
  checkColor: (into, { style }) => add(into, PART.check, `border-color:${style.checkColor};`),
  border(into, { type, style }) {
    const { width, radius, color } = style.border;
    add(into, onField(type), `border:${px(width)} ${style.border.style} ${color};border-radius:${px(radius)};`);
  },
  shadows: (into, { type, style }) => add(into, onField(type), shadowsCss(style.shadows)),
  transform: (into, { style }) => add(into, PART.self, transformCss(style.transform)),
  labelTransform: (into, { style }) => add(into, PART.label, transformCss(style.labelTransform)),
  font: (into, { type, style }) => add(into, type === 'input' ? PART.field : type === 'checkbox' ? PART.text : PART.self, fontCss(style.font)),
  labelFont: (into, { style }) => add(into, PART.label, fontCss(style.labelFont)),
  size(into, { style }) {
    add(into, PART.box, `width:${px(style.size)};height:${px(style.size)};`);
  },
  weight: (into, { style }) => add(into, PART.check, `border-width:0 ${px(CHECK_STROKE[style.weight])} ${px(CHECK_STROKE[style.weight])} 0;`),
};

/** The declarations of the given properties (all of the type's when omitted). */
export function declarationsOf(inputs: StyleInputs, properties: readonly StyleProperty[]): Declarations {
  const into: Declarations = new Map();
  for (const property of properties) if (property !== 'overrides') WRITERS[property](into, inputs);
  return into;
}
