import type { ChartSeries } from '../../../../contracts/results';
import { SERIES_LOOKS } from './dailyCounts';

/** The theme token of each series' colour (the canvas reads its value when it draws). */
export const SERIES_TOKENS: Record<ChartSeries, string> = { shows: '--accent', finishes: '--success', errors: '--danger', operations: '--warning' };

/** A series' line and marker as the chart draws them (dash pattern, ring or dot), for its legend entry. */
export function SeriesSwatch({ series }: { series: ChartSeries }) {
  const look = SERIES_LOOKS[series];
  const colour = `var(${SERIES_TOKENS[series]})`;
  const radius = look.point / 2;
  return (
    <svg className="series-swatch" width="32" height="14" viewBox="0 0 32 14" aria-hidden="true">
      <line x1="1" y1="7" x2="31" y2="7" stroke={colour} strokeWidth="2" strokeDasharray={look.dash.length > 0 ? look.dash.join(' ') : undefined} />
      <circle cx="16" cy="7" r={look.hollow ? radius - 1 : radius} fill={look.hollow ? 'var(--bg-elevated)' : colour} stroke={colour} strokeWidth={look.hollow ? 2 : 0} />
    </svg>
  );
}
