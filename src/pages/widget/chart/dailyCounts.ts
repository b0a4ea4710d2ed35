// The per-day series of the stats charts (studio.md §2.13 mini chart, §2.15 results chart), as pure data:
// the days a chart covers, uPlot's aligned columns, the mini chart's trimming and the tooltip's rows.
import { CHART_SERIES, type ChartSeries, type StatsChart } from '../../../../contracts/results';
import { formatCount } from '../resultsFormat';

export const SERIES_LABELS: Record<ChartSeries, string> = { shows: 'Shows', finishes: 'Finishes', errors: 'Errors', operations: 'Operations' };

/** Every day any series names (UTC YYYY-MM-DD), oldest first. */
export function chartDays(chart: StatsChart): string[] {
  const days = new Set<string>();
  for (const series of CHART_SERIES) for (const day of Object.keys(chart[series] ?? {})) days.add(day);
  return [...days].sort();
}

/** Seconds since the epoch at the start of a UTC day. */
export function dayStartSeconds(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) / 1000;
}

/** uPlot's columns: the days' start times, then each series' count per day (a missing day counts 0). */
export function alignedColumns(chart: StatsChart): number[][] {
  const days = chartDays(chart);
  return [days.map(dayStartSeconds), ...CHART_SERIES.map((series) => days.map((day) => chart[series]?.[day] ?? 0))];
}

function dayIsQuiet(chart: StatsChart, day: string): boolean {
  return CHART_SERIES.every((series) => (chart[series]?.[day] ?? 0) === 0);
}

/**
 * The mini chart's days (studio.md §2.13): the trailing days on which every series is zero are left out, so
 * the line ends at the last day with any activity. Null when no day has any.
 */
export function trimTrailingQuietDays(chart: StatsChart): StatsChart | null {
  const days = chartDays(chart);
  let end = days.length;
  while (end > 0 && dayIsQuiet(chart, days[end - 1]!)) end -= 1;
  if (end === 0) return null;
  const kept = days.slice(0, end);
  return Object.fromEntries(CHART_SERIES.map((series) => [series, Object.fromEntries(kept.map((day) => [day, chart[series]?.[day] ?? 0]))])) as StatsChart;
}

/** The last day a chart covers, or null when it covers none. */
export function lastChartDay(chart: StatsChart): string | null {
  const days = chartDays(chart);
  return days[days.length - 1] ?? null;
}

export interface TooltipRow {
  series: ChartSeries;
  label: string;
  /** Abbreviated from 1,000 (K) and 1,000,000 (M) with 2 decimals. */
  value: string;
}

/** What the tooltip over one day lists: each series' label and abbreviated count. */
export function tooltipRows(chart: StatsChart, day: string): TooltipRow[] {
  return CHART_SERIES.map((series) => ({ series, label: SERIES_LABELS[series], value: formatCount(chart[series]?.[day] ?? 0) }));
}

/** A day as the axis and the tooltip show it: "12 Mar" (the day is a UTC day). */
export function dayLabel(day: string, locale?: string): string {
  return new Date(dayStartSeconds(day) * 1000).toLocaleDateString(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
}

/**
 * How each series is drawn so that equal series stay distinguishable where their lines lie on each other. Series are
 * drawn in order, each narrower than the one before and with its own dash pattern, so a later line never hides an
 * earlier one (the wider line shows on both sides of the narrower); point markers are concentric rings, each smaller
 * than the one before, the last a filled dot. The legend draws the same line and marker.
 */
export interface SeriesLook {
  /** Line width (px). */
  width: number;
  /** Canvas and SVG dash pattern (px); empty: solid. */
  dash: number[];
  /** Point marker diameter (px). */
  point: number;
  /** Hollow ring (filled with the chart's background) or a filled dot. */
  hollow: boolean;
}

export const SERIES_LOOKS: Record<ChartSeries, SeriesLook> = {
  shows: { width: 4.5, dash: [], point: 17, hollow: true },
  finishes: { width: 3, dash: [10, 5], point: 12, hollow: true },
  errors: { width: 2, dash: [2, 3], point: 7, hollow: true },
  operations: { width: 1.25, dash: [12, 3, 3, 3], point: 3, hollow: false },
};

export interface DayCountRow {
  series: ChartSeries;
  label: string;
  count: number;
  /** Abbreviated at K and M, as in the tooltip. */
  value: string;
  /** The bar's length as a share of the day's largest count (0..1; 0 when every count is 0). */
  share: number;
}

/**
 * A period of one day (Results' "Today") has a single value per series: a line chart would be one column of dots
 * on top of each other. It is drawn as one labelled bar per series instead; these are its rows.
 */
export function singleDayRows(chart: StatsChart, day: string): DayCountRow[] {
  const counts = CHART_SERIES.map((series) => chart[series]?.[day] ?? 0);
  const largest = Math.max(0, ...counts);
  return CHART_SERIES.map((series, index) => ({
    series,
    label: SERIES_LABELS[series],
    count: counts[index]!,
    value: formatCount(counts[index]!),
    share: largest > 0 ? counts[index]! / largest : 0,
  }));
}
