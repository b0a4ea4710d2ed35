// fitText: what the runtime sends is always a text the studio's input rules take, within the limit, and the text
// itself when it already was.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { textRuleBroken } from './rules';
import { fitText } from './runtime';

describe('fitText', () => {
  it('keeps a fine text as it is, and cuts a long one to the limit', () => {
    expect(fitText('https://shop.example/p?q=1', 2048)).toBe('https://shop.example/p?q=1');
    expect(fitText('tab\tline\nreturn\r', 100)).toBe('tab\tline\nreturn\r');
    expect(fitText('x'.repeat(3000), 2048)).toBe('x'.repeat(2048));
  });

  it('never ends in half a surrogate pair, and replaces control characters and lone surrogates', () => {
    expect(fitText(`${'x'.repeat(9)}😀`, 10)).toBe('x'.repeat(9));
    expect(fitText(`${'x'.repeat(8)}😀`, 10)).toBe(`${'x'.repeat(8)}😀`);
    expect(fitText('a\u0000b\u0007c\u007fd\u009fe', 100)).toBe('a\ufffdb\ufffdc\ufffdd\ufffde');
    expect(fitText('half \ud83d and \ude00 alone, \ud83d', 100)).toBe('half \ufffd and \ufffd alone, \ufffd');
  });

  it('answers a text the input rules take, at most `max` long, for any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 80 }), fc.integer({ min: 0, max: 100 }), (text, max) => {
        const fitted = fitText(text, max);
        expect(fitted.length).toBeLessThanOrEqual(max);
        expect(textRuleBroken(fitted)).toBeNull();
        if (text.length <= max && textRuleBroken(text) === null) expect(fitted).toBe(text);
      }),
      { numRuns: 500 },
    );
  });
});
