/** World coordinates are stored rounded to 2 decimals (editor.md §3). Never returns -0. */
export function roundCoordinate(value: number): number {
  const rounded = Math.round(value * 100) / 100;
  return rounded === 0 ? 0 : rounded;
}
