import { describe, expect, it } from 'vitest';
import { validate } from 'superstruct';
import { STYLE_VALUE_SCHEMAS } from '../../../../engine/model/view/styleValueSchemas';
import { blockSchema } from '../../../../engine/model/kinds/viewBlockSchema';
import { rangeMessage, STYLE_RANGES, type RangeRule } from './styleRanges';

/** A style value holding `n` at the place the rule checks. */
const PROBES: Record<RangeRule, (n: number) => [keyof typeof STYLE_VALUE_SCHEMAS, unknown] | null> = {
  'padding-range': (n) => ['padding', [n, 0]],
  'gap-range': (n) => ['gap', n],
  'border-width-range': (n) => ['border', { width: n }],
  'border-radius-range': (n) => ['border', { radius: n }],
  'transition-range': (n) => ['transition', n],
  'font-size-range': (n) => ['font', { size: n }],
  'translate-range': (n) => ['transform', { translate: [0, n] }],
  'scale-range': (n) => ['transform', { scale: n }],
  'rotate-range': (n) => ['transform', { rotate: n }],
  'shadow-offset-range': (n) => ['shadows', [{ offset: [n, 0] }]],
  'shadow-blur-range': (n) => ['shadows', [{ blur: n }]],
  'shadow-spread-range': (n) => ['shadows', [{ spread: n }]],
  'size-range': (n) => ['size', n],
  'column-weight-range': () => null,
};

function ruleBroken(rule: RangeRule, n: number): string | null {
  const probe = PROBES[rule](n);
  if (probe) {
    const [error] = validate(probe[1], STYLE_VALUE_SCHEMAS[probe[0]]);
    return error ? (error.failures()[0]!.refinement ?? error.failures()[0]!.type) : null;
  }
  const [error] = validate({ id: 1, type: 'container', config: { direction: 'row', weights: [n] }, style: {} }, blockSchema);
  return error ? (error.failures()[0]!.refinement ?? 'other') : null;
}

describe('style field ranges agree with the schema the server checks (editor.md §5)', () => {
  for (const [rule, range] of Object.entries(STYLE_RANGES) as [RangeRule, (typeof STYLE_RANGES)[RangeRule]][]) {
    it(`${rule}: ${range.min} to ${range.max}`, () => {
      expect(ruleBroken(rule, range.min)).toBeNull();
      expect(ruleBroken(rule, range.max)).toBeNull();
      expect(ruleBroken(rule, range.min - 1)).toBe(rule);
      expect(ruleBroken(rule, range.max + 1)).toBe(rule);
    });
  }

  it('names the range in the message', () => {
    expect(rangeMessage('padding-range')).toBe('Padding is 0 to 256 px.');
    expect(rangeMessage('scale-range')).toBe('Scale is 0 to 256.');
    expect(rangeMessage('transition-range')).toBe('Transition is 0 to 5000 ms.');
  });
});
