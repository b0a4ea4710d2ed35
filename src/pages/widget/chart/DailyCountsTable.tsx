// The text alternative of the daily chart (issue 25, WCAG 1.1.1): the same figures as a table, one row per day,
// behind a disclosure under the chart, so a screen-reader or keyboard user reads what the lines show, and anyone can
// read the exact counts rather than estimate them from a line.
import { CHART_SERIES, type StatsChart } from '../../../../contracts/results';
import { dayLabel, SERIES_LABELS } from './dailyCounts';

const exact = new Intl.NumberFormat('en');

export function DailyCountsTable({ chart, days, testId }: { chart: StatsChart; days: readonly string[]; testId: string }) {
  return (
    <details className="daily-chart__table" data-testid={`${testId}-table`}>
      <summary>Show the figures as a table</summary>
      <table className="table">
        <caption className="visually-hidden">Shows, finishes, errors and operations per day (UTC)</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            {CHART_SERIES.map((series) => (
              <th key={series} scope="col">
                {SERIES_LABELS[series]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day}>
              <th scope="row">
                <time dateTime={day}>{dayLabel(day)}</time>
              </th>
              {CHART_SERIES.map((series) => (
                <td key={series}>{exact.format(chart[series]?.[day] ?? 0)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
