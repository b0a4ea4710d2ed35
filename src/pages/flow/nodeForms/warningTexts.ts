// Wording around node warnings (the messages themselves are the engine's warningMessage texts).

/** The popover heading: the number of problems. */
export function problemCountTitle(count: number): string {
  return count === 1 ? '1 problem' : `${count} problems`;
}
