// Counts and quotas as the studio writes them: en grouping ("1,204"). Whole numbers are grouped here, not by Intl: a
// page's first Intl formatter loads ICU's number data, 30–70 ms of the page's thread in a fresh browser, and the flow
// page writes its node count while a first visit opens (issue 24, bench/README.md "Nothing of ICU while a flow
// opens"). Fractions, which no count has, still go to Intl.
let fractions: Intl.NumberFormat | null = null;

/** `value` with en grouping: "1,204", "-12,000", "0.125". */
export function formatCount(value: number): string {
  if (Number.isSafeInteger(value)) return groupThousands(value);
  fractions ??= new Intl.NumberFormat('en-US');
  return fractions.format(value);
}

/** Quotas stored as the "unlimited" sentinel read as ∞. */
export function formatLimit(value: number): string {
  return value >= 1_000_000_000 ? '∞' : formatCount(value);
}

/** "1 node", "1,204 nodes": the count (en grouping) and the word, plural with an s. */
export function pluralCount(count: number, word: string): string {
  return `${formatCount(count)} ${count === 1 ? word : `${word}s`}`;
}

/** A whole number's digits in groups of three from the right, comma separated (en): "-1234567" → "-1,234,567". */
function groupThousands(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
