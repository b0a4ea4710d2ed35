const integer = new Intl.NumberFormat('en-US');

export function formatCount(value: number): string {
  return integer.format(value);
}

/** Quotas stored as the "unlimited" sentinel read as ∞. */
export function formatLimit(value: number): string {
  return value >= 1_000_000_000 ? '∞' : integer.format(value);
}

/** "1 node", "1,204 nodes": the count (en grouping) and the word, plural with an s. */
export function pluralCount(count: number, word: string): string {
  return `${count.toLocaleString('en')} ${count === 1 ? word : `${word}s`}`;
}
