import { describe, expect, it } from 'vitest';
import type { StatsChart } from '../../../../contracts/results';
import { alignedColumns, chartDays, dayLabel, lastChartDay, SERIES_LOOKS, singleDayRows, tooltipRows, trimTrailingQuietDays } from './dailyCounts';

function chartOf(rows: Record<string, [number, number, number, number]>): StatsChart {
  const chart: StatsChart = { shows: {}, finishes: {}, errors: {}, operations: {} };
  for (const [day, [shows, finishes, errors, operations]] of Object.entries(rows)) {
    chart.shows[day] = shows;
    chart.finishes[day] = finishes;
    chart.errors[day] = errors;
    chart.operations[day] = operations;
  }
  return chart;
}

describe('daily counts', () => {
  const week = chartOf({
    '2026-03-03': [0, 0, 0, 0],
    '2026-03-01': [0, 0, 0, 0],
    '2026-03-02': [4, 1, 1, 2],
    '2026-03-04': [0, 0, 1, 0],
    '2026-03-05': [0, 0, 0, 0],
    '2026-03-06': [0, 0, 0, 0],
  });

  it('orders the days oldest first and aligns every series on them', () => {
    expect(chartDays(week)).toEqual(['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06']);
    const columns = alignedColumns(week);
    expect(columns[0]![0]).toBe(Date.UTC(2026, 2, 1) / 1000);
    expect(columns.slice(1).map((column) => column[1])).toEqual([4, 1, 1, 2]);
    expect(columns[3]).toEqual([0, 1, 0, 1, 0, 0]);
  });

  it('counts a day missing from one series as 0', () => {
    const chart: StatsChart = { shows: { '2026-03-01': 2, '2026-03-02': 1 }, finishes: { '2026-03-02': 1 }, errors: {}, operations: {} };
    expect(alignedColumns(chart).slice(1)).toEqual([[2, 1], [0, 1], [0, 0], [0, 0]]);
  });

  it('trims the trailing days on which every series is zero, and nothing else', () => {
    const trimmed = trimTrailingQuietDays(week)!;
    expect(chartDays(trimmed)).toEqual(['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04']);
    expect(trimmed.errors).toEqual({ '2026-03-01': 0, '2026-03-02': 1, '2026-03-03': 0, '2026-03-04': 1 });
    expect(lastChartDay(trimmed)).toBe('2026-03-04');
  });

  it('keeps a chart whose last day has activity as it is', () => {
    const busy = chartOf({ '2026-03-01': [0, 0, 0, 0], '2026-03-02': [0, 0, 0, 3] });
    expect(trimTrailingQuietDays(busy)).toEqual(busy);
  });

  it('leaves nothing when no day has any activity', () => {
    expect(trimTrailingQuietDays(chartOf({ '2026-03-01': [0, 0, 0, 0], '2026-03-02': [0, 0, 0, 0] }))).toBeNull();
    expect(trimTrailingQuietDays({ shows: {}, finishes: {}, errors: {}, operations: {} })).toBeNull();
    expect(lastChartDay({ shows: {}, finishes: {}, errors: {}, operations: {} })).toBeNull();
  });

  it('lists each series in the tooltip, abbreviated from 1,000 (K) and 1,000,000 (M) with 2 decimals', () => {
    const big = chartOf({ '2026-03-01': [999, 1000, 1_234_567, 12_345] });
    expect(tooltipRows(big, '2026-03-01')).toEqual([
      { series: 'shows', label: 'Shows', value: '999' },
      { series: 'finishes', label: 'Finishes', value: '1.00K' },
      { series: 'errors', label: 'Errors', value: '1.23M' },
      { series: 'operations', label: 'Operations', value: '12.35K' },
    ]);
    expect(tooltipRows(big, '2026-03-09').map((row) => row.value)).toEqual(['0', '0', '0', '0']);
  });

  it('labels a UTC day by its date whatever the local zone', () => {
    expect(dayLabel('2026-03-01', 'en-GB')).toBe('1 Mar');
    expect(dayLabel('2026-12-31', 'en-GB')).toBe('31 Dec');
  });
});

describe('single-day rows', () => {
  it('one labelled bar per series, as a share of the largest count', () => {
    const day = chartOf({ '2026-03-02': [4, 1, 1, 2] });
    expect(singleDayRows(day, '2026-03-02')).toEqual([
      { series: 'shows', label: 'Shows', count: 4, value: '4', share: 1 },
      { series: 'finishes', label: 'Finishes', count: 1, value: '1', share: 0.25 },
      { series: 'errors', label: 'Errors', count: 1, value: '1', share: 0.25 },
      { series: 'operations', label: 'Operations', count: 2, value: '2', share: 0.5 },
    ]);
  });
  it('a quiet day has empty bars, not a division by zero', () => {
    expect(singleDayRows(chartOf({ '2026-03-02': [0, 0, 0, 0] }), '2026-03-02').map((row) => row.share)).toEqual([0, 0, 0, 0]);
  });
});

describe('series looks', () => {
  it('gives every series its own dash pattern, and a narrower line and a smaller marker than the one before (equal series stay visible)', () => {
    const looks = Object.values(SERIES_LOOKS);
    expect(new Set(looks.map((look) => look.dash.join(','))).size).toBe(looks.length);
    for (let index = 1; index < looks.length; index += 1) {
      expect(looks[index]!.point).toBeLessThan(looks[index - 1]!.point);
      expect(looks[index]!.width).toBeLessThan(looks[index - 1]!.width);
    }
  });
});
