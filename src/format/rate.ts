/** View-to-finish rate (studio.md §2.11): finishes / views with 2 decimals; a dash without views. */
export function formatViewToFinishRate(finishes: number, views: number): string {
  if (!Number.isFinite(views) || views <= 0) return '—';
  return (finishes / views).toFixed(2);
}

/** used/limit as a ratio in 0..∞; 0 when the limit is 0 or less. */
export function usageRatio(used: number, limit: number): number {
  return limit > 0 ? used / limit : used > 0 ? 1 : 0;
}
