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
    <svg className="series-swatch" width="36" height="18" viewBox="0 0 36 18" aria-hidden="true">
      <line x1="0" y1="9" x2="36" y2="9" stroke={colour} strokeWidth={look.width} strokeDasharray={look.dash.length > 0 ? look.dash.join(' ') : undefined} />
      <circle cx="18" cy="9" r={look.hollow ? radius - 0.75 : radius} fill={look.hollow ? 'var(--bg-elevated)' : colour} stroke={colour} strokeWidth={look.hollow ? 1.5 : 0} />
    </svg>
  );
}
