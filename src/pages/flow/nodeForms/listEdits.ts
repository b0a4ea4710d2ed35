// Small list edits shared by the chips input and the key/value lists.

/** Adds a trimmed chip unless it is empty, already there or the list is full. */
export function addChip(chips: readonly string[], text: string, max = Infinity): string[] {
  const chip = text.trim();
  if (chip === '' || chips.includes(chip) || chips.length >= max) return [...chips];
  return [...chips, chip];
}

/** Adds several chips (a shortcut button), skipping those already there, up to max. */
export function addChips(chips: readonly string[], texts: readonly string[], max = Infinity): string[] {
  return texts.reduce<string[]>((list, text) => addChip(list, text, max), [...chips]);
}

/** Backspace in an empty chips input removes the last chip. */
export function removeLastChip(chips: readonly string[]): string[] {
  return chips.slice(0, -1);
}

export function removeAt<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, position) => position !== index);
}

export function replaceAt<T>(list: readonly T[], index: number, item: T): T[] {
  return list.map((current, position) => (position === index ? item : current));
}

/** Indexes of rows whose key appears earlier too (the duplicate-key mark goes on the later ones). */
export function duplicateKeyRows(rows: readonly { key: string }[]): number[] {
  const seen = new Set<string>();
  const duplicates: number[] = [];
  rows.forEach((row, index) => {
    if (seen.has(row.key)) duplicates.push(index);
    seen.add(row.key);
  });
  return duplicates;
}
