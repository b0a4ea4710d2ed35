// The numeric ranges of the style fields (editor.md §5), keyed by the schema rule each one breaks, so a
// field's min/max and the message under it name the same numbers as the schema the server checks
// (styleValueSchemas.ts; styleRanges.test.ts checks the two agree at and beyond every bound).
export interface StyleRange {
  min: number;
  max: number;
  /** Whole numbers only. */
  integer?: boolean;
  unit?: string;
  /** How the message names the value. */
  noun: string;
  step?: number;
}

export const STYLE_RANGES = {
  'padding-range': { min: 0, max: 256, unit: 'px', noun: 'Padding' },
  'gap-range': { min: 0, max: 256, unit: 'px', noun: 'Gap' },
  'border-width-range': { min: 0, max: 256, unit: 'px', noun: 'Border width' },
  'border-radius-range': { min: 0, max: 256, unit: 'px', noun: 'Border radius' },
  'transition-range': { min: 0, max: 5000, unit: 'ms', noun: 'Transition' },
  'font-size-range': { min: 1, max: 256, unit: 'px', noun: 'Font size' },
  'translate-range': { min: -256, max: 256, unit: 'px', noun: 'Translation' },
  'scale-range': { min: 0, max: 256, noun: 'Scale', step: 0.05 },
  'rotate-range': { min: -360, max: 360, unit: '°', noun: 'Rotation' },
  'shadow-offset-range': { min: -256, max: 256, unit: 'px', noun: 'Shadow offset' },
  'shadow-blur-range': { min: 0, max: 256, unit: 'px', noun: 'Shadow blur' },
  'shadow-spread-range': { min: 0, max: 256, unit: 'px', noun: 'Shadow spread' },
  'size-range': { min: 1, max: 256, unit: 'px', noun: 'Size' },
  'column-weight-range': { min: 1, max: 12, integer: true, noun: 'A column width' },
} as const satisfies Record<string, StyleRange>;

export type RangeRule = keyof typeof STYLE_RANGES;

/** "Padding is 0 to 256 px." */
export function rangeMessage(rule: RangeRule): string {
  const range: StyleRange = STYLE_RANGES[rule];
  return `${range.noun} is ${range.min} to ${range.max}${range.unit ? ` ${range.unit}` : ''}.`;
}
