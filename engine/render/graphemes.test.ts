import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.restoreAllMocks();
  vi.resetModules();
});

const intlGraphemes = (text: string) => Array.from(new Intl.Segmenter().segment(text), ({ segment }) => segment);

describe('splitGraphemes', () => {
  it('answers what Intl.Segmenter answers, for plain and for any other text', async () => {
    const { splitGraphemes } = await import('./graphemes');
    for (const text of ['', 'Send email', 'a\tb\nc', '{{ order.total }} ~!@#$%^&*()', 'café', 'e\u0301', 'नमस्ते', '👩‍💻 done', '🇫🇷', 'line\r\nnext', '日本語', 'Loading…', '“Quoted” – ‘x’ • 50‰ ¡Olé! ×÷', 'a\u00adb', 'x\u200dy', 'a\u200cb', '‼\ufe0f', 'a\u2028b']) {
      expect(splitGraphemes(text), JSON.stringify(text)).toEqual(intlGraphemes(text));
    }
  });

  it('splits plain text only where Intl.Segmenter splits every pair of its characters', () => {
    const plain: string[] = ['\t', '\n'];
    for (const [from, to] of [[0x20, 0x7e], [0xa0, 0xff], [0x2010, 0x2027], [0x2030, 0x205e]] as const) for (let code = from; code <= to; code += 1) plain.push(String.fromCharCode(code));
    const segmenter = new Intl.Segmenter();
    const joined = plain.flatMap((first) => plain.filter((second) => [...segmenter.segment(first + second)].length !== 2).map((second) => JSON.stringify(first + second)));
    expect(joined).toEqual([]);
  });

  it('keeps a combining accent, an emoji sequence and CR LF whole', async () => {
    const { splitGraphemes } = await import('./graphemes');
    expect(splitGraphemes('e\u0301!')).toEqual(['e\u0301', '!']);
    expect(splitGraphemes('👩‍💻')).toEqual(['👩‍💻']);
    expect(splitGraphemes('a\r\nb')).toEqual(['a', '\r\n', 'b']);
  });

  it('makes no Intl.Segmenter for plain text (a first Intl object loads ICU on the page\'s thread), one for other text', async () => {
    const RealSegmenter = Intl.Segmenter;
    const made = vi.spyOn(Intl, 'Segmenter').mockImplementation(function (...args: ConstructorParameters<typeof Intl.Segmenter>) {
      return new RealSegmenter(...args);
    } as unknown as typeof Intl.Segmenter);
    const { splitGraphemes } = await import('./graphemes');
    expect(splitGraphemes('Welcome screen\nStep 2')).toHaveLength(21);
    expect(splitGraphemes('Wait… “Olé” — 50 ‰')).toHaveLength(18);
    expect(made).not.toHaveBeenCalled();
    splitGraphemes('Cre\u0300me');
    splitGraphemes('👍');
    expect(made).toHaveBeenCalledTimes(1);
  });
});
