// Text split into what a reader sees as characters (grapheme clusters), for pixi's text layout: the build hands this
// to pixi as CanvasTextMetrics.graphemeSegmenter (pixiBuildPlugin.mjs). pixi's own made an Intl.Segmenter when its
// module was evaluated, and a page's first Intl object loads ICU's data: 30–70 ms of the page's thread in a fresh
// browser, inside the task that evaluates the engine while a flow opens (issue 24, bench/README.md "Nothing of ICU
// while a flow opens"). Text made only of characters that are each a grapheme of their own, whatever their neighbours
// (printable Latin-1, the general punctuation such as … – ’ •, tabs and line feeds: none of them extends, joins or
// is extended by one another) is split without it; any other text goes to an Intl.Segmenter made the first time one
// is needed, so accents, emoji sequences and CR LF stay whole. Framework-free.

/**
 * One grapheme per UTF-16 unit: tab, line feed (not CR: "\r\n" is one grapheme), printable ASCII and Latin-1,
 * general punctuation U+2010–U+2027 and U+2030–U+205E (not the zero-width joiners and marks at U+200B–U+200F and
 * U+2060 on, nor the separators and embeddings at U+2028–U+202F).
 */
const ONE_UNIT_EACH = /^[\t\n\x20-\x7e\xa0-\xff\u2010-\u2027\u2030-\u205e]*$/;

let segmenter: Intl.Segmenter | null | undefined;

/** `text`'s grapheme clusters, in order. */
export function splitGraphemes(text: string): string[] {
  if (ONE_UNIT_EACH.test(text)) return text.split('');
  if (segmenter === undefined) segmenter = typeof Intl !== 'undefined' && typeof Intl.Segmenter === 'function' ? new Intl.Segmenter() : null;
  if (!segmenter) return Array.from(text);
  const graphemes: string[] = [];
  for (const { segment } of segmenter.segment(text)) graphemes.push(segment);
  return graphemes;
}
