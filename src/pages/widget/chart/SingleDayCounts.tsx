import type { StatsChart } from '../../../../contracts/results';
import { dayLabel, singleDayRows } from './dailyCounts';
import { SERIES_TOKENS, SeriesSwatch } from './SeriesSwatch';

/**
 * A period of one day: the counters are kept per UTC day, so the day has one value per series — shown as one
 * labelled bar each rather than a line chart's single column of dots on top of each other.
 */
export function SingleDayCounts({ chart, day, testId }: { chart: StatsChart; day: string; testId: string }) {
  const rows = singleDayRows(chart, day);
  return (
    <div className="daily-chart daily-chart--day" data-testid={testId}>
      <p className="daily-chart__caption">{dayLabel(day)} (UTC): the counts are kept per day, one bar per series.</p>
      <ul className="day-bars" aria-label={`Counts on ${dayLabel(day)}`}>
        {rows.map((row) => (
          <li key={row.series} className="day-bars__row" data-series={row.series}>
            <span className="day-bars__label">
              <SeriesSwatch series={row.series} />
              {row.label}
            </span>
            <span className="day-bars__track" aria-hidden="true">
              <span className="day-bars__bar" style={{ width: row.count > 0 ? `max(3px, ${row.share * 100}%)` : 0, background: `var(${SERIES_TOKENS[row.series]})` }} />
            </span>
            <strong className="day-bars__value" data-testid={`${testId}-${row.series}`}>
              {row.value}
            </strong>
          </li>
        ))}
      </ul>
    </div>
  );
}
