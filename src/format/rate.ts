// Rates as the studio shows them everywhere (studio.md §2.11, §2.15): one vocabulary (shows, touches, finishes) and
// one format — a percent with 2 decimals, and a dash when the rate's base is 0 (no shows: nothing to divide by).

/** What a rate without a base shows (the same dash as the results page's other missing figures). */
export const NO_RATE = '–';

/** A rate already in percent (the stats API's showToFinishRate…): 2 decimals; a dash when its base count is 0. */
export function formatRate(percent: number, base: number): string {
  if (!Number.isFinite(base) || base <= 0 || !Number.isFinite(percent)) return NO_RATE;
  return `${percent.toFixed(2)}%`;
}

/** part / whole as a percent with 2 decimals (the widget list's show-to-finish rate); a dash when whole is 0. */
export function formatShareRate(part: number, whole: number): string {
  return formatRate(whole > 0 ? (part / whole) * 100 : Number.NaN, whole);
}

/** used/limit as a ratio in 0..∞; 0 when the limit is 0 or less. */
export function usageRatio(used: number, limit: number): number {
  return limit > 0 ? used / limit : used > 0 ? 1 : 0;
}
